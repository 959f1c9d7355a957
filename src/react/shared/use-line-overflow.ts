'use client';
import { type RefObject, useState } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';

/**
 * Whether the text in `ref` needs more than `lines` lines at its current width, measured before paint and again
 * whenever its box is resized. `false` until measured (on the server, before hydration), so text is cut only
 * once a control to show the rest can be offered with it: nothing is ever hidden silently.
 *
 * @example
 * const long = useLineOverflow(addressRef, 3);
 * <bdi ref={addressRef} style={long && !whole ? clampStyle(3) : undefined}>…</bdi>
 */
export function useLineOverflow(ref: RefObject<HTMLElement | null>, lines: number): boolean {
  const [overflows, setOverflows] = useState(false);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > lines * lineHeight(element) + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, lines]);
  return overflows;
}

/** The element's line height in pixels; `normal` is about 1.2 times the font size in every browser. */
function lineHeight(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const value = Number.parseFloat(style.lineHeight);
  return Number.isFinite(value) ? value : 1.2 * Number.parseFloat(style.fontSize);
}

/**
 * An inline style that cuts text after `lines` lines with a visible "…": inline so that it holds in unstyled
 * mode too, where the control that shows the rest is rendered just the same.
 */
export function clampStyle(lines: number) {
  return {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  } as const;
}
