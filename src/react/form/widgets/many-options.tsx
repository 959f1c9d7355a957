'use client';
import { lazy, type ReactNode, type RefObject, Suspense, useLayoutEffect, useRef } from 'react';
import type { WidgetProps } from '../widget-props.js';

// Loaded when a field first has that many options: a form of few options never ships the combobox.
const OptionCombobox = lazy(() => import('./option-combobox.js'));

/**
 * A select of `COMBOBOX_THRESHOLD` (core, `schema/option-match.ts`) options or more: the searchable combobox,
 * loaded on demand. Until it is there, `fallback` (the plain control, which works on the same value) stands in; if it
 * had focus, the combobox takes it over.
 */
export function ManyOptions({ props, fallback }: { props: WidgetProps; fallback: ReactNode }) {
  const focused = useRef(false);
  return (
    <Suspense fallback={<StandIn focused={focused}>{fallback}</StandIn>}>
      <OptionCombobox {...props} focusOnMount={focused} />
    </Suspense>
  );
}

function StandIn({ focused, children }: { focused: RefObject<boolean>; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Runs while the stand-in is still in the document, just before it goes.
  useLayoutEffect(
    () => () => {
      focused.current = box.current?.contains(document.activeElement) ?? false;
    },
    [focused],
  );
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
