// The remote queue against the real bridge (its `handle` as the queue's fetch, no network) whose store breaks: the
// page must say "Reconnecting…" (its connection `reconnecting`), never take a 503 for a delivered answer, and
// deliver the answer sent again once the store is back.
import { afterEach, describe, expect, it } from 'vitest';
import { createElicitationBridge } from '../../../src/bridge/bridge.js';
import { createMemoryBridgeStore } from '../../../src/bridge/memory-store.js';
import type { BridgeStore } from '../../../src/bridge/store.js';
import { isAnswerNotDelivered } from '../../../src/core/flow/delivery-error.js';
import { createRemoteElicitationQueue } from '../../../src/core/remote/remote-queue.js';
import { waitFor } from '../../support/queue-waits.js';

const params = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
};
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** A memory store that fails every call while `broken` is set, as a store whose connection is down. */
function breakableStore() {
  const store = createMemoryBridgeStore();
  const state = { broken: false };
  const guarded = Object.fromEntries(
    Object.entries(store).map(([name, method]) => [
      name,
      (...args: unknown[]) =>
        state.broken
          ? Promise.reject(new Error('the store is down'))
          : (method as (...args: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as BridgeStore;
  return { store: guarded, state };
}

/** Time between the first two of `times`. */
const gap = (times: number[]) => (times[1] ?? Number.NaN) - (times[0] ?? Number.NaN);

describe('createRemoteElicitationQueue when the bridge cannot reach its store', () => {
  it('given a 503, should show Reconnecting…, wait as long as its Retry-After asks, keep the request and not claim delivery; once back, should deliver', async () => {
    const { store, state } = breakableStore();
    const errors: unknown[] = [];
    const bridge = createElicitationBridge({
      authorize: () => 'ada',
      basePath: '/api/elicitation',
      store,
      heartbeatMs: 50,
      onError: (error) => errors.push(error),
    });
    stops.push(() => bridge.close());
    const statuses: number[] = [];
    const postTimes: number[] = [];
    const refusedStreamTimes: number[] = [];
    const queue = createRemoteElicitationQueue({
      url: 'http://app.test/api/elicitation',
      draftStorage: null,
      reconnect: { initialMs: 10, maxMs: 50 },
      answerRetryDelaysMs: [10],
      fetch: async (input, init) => {
        const response = await bridge.handle(new Request(input, init));
        if (init?.method === 'POST') {
          statuses.push(response.status);
          postTimes.push(performance.now());
        } else if (response.status === 503) refusedStreamTimes.push(performance.now());
        return response;
      },
    });
    stops.push(() => queue.close());
    const answer = bridge.forUser('ada').present(params, { server: { name: 'crm' }, source: {} });
    await waitFor(() => queue.snapshot().pending.length === 1, 'the request on the page');
    const entry = queue.snapshot().pending[0];
    await waitFor(() => queue.connection() === 'open', 'the stream open');

    state.broken = true;
    await waitFor(() => queue.connection() === 'reconnecting', 'Reconnecting… while the store is down');
    const failed = await Promise.resolve(entry?.respond({ action: 'accept', content: { name: 'Ada' } })).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isAnswerNotDelivered(failed) && failed.kind).toBe('unreachable');
    expect(statuses).toEqual([503, 503]);
    // The bridge asked for 2 s (`Retry-After: 2`): the retry waited that out, though its own delay was 10 ms.
    expect(gap(postTimes)).toBeGreaterThanOrEqual(1990);
    expect(queue.snapshot().pending.map((each) => each.id)).toEqual([entry?.id]);

    // So did the event stream between its refused reconnects (its own backoff is 10–50 ms).
    await waitFor(() => refusedStreamTimes.length >= 2, 'two refused reconnects');
    expect(gap(refusedStreamTimes)).toBeGreaterThanOrEqual(1990);

    state.broken = false;
    await waitFor(() => queue.connection() === 'open', 'the stream open again');
    await entry?.respond({ action: 'accept', content: { name: 'Ada' } });
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect(statuses.at(-1)).toBe(200);
    expect(errors.length).toBeGreaterThan(0);
  });
});
