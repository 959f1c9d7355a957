/**
 * Time as its own outcome (issue 41, item 5): a request whose deadline is known (the host's `timeoutMs` or
 * `present`'s `expiresAt`, a 2025-11-25 task's ttl, the bridge's TTL) carries it in its flow, for the views' countdown,
 * and when it passes it ends as `expired` (`endedBy: 'expired'`), never as a decline or the person's cancel: the
 * server gets `cancel`, the queue's `onSettled` receipt says `endedBy: 'expired'`, the bridge's `settled` event says
 * `expired`. Without a deadline nothing times out. On a fake clock: nothing here waits on the wall clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptResult,
  createElicitationFlow,
  createElicitationHandler,
  createElicitationQueue,
  createElicitationTasks,
  parseElicitRequest,
  type SettledElicitation,
} from '../../../src/core/index.js';
import { createRemoteElicitationQueue } from '../../../src/core/remote/remote-queue.js';
import { readSse } from '../../bridge/sse-reader.js';
import { eventsRequest, testBridge } from '../../bridge/support.js';
import { waitFor } from '../../support/queue-waits.js';

const server = { name: 'deploy' };
const source = { connection: 'deploy' };
const region = {
  message: 'Which region?',
  requestedSchema: { type: 'object', properties: { region: { type: 'string' } }, required: ['region'] },
};

afterEach(() => {
  vi.useRealTimers();
});

/** A queue that keeps what `onSettled` heard. */
function auditedQueue(options: Parameters<typeof createElicitationQueue>[0] = {}) {
  const settled: SettledElicitation[] = [];
  const queue = createElicitationQueue({ ...options, onSettled: (event) => settled.push(event) });
  return { queue, settled };
}

describe('a request that runs out of time', () => {
  it('given the host’s timeout, should count down in its flow and end as expired (cancel to the server), not as a decline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_000_000 });
    const { queue, settled } = auditedQueue({ timeoutMs: 120_000 });
    const answer = queue.present(region, { server, source });
    const entry = queue.snapshot().current;
    expect(entry?.flow.getState()).toMatchObject({ expiresAt: 1_120_000, expired: false });

    vi.advanceTimersByTime(119_999);
    expect(queue.snapshot().pending).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(queue.snapshot().pending).toEqual([]);
    expect(entry?.flow.getState()).toMatchObject({ expired: true, endedBy: 'expired', answered: false });
    await vi.waitFor(() => expect(settled).toHaveLength(1));
    expect(settled[0]?.receipt).toEqual({
      shown: { server, message: 'Which region?', schema: expect.any(Object) },
      sent: { action: 'cancel' },
      endedBy: 'expired',
    });
    // Too late: the person's answer is not sent any more.
    expect(() => entry?.respond(acceptResult({ region: 'eu' }))).not.toThrow();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
  });

  it('given present’s own expiresAt, should use it over the queue’s timeout; one already past ends at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 5_000 });
    const { queue, settled } = auditedQueue({ timeoutMs: 600_000 });
    const soon = queue.present(region, { server, source, expiresAt: 65_000 });
    expect(queue.snapshot().current?.flow.getState().expiresAt).toBe(65_000);
    vi.advanceTimersByTime(60_000);
    await expect(soon).resolves.toEqual({ action: 'cancel' });

    const past = queue.present(region, { server, source, expiresAt: 1_000 });
    // Never shown: it ran out before it arrived.
    expect(queue.snapshot().pending).toEqual([]);
    await expect(past).resolves.toEqual({ action: 'cancel' });
    await vi.waitFor(() => expect(settled).toHaveLength(2));
    expect(settled.map((event) => event.receipt.endedBy)).toEqual(['expired', 'expired']);
  });

  it('given no deadline anywhere, should wait however long it takes: there is no hidden default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { queue } = auditedQueue();
    const answer = queue.present(region, { server, source });
    expect(queue.snapshot().current?.flow.getState().expiresAt).toBeUndefined();
    vi.advanceTimersByTime(30 * 24 * 3600_000);
    expect(queue.snapshot().pending).toHaveLength(1);
    queue.snapshot().current?.respond(acceptResult({ region: 'eu' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { region: 'eu' } });
  });

  it('given an answer before the deadline, should send it; the deadline passing later changes nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { queue, settled } = auditedQueue({ timeoutMs: 10_000 });
    const answer = queue.present(region, { server, source });
    const entry = queue.snapshot().current;
    vi.advanceTimersByTime(9_000);
    entry?.respond(acceptResult({ region: 'eu' }));
    vi.advanceTimersByTime(5_000);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { region: 'eu' } });
    expect(entry?.flow.getState()).toMatchObject({ expired: false, endedBy: undefined });
    await vi.waitFor(() => expect(settled).toHaveLength(1));
    expect(settled[0]?.receipt.endedBy).toBeUndefined();
  });

  it('given a deadline far away (beyond a timer’s 24.8 days), should still end at it, not at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
    const { queue } = auditedQueue();
    const days = 40 * 24 * 3600_000;
    const answer = queue.present(region, { server, source, expiresAt: days });
    vi.advanceTimersByTime(days - 1);
    expect(queue.snapshot().pending).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(answer).resolves.toEqual({ action: 'cancel' });
  });

  it('given an answer whose moment comes after the deadline before its timer ran, should not send it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
    const results: unknown[] = [];
    // A flow of one's own, not connected: nothing follows its deadline but the answer itself.
    const flow = createElicitationFlow(region, {
      server,
      parse: parseElicitRequest,
      expiresAt: 1_000,
      onResult: (result) => {
        results.push(result);
      },
    });
    vi.setSystemTime(2_000);
    expect(flow.accept({ region: 'eu' })).toEqual([]);
    expect(results).toEqual([]);
    expect(flow.getState()).toMatchObject({ expired: true, endedBy: 'expired', locked: true });
  });

  it('given the server withdrawing the request (its signal), should end it without saying it ran out', async () => {
    const { queue, settled } = auditedQueue({ timeoutMs: 60_000 });
    const controller = new AbortController();
    const answer = queue.present(region, { server, source, signal: controller.signal });
    controller.abort();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    await vi.waitFor(() => expect(settled).toHaveLength(1));
    // Nothing reached the server (it withdrew the request), and no deadline passed.
    expect(settled[0]?.receipt).toMatchObject({ sent: null });
    expect(settled[0]?.receipt.endedBy).toBeUndefined();
  });

  it('given a malformed deadline or timeout, should refuse it with a typed error', () => {
    expect(() => createElicitationQueue({ timeoutMs: 0 })).toThrow(RangeError);
    expect(() => createElicitationQueue({ timeoutMs: Number.NaN })).toThrow(RangeError);
    const queue = createElicitationQueue();
    expect(() => queue.present(region, { server, source, expiresAt: Number.NaN })).toThrow(
      /present: options.expiresAt must be a time in milliseconds/,
    );
    expect(() => queue.present(region, { server, source, expiresAt: '5' as never })).toThrow(TypeError);
    expect(queue.size).toBe(0);
    expect(() =>
      createElicitationFlow(region, {
        server,
        parse: parseElicitRequest,
        onResult: () => {},
        expiresAt: Infinity,
      }),
    ).toThrow(TypeError);
  });
});

