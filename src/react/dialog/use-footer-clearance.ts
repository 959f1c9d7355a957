'use client';
import { useCallback, useRef } from 'react';
import { useClassNames } from '../shared/class-names.js';

/** Set on the scrolling body while its footer is pinned; the stylesheet keeps that much scroll padding. */
const FOOTER_HEIGHT = '--mcp-elicit-footer-height';

/**
 * A ref for the dialog's scrolling body that keeps `--mcp-elicit-footer-height` at the pinned footer's height, so
 * focus and `scrollIntoView` stop above the footer however many lines its buttons wrap onto (WCAG 2.4.11: a focused
 * control is never hidden under it). Without the theme nothing is pinned and nothing is measured.
 *
 * @example
 * const bodyRef = useFooterClearance();
 * <div className={cn('body')} ref={bodyRef}>…<div className={cn('footer')}>…</div></div>
 */
export function useFooterClearance(): (scroller: HTMLElement | null) => void {
  const footer = useClassNames()('footer');
  const stop = useRef<(() => void) | undefined>(undefined);
  return useCallback(
    (scroller: HTMLElement | null) => {
      // Called with null on unmount (React 18 has no ref cleanup functions).
      stop.current?.();
      stop.current = scroller && footer ? followFooter(scroller, footer) : undefined;
    },
    [footer],
  );
}

function followFooter(scroller: HTMLElement, footerClass: string): (() => void) | undefined {
  if (typeof ResizeObserver === 'undefined') return undefined;
  const sizes = new ResizeObserver((entries) => {
    const entry = entries.at(-1);
    const height =
      entry?.borderBoxSize?.[0]?.blockSize ?? (entry?.target as HTMLElement | undefined)?.offsetHeight;
    if (height !== undefined) scroller.style.setProperty(FOOTER_HEIGHT, `${height}px`);
  });
  // Each step renders its own footer: follow whichever is there.
  let measured: Element | null = null;
  const follow = () => {
    const current = scroller.querySelector(`.${footerClass}`);
    if (current === measured) return;
    if (measured) sizes.unobserve(measured);
    measured = current;
    if (current) sizes.observe(current);
    else scroller.style.removeProperty(FOOTER_HEIGHT);
  };
  const changes = new MutationObserver(follow);
  changes.observe(scroller, { childList: true, subtree: true });
  follow();
  return () => {
    changes.disconnect();
    sizes.disconnect();
  };
}
