import { findCredential } from '../safety/credential-patterns.js';

/**
 * Parameters of a URL that carry what the spec forbids a server to put in one (2026-07-28, URL mode security: no
 * credentials or personal data in the URL, no pre-authenticated URLs): a sign-in token, a password, an API key or
 * client secret, a session id, an email address. Found by the parameter's name (`access_token`, `api_key`,
 * `PHPSESSID`), or by a value that has the shape of one (a JWT, a vendor key, an email address) whatever the name.
 * Ordinary parameters stay quiet: `id`, `state`, `code_challenge`, `page_token`, `response_type=token`.
 *
 * @module
 */

/** What a parameter seems to carry; each kind has its own warning, since each puts the person at a different risk. */
export type UrlSecretKind = 'token' | 'password' | 'api-key' | 'session-id' | 'email';

/** One parameter whose value should not be in a URL, and where that value sits in the `href`. */
export interface UrlSecretParameter {
  readonly kind: UrlSecretKind;
  /** The parameter's name, percent-decoded (`access_token`). */
  readonly name: string;
  /** The value's first character in the `href` (as serialised, still percent-encoded). */
  readonly start: number;
  /** One past the value's last character. */
  readonly end: number;
}

/** The kinds in the order their warnings are listed. */
export const URL_SECRET_KINDS: readonly UrlSecretKind[] = [
  'token',
  'password',
  'api-key',
  'session-id',
  'email',
];

/** More parameters than any real address has; past it the rest is not read (the address stays shown whole). */
const MAX_PARAMETERS = 512;

// Names, compared without case and separators (`access_token`, `accessToken`, `Access-Token` → `accesstoken`).
// Tokens: only the names that mean a credential; `page_token`, `next_token` or `sync_token` are paging cursors.
const TOKEN_NAME =
  /^(?:(?:access|id|refresh|auth|authentication|bearer|oauth|session|security|login|magic|sso|api|user|identity|xamzsecurity)?token|jwt|bearer|authorization|oauthtokensecret)$/;
const PASSWORD_NAME =
  /^(?:(?:user|new|old|current|confirm|login|account|admin|db)?(?:password|passwd|pwd|pass|pw)|passphrase|passcode)$/;
const API_KEY_NAME =
  /^(?:x?api(?:key|secret)|(?:client|app|consumer|api|shared)secret|secret|secretkey|privatekey|accesskey|accesskeyid|awsaccesskeyid|awssecretaccesskey|subscriptionkey|ocpapimsubscriptionkey)$/;
const SESSION_NAME = /^(?:session|sessionid|sessid|sid|jsessionid|phpsessid|aspsessionid[a-z]*|sessionkey)$/;
const EMAIL_NAME = /^(?:e?mail|emailaddress|useremail)$/;
// A whole value that is one email address: nothing around it, one "@", a dotted domain.
const EMAIL_VALUE = /^[^\s@/?#&=]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * The parameters of `href` (a URL as `new URL(…).href` serialises it) that carry a credential or personal data: in
 * the query, in a fragment written as parameters (`#id_token=…`, also after a hash route `#/cb?…`), and Java's
 * `;jsessionid=` in the path. Empty values are left out: they carry nothing.
 *
 * @example
 * findUrlSecrets('https://example.com/cb?id=42#access_token=abc');
 * // [{ kind: 'token', name: 'access_token', start: 36, end: 39 }]
 * findUrlSecrets('https://example.com/?state=xyz&code_challenge=E9Mel'); // []
 */
export function findUrlSecrets(href: string): UrlSecretParameter[] {
  const found: UrlSecretParameter[] = [];
  for (const [from, to, separator] of parameterRanges(href)) {
    let start = from;
    while (start < to && found.length < MAX_PARAMETERS) {
      const next = href.indexOf(separator, start);
      const end = next === -1 || next > to ? to : next;
      const equals = href.indexOf('=', start);
      if (equals !== -1 && equals < end && equals + 1 < end) {
        const name = decode(href.slice(start, equals));
        const kind = classify(name, decode(href.slice(equals + 1, end)));
        if (kind) found.push({ kind, name, start: equals + 1, end });
      }
      start = end + 1;
    }
  }
  return found;
}

/** `[from, to, separator]` of each stretch of `href` written as parameters. */
function parameterRanges(href: string): [number, number, string][] {
  const ranges: [number, number, string][] = [];
  const hash = href.indexOf('#');
  const beforeHash = hash === -1 ? href.length : hash;
  const query = href.indexOf('?');
  const pathEnd = query !== -1 && query < beforeHash ? query : beforeHash;
  // `;jsessionid=…` (Java servlets) sits in the path; a server can put it in any segment.
  const matrix = href.indexOf(';', href.indexOf('//') + 2);
  if (matrix !== -1 && matrix < pathEnd) ranges.push([matrix + 1, pathEnd, ';']);
  if (query !== -1 && query < beforeHash) ranges.push([query + 1, beforeHash, '&']);
  if (hash !== -1) {
    // A hash route (`#/callback?access_token=…`) keeps its parameters after its own "?".
    const routeQuery = href.indexOf('?', hash);
    ranges.push([routeQuery === -1 ? hash + 1 : routeQuery + 1, href.length, '&']);
  }
  return ranges;
}

function classify(name: string, value: string): UrlSecretKind | undefined {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (TOKEN_NAME.test(key)) return 'token';
  if (PASSWORD_NAME.test(key)) return 'password';
  if (API_KEY_NAME.test(key)) return 'api-key';
  if (SESSION_NAME.test(key)) return 'session-id';
  if (EMAIL_NAME.test(key) || EMAIL_VALUE.test(value)) return 'email';
  // Whatever the name: a value with a vendor's key format or a JWT's shape is one.
  const credential = findCredential(value);
  if (credential === undefined) return undefined;
  return /key/i.test(credential) ? 'api-key' : 'token';
}

/** Percent-decoded as a form would (`+` is a space); undecodable text is kept as written. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
