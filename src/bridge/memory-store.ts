import { BRIDGE_EVENT } from '../core/bridge-wire/contract.js';
import { createDueQueue } from './due-queue.js';
import {
  type BridgeCallRecord,
  type BridgeLoggedEvent,
  type BridgeReplayedEvent,
  type BridgeRequestRecord,
  type BridgeStore,
  type BridgeStoreMessage,
  eventIdBase,
  type LoggedPendingStub,
  pendingEventOf,
  replayedPending,
  settledRecordOf,
} from './store.js';

/**
 * Options of {@link createMemoryBridgeStore}.
 * @inline
 */
export interface MemoryBridgeStoreOptions {
  /** Events kept per user for `Last-Event-ID` replay. Default 1000. */
  logSize?: number;
  /**
   * How long a settled request is remembered, so a late answer gets 409 rather than 404. Default 1 hour. Once the
   * last of a user's requests is forgotten, the user's event log and counter go too: nothing is kept for good.
   */
  keepSettledMs?: number;
}

/** A logged event: a `pending` event's id alone (its params stay in the record), a `settled` event whole. */
type LoggedEvent = BridgeLoggedEvent | LoggedPendingStub;

interface UserState {
  /** Pending requests, in arrival (event id) order. */
  readonly pending: Map<string, BridgeRequestRecord>;
  /** Settled requests, until `keepSettledMs` passed. */
  readonly settled: Map<string, BridgeRequestRecord>;
  /** `pending` events as stubs (their params stay in the record only), `settled` events whole. */
  readonly log: LoggedEvent[];
  lastEventId: number;
}

/**
 * The default store: one process, nothing shared. Every bridge given the same store object shares its requests
 * (two bridges in one process behave as two instances); for several processes use {@link createRedisBridgeStore}.
 *
 * @example
 * const store = createMemoryBridgeStore({ logSize: 200 });
 * const bridge = createElicitationBridge({ authorize, store });
 */
