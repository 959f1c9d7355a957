/**
 * A burst (issue 40): a host asking a thousand requests in one tick must not hold the event loop until every one is
 * written to the store and pushed to its page, or the listener accepts no connection and reads no answer meanwhile
 * (connections dropped when the accept queue fills). Counted by turns of the loop, never by time.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryBridgeStore } from '../../src/bridge/index.js';
import type { BridgeStore } from '../../src/bridge/store.js';
import { eventsRequest, formParams, server, source, testBridge } from './support.js';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a burst of requests', () => {
  it('given 1,000 requests presented in one tick, should write at most 64 of them before the loop turns, and every one within the turns after', async () => {
    const memory = createMemoryBridgeStore();
    let added = 0;
    const store: BridgeStore = {
      ...memory,
      subscribe: memory.subscribe.bind(memory),
      add: (request, limits) => {
        added += 1;
        return memory.add(request, limits);
      },
    };
    const bridge = testBridge({ store });
    try {
      // The instance listens to the store (the stream waits for it), so nothing but the turns holds a request back.
      const warm = await bridge.handle(eventsRequest('warm'));
      await warm.body?.cancel();
      const answers = Array.from({ length: 1000 }, (_, n) =>
        bridge.forUser(`user-${n}`).present(formParams, { server, source: source() }),
      );
      await turn();
      expect(added).toBeGreaterThan(0);
      expect(added).toBeLessThanOrEqual(64);
      let turns = 1;
      while (added < 1000 && turns < 1000) {
        await turn();
        turns += 1;
      }
      expect(added).toBe(1000);
      expect(turns).toBeGreaterThanOrEqual(Math.ceil(1000 / 64) - 1);
      for (let n = 0; n < 1000; n += 1) bridge.forUser(`user-${n}`).cancelAll();
      await Promise.all(answers);
    } finally {
      await bridge.close();
    }
  });
});
