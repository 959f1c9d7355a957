// Issue 38, the wire, item 1, as a property: arbitrary UTF-16 (any code unit, lone surrogates often) in everything
// a server, a host or a page hands the Redis store (server name, title and version, the message, schema titles,
// descriptions and enum titles, property names, the tool call it came from, a suspended call's input key, the
// user id, the person's answer) goes through every script path (add, snapshot, settle won and lost, the expiry
// sweep, the lost-instance sweep, the replay, the published messages, forgetting) and reads back exactly.
// Bounded by a count of runs, on a real redis-server.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BridgeOutcome,
  type BridgeRequestRecord,
  type BridgeStoreMessage,
  createRedisBridgeStore,
  type NewBridgeRequest,
} from '../../src/bridge/index.js';
import { pendingEventOf } from '../../src/bridge/store.js';
import { redisForTests, skipWithoutRedis } from './redis-server.js';

const redis = redisForTests();
beforeEach(skipWithoutRedis);

const RUNS = Number(process.env.FC_NUM_RUNS ?? 100);

/** Any UTF-16 code unit, a surrogate half one time in two: well-formed or not. */
const codeUnit = fc
  .oneof(fc.integer({ min: 0xd800, max: 0xdfff }), fc.integer({ min: 0, max: 0xffff }))
  .map((unit) => String.fromCharCode(unit));
const utf16 = (maxLength = 12) => fc.string({ unit: codeUnit, maxLength });

const strings = fc.record({
  user: utf16(8),
  name: utf16(),
  title: utf16(),
  version: utf16(4),
  message: utf16(40),
  field: utf16(6),
  fieldTitle: utf16(),
  description: utf16(20),
  choices: fc.array(fc.tuple(utf16(6), utf16()), { minLength: 1, maxLength: 3 }),
  tool: utf16(),
  argument: utf16(),
  inputKey: utf16(8),
  answer: utf16(30),
});

type Strings = typeof strings extends fc.Arbitrary<infer T> ? T : never;

function paramsOf(s: Strings) {
  return {
    message: s.message,
    requestedSchema: {
      type: 'object',
      properties: {
        [s.field]: { type: 'string', title: s.fieldTitle, description: s.description },
        pick: { type: 'string', oneOf: s.choices.map(([value, title]) => ({ const: value, title })) },
      },
      required: [s.field],
    },
  };
}