export function createMemoryBridgeStore(options: MemoryBridgeStoreOptions = {}): BridgeStore {
  const { logSize = 1000, keepSettledMs = 3_600_000 } = options;
  const users = new Map<string, UserState>();
  const leases = new Map<string, number>();
  const calls = new Map<string, BridgeCallRecord>();
  /**
   * The highest id of any user dropped and of any floor answered: a user who comes back (or is new) continues
   * above it, never below, even when the clock went back.
   */
  let floor = 0;
  const idFloor = () => {
    floor = Math.max(floor, eventIdBase());
    return floor;
  };

  const userOf = (userId: string): UserState => {
    let state = users.get(userId);
    if (!state) {
      state = { pending: new Map(), settled: new Map(), log: [], lastEventId: idFloor() };
      users.set(userId, state);
    }
    return state;
  };
  const recordOf = (state: UserState | undefined, id: string) =>
    state?.pending.get(id) ?? state?.settled.get(id);
  /** Forgets a settled request; with the user's last one, the user (log, counter) too. */
  const forget = (userId: string, state: UserState, id: string) => {
    state.settled.delete(id);
    if (state.pending.size > 0 || state.settled.size > 0 || users.get(userId) !== state) return;
    users.delete(userId);
    floor = Math.max(floor, state.lastEventId);
  };
  /** Settled requests to forget, in settle order (one `keepSettledMs` for all), behind one timer. */
  const forgetting = createDueQueue<{
    readonly at: number;
    readonly userId: string;
    readonly state: UserState;
    readonly id: string;
  }>({
    dueOf: (entry) => entry.at,
    now: () => Date.now(),
    onDue: (entry) => forget(entry.userId, entry.state, entry.id),
  });
  /** The subscribers, as an array replaced on each change: a message is handed to those listening when sent. */
  let listening: readonly ((message: BridgeStoreMessage) => void)[] = [];
  const publish = (state: UserState, message: BridgeStoreMessage, logged: LoggedEvent) => {
    state.log.push(logged);
    if (state.log.length > logSize) state.log.splice(0, state.log.length - logSize);
    // Delivered after the caller's await, in order, as a network store would: one microtask per message.
    if (listening.length === 0) return;
    const now = listening;
    queueMicrotask(() => {
      for (const listener of now) listener(message);
    });
  };

  return {
    async add(request, { maxPending }) {
      const state = userOf(request.userId);
      if (maxPending !== undefined && state.pending.size >= maxPending) return undefined;
      const eventId = ++state.lastEventId;
      const record: BridgeRequestRecord = { ...request, eventId };
      state.pending.set(record.id, record);
      publish(
        state,
        { userId: record.userId, eventId, event: BRIDGE_EVENT.pending, data: pendingEventOf(record) },
        { eventId, event: BRIDGE_EVENT.pending, data: { id: record.id } },
      );
      return record;
    },

    async get(userId, id) {
      const record = recordOf(users.get(userId), id);
      return record?.userId === userId ? record : undefined;
    },

    async readOutcome(userId, id) {
      const record = recordOf(users.get(userId), id);
      if (!record) return undefined;
      return record.settled ? { result: record.settled.result, reason: record.settled.reason } : null;
    },

    async settle(userId, id, outcome) {
      const state = users.get(userId);
      const record = recordOf(state, id);
      if (!state || !record) return undefined;
      if (record.settled) return { won: false, record };
      const eventId = ++state.lastEventId;
      const settled = settledRecordOf(record, { ...outcome, eventId });
      state.pending.delete(id);
      state.settled.set(id, settled);
      forgetting.add({ at: Date.now() + keepSettledMs, userId, state, id });
      const data = { id, action: outcome.result.action, reason: outcome.reason };
      publish(
        state,
        {
          userId,
          eventId,
          event: BRIDGE_EVENT.settled,
          data,
          result: outcome.result,
          ...(record.instance ? { instance: record.instance } : {}),
          ...(record.call ? { call: record.call } : {}),
        },
        { eventId, event: BRIDGE_EVENT.settled, data },
      );
      return { won: true, record: settled };
    },

    async snapshot(userId) {
      const state = users.get(userId);
      // Known to nobody here: no counter is kept, but the floor is one that the next id will pass.
      if (!state) return { pending: [], lastEventId: 0, idFloor: idFloor() };
      return { pending: [...state.pending.values()], lastEventId: state.lastEventId };
    },

    async eventsAfter(userId, lastEventId) {
      const state = users.get(userId);
      const latest = state?.lastEventId ?? 0;
      if (lastEventId > latest) return undefined;
      if (lastEventId === latest) return [];
      const log = state?.log ?? [];
      const first = log[0];
      if (!first || first.eventId > lastEventId + 1) return undefined;
      const replay: BridgeReplayedEvent[] = [];
      for (const event of log) {
        if (event.eventId <= lastEventId) continue;
        // Still pending: the event as first sent. Settled since: `pending-settled`, its `settled` event follows.
        replay.push(
          event.event === BRIDGE_EVENT.pending
            ? replayedPending(event.eventId, event.data.id, state?.pending.get(event.data.id))
            : (event as BridgeLoggedEvent),
        );
      }
      return replay;
    },

    async subscribe(listener) {
      const subscription = (message: BridgeStoreMessage) => listener(message);
      listening = [...listening, subscription];
      return async () => {
        listening = listening.filter((each) => each !== subscription);
      };
    },

    async renewLease(instance, leaseMs) {
      leases.set(instance, Date.now() + leaseMs);
    },

    async due(now) {
      const found: BridgeRequestRecord[] = [];
      for (const state of users.values()) {
        for (const record of state.pending.values()) {
          const lost = record.instance !== undefined && (leases.get(record.instance) ?? 0) < now;
          if (record.expiresAt <= now || lost) found.push(record);
        }
      }
      return found;
    },

    async putCall(call) {
      calls.set(call.id, call);
    },
    async getCall(id) {
      return calls.get(id);
    },
    async claimCall(id) {
      return calls.delete(id);
    },
  };
}
