import type { FieldError } from '../answer/validate.js';
import {
  BRIDGE_ANSWERS_PATH,
  BRIDGE_IDEMPOTENCY_HEADER,
  type BridgeSettledReason,
} from '../bridge-wire/contract.js';
import { AnswerNotDeliveredError } from '../flow/delivery-error.js';
import type { ElicitAction, ElicitResult } from '../wire/protocol.js';
import { retryAfterMs } from './retry-after.js';

/** How a POST of an answer ended, as the queue acts on it. */
export type PostOutcome =
  | { readonly kind: 'delivered' }
  /** 409: settled before this answer (by another tab, the server, the TTL). */
  | { readonly kind: 'settled'; readonly action: ElicitAction; readonly reason: BridgeSettledReason }
  /** 404: the bridge does not know the request (any more). */
  | { readonly kind: 'gone' }
  /** 422 (retry after fixing) or unreachable after the retries. */
  | { readonly kind: 'undelivered'; readonly error: AnswerNotDeliveredError }
  /** Any other refusal (401, 403, 413, 415, 400): retrying cannot help. */
  | { readonly kind: 'refused'; readonly status: number };

export interface PostAnswerOptions {
  base: string;
  fetch: typeof fetch;
  headers?: () => HeadersInit | undefined;
  credentials?: RequestCredentials;
  /**
   * Waits between attempts after a network error, a 5xx, a 408 or a 429; their count is the number of retries. A
   * response's `Retry-After` lengthens a wait (up to 30 s), never shortens it.
   */
  retryDelaysMs: readonly number[];
}

const ACTIONS: readonly string[] = ['accept', 'decline', 'cancel'];

/**
 * `POST {base}/answers/{id}` with `result`, retried after a network error, a 5xx, a 408 or a 429 (not sooner than
 * its `Retry-After`). Every attempt carries the same
 * random `Idempotency-Key`: a retry of an answer that did land gets its 200 again, and a 409 always means another
 * answer settled it (another tab's, even with the same action).
 * @internal
 */
export async function postAnswer(
  id: string,
  result: ElicitResult,
  options: PostAnswerOptions,
): Promise<PostOutcome> {
  const url = `${options.base}${BRIDGE_ANSWERS_PATH}${encodeURIComponent(id)}`;
  const body = JSON.stringify(result);
  // One key for this answer, the same on each retry of it.
  const key = randomKey();
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined;
    try {
      const headers = new Headers(options.headers?.());
      headers.set('Content-Type', 'application/json');
      headers.set(BRIDGE_IDEMPOTENCY_HEADER, key);
      response = await options.fetch(url, {
        method: 'POST',
        headers,
        body,
        cache: 'no-store',
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
    } catch {
      response = undefined;
    }
    if (response && response.status < 500) {
      const outcome = await readOutcome(response);
      if (outcome) return outcome;
    }
    const wait = options.retryDelaysMs[attempt];
    if (wait === undefined) {
      return { kind: 'undelivered', error: new AnswerNotDeliveredError('unreachable') };
    }
    // The bridge says when its store should be back: asking sooner would only be refused again.
    const asked = retryAfterMs(response) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, Math.max(wait, asked)));
  }
}

async function readOutcome(response: Response): Promise<PostOutcome | undefined> {
  const status = response.status;
  if (response.ok) return { kind: 'delivered' };
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  switch (status) {
    case 409: {
      const action =
        typeof body?.action === 'string' && ACTIONS.includes(body.action)
          ? (body.action as ElicitAction)
          : 'cancel';
      const reason = typeof body?.reason === 'string' ? (body.reason as BridgeSettledReason) : 'answered';
      // Not ours: a retry of ours would have been answered 200 (its Idempotency-Key).
      return { kind: 'settled', action, reason };
    }
    case 404:
      return { kind: 'gone' };
    case 422: {
      // Only issues that can be shown: the body came over the network.
      const issues = (Array.isArray(body?.issues) ? body.issues : []).filter(
        (issue): issue is FieldError =>
          typeof issue === 'object' &&
          issue !== null &&
          typeof issue.field === 'string' &&
          typeof issue.code === 'string' &&
          typeof issue.message === 'string',
      );
      return { kind: 'undelivered', error: new AnswerNotDeliveredError('invalid-content', issues) };
    }
    case 408:
    case 429:
      return undefined;
    default:
      return { kind: 'refused', status };
  }
}

/**
 * 128 random bits as hex. `getRandomValues`, not `randomUUID`: the latter exists only in secure contexts, and an
 * intranet page on plain http must still send a key.
 */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