describe('the Redis store, given arbitrary UTF-16 from the server, the host and the page', () => {
  it(`should take every string through every script unchanged (${RUNS} runs)`, async () => {
    const client = await redis().connect();
    const keepSettledMs = 60_000;
    const store = createRedisBridgeStore(client, {
      prefix: 'utf16:',
      keepSettledMs,
      onError: () => undefined,
    });
    const heard: BridgeStoreMessage[] = [];
    let wake = () => undefined as void;
    const stop = await store.subscribe((message) => {
      heard.push(message);
      wake();
    });
    /** Resolves once `count` messages were heard (each wakes it: no clock). */
    const hear = (count: number) =>
      new Promise<void>((resolve) => {
        wake = () => {
          if (heard.length >= count) resolve();
        };
        wake();
      });
    const live = 'live';
    const lost = 'lost';
    await store.renewLease(live, 600_000);
    let run = 0;
    try {
      await fc.assert(
        fc.asyncProperty(strings, async (s) => {
          run += 1;
          heard.length = 0;
          const userId = `${run}:${s.user}`;
          // The lost instance's lease lapses at once (waited on: Redis's clock is in ms).
          await store.renewLease(lost, 1);
          while (Number(await client.exists(`utf16:i:${lost}:lease`)) === 1)
            await new Promise((resolve) => setTimeout(resolve, 1));
          const now = Date.now();
          const base = {
            userId,
            params: paramsOf(s),
            server: { name: s.name, title: s.title, version: s.version },
            origin: { method: 'tools/call', name: s.tool, arguments: { [s.argument]: s.answer } },
            source: `source-${run}`,
            createdAt: now,
          };
          const requests: NewBridgeRequest[] = [
            // Answered by the person.
            { ...base, id: `${run}-answered`, expiresAt: now + 60_000, instance: live },
            // Its instance lost: the lost-instance sweep.
            { ...base, id: `${run}-orphan`, expiresAt: now + 60_000, instance: lost },
            // Past its TTL: the expiry sweep, on a live instance and for a suspended call (no instance).
            { ...base, id: `${run}-expired`, expiresAt: now - 1, instance: live },
            {
              ...base,
              id: `${run}-call`,
              expiresAt: now - 1,
              call: { id: `call-${run}`, key: s.inputKey },
            },
          ];
          const added: (BridgeRequestRecord | undefined)[] = [];
          for (const request of requests) added.push(await store.add(request, {}));
          expect(added.map((record) => record?.eventId)).toEqual(
            added.map((_, at) => (added[0]?.eventId ?? 0) + at),
          );

          // The snapshot reads each back whole, and so does a replay while they are pending.
          const snapshot = await store.snapshot(userId);
          expect(snapshot.pending.map(({ eventId: _, ...record }) => record)).toEqual(requests);
          const pendingReplay = await store.eventsAfter(userId, (added[0]?.eventId ?? 0) - 1);
          expect(pendingReplay?.map((event) => [event.event, event.data])).toEqual(
            requests.map((request) => ['pending', pendingEventOf({ ...request, eventId: 0 })]),
          );

          // The person answers one, with the arbitrary text; a second settle loses and sees the first.
          const answer: BridgeOutcome = {
            result: { action: 'accept', content: { [s.field]: s.answer, pick: s.choices[0]?.[0] ?? '' } },
            reason: 'answered',
            idempotencyKey: 'key-1',
          };
          const won = await store.settle(userId, `${run}-answered`, answer);
          expect(won?.won).toBe(true);
          expect(won?.record.settled).toMatchObject(answer);
          const lostSettle = await store.settle(userId, `${run}-answered`, {
            result: { action: 'decline' },
            reason: 'answered',
          });
          expect([lostSettle?.won, lostSettle?.record.settled?.result]).toEqual([false, answer.result]);

          // The sweep, as the bridge runs it: expired and orphaned, each settled once.
          const due = await store.due(Date.now());
          const mine = due.filter((record) => record.userId === userId).map((record) => record.id);
          expect(mine.sort()).toEqual([`${run}-call`, `${run}-expired`, `${run}-orphan`]);
          for (const record of due.filter((each) => each.userId === userId)) {
            const expired = record.expiresAt <= Date.now();
            const swept = await store.settle(userId, record.id, {
              result: { action: 'cancel' },
              reason: expired ? 'expired' : 'shutdown',
            });
            expect(swept?.won).toBe(true);
            expect(swept?.record).toMatchObject({
              server: base.server,
              origin: base.origin,
              ...(record.call ? { call: { id: `call-${run}`, key: s.inputKey } } : {}),
            });
          }

          // Every message published: the pending events whole, the settled ones with result, instance and call.
          await hear(8);
          const pending = heard.filter((message) => message.event === 'pending');
          expect(pending.map((message) => [message.userId, message.data])).toEqual(
            requests.map((request) => [userId, pendingEventOf({ ...request, eventId: 0 })]),
          );
          const settled = heard.filter((message) => message.event === 'settled');
          expect(settled.map((message) => [message.userId, message.data.id])).toHaveLength(4);
          expect(settled[0]).toMatchObject({ result: answer.result, instance: live });
          const call = settled.find((message) => message.data.id === `${run}-call`);
          expect(call?.call).toEqual({ id: `call-${run}`, key: s.inputKey });
          expect(call?.instance).toBeUndefined();

          // The replay: one event for each id, the settled requests' pending events as stubs.
          const first = added[0]?.eventId ?? 0;
          const replay = (await store.eventsAfter(userId, first - 1)) ?? [];
          expect(replay.map((event) => event.eventId)).toEqual(replay.map((_, at) => first + at));
          expect(replay.map((event) => event.event)).toEqual([
            ...Array(4).fill('pending-settled'),
            ...Array(4).fill('settled'),
          ]);

          // Read back, and then forgotten by the sweep once keepSettledMs passed.
          expect((await store.get(userId, `${run}-answered`))?.settled?.result).toEqual(answer.result);
          await store.due(Date.now() + keepSettledMs + 1000);
          for (const request of requests) expect(await store.get(userId, request.id)).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
    } finally {
      await stop();
    }
  }, 240_000);
});
