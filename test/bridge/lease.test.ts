// An instance that was stopped or stalled past its lease (SIGSTOP, a long GC, a laptop lid) and then runs again:
// the others took it for lost and settled what it held; what it raises after coming back must stay answerable.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BridgeStore,
  createMemoryBridgeStore,
  createRedisBridgeStore,
  type ElicitationBridge,
} from '../../src/bridge/index.js';
import { redisKeys } from '../../src/bridge/redis-keys.js';
import { redisForTests, skipWithoutRedis } from './redis-server.js';
import { readSse } from './sse-reader.js';
import { answerRequest, eventsRequest, formParams, server, source, testBridge } from './support.js';

const bridges: ElicitationBridge[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const bridge of bridges.splice(0)) await bridge.close();
});

/** A shared store whose sweeps can be awaited: `sweeps(n)` resolves once `due` has answered n more times. */
function countedStore(store: BridgeStore) {
  let answered = 0;
  const waiting: { at: number; resolve: () => void }[] = [];
  const counted: BridgeStore = {
    ...store,
    async due(now) {
      const due = await store.due(now);
      answered += 1;
      for (const wait of waiting.splice(0)) {
        if (answered >= wait.at) wait.resolve();
        else waiting.push(wait);
      }
      return due;
    },
  };
  const sweeps = (count: number) =>
    new Promise<void>((resolve) => waiting.push({ at: answered + count, resolve }));
  return { store: counted, sweeps };
}

describe('an instance that comes back after its lease lapsed', () => {
  it('given its lease lapsed while it was stalled, when it raises a request, should renew first so the others’ sweep leaves the request answerable', async () => {
    const { store, sweeps } = countedStore(createMemoryBridgeStore());
    // A renews only when it writes (its own sweep is a minute away); B sweeps all the time.
    const a = testBridge({ store, leaseMs: 1000, sweepIntervalMs: 60_000 });
    const b = testBridge({ store, leaseMs: 60_000, sweepIntervalMs: 20 });
    bridges.push(a, b);
    const stream = readSse(await b.handle(eventsRequest('ada')));

    // The stall: ten seconds pass for the store and for A at once; nothing of A ran meanwhile.
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    vi.advanceTimersByTime(10_000);
    await sweeps(1); // B has seen A's lease lapsed

    const answer = a.forUser('ada').present(formParams, { server, source: source() });
    const pending = await stream.next();
    const { id } = pending.data as { id: string };
    expect(pending.event).toBe('pending');
    await sweeps(3);

    const posted = await b.handle(
      answerRequest('ada', id, { action: 'accept', content: { name: 'octocat' } }),
    );
    expect(posted.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    await stream.close();
  });
});

describe('the Redis store’s sweep, given a lease found lapsed and renewed before the requests are read', () => {
  const redis = redisForTests();
  beforeEach(skipWithoutRedis);

  it('should leave that instance’s requests pending, and take them once the lease is truly gone', async () => {
    const client = await redis().connect();
    const prefix = `lease-${Date.now()}:`;
    const leaseKey = redisKeys(prefix).lease('a');
    /** Runs once, right after the sweep looked at A's lease: A renewing it in that instant. */
    let afterLeaseLooked: (() => Promise<void>) | undefined;
    const store = createRedisBridgeStore(
      {
        async sendCommand(args) {
          const reply = await client.sendCommand(args);
          const act = afterLeaseLooked;
          if (act && args[0] === 'EXISTS' && args[1] === leaseKey) {
            afterLeaseLooked = undefined;
            await act();
          }
          return reply;
        },
        duplicate: () => client.duplicate(),
      },
      { prefix },
    );
    await store.renewLease('a', 1);
    const added = await store.add(
      {
        id: 'r1',
        userId: 'ada',
        params: formParams,
        server,
        createdAt: Date.now(),
        expiresAt: Date.now() + 600_000,
        instance: 'a',
      },
      {},
    );
    expect(added?.id).toBe('r1');
    while (Number(await client.sendCommand(['EXISTS', leaseKey])) === 1)
      await new Promise((resolve) => setTimeout(resolve, 5));

    afterLeaseLooked = () => store.renewLease('a', 600_000);
    expect((await store.due(Date.now())).map((record) => record.id)).not.toContain('r1');
    expect(afterLeaseLooked).toBeUndefined();

    await client.sendCommand(['DEL', leaseKey]);
    expect((await store.due(Date.now())).map((record) => record.id)).toContain('r1');
  });
});
