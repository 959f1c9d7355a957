/**
 * Memory follows what is pending, not traffic (issue 28, item 6): a server that asks and aborts in a loop with
 * `maxPendingPerUser: 5` and 37 kB params. A settled record keeps what a 409 and a replay need (no params), and the
 * event log keeps a `pending` event's id alone, in the memory store and in Redis. Bounded by bytes and key counts,
 * never by time (a generous cap on each: 1,000 requests through Redis take 15 s on a loaded 2-core machine).
 * Measured (heap after GC; Redis MEMORY USAGE of the store's keys), before → after the change: a settled request
 * 43.1 kB → 2.4 kB in the memory store, 66.2 kB → 0.85 kB in Redis; a pending one in Redis 82.6 kB → 41.9 kB.
 * Since issue 38 a settled request stays in its instance's index until the sweep forgets it: 0.96 kB in Redis; since
 * issue 40 in its user's forget queue instead (the index holds one member per user): 0.95 kB.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BridgeStore,
  createElicitationBridge,
  createMemoryBridgeStore,
  createRedisBridgeStore,
} from '../../src/bridge/index.js';
import { hasRedis, type RedisServer, skipWithoutRedis, startRedis } from './redis-server.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const REQUESTS = 1000;
const MAX_PENDING = 5;
/** About 37 kB of params, a new object each time (as parsed from each server message). */
const paramsText = JSON.stringify({
  message: 'Pick one',
  requestedSchema: {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [
        `field${i}`,
        { type: 'string', title: `Field ${i}`, description: 'x'.repeat(330) },
      ]),
    ),
  },
});
const freshParams = () => JSON.parse(paramsText) as object;

/** Asks `count` requests and aborts each, `MAX_PENDING` at a time, waiting on the store's events (not on time). */
async function askAndAbort(store: BridgeStore, count: number): Promise<string[]> {
  const bridge = createElicitationBridge({
    authorize: () => 'ada',
    store,
    maxPendingPerUser: MAX_PENDING,
    onError: (error) => {
      throw error;
    },
  });
  const ids: string[] = [];
  let settled = 0;
  let wake: () => void = () => undefined;
  const unsubscribe = await store.subscribe((message) => {
    if (message.event === 'pending') ids.push(message.data.id);
    else settled += 1;
    wake();
  });
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise<void>((resolve) => (wake = resolve));
  };
  const queue = bridge.forUser('ada');
  const source = {};
  for (let done = 0; done < count; done += MAX_PENDING) {
    const batch = Math.min(MAX_PENDING, count - done);
    const aborts = Array.from({ length: batch }, () => {
      const abort = new AbortController();
      void queue.present(freshParams(), { server: { name: 'loop' }, source, signal: abort.signal });
      return abort;
    });
    await until(() => ids.length >= done + batch);
    for (const abort of aborts) abort.abort();
    await until(() => settled >= done + batch);
  }
  await unsubscribe();
  await bridge.close();
  return ids;
}

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

describe('settled records keep only what a 409 and a replay need', () => {
  it(`given ${REQUESTS} requests of 37 kB params asked and aborted (at most ${MAX_PENDING} pending), the memory store should keep under 4 MB of them`, async () => {
    const store = createMemoryBridgeStore();
    const before = heapAfterGc();
    const ids = await askAndAbort(store, REQUESTS);
    const grown = heapAfterGc() - before;
    // Before the change: about 38 MB (every settled record kept its params for keepSettledMs).
    console.log(`memory store: ${(grown / REQUESTS).toFixed(0)} B per settled request (heap, after GC)`);
    expect(ids).toHaveLength(REQUESTS);
    expect(grown).toBeLessThan(4 * 1024 * 1024);
    const settled = await store.get('ada', ids[0] as string);
    expect(settled?.settled).toMatchObject({ reason: 'cancelled-by-server', result: { action: 'cancel' } });
    expect(settled).not.toHaveProperty('params');
    expect(JSON.stringify(settled).length).toBeLessThan(1024);
    // A 409 still knows it, and a replay of the whole log shows nothing settled as pending.
    const { lastEventId } = await store.snapshot('ada');
    expect(await store.eventsAfter('ada', lastEventId - 2 * REQUESTS)).toBeUndefined();
    // The last batch: 5 `pending` then their 5 `settled`; the pending ones come as stubs, being settled.
    const replay = (await store.eventsAfter('ada', lastEventId - 10)) ?? [];
    expect(replay.map((event) => event.event)).toEqual([
      ...Array(5).fill('pending-settled'),
      ...Array(5).fill('settled'),
    ]);
    expect(replay.slice(0, 5).every((event) => Object.keys(event.data).join() === 'id')).toBe(true);
  }, 240_000);
});

