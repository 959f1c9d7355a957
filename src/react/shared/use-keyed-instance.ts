'use client';
import { useState } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';

/**
 * An object that lives as long as `key` stays the same, and is created afresh when it changes: a
 * form store keyed on the content of its schema, so a parent that rebuilds an equal schema on every
 * render keeps what the user typed. No state is set during render: a new key renders with a new
 * instance at once, which a layout effect keeps before anything is painted or typed.
 *
 * @example
 * const store = useKeyedInstance(contentKey(model), () => createStoreFor(model));
 */
export function useKeyedInstance<T>(key: string, create: () => T): T {
  const [kept, keep] = useState(() => ({ key, value: create() }));
  const current = kept.key === key ? kept : { key, value: create() };
  useIsomorphicLayoutEffect(() => {
    if (current !== kept) keep(current);
  }, [current, kept]);
  return current.value;
}
