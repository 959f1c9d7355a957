import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { button, expectNoAxeViolations, resultSpy } from './helpers.js';

const server = { name: 'calendar', version: '1.0.0' };

function renderAsk(meta: Record<string, unknown> | undefined, review = true) {
  const onResult = resultSpy();
  const request = parseElicitRequest({
    message: 'Which calendar may the tool read?',
    requestedSchema: {
      type: 'object',
      properties: { calendar: { type: 'string', title: 'Calendar' } },
      required: ['calendar'],
    },
    ...(meta ? { _meta: meta } : {}),
  });
  render(<ElicitationDialog request={request} server={server} onResult={onResult} review={review} />);
  return { onResult };
}

const remember = () => screen.queryByRole('group', { name: 'Remember my answer' });

describe('"Remember my answer" (_meta.persist)', () => {
  it('given a request that offers nothing, should show no choice and send no persist', async () => {
    const { onResult } = renderAsk(undefined, false);
    expect(remember()).toBeNull();
    await userEvent.fill(screen.getByRole('textbox', { name: /Calendar/ }), 'Work');
    await userEvent.click(button('Send'));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { calendar: 'Work' } });
  });

  it('given an offer of "session" only, should offer exactly "Only this time" (chosen) and "For this session"', () => {
    renderAsk({ persist: 'session' });
    const group = remember();
    if (!group) throw new Error('no choice shown');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Only this time',
      'For this session',
    ]);
    expect(within(group).getByRole('radio', { name: 'Only this time' })).toBeChecked();
  });

  it('given both scopes, when the person picks "Always" by keyboard, should say so in the review and send _meta.persist', async () => {
    const { onResult } = renderAsk({ persist: ['session', 'always'] });
    const field = screen.getByRole('textbox', { name: /Calendar/ });
    await userEvent.click(field);
    await userEvent.keyboard('Work');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Only this time' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Always' })).toBeChecked();
    await userEvent.click(button('Review'));
    expect(await screen.findByText(/Remembered always: .*calendar.* may use this answer/)).toBeVisible();
    await userEvent.click(button('Send'));
    expect(onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: { calendar: 'Work' },
      _meta: { persist: 'always' },
    });
  });

  it('given the default left alone, the review says "only this time" and the answer carries no persist', async () => {
    const { onResult } = renderAsk({ persist: ['session', 'always'] });
    await userEvent.fill(screen.getByRole('textbox', { name: /Calendar/ }), 'Home');
    await userEvent.click(button('Review'));
    expect(await screen.findByText(/Remembered: only this time\./)).toBeVisible();
    await userEvent.click(button('Send'));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { calendar: 'Home' } });
  });

  it('given the offer shown, should have no axe violation, in the form and in the review', async () => {
    renderAsk({ persist: ['session', 'always'] });
    await expectNoAxeViolations();
    await userEvent.fill(screen.getByRole('textbox', { name: /Calendar/ }), 'Home');
    await userEvent.click(screen.getByRole('radio', { name: 'For this session' }));
    await userEvent.click(button('Review'));
    await screen.findByText(/Remembered for this session/);
    await expectNoAxeViolations();
  });
});
