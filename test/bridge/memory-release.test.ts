/**
 * Issue 33: nothing is kept for good once a user's requests settled and `keepSettledMs` passed (the memory store
 * dropped neither the user's log nor its counter before), and events reach only the streams of their user. Counted
 * by what the store still answers and by the routing table's size, never by heap or timing: the store's timers run
 * on vitest's fake clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBridgeStore } from '../../src/bridge/index.js';
import type { BridgeStoreMessage } from '../../src/bridge/store.js';
import { createUserStreams } from '../../src/bridge/user-streams.js';
import { cancelResult } from '../../src/core/index.js';
import { readSse } from './sse-reader.js';
import { eventsRequest, formParams, server, source, testBridge } from './support.js';

const USERS = 50;
const KEEP_MS = 60_000;
const request = (userId: string, id: string) => ({
  id,
  userId,
  params: { message: 'hi', requestedSchema: { type: 'object', properties: {} } },
  server: { name: 'github' },
  createdAt: Date.now(),
  expiresAt: Date.now() + 600_000,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the memory store after keepSettledMs', () => {
  it('given every request of 50 users settled, when keepSettledMs passes, should keep nothing of them, and a returning user continue above its old ids', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const store = createMemoryBridgeStore({ keepSettledMs: KEEP_MS });
    const last = new Map<string, number>();
    for (let user = 0; user < USERS; user += 1) {
      for (const n of [0, 1]) {
        const userId = `user-${user}`;
        await store.add(request(userId, `${userId}-${n}`), {});
        const answer = await store.settle(userId, `${userId}-${n}`, {
          result: cancelResult(),
          reason: 'answered',
        });
        last.set(userId, answer?.record.settled?.eventId ?? 0);
      }
    }
    // Before: a late answer still finds the settled record (409, not 404), and the log replays.
    vi.advanceTimersByTime(KEEP_MS - 1);
    expect((await store.get('user-0', 'user-0-1'))?.settled?.reason).toBe('answered');
    expect((await store.snapshot('user-0')).lastEventId).toBe(last.get('user-0'));
    vi.advanceTimersByTime(1);
    for (let user = 0; user < USERS; user += 1) {
      const userId = `user-${user}`;
      expect(await store.get(userId, `${userId}-1`)).toBeUndefined();
      // No counter, no log: the store answers as for a user it never saw, with a floor above the old ids (issue 38:
      // a reconnecting page got a `snapshot` event with id 0).
      const { idFloor, ...snapshot } = await store.snapshot(userId);
      expect(snapshot).toEqual({ pending: [], lastEventId: 0 });
      expect(idFloor).toBeGreaterThan(last.get(userId) ?? 0);
      expect(await store.eventsAfter(userId, last.get(userId) ?? 0)).toBeUndefined();
    }
    const back = await store.add(request('user-0', 'again'), {});
    const highest = Math.max(...last.values());
    expect(back?.eventId).toBeGreaterThan(highest);
  });

  it('given a pending request, should keep the user while it is pending, however long', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const store = createMemoryBridgeStore({ keepSettledMs: KEEP_MS });
    await store.add(request('ada', 'one'), {});
    await store.add(request('ada', 'two'), {});
    await store.settle('ada', 'one', { result: cancelResult(), reason: 'answered' });
    vi.advanceTimersByTime(KEEP_MS * 10);
    expect(await store.get('ada', 'one')).toBeUndefined();
    expect((await store.snapshot('ada')).pending.map((record) => record.id)).toEqual(['two']);
  });
});

describe("a user's queue once idle", () => {
  it('given the host still holds a queue whose requests were all answered, should hand back the same queue (held weakly, not dropped under it)', async () => {
    const bridge = testBridge();
    try {
      const queue = bridge.forUser('ada');
      const stream = readSse(await bridge.handle(eventsRequest('ada')));
      const answer = queue.present(formParams, { server, source: source() });
      const { id } = (await stream.next()).data as { id: string };
      const { answerRequest } = await import('./support.js');
      expect((await bridge.handle(answerRequest('ada', id, { action: 'decline' }))).status).toBe(200);
      await expect(answer).resolves.toEqual({ action: 'decline' });
      expect(queue.size).toBe(0);
      expect(bridge.forUser('ada')).toBe(queue);
      expect(queue.snapshot().pending).toEqual([]);
      await stream.close();
    } finally {
      await bridge.close();
    }
  });
});

describe('routing events by user', () => {
  const message = (userId: string, eventId: number): BridgeStoreMessage => ({
    userId,
    eventId,
    event: 'settled',
    data: { id: `${userId}-${eventId}`, action: 'cancel', reason: 'answered' },
  });

  it("given streams of 100 users, should hand each event to its user's streams only, and drop a user's entry with its last stream", () => {
    const streams = createUserStreams();
    const heard = new Map<string, number[]>();
    const stops: (() => void)[] = [];
    for (let user = 0; user < 100; user += 1) {
      for (const copy of [0, 1]) {
        const key = `user-${user}/${copy}`;
        heard.set(key, []);
        stops.push(
          streams.listen(`user-${user}`, {
            message: (each) => {
              expect(each.userId).toBe(`user-${user}`);
              heard.get(key)?.push(each.eventId);
            },
            gap: () => undefined,
          }),
        );
      }
    }
    expect(streams.users).toBe(100);
    for (let user = 0; user < 100; user += 1) streams.dispatch(message(`user-${user}`, user));
    for (const [key, ids] of heard) expect(ids).toEqual([Number(key.slice(5, key.indexOf('/')))]);
    for (const stop of stops) stop();
    expect(streams.users).toBe(0);
  });

  it("given pages of two users open on one bridge, should never send user A's request to user B's stream", async () => {
    const bridge = testBridge();
    try {
      const ada = readSse(await bridge.handle(eventsRequest('ada')));
      const bob = readSse(await bridge.handle(eventsRequest('bob')));
      void bridge.forUser('ada').present(formParams, { server, source: source() });
      void bridge.forUser('ada').present(formParams, { server, source: source() });
      void bridge.forUser('bob').present({ ...formParams, message: 'for bob' }, { server, source: source() });
      const toAda = [await ada.next(), await ada.next()];
      const toBob = await bob.next();
      expect((toBob.data as { params: { message: string } }).params.message).toBe('for bob');
      const adaIds = toAda.map((event) => (event.data as { id: string }).id);
      expect(adaIds).not.toContain((toBob.data as { id: string }).id);
      await ada.close();
      await bob.close();
    } finally {
      await bridge.close();
    }
  });
});
