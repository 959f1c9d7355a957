// The remote queue against the real bridge (its `handle` as the queue's fetch, no network): a page away longer
// than the bridge's log reaches must not keep showing a request that ended meanwhile.
import { afterEach, describe, expect, it } from 'vitest';
import { createElicitationBridge } from '../../../src/bridge/bridge.js';
import { createMemoryBridgeStore } from '../../../src/bridge/memory-store.js';
import { endReasonOf } from '../../../src/core/flow/settlement.js';
import { createRemoteElicitationQueue } from '../../../src/core/remote/remote-queue.js';
import { waitFor } from '../../support/queue-waits.js';

const params = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};
const server = { name: 'crm' };
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

describe('createRemoteElicitationQueue after a resume the bridge cannot replay', () => {
  it('given a request that ended while the page was away past the log when it reconnects should end it as gone', async () => {
    const bridge = createElicitationBridge({
      authorize: () => 'ada',
      basePath: '/api/elicitation',
      store: createMemoryBridgeStore({ logSize: 3 }),
    });
    stops.push(() => bridge.close());
    const streams: AbortController[] = [];
    let away: Promise<void> | undefined;
    let comeBack = () => undefined as void;
    const queue = createRemoteElicitationQueue({
      url: 'http://app.test/api/elicitation',
      draftStorage: null,
      reconnect: { initialMs: 10, maxMs: 50 },
      fetch: async (input, init) => {
        if (away) await away;
        const abort = new AbortController();
        streams.push(abort);
        const request = new Request(input, { ...init, signal: abort.signal });
        return bridge.handle(request);
      },
    });
    stops.push(() => queue.close());
    const user = bridge.forUser('ada');
    void user.present(params, { server, source: {} });
    await waitFor(() => queue.snapshot().pending.length === 1, 'the request on the page');
    const shown = queue.snapshot().pending[0];

    // The page goes away; meanwhile the request ends and more than the log holds happens.
    away = new Promise((resolve) => {
      comeBack = () => resolve();
    });
    for (const stream of streams.splice(0)) stream.abort();
    user.cancelAll();
    for (let n = 0; n < 3; n++) {
      const answer = user.present({ ...params, message: `later ${n}` }, { server, source: {} });
      user.cancelAll();
      await answer;
    }
    expect(queue.snapshot().pending, 'still shown while away').toHaveLength(1);
    comeBack();

    await waitFor(() => queue.snapshot().pending.length === 0, 'the ended request to leave the page');
    expect(shown?.signal?.aborted).toBe(true);
    expect(endReasonOf(shown?.signal?.reason)).toBe('gone');
  });
});
