import type {
  BRIDGE_EVENT,
  BridgePendingEvent,
  BridgePendingSettledEvent,
  BridgeSettledEvent,
  BridgeSettledReason,
} from '../core/bridge-wire/contract.js';
import type { ElicitationOrigin } from '../core/request/origin.js';
import type { ServerIdentity } from '../core/safety/server-identity.js';
import type { ElicitResult } from '../core/wire/protocol.js';

/** How a request ended: what the MCP server got, and why. */
export interface BridgeOutcome {
  readonly result: ElicitResult;
  readonly reason: BridgeSettledReason;
  /** The `Idempotency-Key` of the POST that settled it: a retry with the same key gets the same 200. */
  readonly idempotencyKey?: string;
}

/** One elicitation as the store keeps it, pending or settled. JSON-safe: it may live in Redis. */
export interface BridgeRequestRecord {
  /** The bridge's id: unguessable, the `{id}` of `POST {base}/answers/{id}`. */
  readonly id: string;
  /** The only user who sees it and may answer it. */
  readonly userId: string;
  /**
   * The `elicitation/create` params as the server sent them (already checked once). Absent once settled: a settled
   * record keeps only what a 409 and a replay need (ids, times, the outcome), so memory follows what is pending.
   */
  readonly params?: unknown;
  readonly server: ServerIdentity;
  readonly origin?: ElicitationOrigin;
  /** The opaque id of the connection it came from (the `pending` event's `source`). */
  readonly source?: string;
  readonly createdAt: number;
  /** When the sweep answers `cancel` (reason `expired`). */
  readonly expiresAt: number;
  /** The bridge instance whose `present()` waits for it; absent for a suspended call's elicitation. */
  readonly instance?: string;
  /** The suspended call it belongs to, and its key in the call's `inputRequests`. */
  readonly call?: { readonly id: string; readonly key: string };
  /** Id of its `pending` event. */
  readonly eventId: number;
  /** Set once, by the first settle. */
  readonly settled?: BridgeOutcome & { readonly eventId: number };
}

/** What {@link BridgeStore.add} is given: the store assigns the event id. */
export type NewBridgeRequest = Omit<BridgeRequestRecord, 'eventId' | 'settled'>;

/** One event of a user's stream, as logged for `Last-Event-ID` replay. */
export type BridgeLoggedEvent =
  | {
      readonly eventId: number;
      readonly event: typeof BRIDGE_EVENT.pending;
      readonly data: BridgePendingEvent;
    }
  | {
      readonly eventId: number;
      readonly event: typeof BRIDGE_EVENT.settled;
      readonly data: BridgeSettledEvent;
    };

/**
 * One event of a replay ({@link BridgeStore.eventsAfter}): a logged event, or, for the `pending` event of a request
 * that settled since (the log keeps no params), a `pending-settled` event with its id, so that a replay has an
 * event for every id.
 */
export type BridgeReplayedEvent =
  | BridgeLoggedEvent
  | {
      readonly eventId: number;
      readonly event: typeof BRIDGE_EVENT.pendingSettled;
      readonly data: BridgePendingSettledEvent;
    };

/** What {@link BridgeStore.snapshot} answers. */
export interface BridgeSnapshot {
  /** The user's pending requests, in arrival order. */
  readonly pending: readonly BridgeRequestRecord[];
  /** The id of the user's latest event; 0 when the store keeps none (new, forgotten, or the store was emptied). */
  readonly lastEventId: number;
  /**
   * With `lastEventId` 0: an id above every id the store gave this user before, and below their next one (the
   * store's clock as {@link eventIdBase}, never below a floor it answered before). The stream sends it as the id of
   * a `snapshot` event, so a page's ids keep increasing across forgetting and resets. Optional for stores written
   * before it (the bridge then takes its own clock); the conformance suite asks for it.
   */
  readonly idFloor?: number;
}

/**
 * What the store publishes to every bridge instance: an event of `userId`'s stream; a settle also carries the
 * full result and the instance waiting for it, so that instance can answer its MCP server.
 */
