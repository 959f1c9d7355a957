import type { BridgeStoreMessage } from './store.js';
import { describeEventIdConformance } from './store-conformance-ids.js';
import {
  accept,
  type BridgeStoreConformanceOptions,
  ConformanceError,
  type ConformanceRun,
  type ConformanceTestApi,
  cancel,
  check,
  idsFor,
  request,
  same,
} from './store-conformance-support.js';

/**
 * Registers the tests every `BridgeStore` must pass, the contract `createElicitationBridge` relies on: a
 * request added once and seen by its user only, `maxPending` per user, "first settle wins" under concurrency,
 * consecutive per-user event ids (increasing, from the clock for a user the store keeps nothing of, and across a
 * reset when `reset` is given), the `Last-Event-ID` replay (an event for every id) and its limits, messages published to
 * every subscriber (with the result and the holding instance), unsubscribe, expired and orphaned requests
 * (leases), suspended calls claimed exactly once, and `readOutcome` when the store has it. The built-in memory and
 * Redis stores pass it; run it against your own (Postgres, DynamoDB, …).
 *
 * @example
 * // test/my-store.test.ts (Vitest)
 * import { describe, it } from 'vitest';
 * import { describeBridgeStoreConformance } from 'mcp-elicitation-react/bridge/testing';
 * describeBridgeStoreConformance('my Postgres store', { describe, it }, {
 *   create: () => createPostgresBridgeStore(pool),
 * });
 */
