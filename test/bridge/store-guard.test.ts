/**
 * The store as the bridge calls it: each operation bounded in time by one shared timer (issue 33: no timer per
 * call). A call that never answers fails with `BridgeStoreUnavailableError` after its bound, in the order called;
 * calls that answer are untouched, whatever hangs beside them.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryBridgeStore } from '../../src/bridge/index.js';
import type { BridgeStore } from '../../src/bridge/store.js';
import { BridgeStoreUnavailableError, guardStore } from '../../src/bridge/store-guard.js';

/** The memory store, with `get` of the id `hang` never answering. */
function hangingStore(): BridgeStore {
  const store = createMemoryBridgeStore();
  return {
    ...store,
    subscribe: store.subscribe.bind(store),
    get: (userId, id) => (id === 'hang' ? new Promise(() => undefined) : store.get(userId, id)),
  };
}

describe('guardStore', () => {
  it('given calls that never answer beside calls that do, should fail only the hung ones, oldest first', async () => {
    const guarded = guardStore(hangingStore(), 40);
    const failedAt: number[] = [];
    const hung = [0, 1, 2].map((i) =>
      guarded.get('ada', 'hang').then(
        () => 'answered',
        (error: unknown) => {
          failedAt.push(i);
          return error;
        },
      ),
    );
    // Hundreds of calls that answer, while the hung ones wait: none of them fails.
    for (let i = 0; i < 300; i += 1) await expect(guarded.get('ada', `r${i}`)).resolves.toBeUndefined();
    const errors = await Promise.all(hung);
    for (const error of errors) {
      expect(error).toBeInstanceOf(BridgeStoreUnavailableError);
      expect((error as Error).message).toContain('(get)');
      expect((error as Error).message).toContain('no answer in 40 ms');
    }
    expect(failedAt).toEqual([0, 1, 2]);
    // Calls after a timeout are bounded again (the timer is armed anew).
    await expect(guarded.get('ada', 'hang')).rejects.toBeInstanceOf(BridgeStoreUnavailableError);
  });

  it('given a store that throws, should type the failure', async () => {
    const store = createMemoryBridgeStore();
    const guarded = guardStore(
      {
        ...store,
        subscribe: store.subscribe.bind(store),
        get: () => {
          throw new Error('down');
        },
      },
      1000,
    );
    await expect(guarded.get('ada', 'x')).rejects.toThrow(/unavailable \(get\): down/);
  });
});
