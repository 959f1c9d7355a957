import type { ElicitationRequest } from '../request/parse-request.js';
import type { ElicitResult } from '../wire/protocol.js';
import { acceptResult } from '../wire/results.js';

/**
 * When the `accept` of a URL-mode request is sent.
 *
 * - `on-open`: when the user opens the link. 2025-11-25 pushes URL requests with an `elicitationId` and waits
 *   for the out-of-band step itself; the entry then waits on screen until `notifications/elicitation/complete`
 *   or the user dismisses it.
 * - `on-continue`: when the user says they are done (Continue). 2026-07-28 (and a 2025-11-25 `-32042` error)
 *   retries the original request with that `accept`, so it must not go before the user has finished.
 */
export type UrlAcceptTiming = 'on-open' | 'on-continue';

/**
 * Where a request is in its life: `asking` until a URL-mode request's link is opened, then `waiting` for the
 * out-of-band step, then `completed` once the server said it finished (2025-11-25). Form mode only asks.
 * A view's step (`useElicitationFlow().phase`) refines `asking` into `form`, `review` or `failed`.
 */
export type ElicitationState = 'asking' | 'waiting' | 'completed';

/**
 * The timing a URL-mode request gets unless told otherwise: `on-open` when it carries an `elicitationId` (a
 * 2025-11-25 request, which the server follows with a completion notification), else `on-continue`.
 *
 * @example
 * defaultUrlAccept(parseElicitRequest({ mode: 'url', message: 'Sign in', url: 'https://example.com' })); // 'on-continue'
 */
export function defaultUrlAccept(request: ElicitationRequest): UrlAcceptTiming | undefined {
  if (request.mode !== 'url') return undefined;
  return request.elicitationId === undefined ? 'on-continue' : 'on-open';
}

/**
 * The rule for the end of a URL request's out-of-band step (the server said it finished: 2025-11-25's
 * `notifications/elicitation/complete`), in one place for the queue and the consent flow: only a request that
 * `waiting` completes (one the user has not opened yet, or already completed, does not: `undefined`); it becomes
 * `completed`; and an `accept` still held for Continue (`on-continue`, not answered yet) is sent now, as Continue
 * would send it (`answer`).
 *
 * @example
 * completeUrlStep({ state: 'waiting', urlAccept: 'on-continue', answered: false }); // { answer: { action: 'accept' } }
 * completeUrlStep({ state: 'waiting', urlAccept: 'on-open', answered: true });      // {}
 * completeUrlStep({ state: 'asking', urlAccept: 'on-open', answered: false });      // undefined
 */
export function completeUrlStep(step: {
  readonly state: ElicitationState;
  readonly urlAccept?: UrlAcceptTiming | undefined;
  readonly answered: boolean;
}): { readonly answer?: ElicitResult } | undefined {
  if (step.state !== 'waiting') return undefined;
  return step.urlAccept === 'on-continue' && !step.answered ? { answer: acceptResult() } : {};
}

/**
 * How long after a Continue a URL request for the same address from the same connection counts as "not finished
 * yet": the retry's answer comes back at once from most servers, but one may first block for a while.
 */
export const NOT_FINISHED_WINDOW_MS = 120_000;

interface Consent {
  readonly href: string;
  readonly id: string;
  readonly at: number;
}

/** The URLs the user said they finished, per connection, to recognise the server asking for the same one again. */
export interface ContinueMemory {
  /** The user answered `accept` on entry `id` (Continue) for `href`. */
  remember(source: object, href: string, id: string): void;
  /** The id of the entry the user just continued from for `href`, once: a later request asks afresh. */
  take(source: object, href: string): string | undefined;
  forget(source: object): void;
}

export function createContinueMemory(now: () => number = Date.now): ContinueMemory {
  const bySource = new WeakMap<object, Consent[]>();
  const fresh = (source: object) => {
    const limit = now() - NOT_FINISHED_WINDOW_MS;
    const kept = (bySource.get(source) ?? []).filter((consent) => consent.at >= limit);
    bySource.set(source, kept);
    return kept;
  };
  return {
    remember(source, href, id) {
      const kept = fresh(source).filter((consent) => consent.href !== href);
      bySource.set(source, [...kept, { href, id, at: now() }]);
    },
    take(source, href) {
      const kept = fresh(source);
      const match = kept.find((consent) => consent.href === href);
      if (match)
        bySource.set(
          source,
          kept.filter((consent) => consent !== match),
        );
      return match?.id;
    },
    forget(source) {
      bySource.delete(source);
    },
  };
}
