/**
 * The bridge's wire format between a server that runs the MCP client (`mcp-elicitation-react/bridge`) and the page
 * where the person answers. A contract: hosts and non-React front ends are written against these names.
 *
 * - `GET {base}/events`: Server-Sent Events for the authorised user. On connect, one `pending` event per pending
 *   request (the snapshot), then `pending` and `settled` as they happen. Event ids increase per user;
 *   `Last-Event-ID` resumes with no gap and no duplicate: one event for every id after it, in order, where the
 *   `pending` event of a request settled since comes as `pending-settled` ({@link BridgePendingSettledEvent}, its
 *   `settled` event follows). When the bridge's log no longer reaches back that far, it sends the snapshot
 *   instead, closed by a `snapshot` event ({@link BridgeSnapshotEvent}): whatever the page still shows that is not
 *   in it has ended. A comment line at least every 15 s keeps the stream alive.
 * - `POST {base}/answers/{id}`, `Content-Type: application/json`, an `ElicitResult` body (UTF-8), and an
 *   `Idempotency-Key` header ({@link BRIDGE_IDEMPOTENCY_HEADER}: 1–200 visible ASCII characters, one random key per
 *   answer, the same on each retry of it): 200 first answer, and the same 200 again for a retry with the key (and
 *   action) that settled it; 409 any other later one (body {@link BridgeConflictBody}); 404 unknown id or another
 *   user's; 401 no user; 415 not JSON; 403 cross-origin `Origin` (or no `Origin` and `Sec-Fetch-Site:
 *   cross-site`, or `same-site` when no other origin is allowed); 413 body too large; 400 malformed (not UTF-8,
 *   not an `ElicitResult`, a bad key); 422 content that fails `validateContent` (body {@link BridgeInvalidBody};
 *   the request stays pending); 503 the bridge's store is unreachable (`Retry-After`; the event stream answers the
 *   same, and an open one ends so the page reconnects). Every JSON reply says `Cache-Control: no-store` and
 *   `X-Content-Type-Options: nosniff`.
 * - Event ids are whole numbers (at most 16 digits), numbered consecutively per user, that keep increasing across
 *   a restart or reset of the bridge's store and after it forgot the user: a user's ids start from the clock
 *   (ms × 1000) whenever the store keeps none of theirs. A replay carries every id after `Last-Event-ID`, and live
 *   events follow one id at a time; a snapshot's `pending` events keep their own ids (they skip the events they
 *   stand for), and its `snapshot` event has the user's latest id, or a floor from the clock above every id sent
 *   before when the store keeps no event of the user (the next event is then above it, not necessarily next).
 */
import type { FieldError } from '../answer/validate.js';
import type { ElicitationOrigin } from '../request/origin.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import type { ElicitAction } from '../wire/protocol.js';

/** The SSE event names, as sent in the `event:` field. */
export const BRIDGE_EVENT = {
  pending: 'pending',
  settled: 'settled',
  snapshot: 'snapshot',
  pendingSettled: 'pending-settled',
} as const;

/** Path of the event stream under the bridge's base path. */
export const BRIDGE_EVENTS_PATH = '/events';
/** Path prefix of answers under the bridge's base path: `POST {base}/answers/{id}`. */
export const BRIDGE_ANSWERS_PATH = '/answers/';

/**
 * The header naming one answer: the page sends a new random key with each answer and the same key on each retry
 * of it, so a retry whose first attempt landed gets its 200 again, and any other answer gets 409.
 */
export const BRIDGE_IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Longest the bridge stays silent on an open stream: it writes a comment line at least this often. */
export const BRIDGE_HEARTBEAT_MS = 15_000;

/** Data of a `pending` event: one request waiting for this user. */
export interface BridgePendingEvent {
  /** The bridge's id for the request: opaque, unguessable, stable across reloads and instances. */
  readonly id: string;
  /** The `elicitation/create` params exactly as the MCP server sent them: the page parses them again. */
  readonly params: unknown;
  /** Who asks, as the server names itself: for display only. */
  readonly server: ServerIdentity;
  /** The tool call (or other client request) it was asked during, when the host knew it. */
  readonly origin?: ElicitationOrigin;
  /**
   * The connection it came from, opaque: requests with the same `source` came over the same MCP connection, so a
   * page groups them as the in-page queue groups by source ("Decline all" from this server). Random per connection
   * and bridge instance; it says nothing of the server, the instance or the host. Absent for a suspended call's
   * elicitations (each is its own group).
   */
  readonly source?: string;
  /** `Date.now()`-style milliseconds when the bridge answers `cancel` if nobody answered. */
  readonly expiresAt: number;
}

/**
 * Data of a `pending-settled` event, sent in a replay only (a `Last-Event-ID` resume, or a stream catching up) in
 * place of the `pending` event of a request that settled since: its params are no longer kept, and its `settled`
 * event follows on the stream. A page shows nothing for it; it is there so that every id after `Last-Event-ID`
 * comes, in order (a front end that counts ids sees no hole). EventSource listeners that do not name it never see
 * it, and its id still becomes the stream's `Last-Event-ID`.
 */
export interface BridgePendingSettledEvent {
  /** The request's id, as its `pending` event carried it. */
  readonly id: string;
}

/**
 * Data of a `snapshot` event, sent after a resume the bridge could not replay (the `Last-Event-ID` was older than
 * its log): the ids of every request pending now. A page drops what it shows that is not listed, since it ended
 * while the page was away and its `settled` event is no longer kept. Its event id is the stream's latest or, when
 * the store keeps no event of the user (new, forgotten, or the store was emptied), a floor from the clock above
 * every id sent before; the next event's id is above it.
 */
export interface BridgeSnapshotEvent {
  readonly ids: readonly string[];
}

/**
 * Why a request left the pending set:
 * - `answered`: an answer was posted (from this tab or from another one: the page tells them apart by whether it
 *   posted the answer itself);
 * - `expired`: its TTL passed; the MCP server got `cancel`;
 * - `cancelled-by-server`: the MCP request was aborted or timed out;
 * - `shutdown`: the bridge closed (`close()`), or the instance holding the request was lost;
 * - `declined-all`/`cancelled-all`: the host settled the user's requests in bulk.
 * @inline
 */
export type BridgeSettledReason =
  | 'answered'
  | 'expired'
  | 'cancelled-by-server'
  | 'shutdown'
  | 'declined-all'
  | 'cancelled-all';

/** Data of a `settled` event. */
export interface BridgeSettledEvent {
  readonly id: string;
  /** What the MCP server got. */
  readonly action: ElicitAction;
  readonly reason: BridgeSettledReason;
}

/** Body of a 409: the request was already settled; `action` is what the MCP server got. */
export interface BridgeConflictBody {
  readonly error: 'already-settled';
  readonly action: ElicitAction;
  readonly reason: BridgeSettledReason;
}

/** Body of a 422: the content failed the request's schema; nothing reached the MCP server. */
export interface BridgeInvalidBody {
  readonly error: 'invalid-content';
  /** The core's errors, as `validateContent` gives them (`field`, `code`, `params`, `message`). */
  readonly issues: readonly FieldError[];
}

/**
 * Body of every other refusal (401, 403, 404, 413, 415, 400, and 503 `unavailable`: the bridge could not reach its
 * store, with a `Retry-After` header; no 200 was given, so send the answer again).
 */
export interface BridgeErrorBody {
  readonly error:
    | 'unavailable'
    | 'unauthorized'
    | 'forbidden-origin'
    | 'not-found'
    | 'too-large'
    | 'unsupported-media-type'
    | 'bad-request';
}
