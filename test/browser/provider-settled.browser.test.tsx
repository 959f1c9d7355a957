import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitationQueue, type ElicitResult } from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';

// Requests answered in bulk while one of them is on screen (the user's "Decline all", the host's
// `cancelAll()` on disconnect): the provider must take the dialog down. A dialog left up would take the
// user's typing and close on Send as if it had been delivered, though its request was already answered.
// React 18 mishandles a state update during render beside useSyncExternalStore, which left it up there.

const ask = (message: string) => ({
  message,
  requestedSchema: { type: 'object', properties: { answer: { type: 'string', title: 'Answer' } } },
});
const weather = { name: 'weather', title: 'Weather' };
const calendar = { name: 'calendar', title: 'Calendar' };
/** One connection each: Decline all and cancelAll act on a source, not a name. */
const fromWeather = { connection: 'weather' };
const fromCalendar = { connection: 'calendar' };

/** Two requests from Weather, the first on screen with the user half-way through typing an answer. */
async function twoFromWeatherWhileTyping(queue: ElicitationQueue): Promise<Promise<ElicitResult>[]> {
  render(<ElicitationProvider queue={queue} review={false} />);
  const results: Promise<ElicitResult>[] = [];
  act(() => {
    results.push(queue.present(ask('First from Weather?'), { server: weather, source: fromWeather }));
    results.push(queue.present(ask('Second from Weather?'), { server: weather, source: fromWeather }));
  });
  await expect.element(screen.getByText('First from Weather?')).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), 'half');
  return results;
}

/** A later request from another server shows, and what the user sends reaches it. */
async function expectNextRequestAnswerable(queue: ElicitationQueue): Promise<void> {
  let next!: Promise<ElicitResult>;
  act(() => {
    next = queue.present(ask('From Calendar?'), { server: calendar, source: fromCalendar });
  });
  await expect.element(screen.getByText('From Calendar?')).toBeVisible();
  expect(screen.queryByText(/Weather\?/)).toBeNull();
  await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), 'sent');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await expect(next).resolves.toEqual({ action: 'accept', content: { answer: 'sent' } });
}

describe('ElicitationProvider, when every request on screen is answered at once', () => {
  it('given two requests from one server, when the host cancels all while the first is shown, should take the dialog down', async () => {
    const queue = createElicitationQueue();
    const results = await twoFromWeatherWhileTyping(queue);

    act(() => queue.cancelAll());

    await expect(Promise.all(results)).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expectNextRequestAnswerable(queue);
  });

  it('given two requests from one server, when the user picks "Decline all" on the first, should take the dialog down', async () => {
    const queue = createElicitationQueue();
    const results = await twoFromWeatherWhileTyping(queue);

    await userEvent.click(screen.getByRole('button', { name: 'Decline all from Weather…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline all' }));

    await expect(Promise.all(results)).resolves.toEqual([{ action: 'decline' }, { action: 'decline' }]);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expectNextRequestAnswerable(queue);
  });
});
