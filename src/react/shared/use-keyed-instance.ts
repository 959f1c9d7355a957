'use client';
import { useState } from 'react';
import { contentKey } from './content-key.js';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';

/** What was made, and what it was made for. */
interface Kept<T> {
  key: string;
  value: T;
  input?: unknown;
}

/** Keeps `current` as the instance when it is not the kept one: in a layout effect, never during render. */
function useKept<T>(kept: Kept<T>, current: Kept<T>, keep: (next: Kept<T>) => void): T {
  useIsomorphicLayoutEffect(() => {
    if (current !== kept) keep(current);
  }, [current, kept]);
  return current.value;
}

/**
 * An object that lives as long as `key` stays the same, and is created afresh when it changes: a
 * form store keyed on the content of its schema, so a parent that rebuilds an equal schema on every
 * render keeps what the user typed. No state is set during render: a new key renders with a new
 * instance at once, which a layout effect keeps before anything is painted or typed.
 *
 * @example
 * const resolved = useKeyedInstance(`raw ${contentKey(params)}`, () => parse(params));
 */
export function useKeyedInstance<T>(key: string, create: () => T): T {
  const [kept, keep] = useState<Kept<T>>(() => ({ key, value: create() }));
  const current = kept.key === key ? kept : { key, value: create() };
  return useKept(kept, current, keep);
}

/**
 * `useKeyedInstance` keyed by the content of `input` (and `kind`), with the content read only when a render
 * brings another object than the last one: the mount, and a parent that passes the same object again, serialise
 * nothing (a 100-field schema or model is tens of kilobytes of JSON).
 *
 * @example
 * const model = useInstanceForContent(schema, () => compileElicitationSchema(schema));
 */
export function useInstanceForContent<T>(input: unknown, create: () => T, kind = ''): T {
  const [kept, keep] = useState<Kept<T>>(() => ({ key: kind, input, value: create() }));
  const same = kept.key === kind && (kept.input === input || contentKey(kept.input) === contentKey(input));
  const current = same ? kept : { key: kind, input, value: create() };
  return useKept(kept, current, keep);
}
