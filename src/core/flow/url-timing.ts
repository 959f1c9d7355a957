import type { ElicitationRequest } from '../request/parse-request.js';

/**
 * When the `accept` of a URL-mode request is sent.
 *
 * - `on-open`: when the user opens the link. 2025-11-25 pushes URL requests with an `elicitationId` and waits
 *   for the out-of-band step itself; the entry then waits on screen until `notifications/elicitation/complete`
 *   or the user dismisses it.
 * - `on-continue`: when the user says they are done (Continue). 2026-07-28 (and a 2025-11-25 `-32042` error)
 *   retries the original request with that `accept`, so it must not go before the user has finished.
 * @inline
 */
export type UrlAcceptTiming = 'on-open' | 'on-continue';

/**
 * Where a request is in its life: `asking` until a URL-mode request's link is opened, then `waiting` for the
 * out-of-band step, then `completed` once the server said it finished (2025-11-25). Form mode only asks.
 * A view's step (`useElicitationFlow().phase`) refines `asking` into `form`, `review` or `failed`.
 * @inline
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