export type BridgeStoreMessage = BridgeLoggedEvent & {
  readonly userId: string;
  readonly result?: ElicitResult;
  readonly instance?: string;
  readonly call?: { readonly id: string; readonly key: string };
};

/** What a {@link BridgeStore.subscribe} asks to hear. */
export interface BridgeSubscribeScope {
  /** Only the users named by {@link BridgeStore.watchUser} (when the store has it). */
  readonly watchedOnly?: boolean;
}

/** Answer of {@link BridgeStore.settle}: `won` false means an earlier settle won; `record` has its outcome. */
export type BridgeSettleAnswer = { readonly won: boolean; readonly record: BridgeRequestRecord } | undefined;

/** A 2026-07-28 call suspended on `input_required`, kept so that any instance can complete it. JSON-safe. */
export interface BridgeCallRecord {
  readonly id: string;
  readonly userId: string;
  /** `tools/call`, `prompts/get`, `resources/read`, … */
  readonly method: string;
  /** The call's params as first sent (without `inputResponses`/`requestState`). */
  readonly params: Record<string, unknown>;
  readonly server: ServerIdentity;
  /** The server's `requestState`, echoed byte for byte. */
  readonly requestState?: string;
  /** SEP-2643 (with `experimental.sep2643`): the denial's `authorizationContextId`, echoed in the resume's `_meta`. */
  readonly authorizationContextId?: string;
  /** Input key → the bridge's request id. */
  readonly requests: Readonly<Record<string, string>>;
  /** The host's own JSON: which MCP server, which chat, … */
  readonly context?: unknown;
  /** 1 for the first `input_required`, counting up on each resume that asked again. */
  readonly round: number;
  readonly expiresAt: number;
}

/**
 * Where the bridge keeps pending requests, the per-user event log and suspended calls: the shared truth of
 * every instance. Each operation is atomic on its own; {@link BridgeStore.settle} is "first settle wins". Two
 * are built in: {@link createMemoryBridgeStore} (one process) and {@link createRedisBridgeStore} (several).
 */
export interface BridgeStore {
  /**
   * Adds a pending request and its `pending` event (published). Refuses it (resolves `undefined`) when the
   * user already has `maxPending` pending requests.
   */
  add(
    request: NewBridgeRequest,
    limits: { readonly maxPending?: number },
  ): Promise<BridgeRequestRecord | undefined>;
  /** The user's request with this id, pending or settled (kept a while after); another user's is `undefined`. */
  get(userId: string, id: string): Promise<BridgeRequestRecord | undefined>;
  /**
   * Optional, a cheaper {@link BridgeStore.get} for reconciling: the request's outcome, `null` while it is pending,
   * `undefined` when the store does not know it (any more). Without it the bridge reads the whole record.
   */
  readOutcome?(userId: string, id: string): Promise<BridgeOutcome | null | undefined>;
  /** Settles once: the first call wins, logs and publishes the `settled` event; `undefined` for an unknown id. */
  settle(userId: string, id: string, outcome: BridgeOutcome): Promise<BridgeSettleAnswer>;
  /** The user's pending requests in arrival order, and the id of their latest event, read together. */
  snapshot(userId: string): Promise<BridgeSnapshot>;
  /**
   * The user's events after `lastEventId`, oldest first, one for each id up to the latest (a `pending` event whose
   * request settled since as `pending-settled`, see {@link BridgeReplayedEvent}); `undefined` when the bounded log
   * no longer reaches back that far (or the id is not one this store gave), so the stream starts again from a
   * snapshot. A replay with a hole is taken as `undefined`.
   */
  eventsAfter(userId: string, lastEventId: number): Promise<readonly BridgeReplayedEvent[] | undefined>;
  /**
   * Calls `listener` with every message of every instance; resolves once listening, with the way to stop.
   * Messages are a wake-up, never the only copy: a store whose messages can be lost (its connection dropped,
   * came back, or the store was reset) calls `onGap`, and the caller re-reads the store. With
   * `scope.watchedOnly`, a store that has {@link BridgeStore.watchUser} may deliver only the messages of the
   * users watched (a store without it delivers everything, and the caller filters).
   */
  subscribe(
    listener: (message: BridgeStoreMessage) => void,
    onGap?: () => void,
    scope?: BridgeSubscribeScope,
  ): Promise<() => Promise<void>>;
  /**
   * Optional: from now on (once it resolves) this instance's `watchedOnly` subscription also hears `userId`'s
   * messages, until the returned function is called (counted: each call needs its own release). The bridge
   * watches a user while it has a stream or a request of theirs open, so an instance never hears the others.
   */
  watchUser?(userId: string): Promise<() => void>;
  /** Says `instance` is alive for `leaseMs` more. */
  renewLease(instance: string, leaseMs: number): Promise<void>;
  /**
   * Pending requests that are past `expiresAt`, or whose instance's lease lapsed (the process was lost). Judge a
   * lease atomically with reading that instance's requests: an instance back from a stall renews its lease and then
   * writes, so a lease read lapsed a moment before may hold again by the time its requests are read.
   */
  due(now: number): Promise<readonly BridgeRequestRecord[]>;
  /** Keeps a suspended call. */
  putCall(call: BridgeCallRecord): Promise<void>;
  /** The suspended call, until claimed. */
  getCall(id: string): Promise<BridgeCallRecord | undefined>;
  /** True for exactly one caller: the instance that resumes the call. The call is then forgotten. */
  claimCall(id: string): Promise<boolean>;
}

