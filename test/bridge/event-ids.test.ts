// Issue 38, the wire, items 2 and 3, on both stores (Redis: a real redis-server): a page's event ids keep
// increasing after the store forgot the user (memory, `keepSettledMs`) or was emptied (Redis, FLUSHALL), where a
// reconnecting page used to get a `snapshot` event with id 0; and a `Last-Event-ID` replay has an event for every
// id, a request settled since coming as `pending-settled`, where its `pending` event used to leave a hole.
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BridgeStore,
  createMemoryBridgeStore,
  createRedisBridgeStore,
  type ElicitationBridge,
} from '../../src/bridge/index.js';
import { hasRedis, redisForTests } from './redis-server.js';
import { readSse, type SseReader } from './sse-reader.js';
import { answerRequest, eventsRequest, formParams, server, source, testBridge } from './support.js';

const redis = redisForTests();
const bridges: ElicitationBridge[] = [];
afterAll(async () => {
  await Promise.all(bridges.map((bridge) => bridge.close()));
});

interface Kind {
  readonly name: string;
  readonly store: (keepSettledMs: number) => Promise<BridgeStore>;
  /** Makes the store keep nothing of the user: waits out `keepSettledMs` (memory), or FLUSHALL (Redis). */
  readonly forget: (store: BridgeStore, user: string) => Promise<void>;
}

/** Polls `check` (a bounded count of polls, not a clock) until it holds. */
async function until(check: () => Promise<boolean>, what: string) {
  for (let poll = 0; poll < 2000; poll++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${what}`);
}

const kinds: Kind[] = [
  {
    name: 'memory',
    store: async (keepSettledMs) => createMemoryBridgeStore({ keepSettledMs }),
    forget: (store, user) =>
      until(async () => (await store.snapshot(user)).lastEventId === 0, 'the user forgotten'),
  },
  {
    name: 'Redis',
    store: async (keepSettledMs) =>
      createRedisBridgeStore(await redis().connect(), {
        prefix: `ids-${crypto.randomUUID()}:`,
        keepSettledMs,
        onError: () => undefined,
      }),
    forget: async () => {
      const client = await redis().connect();
      await client.sendCommand(['FLUSHALL']);
    },
  },
];

const next = (stream: SseReader) => stream.next(10_000);
const idOf = (event: { data: unknown }) => (event.data as { id: string }).id;

describe.each(kinds)('event ids on the $name store', (kind) => {
  const maybe = kind.name === 'Redis' && !hasRedis ? it.skip : it;

  maybe(
    'given the store kept nothing of the user, a reconnecting page should get a snapshot above its last id, and the next event above that on the same stream',
    async () => {
      const store = await kind.store(50);
      const bridge = testBridge({ store, onError: () => undefined });
      bridges.push(bridge);
      const first = readSse(await bridge.handle(eventsRequest('ada')));
      const answer = bridge.forUser('ada').present(formParams, { server, source: source() });
      const pending = await next(first);
      await bridge.handle(answerRequest('ada', idOf(pending), { action: 'decline' }));
      await answer;
      const settled = await next(first);
      expect(settled.event).toBe('settled');
      await first.close();
      await kind.forget(store, 'ada');

      const back = readSse(await bridge.handle(eventsRequest('ada', settled.id)));
      const snapshot = await next(back);
      expect(snapshot).toMatchObject({ event: 'snapshot', data: { ids: [] } });
      expect(Number(snapshot.id)).toBeGreaterThan(Number(settled.id));
      // The same stream carries the user's next event, above the snapshot's id.
      void bridge.forUser('ada').present({ ...formParams, message: 'again' }, { server, source: source() });
      const again = await next(back);
      expect(again).toMatchObject({ event: 'pending', data: { params: { message: 'again' } } });
      expect(Number(again.id)).toBeGreaterThan(Number(snapshot.id));
      await back.close();
    },
  );

  maybe(
    'given requests raised and settled while the page was away, the replay should carry every id: pending-settled for the settled one',
    async () => {
      const store = await kind.store(3_600_000);
      const bridge = testBridge({ store, onError: () => undefined });
      bridges.push(bridge);
      const queue = bridge.forUser('bea');
      const stream = readSse(await bridge.handle(eventsRequest('bea')));
      void queue.present({ ...formParams, message: 'seen' }, { server, source: source() });
      const seen = await next(stream);
      const early = queue.present({ ...formParams, message: 'early' }, { server, source: source() });
      const missed = await next(stream);
      void queue.present({ ...formParams, message: 'later' }, { server, source: source() });
      const later = await next(stream);
      await stream.close();
      // While away: "early" is answered; the page last saw "seen".
      await bridge.handle(answerRequest('bea', idOf(missed), { action: 'decline' }));
      await early;

      const back = readSse(await bridge.handle(eventsRequest('bea', seen.id)));
      const replay = [await next(back), await next(back), await next(back)];
      expect(replay.map((event) => [Number(event.id), event.event, idOf(event)])).toEqual([
        [Number(seen.id) + 1, 'pending-settled', idOf(missed)],
        [Number(seen.id) + 2, 'pending', idOf(later)],
        [Number(seen.id) + 3, 'settled', idOf(missed)],
      ]);
      // A stub only: no params of a settled request are kept or sent.
      expect(replay[0]?.data).toEqual({ id: idOf(missed) });
      expect(replay[1]?.data).toMatchObject({ params: { message: 'later' }, server });
      expect(await back.drain(50)).toEqual([]);
      await back.close();
    },
  );
});

describe('a store whose replay leaves a hole (written before pending-settled)', () => {
  it('given a resume across a request settled since, should send a snapshot rather than pass the hole on', async () => {
    const memory = createMemoryBridgeStore();
    // As stores did before: the `pending` event of a settled request left out of the replay.
    const store: BridgeStore = {
      ...memory,
      eventsAfter: async (userId, after) =>
        (await memory.eventsAfter(userId, after))?.filter((event) => event.event !== 'pending-settled'),
    };
    const bridge = testBridge({ store });
    bridges.push(bridge);
    const queue = bridge.forUser('cy');
    const stream = readSse(await bridge.handle(eventsRequest('cy')));
    void queue.present({ ...formParams, message: 'seen' }, { server, source: source() });
    const seen = await next(stream);
    await stream.close();
    const early = queue.present({ ...formParams, message: 'early' }, { server, source: source() });
    const back = readSse(await bridge.handle(eventsRequest('cy')));
    const missed = [await next(back), await next(back)].find(
      (event) => (event.data as { params: { message: string } }).params.message === 'early',
    );
    await back.close();
    await bridge.handle(answerRequest('cy', idOf(missed as { data: unknown }), { action: 'decline' }));
    await early;

    const resumed = readSse(await bridge.handle(eventsRequest('cy', seen.id)));
    expect(await next(resumed)).toMatchObject({ event: 'pending', data: { id: idOf(seen) } });
    const snapshot = await next(resumed);
    expect(snapshot).toMatchObject({ event: 'snapshot', data: { ids: [idOf(seen)] } });
    expect(Number(snapshot.id)).toBeGreaterThan(Number(seen.id) + 1);
    await resumed.close();
  });
});
