import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitResult } from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';

const ask = (message: string) => ({
  message,
  requestedSchema: { type: 'object', properties: { answer: { type: 'string', title: 'Answer' } } },
});
const weather = { name: 'weather', title: 'Weather' };
const calendar = { name: 'calendar', title: 'Calendar' };
// The connections the requests come from.
const fromWeather = { connection: 'weather' };
const fromCalendar = { connection: 'calendar' };

describe('ElicitationProvider', () => {
  it('given 3 requests from 2 servers, should show them one at a time in arrival order', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} review={false} />);
    const results: Promise<ElicitResult>[] = [];
    act(() => {
      results.push(queue.present(ask('First?'), { server: weather, source: fromWeather }));
      results.push(queue.present(ask('Second?'), { server: calendar, source: fromCalendar }));
      results.push(queue.present(ask('Third?'), { server: weather, source: fromWeather }));
    });
    await expect.element(screen.getByText('First?')).toBeVisible();
    expect(screen.getByText('1 of 3')).toBeVisible();
    expect(screen.getByText('Also waiting: Calendar, Weather')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), 'one');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(results[0]).resolves.toEqual({ action: 'accept', content: { answer: 'one' } });

    await expect.element(screen.getByText('Second?')).toBeVisible();
    expect(screen.getByText('1 of 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(results[1]).resolves.toEqual({ action: 'decline' });

    await expect.element(screen.getByText('Third?')).toBeVisible();
    expect(screen.queryByText(/ of /)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(results[2]).resolves.toEqual({ action: 'cancel' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given three queued requests answered in turn, focus should go back to what had it before the first opened', async () => {
    const queue = createElicitationQueue();
    render(
      <ElicitationProvider queue={queue} review={false}>
        <button type="button">Ask the assistant</button>
      </ElicitationProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Ask the assistant' });
    opener.focus();
    let openerFocused = 0;
    opener.addEventListener('focus', () => openerFocused++);
    const results: Promise<ElicitResult>[] = [];
    act(() => {
      results.push(queue.present(ask('First?'), { server: weather, source: fromWeather }));
      results.push(queue.present(ask('Second?'), { server: calendar, source: fromCalendar }));
      results.push(queue.present(ask('Third?'), { server: weather, source: fromWeather }));
    });
    const answer = () => screen.getByRole('textbox', { name: 'Answer' });
    await expect.element(screen.getByText('First?')).toBeVisible();
    await expect.element(answer()).toHaveFocus();
    await userEvent.type(answer(), 'one');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect.element(screen.getByText('Second?')).toBeVisible();
    // The next dialog keeps focus: the replaced one does not hand it to the page behind.
    await expect.element(answer()).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect.element(screen.getByText('Third?')).toBeVisible();
    await expect.element(answer()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(Promise.all(results)).resolves.toEqual([
      { action: 'accept', content: { answer: 'one' } },
      { action: 'decline' },
      { action: 'cancel' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect.element(opener).toHaveFocus();
    expect(openerFocused, 'focus came back once, at the end').toBe(1);
  });

  it('when the user declines all from a server, should decline its pending and later requests only', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    let first!: Promise<ElicitResult>;
    let other!: Promise<ElicitResult>;
    let second!: Promise<ElicitResult>;
    act(() => {
      first = queue.present(ask('W1'), { server: weather, source: fromWeather });
      other = queue.present(ask('C1'), { server: calendar, source: fromCalendar });
      second = queue.present(ask('W2'), { server: weather, source: fromWeather });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Decline all from Weather…' }));
    // Asked first, in place: nothing is declined yet.
    expect(queue.size).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Decline all' }));
    await expect(first).resolves.toEqual({ action: 'decline' });
    await expect(second).resolves.toEqual({ action: 'decline' });
    await expect.element(screen.getByText('C1')).toBeVisible();
    let later!: Promise<ElicitResult>;
    act(() => {
      later = queue.present(ask('W3'), { server: weather, source: fromWeather });
    });
    await expect(later).resolves.toEqual({ action: 'decline' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(other).resolves.toEqual({ action: 'cancel' });
  });

  it('when the shown request expires, should keep it locked on screen until closed, then show the next', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    const controller = new AbortController();
    let expiring!: Promise<ElicitResult>;
    let next!: Promise<ElicitResult>;
    act(() => {
      expiring = queue.present(ask('Soon gone'), {
        server: weather,
        source: fromWeather,
        signal: controller.signal,
      });
      next = queue.present(ask('Next one'), { server: calendar, source: fromCalendar });
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), 'half');
    act(() => controller.abort());
    await expect(expiring).resolves.toEqual({ action: 'cancel' });
    await expect.element(screen.getByText('This request has expired')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Answer' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveValue('half');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect.element(screen.getByText('Next one')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(next).resolves.toEqual({ action: 'decline' });
  });
});
