/**
 * A stray Escape, × or click outside must not throw away a half-filled form: once the user changed
 * something, the first dismissal asks "Discard your answers?" in place. Keep editing goes back to where the
 * user was; only Discard sends `cancel`.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import {
  animationsDone,
  button,
  describedByTexts,
  dialog,
  expectNoAxeViolations,
  resultSpy,
  tick,
} from './helpers.js';

const params = {
  message: 'Where should we ship it?',
  requestedSchema: {
    type: 'object',
    properties: {
      street: { type: 'string', title: 'Street' },
      city: { type: 'string', title: 'City' },
    },
    required: ['street'],
  },
};

async function show() {
  const onResult = resultSpy();
  render(<ElicitationDialog request={params} server={{ name: 'shop', title: 'Shop' }} onResult={onResult} />);
  await animationsDone();
  return onResult;
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const overlay = () => document.querySelector('.mcp-elicit-overlay') as HTMLElement;

const dismissals: [string, () => Promise<void>][] = [
  ['Escape', () => userEvent.keyboard('{Escape}')],
  ['the × button', () => userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))],
  ['a click outside', () => userEvent.click(overlay(), { position: { x: 5, y: 5 } })],
];

describe('dismissing a form with answers in it', () => {
  for (const [route, dismiss] of dismissals) {
    it(`given typed answers, when the user dismisses with ${route} and keeps editing, should send nothing and return focus to the field`, async () => {
      const onResult = await show();
      await userEvent.fill(textbox('Street'), '1 Main St');
      await userEvent.click(textbox('City'));
      await userEvent.keyboard('Spring');
      await dismiss();

      const keep = button('Keep editing');
      await expect.element(keep).toHaveFocus();
      expect(describedByTexts(keep)).toEqual([
        'Discard your answers?',
        'Closing now sends the server nothing of what you entered.',
      ]);
      // The footer's own buttons are out of the way while the question is asked.
      expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
      await expectNoAxeViolations(dialog());

      await userEvent.click(keep);
      await expect.element(textbox('City')).toHaveFocus();
      expect(textbox('Street')).toHaveValue('1 Main St');
      expect(textbox('City')).toHaveValue('Spring');
      expect(screen.getByRole('button', { name: 'Review' })).toBeVisible();
      await tick();
      expect(onResult).not.toHaveBeenCalled();
    });
  }

  it('given the question is shown, when the user presses Escape again, should keep editing rather than discard', async () => {
    const onResult = await show();
    await userEvent.fill(textbox('Street'), '1 Main St');
    await userEvent.keyboard('{Escape}');
    await expect.element(button('Keep editing')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(textbox('Street')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given the question is shown, when the user clicks outside again, should still be asking', async () => {
    const onResult = await show();
    await userEvent.fill(textbox('Street'), '1 Main St');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlay(), { position: { x: 5, y: 5 } });
    expect(button('Discard')).toBeVisible();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given the review step, when the user presses Escape, should ask too, and Discard should cancel once', async () => {
    const onResult = await show();
    await userEvent.fill(textbox('Street'), '1 Main St');
    await userEvent.click(button('Review'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(button('Discard'));
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });

  it('given an answer typed and then erased, should close at once: nothing is lost', async () => {
    const onResult = await show();
    await userEvent.fill(textbox('Street'), 'x');
    await userEvent.clear(textbox('Street'));
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });

  it.each(['Decline', 'Cancel'])(
    'given typed answers, when the user clicks %s, should answer at once without asking',
    async (name) => {
      const onResult = await show();
      await userEvent.fill(textbox('Street'), '1 Main St');
      await userEvent.click(button(name));
      await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onResult.mock.calls).toStrictEqual([[{ action: name === 'Decline' ? 'decline' : 'cancel' }]]);
    },
  );
});
