import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentKey } from '../../src/react/shared/content-key.js';
import { useKeyedInstance } from '../../src/react/shared/use-keyed-instance.js';
import { FooterButton } from '../../src/react/steps/footer-parts.js';

describe('FooterButton', () => {
  it("given a caller's onMouseDown, should call it first and still keep focus where it was", () => {
    const onMouseDown = vi.fn();
    render(
      <FooterButton variant="secondary" onMouseDown={onMouseDown}>
        Decline
      </FooterButton>,
    );
    const event = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole('button', { name: 'Decline' }), event);
    expect(onMouseDown).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('given a caller that calls preventDefault, should skip its own handler', () => {
    const order: string[] = [];
    render(
      <FooterButton
        variant="primary"
        onMouseDown={(event) => {
          order.push('caller');
          event.preventDefault();
        }}
      >
        Send
      </FooterButton>,
    );
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Send' }));
    expect(order).toEqual(['caller']);
  });
});

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
});
