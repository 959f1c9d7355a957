import type { ElicitationIssue } from './errors.js';
import { isJsonObject, own } from './json.js';

/**
 * The bounds spec PR #2778 ("schema hardening") puts on what a server sends, in the three places elicitation
 * meets: a URL-mode request's `url` and `elicitationId`, and an `InputRequiredResult`'s `requestState`. We follow
 * the PR at commit `5980c910` (2026-08-04, `schema/draft/schema.ts`). All three are still draft: no released
 * revision (2025-11-25, 2026-07-28) has them. They are enforced whether or not a host opts into any draft: each only
 * refuses what no honest server sends.
 */

/** `ElicitRequestURLParams.url`: `@pattern ^https?://`, matched as written (lower case, no leading space). */
export const URL_PATTERN = /^https?:\/\//;

/** `ElicitRequestURLParams.elicitationId`: `@maxLength 256` (characters: Unicode code points). */
export const MAX_ELICITATION_ID_LENGTH = 256;

/** `InputRequiredResult.requestState`: `@maxLength 65536` (characters: Unicode code points). */
export const MAX_REQUEST_STATE_LENGTH = 65_536;

/**
 * Whether `text` has more than `max` characters as JSON Schema counts them (code points: an emoji is one), without
 * counting the whole of a long string.
 *
 * @example
 * longerThan('🙂'.repeat(256), MAX_ELICITATION_ID_LENGTH); // false: 256 code points, 512 UTF-16 units
 */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    if (++count > max) return true;
  }
  return false;
}

/**
 * What is wrong with an `input_required` result's `requestState` by spec PR #2778 (longer than
 * {@link MAX_REQUEST_STATE_LENGTH}), as an issue at `/requestState` of the result; `undefined` when nothing is.
 *
 * @example
 * requestStateIssue({ resultType: 'input_required', requestState: 'x'.repeat(65_537) })?.code; // 'limit-exceeded'
 */
export function requestStateIssue(result: unknown): ElicitationIssue | undefined {
  const state = isJsonObject(result) ? own(result, 'requestState') : undefined;
  if (typeof state !== 'string' || !longerThan(state, MAX_REQUEST_STATE_LENGTH)) return undefined;
  return {
    path: '/requestState',
    message: `requestState is longer than ${MAX_REQUEST_STATE_LENGTH} characters (spec PR #2778)`,
    code: 'limit-exceeded',
  };
}
