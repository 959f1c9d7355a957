import { eventIdBase } from './store.js';
import {
  accept,
  type BridgeStoreConformanceOptions,
  type ConformanceRun,
  cancel,
  check,
  request,
  same,
} from './store-conformance-support.js';

/**
 * The conformance suite's tests of event ids and the replay: consecutive per user, an event for every id after a
 * `Last-Event-ID` (`pending-settled` for a request settled since), ids from the clock for a user the store keeps
 * nothing of (its snapshot's `idFloor`), and increasing across a reset when the options give one.
 */
export function describeEventIdConformance(
  run: ConformanceRun,
  options: BridgeStoreConformanceOptions,
): void {
  run(
    'given events, should number them consecutively per user, snapshot the pending ones and replay the log',
    async (store, ids) => {
      const first = await store.add(request(ids.user, ids.id()), {});
      const second = await store.add(request(ids.user, ids.id()), {});
      check(first && second, 'add refused');
      const settled = await store.settle(ids.user, first.id, accept);
      check(settled?.won && settled.record.settled, 'settle gave no outcome');
      same(
        [second.eventId - first.eventId, settled.record.settled.eventId - second.eventId],
        [1, 1],
        'event ids are not consecutive',
      );
      const snapshot = await store.snapshot(ids.user);
      same(
        snapshot.pending.map((record) => record.id),
        [second.id],
        'the snapshot’s pending requests',
      );
      same(snapshot.lastEventId, settled.record.settled.eventId, 'the snapshot’s lastEventId');
      const replay = await store.eventsAfter(ids.user, first.eventId);
      same(
        replay?.map((event) => [event.eventId, event.event, event.data.id]),
        [
          [second.eventId, 'pending', second.id],
          [settled.record.settled.eventId, 'settled', first.id],
        ],
        'the replay after the first event',
      );
      same(await store.eventsAfter(ids.user, snapshot.lastEventId), [], 'the replay after the latest event');
      check(
        (await store.eventsAfter(ids.user, snapshot.lastEventId + 1000)) === undefined,
        'a replay after an id the store never gave',
      );
    },
  );

  run(
    'given a request settled after its pending event, should replay an event for every id, that pending one as pending-settled',
    async (store, ids) => {
      const settledOne = await store.add(request(ids.user, ids.id()), {});
      const pendingOne = await store.add(request(ids.user, ids.id()), {});
      check(settledOne && pendingOne, 'add refused');
      const settled = await store.settle(ids.user, settledOne.id, cancel);
      check(settled?.record.settled, 'settle gave no outcome');
      const replay = await store.eventsAfter(ids.user, settledOne.eventId - 1);
      same(
        replay?.map((event) => [event.eventId, event.event, event.data.id]),
        [
          [settledOne.eventId, 'pending-settled', settledOne.id],
          [pendingOne.eventId, 'pending', pendingOne.id],
          [settled.record.settled.eventId, 'settled', settledOne.id],
        ],
        'the replay from before the settled request',
      );
      same(Object.keys(replay?.[0]?.data ?? {}), ['id'], 'the pending-settled event’s data keys');
      const whole = replay?.[1];
      same(
        whole?.event === 'pending' ? [whole.data.params, whole.data.expiresAt] : undefined,
        [pendingOne.params, pendingOne.expiresAt],
        'the replayed pending event’s params and expiresAt',
      );
    },
  );

  run(
    'given a user the store keeps nothing of, should give a floor from the clock in the snapshot, and ids above it',
    async (store, ids) => {
      const before = eventIdBase();
      const empty = await store.snapshot(ids.user);
      same([empty.pending.length, empty.lastEventId], [0, 0], 'the snapshot of a new user');
      check(
        typeof empty.idFloor === 'number' && empty.idFloor >= before,
        `the snapshot of a new user has no idFloor from the clock (≥ ${before}): ${empty.idFloor}`,
      );
      const again = await store.snapshot(ids.user);
      check((again.idFloor ?? 0) >= empty.idFloor, 'a second idFloor is below the first');
      const added = await store.add(request(ids.user, ids.id()), {});
      check(added && added.eventId > (again.idFloor ?? 0), 'the first event is not above the idFloor');
      const known = await store.snapshot(ids.user);
      same(known.lastEventId, added.eventId, 'the snapshot’s lastEventId once the user has an event');
    },
  );

  run('given reset (optional), should keep ids increasing across it', async (given, ids) => {
    if (!options.reset) return;
    const added = await given.add(request(ids.user, ids.id()), {});
    check(added, 'add refused');
    const settled = await given.settle(ids.user, added.id, cancel);
    const last = settled?.record.settled?.eventId ?? 0;
    // Ids come from the clock (ms × 1000): a reset is a restart, never within the millisecond of the last event.
    while (eventIdBase() <= last) await new Promise((resolve) => setTimeout(resolve, 1));
    const store = await options.reset(given);
    const empty = await store.snapshot(ids.user);
    same(empty.lastEventId, 0, 'the lastEventId after the reset');
    check((empty.idFloor ?? 0) > last, `the idFloor after the reset is not above ${last}: ${empty.idFloor}`);
    check(
      (await store.eventsAfter(ids.user, last)) === undefined,
      'a replay after an id from before the reset',
    );
    const next = await store.add(request(ids.user, ids.id()), {});
    check(next && next.eventId > (empty.idFloor ?? 0), 'the next event is not above the idFloor');
  });
}
