import { getDomain } from 'tldts';
import { codePointLabel, findInvisible } from '../safety/invisible-characters.js';
import { checkUrl, type UrlBlockReason } from './block.js';
import { IN_URL } from './encoded-invisible.js';
import { isIpHost, isLocalHost } from './host.js';
import { asciiLookalike } from './lookalike.js';
import { mixedScriptLabels } from './scripts.js';
import { secretWarnings } from './secret-warnings.js';
import { separatorLookalikes } from './separator-lookalike.js';
import { toUnicodeHost } from './unicode-host.js';
import type { UrlAnalysis } from './url-analysis.js';

/** The options of {@link analyzeElicitationUrl}, for the library's own use (written out in its signature). */
export type AnalyzeUrlOptions = NonNullable<Parameters<typeof analyzeElicitationUrl>[1]>;

/**
 * Analyses the URL of a URL-mode elicitation before it is shown to the user. Pure and synchronous: it never
 * fetches anything, never throws, and runs in browsers, workers and Node.
 *
 * Only `https:` and `http:` URLs are allowed; everything else is `blocked`, and so is a host longer than DNS
 * allows (`invalid-host`). Allowed URLs carry warnings for the tricks that make a host look like something it is
 * not (userinfo, punycode, mixed scripts, a host confusable with an ASCII one, lookalike slashes and dots, raw IPs,
 * loopback names, invisible characters, …), and for what the spec forbids a server to put in a URL: a sign-in
 * token, a password, an API key, a session id or an email address, each named by its parameter
 * (`carries-token` with `detail: 'access_token'`).
 *
 * @example
 * const a = analyzeElicitationUrl('https://bank.example@login.example.com.evil.io/x');
 * a.blocked;            // false
 * a.host;               // 'login.example.com.evil.io'
 * a.registrableDomain;  // 'evil.io'  ← the part to emphasise
 * a.warnings;           // [{ code: 'userinfo', detail: 'bank.example' }]
 * analyzeElicitationUrl('https://example.com/cb#access_token=abc').warnings;
 * // [{ code: 'carries-token', detail: 'access_token' }]
 */
export function analyzeElicitationUrl(
  url: string,
  options: {
    /** Longer input is blocked as `too-long` without being parsed. Default 10 000 characters. */
    maxLength?: number;
  } = {},
): UrlAnalysis {
  if (typeof url !== 'string') return blockedResult('', 'unparseable');
  try {
    return analyze(url, options);
  } catch {
    // Fail closed: a URL we could not analyse must not be offered.
    return blockedResult(url, 'unparseable');
  }
}

function analyze(raw: string, options: AnalyzeUrlOptions): UrlAnalysis {
  const limit = options.maxLength;
  const { url: parsed, blockReason } = checkUrl(
    raw,
    typeof limit === 'number' && limit >= 0 ? limit : undefined,
  );
  if (!parsed) return blockedResult(raw, blockReason ?? 'unparseable');

  const scheme = parsed.protocol.slice(0, -1);
  const host = parsed.hostname;
  const displayHost = toUnicodeHost(host);
  const ip = isIpHost(host);
  const local = isLocalHost(host);
  const port = parsed.port === '' ? undefined : parsed.port;
  const domain = ip || local || host === '' ? null : getDomain(host, { allowPrivateDomains: true });

  const result: UrlAnalysis = { href: parsed.href, scheme, host, displayHost, warnings: [], blocked: false };
  if (domain) result.registrableDomain = domain;
  if (port !== undefined) result.port = port;
  if (blockReason) {
    result.blocked = true;
    result.blockReason = blockReason;
    return result;
  }

  const warnings = result.warnings;
  if (scheme === 'http') warnings.push({ code: 'not-https' });
  if (parsed.username !== '' || parsed.password !== '') {
    const userinfo = parsed.password === '' ? parsed.username : `${parsed.username}:${parsed.password}`;
    warnings.push({ code: 'userinfo', detail: safeDecode(userinfo) });
  }
  if (ip) warnings.push({ code: 'ip-address', detail: host });
  if (local) warnings.push({ code: 'localhost', detail: host });
  if (port !== undefined) warnings.push({ code: 'non-default-port', detail: port });

  const labels = host.split('.').filter((label) => label !== '');
  if (!ip && labels.some((label) => label.startsWith('xn--'))) {
    warnings.push({ code: 'punycode', detail: displayHost });
  }
  if (!ip) {
    const mixed = mixedScriptLabels(displayHost);
    if (mixed.length > 0) warnings.push({ code: 'mixed-script', detail: mixed.join(', ') });
    const lookalike = asciiLookalike(displayHost);
    if (lookalike !== undefined) warnings.push({ code: 'lookalike', detail: lookalike });
    const separators = separatorLookalikes(displayHost);
    if (separators.length > 0) {
      const detail = separators.map((entry) => `${codePointLabel(entry.codePoint)} for ${entry.looksLike}`);
      warnings.push({ code: 'lookalike-separator', detail: detail.join(', ') });
    }
  }

  const invisible = invisibleCharacters(raw, parsed.href);
  if (invisible.length > 0) warnings.push({ code: 'invisible-characters', detail: invisible.join(', ') });
  warnings.push(...secretWarnings(parsed.href));

  return result;
}

function blockedResult(href: string, reason: UrlBlockReason): UrlAnalysis {
  return { href, scheme: '', host: '', displayHost: '', warnings: [], blocked: true, blockReason: reason };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function invisibleCharacters(raw: string, href: string): string[] {
  const found = new Set<string>();
  // Controls (up to U+009F) cannot hide in an address: the URL parser strips or percent-encodes them.
  for (const entry of findInvisible(raw, IN_URL)) {
    if (entry.codePoint > 0x9f) found.add(codePointLabel(entry.codePoint));
  }
  // Percent-encoded too: a UI that decodes the URL for display would reactivate them.
  for (const entry of findInvisible(href, IN_URL)) {
    if (entry.encoded) found.add(codePointLabel(entry.codePoint));
  }
  return [...found];
}
