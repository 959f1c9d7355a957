/**
 * `<ElicitationProvider inline>`: no dialog; the host places a panel for each queue entry at the tool call that
 * caused it, and the queue's semantics stay: one answer each, answers given elsewhere show in the record, and
 * unmounting the provider cancels what waits.
 */
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitationQueue, type ElicitResult } from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { expectNoAxeViolations, tick } from './helpers.js';
import { InlineTranscript } from './inline-transcript.js';

const connection = {};
const ask = (message: string) => ({ message, requestedSchema: { type: 'object', properties: {} } });

function present(queue: ElicitationQueue, message: string, signal?: AbortSignal) {
  const results: ElicitResult[] = [];
  void queue
    .present(ask(message), { server: { name: 'deploy', title: 'Deploy' }, source: connection, signal })
    .then((result) => results.push(result));
  return results;
}

describe('ElicitationProvider inline', () => {
  it('given two requests, should show no dialog, a panel per request, and answer each once in any order', async () => {
    const queue = createElicitationQueue();
    render(
      <ElicitationProvider queue={queue} inline>
        <InlineTranscript queue={queue} />
      </ElicitationProvider>,
    );
    let first: ElicitResult[] = [];
    let second: ElicitResult[] = [];
    act(() => {
      first = present(queue, 'Deploy to staging?');
      second = present(queue, 'Deploy to production?');
    });
    await screen.findByText('Deploy to production?');
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations();

    const panels = screen.getAllByRole('region');
    await userEvent.click(within(panels[1] as HTMLElement).getByRole('button', { name: 'Decline' }));
    await userEvent.click(within(panels[0] as HTMLElement).getByRole('button', { name: 'Confirm' }));
    await tick();
    expect(first).toEqual([{ action: 'accept', content: {} }]);
    expect(second).toEqual([{ action: 'decline' }]);
    expect(queue.size).toBe(0);
    // Each record stays at its own tool call.
    const [staging, production] = screen.getAllByRole('article');
    expect(within(staging as HTMLElement).getByText('You confirmed.')).toBeVisible();
    expect(within(production as HTMLElement).getByText('You declined.')).toBeVisible();
  });

  it('given declineAll, an abort and cancelAll from elsewhere, should show each in its record', async () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    const onRecord = vi.fn();
    const other = {};
    render(
      <ElicitationProvider queue={queue} inline>
        <InlineTranscript queue={queue} onRecord={onRecord} />
      </ElicitationProvider>,
    );
    act(() => {
      present(queue, 'Declined in bulk?');
      present(queue, 'Expires?', controller.signal);
      void queue.present(ask('Cancelled?'), { server: { name: 'other' }, source: other });
    });
    await screen.findByText('Cancelled?');
    act(() => {
      controller.abort();
      queue.declineAll(connection, { remember: false });
      queue.cancelAll(other);
    });
    expect(await screen.findByText('You declined.')).toBeVisible();
    // The abort came first for that one: its server stopped waiting, so nothing was sent.
    expect(await screen.findByText('Expired — nothing was sent.')).toBeVisible();
    expect(await screen.findByText('Cancelled — nothing was sent.')).toBeVisible();
    expect(onRecord).toHaveBeenCalledTimes(3);
  });

  it('given the provider unmounts, should answer cancel to every request still waiting', async () => {
    const queue = createElicitationQueue();
    const { unmount } = render(
      <ElicitationProvider queue={queue} inline>
        <InlineTranscript queue={queue} />
      </ElicitationProvider>,
    );
    let results: ElicitResult[] = [];
    act(() => {
      results = present(queue, 'Still there?');
    });
    await screen.findByText('Still there?');
    unmount();
    await tick();
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('given a 2025-11-25 URL request, should follow the entry to completed, and Close should record it opened', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const queue = createElicitationQueue();
    render(
      <ElicitationProvider queue={queue} inline>
        <InlineTranscript queue={queue} />
      </ElicitationProvider>,
    );
    const results: ElicitResult[] = [];
    act(() => {
      void queue
        .present(
          { mode: 'url', message: 'Sign in', url: 'https://login.example.com/a', elicitationId: 'e1' },
          { server: { name: 'auth' }, source: connection },
        )
        .then((result) => results.push(result));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await tick();
    expect(results).toEqual([{ action: 'accept' }]);
    expect(queue.snapshot().waiting).toHaveLength(1);
    act(() => {
      queue.complete('e1', connection);
    });
    await screen.findByRole('heading', { name: /Done on example\.com/ });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Opened example.com.')).toBeVisible();
    expect(queue.snapshot().waiting).toHaveLength(0);
    expect(results).toHaveLength(1);
  });

  it('given many panels, answered and live, none should subscribe to the queue: each follows its own entry’s flow', async () => {
    const queue = createElicitationQueue();
    let subscribed = 0;
    const subscribe = queue.subscribe;
    queue.subscribe = (listener) => {
      subscribed++;
      const unsubscribe = subscribe(listener);
      return () => {
        subscribed--;
        unsubscribe();
      };
    };
    render(
      <ElicitationProvider queue={queue} inline>
        <InlineTranscript queue={queue} />
      </ElicitationProvider>,
    );
    await tick();
    // The provider's view and the transcript's usePendingElicitations.
    const base = subscribed;
    act(() => {
      for (let index = 0; index < 20; index++) present(queue, `Question ${index}?`);
    });
    await screen.findByText('Question 19?');
    expect(subscribed).toBe(base);
    for (let index = 0; index < 19; index++) {
      await userEvent.click(screen.getAllByRole('button', { name: 'Decline' })[0] as HTMLElement);
    }
    await tick();
    expect(screen.getAllByText('You declined.')).toHaveLength(19);
    expect(subscribed).toBe(base);
  });
});
