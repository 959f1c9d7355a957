import { getDomain } from 'tldts';
import { codePointLabel, ENCODED_INVISIBLE, isInvisibleCodePoint } from './invisible.js';

/** Something about a URL the user should notice before opening it. None of these block the URL. */
export type UrlWarningCode =
  | 'not-https'
  | 'punycode'
  | 'mixed-script'
  | 'userinfo'
  | 'ip-address'
  | 'localhost'
  | 'non-default-port'
  | 'invisible-characters';

/** A warning; `detail` names what triggered it (the userinfo text, the port, the offending labels, …). */
export interface UrlWarning {
  code: UrlWarningCode;
  detail?: string;
}

/** Why a URL must not be offered to the user at all. */
export type UrlBlockReason = 'unparseable' | 'relative' | 'scheme' | 'too-long';

/** What the client needs to show a URL-mode request honestly (spec §5: full URL, domain highlighted). */
export interface UrlAnalysis {
  /** Normalised by WHATWG URL; the raw input when the URL could not be parsed. */
  href: string;
  /** `https`, `http`, `javascript`, … without the colon; `''` when unparseable. */
  scheme: string;
  /** ASCII host as WHATWG URL gives it (punycode kept, IPv6 in brackets); `''` if none. */
  host: string;
  /** `host` with every `xn--` label decoded to Unicode. */
  displayHost: string;
  /** The registrable domain (ICANN + private public-suffix rules) of the ASCII host; undefined for IPs, localhost
   * and single-label hosts. */
  registrableDomain?: string;
  /** Only when explicit and different from the scheme's default port. */
  port?: string;
  /** For non-blocked URLs only, in a stable order. */
  warnings: UrlWarning[];
  blocked: boolean;
  blockReason?: UrlBlockReason;
}

export interface AnalyzeUrlOptions {
  /** Longer input is blocked as `too-long` without being parsed. Default 10 000 characters. */
  maxLength?: number;
}

const DEFAULT_MAX_LENGTH = 10_000;

/**
 * Analyses the URL of a URL-mode elicitation before it is shown to the user. Pure and synchronous: it never
 * fetches anything, never throws, and runs in browsers, workers and Node.
 *
 * Only `https:` and `http:` URLs are allowed; everything else is `blocked`. Allowed URLs carry warnings for
 * the tricks that make a host look like something it is not (userinfo, punycode, lookalike letters, raw IPs,
 * invisible characters, …).
 *
 * @example
 * const a = analyzeElicitationUrl('https://bank.example@login.example.com.evil.io/x');
 * a.blocked;            // false
 * a.host;               // 'login.example.com.evil.io'
 * a.registrableDomain;  // 'evil.io'  ← the part to emphasise
 * a.warnings;           // [{ code: 'userinfo', detail: 'bank.example' }]
 */
export function analyzeElicitationUrl(url: string, options: AnalyzeUrlOptions = {}): UrlAnalysis {
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
  const maxLength = typeof limit === 'number' && limit >= 0 ? limit : DEFAULT_MAX_LENGTH;
  if (raw.length > maxLength) return blockedResult(raw, 'too-long');

  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return blockedResult(raw, classifyUnparseable(raw));
  }

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

  if (scheme !== 'https' && scheme !== 'http') {
    result.blocked = true;
    result.blockReason = 'scheme';
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
  }

  const invisible = invisibleCharacters(raw, parsed.href);
  if (invisible.length > 0) warnings.push({ code: 'invisible-characters', detail: invisible.join(', ') });

  return result;
}

function blockedResult(href: string, reason: UrlBlockReason): UrlAnalysis {
  return { href, scheme: '', host: '', displayHost: '', warnings: [], blocked: true, blockReason: reason };
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

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// WHATWG normalises every IPv4 spelling (decimal, hex, octal, short forms) to dotted quads, so this suffices.
const IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
// Node/browsers serialise IPv4-mapped IPv6 loopback (::ffff:127.x.y.z) as hex: [::ffff:7fxx:yyyy].
const IPV6_LOOPBACK = /^\[(?:::1|::|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4})\]$/;

function isIpHost(host: string): boolean {
  return host.startsWith('[') || IPV4.test(host);
}

function isLocalHost(host: string): boolean {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (IPV4.test(host)) return host.startsWith('127.') || host === '0.0.0.0';
  return IPV6_LOOPBACK.test(host);
}

function invisibleCharacters(raw: string, href: string): string[] {
  const found = new Set<string>();
  for (const char of raw) {
    const cp = char.codePointAt(0) ?? 0;
    // Controls (up to U+009F) cannot hide in an address: the URL parser strips or percent-encodes them.
    if (cp > 0x9f && isInvisibleCodePoint(cp)) found.add(codePointLabel(cp));
  }
  // Percent-encoded too: a UI that decodes the URL for display would reactivate them.
  for (const match of href.matchAll(ENCODED_INVISIBLE)) {
    const decoded = safeDecode(match[0]);
    found.add(codePointLabel(decoded.codePointAt(0) ?? 0));
  }
  return [...found];
}

