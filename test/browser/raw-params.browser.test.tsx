/**
 * What arrives on the wire goes straight into the dialog: raw `elicitation/create` params, valid or not,
 * and whatever the host has for the server's identity.
 */
import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ElicitationError } from '../../src/core/index.js';
import { ElicitationDialog, type ElicitationDialogProps } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, button, dialog, expectNoAxeViolations, resultSpy, tick } from './helpers.js';

/** Outside the spec's subset: a nested object and numbers in a string enum. */
const invalidParams = {
  message: 'Tell me about your project.',
  requestedSchema: {
    type: 'object',
    properties: {
      owner: { type: 'object', properties: { name: { type: 'string' } } },
      size: { type: 'string', enum: [1, 2, 3] },
    },
  },
};

async function show(props: Partial<ElicitationDialogProps> & Pick<ElicitationDialogProps, 'request'>) {
  const onResult = resultSpy();
  const onError = vi.fn();
  const utils = render(
    <StrictMode>
      <ElicitationDialog
        server={{ name: 'wire', title: 'Wire Server' }}
        onResult={onResult}
        onError={onError}
        {...props}
      />
    </StrictMode>,
  );
  await animationsDone();
  return { onResult, onError, ...utils };
}

describe('raw params', () => {
  it('given valid raw params, should show the form and send typed content', async () => {
    const { onResult, onError } = await show({
      request: {
        message: 'How many seats?',
        requestedSchema: {
          type: 'object',
          properties: { seats: { type: 'integer', title: 'Seats' } },
          required: ['seats'],
        },
      },
      review: false,
    });
    expect(screen.getByRole('heading', { name: 'Wire Server is asking for information' })).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Seats' }), '3');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { seats: 3 } }]]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('given raw params outside the subset, should say the request cannot be shown, list every issue, hand over the error, and cancel once on close', async () => {
    const { onResult, onError, unmount } = await show({ request: invalidParams });
    expect(
      screen.getByRole('heading', { name: 'Wire Server sent a request this app cannot show' }),
    ).toBeVisible();
    expect(dialog()).toHaveAccessibleDescription('Nothing from you will be sent to the server.');
    expect(screen.queryByRole('textbox')).toBeNull();
    // Once, StrictMode's double effects included: the typed error with every issue.
    expect(onError).toHaveBeenCalledTimes(1);
    const error = onError.mock.calls[0]?.[0] as ElicitationError;
    expect(error).toBeInstanceOf(ElicitationError);
    const items = within(screen.getByRole('list', { name: 'What is wrong with the request:' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(
      error.issues.map((issue) => issue.path || '/'),
    );
    expect(items.some((item) => item.textContent?.startsWith('/requestedSchema/properties/owner'))).toBe(
      true,
    );
    await expectNoAxeViolations(dialog());
    expect(onResult).not.toHaveBeenCalled();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });

  it.each([
    ['missing', undefined],
    ['not an object', 'elicitation/create'],
    ['the whole JSON-RPC request', { jsonrpc: '2.0', method: 'elicitation/create', params: {} }],
  ])(
    'given params that are %s, should show the rejected state, and Escape should cancel once',
    async (_, request) => {
      const { onResult, onError } = await show({ request });
      expect(screen.getByRole('heading', { name: /sent a request this app cannot show/ })).toBeVisible();
      expect(onError).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Escape}');
      await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
    },
  );

  it.each([
    ['missing', undefined],
    ['a number', 42],
    ['fields of the wrong types', { name: { text: 'x' }, title: 7, version: ['1'], iconUrl: 5 }],
  ])(
    'given a server identity that is %s, should show the unnamed server instead of crashing',
    async (_, server) => {
      const { onResult } = await show({
        request: { message: 'Still works?', requestedSchema: { type: 'object', properties: {} } },
        server: server as never,
      });
      expect(screen.getByRole('heading', { name: 'An unnamed server asks you to confirm' })).toBeVisible();
      await userEvent.click(button('Decline'));
      expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
    },
  );
});
