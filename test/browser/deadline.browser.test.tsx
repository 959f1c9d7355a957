/**
 * Time as its own outcome (issue 41, item 5), in Chromium: a request whose deadline is known shows the time left in
 * the dialog and in the panel, as a visible countdown (`role="timer"`, `aria-live="off"`: never read out by itself)
 * and one polite announcement when less than a minute is left; when it runs out, the request ends as expired (the
 * server gets `cancel`), recorded so in the panel's record and receipt and in the queue's `onSettled`. In English
 * and in Arabic (right to left), axe on each state. The clock is vitest's fake one: the test moves time, nothing
 * waits on the wall clock (so Testing Library's async queries, which wait on `setTimeout`, are not used: `vi.waitFor`
 * keeps real timers).
 */
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ConsentReceipt,
  createElicitationQueue,
  type ElicitationQueue,
  type ElicitResult,
  type SettledElicitation,
} from '../../src/core/index.js';
import ar from '../../src/locales/ar.js';
import { ElicitationProvider, type ElicitationRecord } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { expectNoAxeViolations } from './helpers.js';
import { InlineTranscript } from './inline-transcript.js';

// The page's own timers, kept before any test fakes them: axe schedules its work on them.
const realTimers = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };

/** Axe on the page as it is, on real timers for axe alone (the fake clock, and what waits on it, stays put). */
async function axeNow(): Promise<void> {
  const fake = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  Object.assign(globalThis, realTimers);
  try {
    await expectNoAxeViolations();
  } finally {
    Object.assign(globalThis, fake);
  }
}

const server = { name: 'deploy', title: 'Deploy' };
const connection = {};
const region = {
  message: 'Which region?',
  requestedSchema: { type: 'object', properties: { region: { type: 'string', title: 'Region' } } },
};

const LOCALES = [
  {
    locale: 'en',
    messages: undefined,
    left: (time: string) => `Time left to answer: ${time}`,
    lastMinute: 'Less than a minute left to answer.',
    expired: 'Expired — nothing was sent.',
    dir: 'ltr',
  },
  {
    locale: 'ar',
    messages: ar,
    left: (time: string) => ar['deadline.left'].replace('{time}', time),
    lastMinute: ar['deadline.lastMinute'],
    expired: ar['ended.expired'],
    dir: 'rtl',
  },
] as const;

/** `m:ss` in the locale's digits, as the countdown writes it. */
function clock(locale: string, minutes: number, seconds: number): string {
  const digits = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
  return `${digits.format(minutes)}:${seconds < 10 ? digits.format(0) : ''}${digits.format(seconds)}`;
}

/** Moves the fake clock, running React's updates as they come. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** How often the text of `element` changed: what a screen reader would read again in a live region. */
function countChanges(element: Element) {
  const seen = { count: 0 };
  new MutationObserver((records) => {
    seen.count += records.length > 0 ? 1 : 0;
  }).observe(element, { childList: true, characterData: true, subtree: true });
  return seen;
}

function present(queue: ElicitationQueue, options: { expiresAt?: number } = {}) {
  const results: ElicitResult[] = [];
  act(() => {
    void queue
      .present(region, { server, source: connection, ...options })
      .then((result) => results.push(result));
  });
  return results;
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(LOCALES)('a known deadline, in $locale', (words) => {
  it('given the host’s timeout, the dialog should count down quietly, say once when a minute is left, and end as expired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_000_000 });
    const settled: SettledElicitation[] = [];
    const queue = createElicitationQueue({ timeoutMs: 90_000, onSettled: (event) => settled.push(event) });
    render(<ElicitationProvider queue={queue} locale={words.locale} messages={words.messages} />);
    const results = present(queue);

    const dialog = await vi.waitFor(() => screen.getByRole('dialog'));
    expect(dialog).toHaveAttribute('dir', words.dir);
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent(words.left(clock(words.locale, 1, 30)));
    // The clock reads left to right in every script.
    expect(timer.querySelector('[dir="ltr"]')).toHaveTextContent(clock(words.locale, 1, 30));
    const status = within(dialog).getByText(
      (_, element) => element?.classList.contains('mcp-elicit-time-left-soon') === true,
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('');
    await axeNow();

    const changes = countChanges(status);
    advance(29_000);
    expect(timer).toHaveTextContent(words.left(clock(words.locale, 1, 1)));
    expect(status).toHaveTextContent('');
    advance(1_000);
    expect(timer).toHaveTextContent(words.left(clock(words.locale, 1, 0)));
    await vi.waitFor(() => expect(status).toHaveTextContent(words.lastMinute));
    await axeNow();
    // Said once: the seconds that follow change the timer, never the live region.
    advance(45_000);
    expect(timer).toHaveTextContent(words.left(clock(words.locale, 0, 15)));
    expect(status).toHaveTextContent(words.lastMinute);
    expect(changes.count).toBe(1);

    advance(15_000);
    // Ran out: locked, said so, the server got `cancel`, and the audit says why.
    await vi.waitFor(() => expect(within(dialog).getByText(words.expired)).toBeVisible());
    expect(within(dialog).queryByRole('timer')).toBeNull();
    await vi.waitFor(() => expect(results).toEqual([{ action: 'cancel' }]));
    await vi.waitFor(() => expect(settled).toHaveLength(1));
    expect(settled[0]?.receipt).toMatchObject({ sent: { action: 'cancel' }, endedBy: 'expired' });
    await axeNow();
  });

  it('given a deadline, the inline panel should count down and leave an expired record and receipt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 2_000_000 });
    const queue = createElicitationQueue();
    const records: [ElicitationRecord, ConsentReceipt | undefined][] = [];
    render(
      <ElicitationProvider queue={queue} inline locale={words.locale} messages={words.messages}>
        <InlineTranscript
          queue={queue}
          locale={words.locale}
          messages={words.messages}
          onRecord={(record, receipt) => records.push([record, receipt])}
        />
      </ElicitationProvider>,
    );
    const results = present(queue, { expiresAt: 2_000_000 + 45_000 });

    const panel = await vi.waitFor(() => screen.getByRole('region'));
    expect(panel).toHaveAttribute('dir', words.dir);
    const timer = within(panel).getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent(words.left(clock(words.locale, 0, 45)));
    // Under a minute from the start: said once, after the panel is there.
    await vi.waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent(words.lastMinute));
    await axeNow();

    advance(45_000);
    await vi.waitFor(() => expect(screen.getByText(words.expired)).toBeVisible());
    const record = document.querySelector('[data-record]');
    expect(record).toHaveAttribute('data-record', 'expired');
    await vi.waitFor(() => expect(records).toHaveLength(1));
    const [saved, receipt] = records[0] ?? [];
    expect(saved).toMatchObject({ outcome: 'expired', endedBy: 'expired' });
    expect(receipt).toMatchObject({ sent: null, endedBy: 'expired' });
    await vi.waitFor(() => expect(results).toEqual([{ action: 'cancel' }]));
    await axeNow();
  });
});

describe('no deadline', () => {
  it('given no timeout and no expiry, should show no countdown and wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    const results = present(queue);
    const dialog = await vi.waitFor(() => screen.getByRole('dialog'));
    expect(within(dialog).queryByRole('timer')).toBeNull();
    advance(24 * 3600_000);
    expect(within(dialog).queryByText('Expired — nothing was sent.')).toBeNull();
    expect(results).toEqual([]);
  });
});
