'use client';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FlowQuestion } from '../../core/flow/flow-phase.js';

/**
 * Focus around a flow, for both views: where focus starts (`focusStart`), where it was when the flow started asking
 * (`remember`, which the core flow calls just before it asks), and where it goes back to when the user keeps going
 * (`returnAfterAsking`, then the question's end): the element that had it, else the start. The refs go on the
 * flow's root (the start is looked for inside it) and on its heading. When the flow locks, focus on a control it
 * disables moves to the heading.
 */
export function useFlowFocus(asking: FlowQuestion | undefined, locked: boolean) {
  const rootRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Where focus was when the flow started asking, to go back there when the user keeps going.
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusAfterAsking = useRef(false);
  const remember = useCallback(() => {
    const root = rootRef.current;
    const active = root?.ownerDocument.activeElement;
    returnFocus.current = active instanceof HTMLElement && root?.contains(active) ? active : null;
  }, []);
  const returnAfterAsking = useCallback(() => {
    focusAfterAsking.current = true;
  }, []);
  const focusStart = useCallback(() => focusFlowStart(rootRef.current, titleRef.current), []);
  useLayoutEffect(() => {
    if (asking !== undefined || !focusAfterAsking.current) return;
    focusAfterAsking.current = false;
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
    else focusStart();
  }, [asking, focusStart]);
  // A flow that locks (it expired, or an answer is on its way) disables the control the user is on, and the
  // browser then drops focus to <body>: out of a modal dialog, and out of the user's place. The heading keeps it.
  useLayoutEffect(() => {
    const active = rootRef.current?.ownerDocument.activeElement;
    if (
      locked &&
      active instanceof HTMLElement &&
      rootRef.current?.contains(active) &&
      active.matches(':disabled')
    ) {
      (titleRef.current ?? rootRef.current)?.focus();
    }
  }, [locked]);
  return { remember, returnAfterAsking, focusStart, rootRef, titleRef };
}

/**
 * Where focus starts: a step's own start (the heading of a URL request that opens waiting), else the first
 * field, else the heading (no fields, URL consent, nothing left to answer). Never a button.
 */
function focusFlowStart(root: HTMLElement | null, heading: HTMLElement | null): void {
  const start = root?.querySelector<HTMLElement>(
    '[data-focus-start], [data-kind] input:not([disabled]), [data-kind] select:not([disabled]), [data-kind] textarea:not([disabled])',
  );
  (start ?? heading)?.focus();
}
