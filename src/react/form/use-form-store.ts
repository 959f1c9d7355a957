'use client';
import { useCallback, useSyncExternalStore } from 'react';
import type { FieldState, FormStore } from './form-store.js';

/**
 * One field's state, re-rendering the caller only when that field changes.
 *
 * @example
 * const { value, error } = useFieldState(controller.store, controller.keys[0]);
 */
export function useFieldState(store: FormStore, key: string): FieldState {
  const subscribe = useCallback((listener: () => void) => store.subscribeField(key, listener), [store, key]);
  const read = useCallback(() => store.getField(key), [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Whether a submit has been attempted; changes once per form, so every field may re-render then.
 *
 * @example
 * const submitted = useSubmitted(controller.store);
 */
export function useSubmitted(store: FormStore): boolean {
  return useSyncExternalStore(store.subscribe, store.isSubmitted, store.isSubmitted);
}
