import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitResult } from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';

const ask = (message: string) => ({
  message,
  requestedSchema: { type: 'object', properties: { answer: { type: 'string', title: 'Answer' } } },
});
const link = { mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e1' };
const weather = { name: 'weather', title: 'Weather' };
const connection = {};

/** Page Visibility, emulated: the tab is hidden or shown as when the user switches tabs. */
let visibility: 'visible' | 'hidden' = 'visible';
function switchTab(to: 'visible' | 'hidden') {
  visibility = to;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The real Notification, recording what is shown and closed. */
const shown: { title: string; body: string; closed: boolean }[] = [];
const RealNotification = window.Notification;
class RecordingNotification extends RealNotification {
  private readonly record: { title: string; body: string; closed: boolean };
  constructor(title: string, options?: NotificationOptions) {
    super(title, options);
    this.record = { title, body: options?.body ?? '', closed: false };
    shown.push(this.record);
  }
  override close() {
    this.record.closed = true;
    super.close();
  }
}

beforeEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
  window.Notification = RecordingNotification;
  document.title = 'Chat';
  shown.length = 0;
});
afterEach(() => {
  switchTab('visible');
  window.Notification = RealNotification;
});

describe('attention: requests that arrive while the tab is hidden', () => {
  it('given the page may notify, should count them in the title, notify naming only server and mode, and clear each when answered', async () => {
    expect(RealNotification.permission).toBe('granted');
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} review={false} attention={{ notification: true }} />);
    switchTab('hidden');
    const answers: Promise<ElicitResult>[] = [];
    act(() => {
      answers.push(queue.present(ask('Your secret plan?'), { server: weather, source: connection }));
      answers.push(queue.present(link, { server: weather, source: connection }));
    });
    expect(document.title).toBe('(2) Chat');
    expect(shown).toEqual([
      { title: 'Weather asks for information', body: 'Return to the tab to answer.', closed: false },
      { title: 'Weather asks you to open a link', body: 'Return to the tab to answer.', closed: false },
    ]);

    switchTab('visible');
    // The count says what still waits: coming back does not clear it.
    expect(document.title).toBe('(2) Chat');
    // The host retitles its page meanwhile: that title is kept, with the count.
    document.title = 'Chat — 3 unread';
    await expect.poll(() => document.title).toBe('(2) Chat — 3 unread');

    await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(answers[0]).resolves.toEqual({ action: 'accept', content: { answer: 'none' } });
    expect(document.title).toBe('(1) Chat — 3 unread');
    expect(shown.map((entry) => entry.closed)).toEqual([true, false]);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answers[1]).resolves.toEqual({ action: 'cancel' });
    expect(document.title).toBe('Chat — 3 unread');
    expect(shown.map((entry) => entry.closed)).toEqual([true, true]);
  });

  it('given attention without notification, or requests while the tab is visible, should notify nothing', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} review={false} attention />);
    let first: Promise<ElicitResult> | undefined;
    act(() => {
      first = queue.present(ask('Seen at once?'), { server: weather, source: connection });
    });
    expect(document.title).toBe('Chat');
    switchTab('hidden');
    let second: Promise<ElicitResult> | undefined;
    act(() => {
      second = queue.present(ask('Unseen?'), { server: weather, source: connection });
    });
    expect(document.title).toBe('(1) Chat');
    expect(shown).toEqual([]);
    act(() => queue.cancelAll());
    await Promise.all([first, second]);
    expect(document.title).toBe('Chat');
  });

  it('given no attention option, should leave the title alone', async () => {
    const queue = createElicitationQueue();
    const { unmount } = render(<ElicitationProvider queue={queue} review={false} />);
    switchTab('hidden');
    let answer: Promise<ElicitResult> | undefined;
    act(() => {
      answer = queue.present(ask('Quiet?'), { server: weather, source: connection });
    });
    expect(document.title).toBe('Chat');
    expect(shown).toEqual([]);
    unmount();
    await answer;
  });

  it('given the provider unmounts while counting, should take its count off the title', async () => {
    const queue = createElicitationQueue();
    const { unmount } = render(<ElicitationProvider queue={queue} attention={{ notification: true }} />);
    switchTab('hidden');
    let answer: Promise<ElicitResult> | undefined;
    act(() => {
      answer = queue.present(ask('Still there?'), { server: weather, source: connection });
    });
    expect(document.title).toBe('(1) Chat');
    unmount();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(document.title).toBe('Chat');
    expect(shown.map((entry) => entry.closed)).toEqual([true]);
  });
});
