/**
 * "Decline all from …" in the provider: offered only to a connection that asks again, with the other
 * refusals, asked first, undoable, and keyed on the connection, never on the name a server gives itself.
 * Also: a request answered behind the dialog's back (Decline all, `queue.cancelAll()`) takes its dialog
 * away, so nothing can be typed into a request that is already answered (React 18 kept it on screen).
 */
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  createElicitationHandler,
  createElicitationQueue,
  type ElicitationQueue,
  type ElicitResult,
} from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, button, dialog, expectNoAxeViolations, tick } from './helpers.js';

const ask = (message: string) => ({
  message,
  requestedSchema: { type: 'object', properties: { answer: { type: 'string', title: 'Answer' } } },
});
const weather = { name: 'weather', title: 'Weather' };
const calendar = { name: 'calendar', title: 'Calendar' };
const DECLINE_ALL = 'Decline all from Weather…';

function setup() {
  const queue = createElicitationQueue();
  render(<ElicitationProvider queue={queue} />);
  const present = (message: string, server = weather, source: object = fromWeather) => {
    let result!: Promise<ElicitResult>;
    act(() => {
      result = queue.present(ask(message), { server, source });
    });
    return result;
  };
  return { queue, present };
}
const fromWeather = { connection: 'weather' };
const fromCalendar = { connection: 'calendar' };

async function settled<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, tick().then(() => 'pending' as const)]);
}

describe('Decline all: when it is offered', () => {
  it('given one first request from a connection, should not offer it', async () => {
    const { present } = setup();
    void present('Only one');
    await animationsDone();
    expect(screen.queryByRole('button', { name: DECLINE_ALL })).toBeNull();
  });

  it('given a second request waiting from the same connection, should offer it in the footer, with the refusals', async () => {
    const { present } = setup();
    void present('First');
    void present('Second');
    await animationsDone();
    const offer = button(DECLINE_ALL);
    expect(offer.closest('.mcp-elicit-footer')).not.toBeNull();
    expect(offer.closest('header')).toBeNull();
    expect(offer).toHaveAttribute('data-variant', 'secondary');
  });

  it('given a connection that asked before in the session, should offer it on its next single request', async () => {
    const { present } = setup();
    const first = present('First');
    await animationsDone();
    await userEvent.click(button('Decline'));
    await expect(first).resolves.toEqual({ action: 'decline' });
    void present('Again');
    await expect.element(screen.getByText('Again')).toBeVisible();
    expect(button(DECLINE_ALL)).toBeVisible();
  });
});

describe('Decline all: confirm and undo', () => {
  it('given the question, when the user goes back, should decline nothing and return focus', async () => {
    const { queue, present } = setup();
    const first = present('First');
    void present('Second');
    await animationsDone();
    const answer = screen.getByRole('textbox', { name: 'Answer' });
    await expect.element(answer).toHaveFocus();
    await userEvent.click(button(DECLINE_ALL));
    const back = button('Go back');
    await expect.element(back).toHaveFocus();
    expect(screen.getByText('Decline this request and every later one from Weather?')).toBeVisible();
    await expectNoAxeViolations(dialog());
    await userEvent.click(back);
    await expect.element(answer).toHaveFocus();
    expect(await settled(first)).toBe('pending');
    expect(queue.isDeclined(fromWeather)).toBe(false);
  });

  it('given the question, when the user confirms, should decline this connection now and later, show it, and Undo should stop it', async () => {
    const { queue, present } = setup();
    const first = present('First');
    const second = present('Second');
    await animationsDone();
    await userEvent.click(button(DECLINE_ALL));
    await userEvent.click(button('Decline all'));
    await expect(first).resolves.toEqual({ action: 'decline' });
    await expect(second).resolves.toEqual({ action: 'decline' });
    await expect(present('Later')).resolves.toEqual({ action: 'decline' });
    expect(screen.queryByRole('dialog')).toBeNull();

    // Nothing else waits: the page says what is going on, with the way back.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Declining requests from Weather · Undo');
    await userEvent.click(
      within(status).getByRole('button', { name: 'Undo: Declining requests from Weather' }),
    );
    expect(queue.isDeclined(fromWeather)).toBe(false);
    expect(status).toHaveTextContent('');
    void present('Asked again');
    await expect.element(screen.getByText('Asked again')).toBeVisible();
  });

  it('given another connection waiting, when the user declines all, should show the next dialog with the declined notice and its Undo', async () => {
    const { queue, present } = setup();
    void present('W1');
    void present('W2');
    const other = present('C1', calendar, fromCalendar);
    await animationsDone();
    await userEvent.click(button(DECLINE_ALL));
    await userEvent.click(button('Decline all'));
    await expect.element(screen.getByText('C1')).toBeVisible();
    const header = dialog().querySelector('header') as HTMLElement;
    expect(header).toHaveTextContent('Declining requests from Weather · Undo');
    await userEvent.click(
      within(header).getByRole('button', { name: 'Undo: Declining requests from Weather' }),
    );
    expect(queue.isDeclined(fromWeather)).toBe(false);
    expect(await settled(other)).toBe('pending');
  });
});

describe('Decline all: the connection, not the name', () => {
  it('given two handlers whose servers both call themselves "github", when the user declines all from one, should leave the other untouched', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    const github = { name: 'github', title: 'GitHub' };
    const impostor = createElicitationHandler(queue, { server: { ...github } });
    const real = createElicitationHandler(queue, { server: github });
    let fake1!: Promise<unknown>;
    let fake2!: Promise<unknown>;
    let genuine!: Promise<unknown>;
    act(() => {
      fake1 = impostor({ params: ask('Fake one') });
      genuine = real({ params: ask('Real one') });
      fake2 = impostor({ params: ask('Fake two') });
    });
    await animationsDone();
    await userEvent.click(button('Decline all from GitHub…'));
    await userEvent.click(button('Decline all'));
    await expect(fake1).resolves.toEqual({ action: 'decline' });
    await expect(fake2).resolves.toEqual({ action: 'decline' });
    await expect.element(screen.getByText('Real one')).toBeVisible();
    expect(await settled(genuine)).toBe('pending');
    expect(queue.isDeclined(real.source)).toBe(false);
    expect(queue.isDeclined(impostor.source)).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), 'octocat');
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    await expect(genuine).resolves.toEqual({ action: 'accept', content: { answer: 'octocat' } });
  });
});

describe('a request answered behind the dialog', () => {
  const answeredBehind: [string, (queue: ElicitationQueue) => void][] = [
    ['queue.cancelAll()', (queue) => queue.cancelAll()],
    ['queue.cancelAll(source)', (queue) => queue.cancelAll(fromWeather)],
    ['queue.declineAll(source)', (queue) => queue.declineAll(fromWeather)],
  ];
  for (const [how, answer] of answeredBehind) {
    it(`given a shown dialog with a draft, when the host calls ${how}, should take the dialog away`, async () => {
      const { queue, present } = setup();
      const result = present('Typing here');
      await animationsDone();
      await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), 'half');
      act(() => answer(queue));
      await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
      await expect(result).resolves.toEqual({
        action: how.startsWith('queue.declineAll') ? 'decline' : 'cancel',
      });
    });
  }
});
