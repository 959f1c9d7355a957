'use client';
import { useEffect } from 'react';

let holders = 0;
let restore: (() => void) | undefined;

/**
 * Keeps the page behind an open modal from scrolling. Written through the CSSOM, which a
 * Content-Security-Policy without `'unsafe-inline'` still allows, where an injected `<style>` element
 * (what Radix's overlay uses) would be refused. Nested and queued dialogs share one lock.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (holders++ === 0) restore = lockPage();
    return () => {
      if (--holders === 0) {
        restore?.();
        restore = undefined;
      }
    };
  }, [active]);
}

function lockPage(): () => void {
  const { style } = document.documentElement;
  const before = { overflow: style.overflow, gutter: style.scrollbarGutter };
  // Keep the scrollbar's room so the page does not shift sideways when its scrollbar goes away.
  const hasScrollbar = window.innerWidth > document.documentElement.clientWidth;
  if (hasScrollbar) style.scrollbarGutter = 'stable';
  style.overflow = 'hidden';
  return () => {
    style.overflow = before.overflow;
    style.scrollbarGutter = before.gutter;
  };
}
