import { isOverlongHost } from './host.js';

/**
 * Why a URL must not be offered to the user at all. `unchecked`: its analysis, which the views and the queue load on
 * demand, is not in (yet, or it failed to load): nothing is offered to open before the address is analysed.
 * @inline
 */
export type UrlBlockReason =
  | 'unparseable'
  | 'relative'
  | 'scheme'
  | 'too-long'
  | 'invalid-host'
  | 'unchecked';

/** Longer input is blocked as `too-long` without being parsed. */
export const DEFAULT_MAX_URL_LENGTH = 10_000;

/**
 * The rules that decide whether a URL may be offered at all, without the analysis shown to the user: what both
 * `analyzeElicitationUrl` and `openElicitationUrl` enforce, so the opener needs neither the public-suffix list nor
 * the lookalike checks. `url` is set once the input parsed, blocked or not (the analysis still describes the host
 * of a blocked `javascript:` link).
 * @internal
 */
export function checkUrl(
  raw: string,
  maxLength: number = DEFAULT_MAX_URL_LENGTH,
): { url?: URL; blockReason?: UrlBlockReason } {
  if (typeof raw !== 'string') return { blockReason: 'unparseable' };
  if (raw.length > maxLength) return { blockReason: 'too-long' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { blockReason: classifyUnparseable(raw) };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { url, blockReason: 'scheme' };
  if (isOverlongHost(url.hostname)) return { url, blockReason: 'invalid-host' };
  return { url };
}

/** Tabs and newlines, which WHATWG removes anywhere. */
const INNER_JUNK = /[\t\n\r]/g;
const SCHEME_PREFIX = /^[a-z][a-z0-9+.-]*:/i;

/** Tells "has no scheme, so it would resolve against the client's own page" apart from plain garbage. */
function classifyUnparseable(raw: string): UrlBlockReason {
  // WHATWG also strips leading and trailing C0 controls and spaces.
  let start = 0;
  let end = raw.length;
  while (start < end && raw.charCodeAt(start) <= 0x20) start++;
  while (end > start && raw.charCodeAt(end - 1) <= 0x20) end--;
  const cleaned = raw.slice(start, end).replace(INNER_JUNK, '');
  if (cleaned === '') return 'unparseable';
  return SCHEME_PREFIX.test(cleaned) ? 'unparseable' : 'relative';
}