/**
 * A settled record as the store keeps it: without the params (the bulk of a record), which neither a 409 nor an
 * `Idempotency-Key` replay needs.
 */
export function settledRecordOf(
  record: BridgeRequestRecord,
  settled: NonNullable<BridgeRequestRecord['settled']>,
): BridgeRequestRecord {
  const { params: _params, ...kept } = record;
  return { ...kept, settled };
}

/**
 * A `pending` event as the log keeps it: the id alone. A replay fills it in from the record while the request is
 * pending, and sends it as `pending-settled` once settled (its `settled` event follows in the log), so the log
 * holds no params.
 */
export interface LoggedPendingStub {
  readonly eventId: number;
  readonly event: typeof BRIDGE_EVENT.pending;
  readonly data: { readonly id: string };
}

/**
 * The id before a user's first event in a new (or emptied) store, or after it forgot the user: the clock in
 * ms × 1000. Ids then increase from there, so they keep increasing across a store reset or a restart: a page's
 * `Last-Event-ID` from before is always below them (unless a user had more than 1,000 events a millisecond) and
 * gets a snapshot, never another epoch's events. Also the {@link BridgeSnapshot.idFloor} of a user the store keeps
 * no event of. Below 2^53 until the year 2255.
 *
 * @example
 * ```ts
 * // A store of your own starts a user's counter here when it has none (new user, emptied store):
 * const next = (await db.lastEventId(userId)) ?? eventIdBase();
 * ```
 */
export function eventIdBase(now: number = Date.now()): number {
  return Math.floor(now) * 1000;
}

/**
 * A logged `pending` event as a replay sends it: whole while the request is pending (`record` given), else as
 * `pending-settled` with its id.
 */
export function replayedPending(
  eventId: number,
  id: string,
  record: BridgeRequestRecord | undefined,
): BridgeReplayedEvent {
  return record && !record.settled
    ? { eventId, event: 'pending', data: pendingEventOf(record) }
    : { eventId, event: 'pending-settled', data: { id } };
}

/** The `pending` event data of a record. */
export function pendingEventOf(record: BridgeRequestRecord): BridgePendingEvent {
  return {
    id: record.id,
    params: record.params,
    server: record.server,
    ...(record.origin ? { origin: record.origin } : {}),
    ...(record.source ? { source: record.source } : {}),
    expiresAt: record.expiresAt,
  };
}
