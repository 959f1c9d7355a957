import type { Ref } from 'react';

/** Hands a DOM node to the form's ref (a failed submit focuses the first invalid field through it). */
export function attachRef<T extends HTMLElement>(ref: Ref<HTMLElement>, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: HTMLElement | null }).current = node;
}
