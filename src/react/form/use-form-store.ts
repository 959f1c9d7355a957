'use client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
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

/** What one field shows: its state, and whether a submit was attempted (which shows an untouched field's error). */
export interface FieldView {
  readonly state: FieldState;
  readonly submitted: boolean;
}

/**
 * {@link useFieldState} and {@link useSubmitted} in one subscription, as each field's controller reads them: one
 * external-store hook per field at mount instead of two. The snapshot is a new object only when the field's state or
 * the submitted flag changes, so a change elsewhere in the form (the form becoming dirty) re-renders nothing.
 *
 * @example
 * const { state, submitted } = useFieldView(controller.store, controller.keys[0]);
 */
export function useFieldView(store: FormStore, key: string): FieldView {
  const source = useMemo(() => {
    let last: FieldView | undefined;
    return {
      subscribe: (listener: () => void) => {
        const field = store.subscribeField(key, listener);
        const form = store.subscribe(listener);
        return () => {
          field();
          form();
        };
      },
      read: (): FieldView => {
        const state = store.getField(key);
        const submitted = store.isSubmitted();
        if (last?.state !== state || last.submitted !== submitted) last = { state, submitted };
        return last;
      },
    };
  }, [store, key]);
  return useSyncExternalStore(source.subscribe, source.read, source.read);
}
