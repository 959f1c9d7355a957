import { validateContent } from '../answer/validate.js';
import type { LocaleOptions } from '../messages/keys.js';
import type { ElicitationRequest } from '../request/parse-request.js';
import type { PersistChoice } from '../request/persist-offer.js';
import { isJsonObject } from '../wire/json.js';
import type { ElicitAction, ElicitResult } from '../wire/protocol.js';
import { AnswerNotDeliveredError } from './delivery-error.js';

const ACTIONS: readonly ElicitAction[] = ['accept', 'decline', 'cancel'];

/**
 * The one door every answer goes through, whoever gives it: the queue's `respond` (in the page, in the bridge's
 * per-user queue, in the remote queue) and the consent flow's `finish` and `accept`. It returns the answer in the
 * shape the spec allows, or throws:
 *
 * - `AnswerNotDeliveredError` (`kind: 'invalid-content'`, `issues` as `validateContent` words them in `wording`'s
 *   locale) for a form-mode `accept` whose content fails the request's schema: a missing required property, a value
 *   out of bounds, a fraction for an integer, a property the schema does not have. Nothing was sent and the request
 *   still waits, so a valid answer afterwards goes through. The bridge's `422` is the same rule on the wire.
 * - `TypeError` for an answer no caller should write: an unknown action, or `content` that is not a JSON object.
 *
 * `content` only travels with a form-mode `accept`: a `decline`, a `cancel` and a URL-mode `accept` (consent,
 * nothing more) lose it. `_meta` is kept.
 *
 * @example
 * admitAnswer({ action: 'accept', content: { age: 36 } }, request);  // { action: 'accept', content: { age: 36 } }
 * admitAnswer({ action: 'decline', content: { age: 36 } }, request); // { action: 'decline' }
 * admitAnswer({ action: 'accept', content: { age: 'old' } }, request); // throws AnswerNotDeliveredError ('type')
 */
export function admitAnswer(
  result: ElicitResult,
  request: ElicitationRequest | undefined,
  wording: LocaleOptions = {},
): ElicitResult {
  const action = result?.action;
  if (!ACTIONS.includes(action)) {
    throw new TypeError(
      `respond: action must be "accept", "decline" or "cancel", not ${JSON.stringify(action)}`,
    );
  }
  const answer: ElicitResult = { action };
  if (result._meta !== undefined) answer._meta = result._meta;
  if (action !== 'accept' || request?.mode !== 'form') return answer;
  const { content } = result;
  if (content !== undefined && !isJsonObject(content)) {
    throw new TypeError(
      `respond: content must be a JSON object of the form's properties, not ${describe(content)}`,
    );
  }
  const issues = validateContent(request.form, content ?? {}, wording);
  if (issues.length > 0) throw new AnswerNotDeliveredError('invalid-content', issues);
  if (content !== undefined) answer.content = content;
  return answer;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : typeof value;
}

/**
 * An `accept` with the person's choice of remembering, as Codex's convention carries it (`_meta: { persist }`, the
 * answer's other `_meta` kept); `once`, a `decline` and a `cancel` go as they are.
 *
 * @example
 * withPersist(acceptResult({ ok: true }), 'session'); // { action: 'accept', content: { ok: true }, _meta: { persist: 'session' } }
 */
export function withPersist(answer: ElicitResult, persist: PersistChoice): ElicitResult {
  if (persist === 'once' || answer.action !== 'accept') return answer;
  return { ...answer, _meta: { ...answer._meta, persist } };
}