export function describeBridgeStoreConformance(
  name: string,
  test: ConformanceTestApi,
  options: BridgeStoreConformanceOptions,
): void {
  const timeoutMs = options.messageTimeoutMs ?? 5000;
  const run: ConformanceRun = (title, body) =>
    test.it(title, async () => {
      const store = await options.create();
      try {
        await body(store, idsFor());
      } finally {
        await options.dispose?.(store);
      }
    });

  test.describe(`BridgeStore conformance: ${name}`, () => {
    run('given a new request, should keep it for its user only, with an event id', async (store, ids) => {
      const added = await store.add(request(ids.user, ids.id()), {});
      check(added, 'add refused a request with no cap');
      check(Number.isSafeInteger(added.eventId) && added.eventId > 0, 'add gave no whole positive eventId');
      const read = await store.get(ids.user, added.id);
      check(read, 'get does not find the request just added');
      same(
        [read.id, read.userId, read.params, read.eventId, read.instance, read.settled],
        [added.id, ids.user, added.params, added.eventId, added.instance, undefined],
        'get returns another record',
      );
      check((await store.get(`${ids.user}-other`, added.id)) === undefined, 'another user gets the request');
      check((await store.get(ids.user, ids.id())) === undefined, 'an unknown id is found');
    });

    run('given maxPending, should refuse the user past it and no one else', async (store, ids) => {
      for (let n = 0; n < 2; n++)
        check(await store.add(request(ids.user, ids.id()), { maxPending: 2 }), 'refused below the cap');
      check(
        (await store.add(request(ids.user, ids.id()), { maxPending: 2 })) === undefined,
        'accepted past the cap',
      );
      check(
        await store.add(request(`${ids.user}-b`, ids.id()), { maxPending: 2 }),
        'another user counted against the cap',
      );
    });

    run(
      'given 20 settles at once, should let exactly one win and tell every other the winner',
      async (store, ids) => {
        const added = await store.add(request(ids.user, ids.id()), {});
        check(added, 'add refused');
        const outcomes = Array.from({ length: 20 }, (_, n) =>
          n % 2 ? cancel : { ...accept, result: { action: 'accept' as const, content: { name: `n${n}` } } },
        );
        const answers = await Promise.all(
          outcomes.map((outcome) => store.settle(ids.user, added.id, outcome)),
        );
        const winners = answers.filter((answer) => answer?.won);
        same(winners.length, 1, 'settles that won');
        const winner = winners[0]?.record.settled;
        check(winner, 'the winning settle returned no outcome');
        for (const answer of answers)
          same(answer?.record.settled, winner, 'a losing settle saw another outcome');
        same((await store.get(ids.user, added.id))?.settled, winner, 'get after the settle');
        check(
          (await store.settle(ids.user, ids.id(), cancel)) === undefined,
          'settle of an unknown id answered',
        );
        check(
          (await store.settle(`${ids.user}-other`, added.id, cancel)) === undefined,
          "another user's settle answered",
        );
      },
    );

    describeEventIdConformance(run, options);

    run(
      'given subscribers, should publish pending and settled (with the result and instance) to each, until unsubscribed',
      async (store, ids) => {
        const heard: BridgeStoreMessage[] = [];
        let wake: (() => void) | undefined;
        const stop = await store.subscribe((message) => {
          if (message.userId !== ids.user) return;
          heard.push(message);
          wake?.();
        });
        const waitFor = (count: number) =>
          new Promise<void>((resolve, reject) => {
            const timer = setTimeout(
              () =>
                reject(
                  new ConformanceError(
                    `${count} messages not published within ${timeoutMs} ms (${heard.length} were)`,
                  ),
                ),
              timeoutMs,
            );
            wake = () => {
              if (heard.length < count) return;
              clearTimeout(timer);
              resolve();
            };
            wake();
          });
        const added = await store.add(request(ids.user, ids.id(), ids.instance), {});
        check(added, 'add refused');
        await store.settle(ids.user, added.id, accept);
        await waitFor(2);
        same(
          heard.map((message) => [message.event, message.eventId, message.data.id]),
          [
            ['pending', added.eventId, added.id],
            ['settled', added.eventId + 1, added.id],
          ],
          'the messages',
        );
        same(
          [heard[1]?.result, heard[1]?.instance],
          [accept.result, ids.instance],
          'the settled message’s result and instance',
        );
        await stop();
        const after = await store.add(request(ids.user, ids.id()), {});
        // The next message of another subscriber proves the store published it; the stopped one must not hear it.
        const other: BridgeStoreMessage[] = [];
        const stopOther = await store.subscribe((message) => {
          if (message.userId === ids.user) other.push(message);
        });
        check(after, 'add refused');
        await store.settle(ids.user, after.id, cancel);
        for (let spin = 0; spin < 100 && other.length === 0; spin++)
          await new Promise((resolve) => setTimeout(resolve, timeoutMs / 100));
        await stopOther();
        same(heard.length, 2, 'messages heard after unsubscribing');
      },
    );

    run(
      'given expired requests and a lapsed lease, should list them as due, and nothing else',
      async (store, ids) => {
        const now = Date.now();
        await store.renewLease(ids.instance, 60_000);
        await store.renewLease(`${ids.instance}-lost`, 1);
        const live = await store.add(request(ids.user, ids.id(), ids.instance), {});
        const expired = await store.add(
          { ...request(ids.user, ids.id(), ids.instance), expiresAt: now - 1 },
          {},
        );
        const orphan = await store.add(request(ids.user, ids.id(), `${ids.instance}-lost`), {});
        const done = await store.add({ ...request(ids.user, ids.id()), expiresAt: now - 1 }, {});
        check(live && expired && orphan && done, 'add refused');
        await store.settle(ids.user, done.id, cancel);
        await new Promise((resolve) => setTimeout(resolve, 20));
        const due = (await store.due(Date.now())).map((record) => record.id);
        same(
          [live.id, expired.id, orphan.id, done.id].map((id) => due.includes(id)),
          [false, true, true, false],
          'due: [live, expired, orphaned, settled]',
        );
      },
    );

    run('given a suspended call, should keep it and let exactly one of 10 claims win', async (store, ids) => {
      const id = ids.id();
      await store.putCall({
        id,
        userId: ids.user,
        method: 'tools/call',
        params: { name: 'deploy' },
        server: { name: 'conformance' },
        requests: { a: ids.id() },
        round: 1,
        expiresAt: Date.now() + 60_000,
      });
      same((await store.getCall(id))?.params, { name: 'deploy' }, 'getCall');
      const claims = await Promise.all(Array.from({ length: 10 }, () => store.claimCall(id)));
      same(claims.filter(Boolean).length, 1, 'claims that won');
      check((await store.getCall(id)) === undefined, 'a claimed call is still there');
    });

    run('given readOutcome (optional), should say pending, the outcome, or unknown', async (store, ids) => {
      if (!store.readOutcome) return;
      const added = await store.add(request(ids.user, ids.id()), {});
      check(added, 'add refused');
      same(await store.readOutcome(ids.user, added.id), null, 'readOutcome of a pending request');
      await store.settle(ids.user, added.id, accept);
      same(await store.readOutcome(ids.user, added.id), accept, 'readOutcome of a settled request');
      check((await store.readOutcome(ids.user, ids.id())) === undefined, 'readOutcome of an unknown id');
      check(
        (await store.readOutcome(`${ids.user}-other`, added.id)) === undefined,
        "readOutcome of another user's id",
      );
    });
  });
}
