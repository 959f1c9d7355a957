// The remote queue against the real bridge (its `handle` as the queue's fetch, no network): a page away longer
// than the bridge's log reaches must not keep showing a request that ended meanwhile; and (issue 38, the wire,
// item 3) a replay that carries a request raised and settled while the page was away, as `pending-settled` before
// its `settled` event, shows nothing of it, posts nothing for it, and goes on from the replay's last id.
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

/**
 * The page: a remote queue on `bridge`, whose streams `goAway()` drops (holding every reconnect until `comeBack()`),
 * with the events each stream carried (`events`, by name) and the answers it posted (`posts`).
 */
function pageOn(bridge: ReturnType<typeof createElicitationBridge>) {
  const streams: AbortController[] = [];
  const posts: string[] = [];
  const events: string[] = [];
  let away: Promise<void> | undefined;
  let back = () => undefined as void;
  const queue = createRemoteElicitationQueue({
    url: 'http://app.test/api/elicitation',
    draftStorage: null,
    reconnect: { initialMs: 10, maxMs: 50 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST') {
        posts.push(new URL(request.url).pathname);
        return bridge.handle(request);
      }
      if (away) await away;
      const abort = new AbortController();
      streams.push(abort);
      const response = await bridge.handle(new Request(request, { signal: abort.signal }));
      // A copy of the bytes, to see which events the page was sent.
      const [mine, seen] = (response.body as ReadableStream<Uint8Array>).tee();
      void (async () => {
        const decoder = new TextDecoder();
        const reader = seen.getReader();
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (done) return;
          events.push(
            ...[...decoder.decode(value).matchAll(/^event: (.+)$/gm)].map((match) => match[1] as string),
          );
        }
      })();
      return new Response(mine, { status: response.status, headers: response.headers });
    },
  });
  stops.push(() => queue.close());
  return {
    queue,
    posts,
    events,
    goAway() {
      away = new Promise((resolve) => {
        back = () => resolve();
      });
      for (const stream of streams.splice(0)) stream.abort();
    },
    comeBack: () => back(),
  };
}

describe('createRemoteElicitationQueue after a resume the bridge cannot replay', () => {
  it('given a request that ended while the page was away past the log when it reconnects should end it as gone', async () => {
    const bridge = createElicitationBridge({
      authorize: () => 'ada',
      basePath: '/api/elicitation',
      store: createMemoryBridgeStore({ logSize: 3 }),
    });
    stops.push(() => bridge.close());
    const { queue, goAway, comeBack } = pageOn(bridge);
    const user = bridge.forUser('ada');
    void user.present(params, { server, source: {} });
    await waitFor(() => queue.snapshot().pending.length === 1, 'the request on the page');
    const shown = queue.snapshot().pending[0];

    // The page goes away; meanwhile the request ends and more than the log holds happens.
    goAway();
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

describe('createRemoteElicitationQueue on a replay with a request settled while away', () => {
  it('given pending-settled then settled for a request it never showed, should show nothing of it and post nothing', async () => {
    const bridge = createElicitationBridge({ authorize: () => 'ada', basePath: '/api/elicitation' });
    stops.push(() => bridge.close());
    const { queue, posts, events, goAway, comeBack } = pageOn(bridge);
    const shown = new Set<string>();
    stops.push(
      queue.subscribe(() => {
        for (const entry of queue.snapshot().pending) shown.add(entry.request.message);
      }),
    );
    const user = bridge.forUser('ada');
    void user.present({ ...params, message: 'seen' }, { server, source: {} });
    await waitFor(() => shown.has('seen'), 'the first request on the page');

    // The page goes away; meanwhile "early" is raised and cancelled by its server, and "later" is raised.
    goAway();
    const abort = new AbortController();
    const early = user.present({ ...params, message: 'early' }, { server, source: {}, signal: abort.signal });
    void user.present({ ...params, message: 'later' }, { server, source: {} });
    abort.abort();
    await early;
    events.length = 0;
    comeBack();

    await waitFor(() => shown.has('later'), 'the request raised while away');
    await waitFor(() => events.includes('settled'), 'the replay to its end');
    expect(events).toEqual(['pending-settled', 'pending', 'settled']);
    expect([...shown]).toEqual(['seen', 'later']);
    expect(queue.snapshot().pending.map((entry) => entry.request.message)).toEqual(['seen', 'later']);
    expect(posts, 'nothing posted for a request that ended').toEqual([]);
    expect(queue.connection()).toBe('open');
  });
});
