import { validateContent } from '../core/answer/validate.js';
import type {
  BridgeConflictBody,
  BridgeInvalidBody,
  BridgeSettledEvent,
} from '../core/bridge-wire/contract.js';
import type { ElicitationParser } from '../core/host/queue.js';
import type { ElicitationLimits } from '../core/schema/limits.js';
import { cancelResult } from '../core/wire/results.js';
import { readElicitResult } from './answer-body.js';
import { isAllowedOrigin, isJsonContentType, jsonReply, readCapped, refuse } from './http-replies.js';
import type { BridgeRequestRecord, BridgeStore } from './store.js';

/** What {@link answerRequest} needs from the bridge. */
export interface AnswerRouteContext {
  readonly store: BridgeStore;
  readonly allowedOrigins: readonly string[];
  readonly maxBodyBytes: number;
  readonly parse: ElicitationParser;
  readonly limits: Partial<ElicitationLimits> | undefined;
  /** Called after this request won the settle: the holder answers its MCP server, a call may resume. */
  readonly settled: (record: BridgeRequestRecord) => void;
}

/** Ids the bridge gives out; anything else cannot name a request, so it is 404 without asking the store. */
const REQUEST_ID = /^[A-Za-z0-9_-]{1,100}$/;

const conflict = (record: BridgeRequestRecord) => {
  const settled = record.settled;
  return jsonReply(409, {
    error: 'already-settled',
    action: settled?.result.action ?? 'cancel',
    reason: settled?.reason ?? 'answered',
  } satisfies BridgeConflictBody);
};

/** `POST {base}/answers/{id}` for `userId` (already authorised). */
export async function answerRequest(
  context: AnswerRouteContext,
  request: Request,
  userId: string,
  id: string,
): Promise<Response> {
  if (!isAllowedOrigin(request, context.allowedOrigins)) return refuse(403, 'forbidden-origin');
  if (!isJsonContentType(request.headers.get('content-type'))) return refuse(415, 'unsupported-media-type');
  const text = await readCapped(request, context.maxBodyBytes);
  if (text === undefined) return refuse(413, 'too-large');
  const result = readElicitResult(text);
  if (!result) return refuse(400, 'bad-request');
  // One lookup for an unknown id and another user's: the same path, the same answer.
  const record = REQUEST_ID.test(id) ? await context.store.get(userId, id) : undefined;
  if (!record) return refuse(404, 'not-found');
  if (record.settled) return conflict(record);
  if (record.expiresAt <= Date.now()) {
    // Past its TTL the holder answers `cancel` on its own: an answer now would be a 200 that never arrives.
    const expired = await context.store.settle(userId, id, { result: cancelResult(), reason: 'expired' });
    return expired ? conflict(expired.record) : refuse(404, 'not-found');
  }
  if (result.action === 'accept') {
    const parsed = context.parse(record.params, context.limits ? { limits: context.limits } : {});
    if (parsed.mode === 'form') {
      const issues = validateContent(parsed.form, result.content ?? {});
      if (issues.length > 0) {
        return jsonReply(422, { error: 'invalid-content', issues } satisfies BridgeInvalidBody);
      }
    } else {
      delete result.content;
    }
  }
  const answer = await context.store.settle(userId, id, { result, reason: 'answered' });
  if (!answer) return refuse(404, 'not-found');
  if (!answer.won) return conflict(answer.record);
  context.settled(answer.record);
  return jsonReply(200, { id, action: result.action, reason: 'answered' } satisfies BridgeSettledEvent);
}
