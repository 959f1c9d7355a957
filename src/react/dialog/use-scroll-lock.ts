'use client';
import { useEffect, useState } from 'react';

let holders = 0;
let restore: (() => void) | undefined;

/**
 * Keeps the page behind an open modal from scrolling. Written through the CSSOM, which a
 * Content-Security-Policy without `'unsafe-inline'` still allows, where an injected `<style>` element
 * (what Radix's overlay uses) would be refused. Nested and queued dialogs share one lock.
 *
 * Whether the page shows a scrollbar is read while the dialog first renders, before its commit puts the dialog
 * in the document: then the read lays out the page as it was. Read in the effect, after the commit, it forced the
 * style and layout of the whole new dialog at once, and `focus()` did it again after the lock changed the root's
 * overflow (issue 33: two full layouts in every open, one of them needless).
 */
export function useScrollLock(active: boolean): void {
  const [scrollbarAtOpen] = useState(() => (active && holders === 0 ? pageHasScrollbar() : undefined));
  useEffect(() => {
    if (!active) return;
    if (holders++ === 0) restore = lockPage(scrollbarAtOpen);
    return () => {
      if (--holders === 0) {
        restore?.();
        restore = undefined;
      }
    };
  }, [active, scrollbarAtOpen]);
}

/** `undefined` on the server (no window), where nothing is locked. */
function pageHasScrollbar(): boolean | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.innerWidth > document.documentElement.clientWidth;
}

/** `measured`: the page's scrollbar as read before the dialog was in the document; read now when not known. */
function lockPage(measured: boolean | undefined): () => void {
  const { style } = document.documentElement;
  const before = { overflow: style.overflow, gutter: style.scrollbarGutter };
  // Keep the scrollbar's room so the page does not shift sideways when its scrollbar goes away.
  const hasScrollbar = measured ?? pageHasScrollbar();
  if (hasScrollbar) style.scrollbarGutter = 'stable';
  style.overflow = 'hidden';
  return () => {
    style.overflow = before.overflow;
    style.scrollbarGutter = before.gutter;
  };
}
