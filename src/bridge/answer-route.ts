import type {
  BridgeConflictBody,
  BridgeInvalidBody,
  BridgeSettledEvent,
} from '../core/bridge-wire/contract.js';
import { admitAnswer } from '../core/flow/answer-door.js';
import { AnswerNotDeliveredError } from '../core/flow/delivery-error.js';
import type { ElicitationParser } from '../core/request/parse-request.js';
import type { ElicitationLimits } from '../core/schema/limits.js';
import type { ElicitAction, ElicitResult } from '../core/wire/protocol.js';
import { cancelResult } from '../core/wire/results.js';
import { readElicitResult } from './answer-body.js';
import {
  type CappedBody,
  type HeaderOf,
  isAllowedOrigin,
  isJsonContentType,
  type JsonReply,
  jsonReply,
  refusal as refuse,
} from './http-replies.js';
import type { ParsedRequests } from './parsed-requests.js';
import type { BridgeRequestRecord, BridgeStore } from './store.js';
import { BridgeStoreUnavailableError } from './store-guard.js';

/** What {@link answerRequest} needs from the bridge. */
export interface AnswerRouteContext {
  readonly store: BridgeStore;
  readonly allowedOrigins: readonly string[];
  readonly maxBodyBytes: number;
  readonly parse: ElicitationParser;
  readonly limits: Partial<ElicitationLimits> | undefined;
  /** The checked requests this instance raised or parsed already: an answer is judged without parsing again. */
  readonly parsed: ParsedRequests;
  /** Called after this request won the settle: the holder answers its MCP server, a call may resume. */
  readonly settled: (record: BridgeRequestRecord) => void;
}

/** The POST as the answer route reads it: a web `Request` or, through `toNodeListener`, Node's own request. */
export interface AnswerInput {
  readonly header: HeaderOf;
  /** The request's own origin: its Host header's, or a trusted proxy's forwarded one (`requestOrigin`). */
  readonly origin: string;
  /** The body as UTF-8 text, read with a cap (see `readCapped`). */
  readonly body: (limit: number) => Promise<CappedBody>;
}

/** Ids the bridge gives out; anything else cannot name a request, so it is 404 without asking the store. */
const REQUEST_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** An `Idempotency-Key` the bridge keeps: 1 to 200 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The reply for a request already settled: the same 200 again when this is a retry of the answer that settled it
 * (the same `Idempotency-Key` and action), else 409 with what the server got.
 */
const alreadySettled = (record: BridgeRequestRecord, key: string | undefined, action: ElicitAction) => {
  const settled = record.settled;
  const retry =
    key !== undefined &&
    settled?.reason === 'answered' &&
    settled.idempotencyKey === key &&
    settled.result.action === action;
  if (retry) {
    return jsonReply(200, {
      id: record.id,
      action: settled.result.action,
      reason: 'answered',
    } satisfies BridgeSettledEvent);
  }
  return jsonReply(409, {
    error: 'already-settled',
    action: settled?.result.action ?? 'cancel',
    reason: settled?.reason ?? 'answered',
  } satisfies BridgeConflictBody);
};

/** `POST {base}/answers/{id}` for `userId` (already authorised). */
export async function answerRequest(
  context: AnswerRouteContext,
  request: AnswerInput,
  userId: string,
  id: string,
): Promise<JsonReply> {
  if (!isAllowedOrigin(request.header, request.origin, context.allowedOrigins))
    return refuse(403, 'forbidden-origin');
  if (!isJsonContentType(request.header('content-type'))) return refuse(415, 'unsupported-media-type');
  const body = await request.body(context.maxBodyBytes);
  if (body.kind === 'too-large') return refuse(413, 'too-large');
  if (body.kind === 'not-utf8') return refuse(400, 'bad-request');
  const posted = readElicitResult(body.text);
  if (!posted) return refuse(400, 'bad-request');
  const givenKey = request.header('idempotency-key');
  if (givenKey !== null && !IDEMPOTENCY_KEY.test(givenKey)) return refuse(400, 'bad-request');
  const key = givenKey ?? undefined;
  // One lookup for an unknown id and another user's: the same path, the same answer.
  if (!REQUEST_ID.test(id)) return refuse(404, 'not-found');
  const parse = (params: unknown) => context.parse(params, context.limits ? { limits: context.limits } : {});
  /** The reply for a record that cannot take this answer (gone, settled, past its TTL), if it cannot. */
  const unanswerable = async (record: BridgeRequestRecord | undefined): Promise<JsonReply | undefined> => {
    if (!record) return refuse(404, 'not-found');
    if (record.settled) {
      context.parsed.forget(id);
      return alreadySettled(record, key, posted.action);
    }
    if (record.expiresAt > Date.now()) return undefined;
    context.parsed.forget(id);
    // Past its TTL the holder answers `cancel` on its own: an answer now would be a 200 that never arrives.
    const expired = await context.store.settle(userId, id, { result: cancelResult(), reason: 'expired' });
    return expired ? alreadySettled(expired.record, undefined, posted.action) : refuse(404, 'not-found');
  };
  // Known here (raised here, or pushed to this user's stream here, and not settled since): the store is not read;
  // the settle below decides, atomically, whether it is still pending.
  let record: BridgeRequestRecord | undefined;
  if (!context.parsed.knows(id, userId)) {
    record = await context.store.get(userId, id);
    const refused = await unanswerable(record);
    if (refused) return refused;
  }
  let result: ElicitResult;
  try {
    // The one door every answer passes (core): the same rule as the page's and the host's queues.
    let parsed = record ? undefined : context.parsed.get(id, userId, parse);
    if (!parsed) {
      record ??= await context.store.get(userId, id);
      const refused = await unanswerable(record);
      if (refused) return refused;
      parsed = parse(record?.params);
      context.parsed.remember(id, userId, parsed, record?.expiresAt ?? 0);
    }
    result = admitAnswer(posted, parsed);
  } catch (error) {
    if (error instanceof BridgeStoreUnavailableError) throw error;
    // Judged without reading the store: a request settled or gone meanwhile gets its 404 or 409 first, as ever.
    if (!record) {
      const refused = await unanswerable(await context.store.get(userId, id));
      if (refused) return refused;
    }
    if (error instanceof AnswerNotDeliveredError && error.kind === 'invalid-content') {
      return jsonReply(422, { error: 'invalid-content', issues: error.issues } satisfies BridgeInvalidBody);
    }
    return refuse(400, 'bad-request');
  }
  const answer = await context.store.settle(userId, id, {
    result,
    reason: 'answered',
    ...(key !== undefined ? { idempotencyKey: key } : {}),
  });
  context.parsed.forget(id);
  if (!answer) return refuse(404, 'not-found');
  if (!answer.won) return alreadySettled(answer.record, key, posted.action);
  context.settled(answer.record);
  return jsonReply(200, { id, action: result.action, reason: 'answered' } satisfies BridgeSettledEvent);
}
