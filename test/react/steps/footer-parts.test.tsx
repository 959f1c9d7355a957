import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FooterButton } from '../../../src/react/steps/footer-parts.js';

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
