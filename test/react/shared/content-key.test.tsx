import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentKey } from '../../../src/react/shared/content-key.js';
import { useInstanceForContent, useKeyedInstance } from '../../../src/react/shared/use-keyed-instance.js';

describe('contentKey and useKeyedInstance', () => {
  it('should give equal content one key, and different content (or order) another', () => {
    expect(contentKey({ a: 1, b: [2] })).toBe(contentKey({ a: 1, b: [2] }));
    expect(contentKey({ a: 1, b: 2 })).not.toBe(contentKey({ b: 2, a: 1 }));
    expect(contentKey({ a: 1 })).not.toBe(contentKey({ a: 2 }));
    expect(contentKey(undefined)).not.toBe(contentKey('undefined'));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(contentKey(cyclic)).toBe(contentKey(cyclic));
    expect(contentKey(cyclic)).not.toBe(contentKey({ self: {} }));
  });

  it('should keep one instance while the key stays, and create a new one when it changes', () => {
    const create = vi.fn(() => ({}));
    const { result, rerender } = renderHook(({ key }) => useKeyedInstance(key, create), {
      initialProps: { key: 'a' },
      reactStrictMode: true,
    });
    const first = result.current;
    rerender({ key: 'a' });
    expect(result.current).toBe(first);
    rerender({ key: 'b' });
    const second = result.current;
    expect(second).not.toBe(first);
    rerender({ key: 'b' });
    expect(result.current).toBe(second);
  });

  it('given equal content in new objects, should keep one instance; given other content or kind, a new one', () => {
    const create = vi.fn(() => ({}));
    const { result, rerender } = renderHook(({ input, kind }) => useInstanceForContent(input, create, kind), {
      initialProps: { input: { a: 1 } as unknown, kind: 'schema' },
      reactStrictMode: true,
    });
    const first = result.current;
    rerender({ input: { a: 1 }, kind: 'schema' });
    expect(result.current).toBe(first);
    rerender({ input: { a: 2 }, kind: 'schema' });
    const second = result.current;
    expect(second).not.toBe(first);
    rerender({ input: { a: 2 }, kind: 'model' });
    expect(result.current).not.toBe(second);
  });

  it('given a mount, or the same object again, should serialise nothing', () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    const schema = { type: 'object', properties: {} };
    const { rerender } = renderHook(({ input }) => useInstanceForContent(input, () => ({})), {
      initialProps: { input: schema },
    });
    rerender({ input: schema });
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();
  });
});