describe('deadlines from the protocol and the bridge', () => {
  it('given a 2025-11-25 task with a ttl, should count down to it, then fail the task and end the form as expired', async () => {
    vi.useFakeTimers({ now: 0 });
    const queue = createElicitationQueue();
    const tasks = createElicitationTasks();
    const handler = createElicitationHandler(queue, { server, source });
    const params = { ...region, task: { ttl: 30_000 } };
    const { task } = await tasks.start(params, (signal, expiresAt) =>
      handler({ method: 'elicitation/create', params }, { signal, expiresAt }),
    );
    const entry = queue.snapshot().current;
    expect(entry?.flow.getState().expiresAt).toBe(30_000);
    vi.advanceTimersByTime(30_000);
    await vi.waitFor(() =>
      expect(entry?.flow.getState()).toMatchObject({ expired: true, endedBy: 'expired' }),
    );
    await expect(
      tasks.serve({ method: 'tasks/get', params: { taskId: task.taskId } }),
    ).resolves.toMatchObject({
      status: 'failed',
      statusMessage: 'The task expired before the user answered',
    });
  });

  it('given the bridge and a host deadline sooner than its TTL, the page sees that deadline and the settled event says expired', async () => {
    // The bridge's clock is faked too (its timers, not its I/O): the deadline passes when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_000_000 });
    const bridge = testBridge({ ttlMs: 600_000 });
    const controller = new AbortController();
    try {
      const stream = readSse(await bridge.handle(eventsRequest('ada', undefined, controller.signal)));
      const expiresAt = Date.now() + 120_000;
      const answer = bridge.forUser('ada').present(region, { server, source, expiresAt });
      const pending = await stream.next();
      expect(pending.event).toBe('pending');
      expect((pending.data as { expiresAt: number }).expiresAt).toBe(expiresAt);
      vi.advanceTimersByTime(120_000);
      await expect(answer).resolves.toEqual({ action: 'cancel' });
      const settled = await stream.next();
      expect(settled).toMatchObject({ event: 'settled', data: { action: 'cancel', reason: 'expired' } });
    } finally {
      controller.abort();
      await bridge.close();
    }
  });

  it('given the page’s remote queue, the bridge’s deadline reaches the flow the views count down with', async () => {
    const bridge = testBridge({ authorize: () => 'ada', ttlMs: 90_000 });
    const page = createRemoteElicitationQueue({
      url: 'http://app.test/api/elicitation',
      draftStorage: null,
      fetch: async (input, init) => bridge.handle(new Request(input, init)),
    });
    try {
      const before = Date.now();
      void bridge.forUser('ada').present(region, { server, source });
      await waitFor(() => page.snapshot().current !== undefined, 'the request in the page');
      const expiresAt = page.snapshot().current?.flow.getState().expiresAt ?? 0;
      expect(expiresAt).toBeGreaterThanOrEqual(before + 90_000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 90_000);
    } finally {
      page.close();
      await bridge.close();
    }
  });
});