/**
 * Decodes every `xn--` label of an ASCII host to Unicode (`xn--mnchen-3ya.de` → `münchen.de`). Labels that are
 * not valid punycode are kept as they are. IP addresses pass through unchanged.
 */
export function toUnicodeHost(host: string): string {
  if (!host.includes('xn--') && !host.includes('XN--')) return host;
  return host
    .split('.')
    .map((label) => {
      if (label.slice(0, 4).toLowerCase() !== 'xn--') return label;
      return decodePunycode(label.slice(4).toLowerCase()) ?? label;
    })
    .join('.');
}

// RFC 3492 parameters for IDNA.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_INT = 0x7fffffff;

function adaptBias(delta: number, numPoints: number, firstTime: boolean): number {
  let d = firstTime ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22; // '0'..'9' → 26..35
  if (code >= 0x41 && code <= 0x5a) return code - 0x41; // 'A'..'Z' → 0..25
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // 'a'..'z' → 0..25
  return -1;
}

/** RFC 3492 §6.2 decoding of one label without its `xn--` prefix; undefined when the input is not valid. */
function decodePunycode(input: string): string | undefined {
  const output: number[] = [];
  const delimiter = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(delimiter, 0); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  let pos = delimiter < 0 ? 0 : delimiter + 1;
  while (pos < input.length) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (pos >= input.length) return undefined;
      const digit = digitValue(input.charCodeAt(pos++));
      if (digit < 0 || digit > Math.floor((MAX_INT - i) / w)) return undefined;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return undefined;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adaptBias(i - oldI, length, oldI === 0);
    if (Math.floor(i / length) > MAX_INT - n) return undefined;
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined;
    output.splice(i, 0, n);
    i++;
  }
  // An A-label must decode to something non-ASCII (RFC 5890); `xn--abc-` shown as `abc` would be a spoof.
  if (!output.some((code) => code >= 0x80)) return undefined;
  let text = '';
  for (const code of output) text += String.fromCodePoint(code);
  return text;
}

// Scripts we can name; a letter in none of them counts as 'Other'. Common (digits, hyphen) and Inherited
// (combining marks) are script-neutral.
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Tibetan', /\p{Script=Tibetan}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Syriac', /\p{Script=Syriac}/u],
  ['Thaana', /\p{Script=Thaana}/u],
  ['Mongolian', /\p{Script=Mongolian}/u],
  ['Canadian_Aboriginal', /\p{Script=Canadian_Aboriginal}/u],
  ['Tifinagh', /\p{Script=Tifinagh}/u],
  ['Nko', /\p{Script=Nko}/u],
  ['Yi', /\p{Script=Yi}/u],
  ['Coptic', /\p{Script=Coptic}/u],
];
const NON_ASCII = /[^\x20-\x7e]/;
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

// UTS #39 "highly restrictive": CJK writing legitimately mixes these scripts (with Latin) inside one word.
const ALLOWED_MIXES: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

// Lowercase letters that render like Latin letters, after Chrome's IDN spoof checker. A label made only of
// these spells a Latin word in another script ("аррӏе").
const LATIN_LOOKALIKES: Readonly<Record<string, ReadonlySet<string>>> = {
  Cyrillic: new Set('асԁеһіјӏорԛѕԝхуүъьҽпгѵѡ'),
  Greek: new Set('αικνορυχγω'),
};

function scriptOf(char: string): string | undefined {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) return 'Latin';
  if (code < 0x80 || NEUTRAL.test(char)) return undefined;
  for (const [name, pattern] of SCRIPTS) if (pattern.test(char)) return name;
  return 'Other';
}

function labelScripts(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    const script = scriptOf(char);
    if (script) scripts.add(script);
  }
  return scripts;
}

function isMixedScript(scripts: ReadonlySet<string>): boolean {
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((script) => allowed.has(script)));
}

function isWholeScriptLookalike(label: string, script: string): boolean {
  const lookalikes = LATIN_LOOKALIKES[script];
  if (!lookalikes) return false;
  for (const char of label) if (scriptOf(char) !== undefined && !lookalikes.has(char)) return false;
  return true;
}

/** The labels of a Unicode host that mix scripts or spell Latin with lookalikes of another script. */
function mixedScriptLabels(displayHost: string): string[] {
  // ASCII hosts are all Latin: nothing to mix.
  if (!NON_ASCII.test(displayHost)) return [];
  const labels = displayHost.split('.').filter((label) => label !== '');
  const tld = labels.length > 1 ? labels[labels.length - 1] : undefined;
  const tldScripts = tld === undefined ? new Set<string>() : labelScripts(tld);
  const offending: string[] = [];
  for (const label of labels) {
    const scripts = labelScripts(label);
    if (isMixedScript(scripts)) {
      offending.push(label);
      continue;
    }
    const [script] = scripts;
    // Under a TLD of the same script (.рф, .рус) the user expects that script, and e.g. "рус" is not a trick.
    if (script && script !== 'Latin' && !tldScripts.has(script) && isWholeScriptLookalike(label, script)) {
      offending.push(label);
    }
  }
  return offending;
}