/** `count` requests left pending (no limit), with the bridge that holds them. */
async function leavePending(store: BridgeStore, count: number) {
  const bridge = createElicitationBridge({ authorize: () => 'ada', store });
  let added = 0;
  let wake: () => void = () => undefined;
  const unsubscribe = await store.subscribe(() => {
    added += 1;
    wake();
  });
  const queue = bridge.forUser('ada');
  for (let i = 0; i < count; i++) {
    void queue.present(freshParams(), { server: { name: 'loop' }, source: {} });
  }
  while (added < count) await new Promise<void>((resolve) => (wake = resolve));
  await unsubscribe();
  return bridge;
}

describe('a pending request costs about its params, once', () => {
  it('given 100 pending requests in the memory store, each should cost under four times its params text (one parsed copy and its form)', async () => {
    const before = heapAfterGc();
    const bridge = await leavePending(createMemoryBridgeStore(), 100);
    const grown = heapAfterGc() - before;
    console.log(`memory store: ${(grown / 100).toFixed(0)} B per pending request (heap, after GC)`);
    // The parsed params and the queue's compiled form are the bulk; nothing keeps a second copy.
    expect(grown / 100).toBeLessThan(4 * paramsText.length);
    await bridge.close();
  });
});

describe('the Redis store: the same bound on keys and bytes', () => {
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    if (hasRedis) redis = await startRedis();
  }, 20_000);
  afterAll(async () => redis?.stop());

  it(`given ${REQUESTS} requests of 37 kB params asked and aborted, Redis should hold one small key per settled request`, async (context) => {
    skipWithoutRedis(context);
    const client = await (redis as RedisServer).connect();
    const used = async () => Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1]);
    const watched = {
      sendCommand: (args: readonly string[]) => client.sendCommand(args),
      duplicate: () => {
        const subscriber = client.duplicate();
        subscriber.on('error', () => undefined);
        return subscriber;
      },
    };
    const before = await used();
    const ids = await askAndAbort(createRedisBridgeStore(watched, { prefix: 'mem:' }), REQUESTS);
    const grown = (await used()) - before;
    const keys = await client.keys('mem:*');
    let bytes = 0;
    for (const key of keys)
      bytes += Number(await client.sendCommand(['MEMORY', 'USAGE', key, 'SAMPLES', '0']));
    console.log(
      `redis: ${(grown / REQUESTS).toFixed(0)} B used_memory and ${(bytes / REQUESTS).toFixed(0)} B MEMORY USAGE per settled request, ${keys.length} keys`,
    );
    expect(ids).toHaveLength(REQUESTS);
    // One hash per user (requests, log, counter), two shared, two per instance lease/index: no key per request.
    expect(keys.length).toBeLessThanOrEqual(1 + 2 + 2);
    // Before the change: about 55 MB (each settled hash kept its params, the log each pending event's).
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
    expect(grown).toBeLessThan(4 * 1024 * 1024);
    // The user's hash: a settled request keeps its record and outcome, its params emptied.
    const settled = await client.hmGet('mem:u:ada', [`d:${ids[0]}`, `p:${ids[0]}`, `s:${ids[0]}`]);
    expect([Boolean(settled[0]), settled[1], Boolean(settled[2])]).toEqual([true, '', true]);
  }, 240_000);

  it('given 100 pending requests, Redis should keep each one’s params once (not again in the event log)', async (context) => {
    skipWithoutRedis(context);
    const client = await (redis as RedisServer).connect();
    const watched = {
      sendCommand: (args: readonly string[]) => client.sendCommand(args),
      duplicate: () => {
        const subscriber = client.duplicate();
        subscriber.on('error', () => undefined);
        return subscriber;
      },
    };
    const store = createRedisBridgeStore(watched, { prefix: 'pend:' });
    const bridge = await leavePending(store, 100);
    // A resume still gets each pending event whole: the log's id is filled in from the request.
    // From just before the first event (ids need not start at 1: a store may start them from the clock).
    const first = (await store.snapshot('ada')).pending[0]?.eventId ?? 1;
    const replay = (await store.eventsAfter('ada', first - 1)) ?? [];
    expect(replay).toHaveLength(100);
    expect(
      replay.every((event) => event.event === 'pending' && JSON.stringify(event.data).length > 30_000),
    ).toBe(true);
    let bytes = 0;
    for (const key of await client.keys('pend:*'))
      bytes += Number(await client.sendCommand(['MEMORY', 'USAGE', key, 'SAMPLES', '0']));
    console.log(`redis: ${(bytes / 100).toFixed(0)} B MEMORY USAGE per pending request`);
    expect(bytes / 100).toBeLessThan(1.5 * paramsText.length);
    await bridge.close();
  });
});
