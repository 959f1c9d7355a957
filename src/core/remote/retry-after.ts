/**
 * The longest a page waits because a response's `Retry-After` asked it to: past this the person would be left
 * without their answer delivered or their requests shown for longer than any outage the bridge reports (it asks 2 s).
 */
export const MAX_RETRY_AFTER_MS = 30_000;

/**
 * The wait a response's `Retry-After` asks for (RFC 9110 §10.2.3: delay-seconds or an HTTP date), in ms, at most
 * {@link MAX_RETRY_AFTER_MS}; `undefined` when there is no response, no header, or a value that is neither.
 * @internal
 * @example
 * retryAfterMs(new Response(null, { status: 503, headers: { 'Retry-After': '2' } })); // 2000
 */
export function retryAfterMs(response: Response | undefined, now = Date.now()): number | undefined {
  const value = response?.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  // `Date.parse` is lenient ('-3' and '1.5' are dates to it): only the HTTP date forms, which end in GMT.
  const ms = /^\d+$/.test(value)
    ? Number(value) * 1000
    : / GMT$/.test(value)
      ? Date.parse(value) - now
      : Number.NaN;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}
