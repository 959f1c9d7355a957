import { findUrlSecrets, URL_SECRET_KINDS, type UrlSecretKind } from './secret-parameters.js';
import type { UrlWarning, UrlWarningCode } from './url-warning.js';

/** Names listed in one warning; a URL with more says "…" after them (the address shows every one, masked). */
const MAX_NAMES = 5;
/** Longest name quoted; a hostile one cannot fill the warning. */
const MAX_NAME = 64;

/**
 * One warning per kind of forbidden content in `href` (in the order of {@link URL_SECRET_KINDS}), its `detail` the
 * names of the parameters that carry it: `access_token`, or `password, pin`.
 *
 * @example
 * secretWarnings('https://example.com/cb#access_token=abc&state=1');
 * // [{ code: 'carries-token', detail: 'access_token' }]
 */
export function secretWarnings(href: string): UrlWarning[] {
  const secrets = findUrlSecrets(href);
  const warnings: UrlWarning[] = [];
  for (const kind of URL_SECRET_KINDS) {
    const names = [...new Set(secrets.filter((entry) => entry.kind === kind).map((entry) => entry.name))];
    if (names.length === 0) continue;
    const listed = names
      .slice(0, MAX_NAMES)
      .map((name) => (name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name));
    if (names.length > MAX_NAMES) listed.push('…');
    warnings.push({ code: warningCode(kind), detail: listed.join(', ') });
  }
  return warnings;
}

/** The warning that names a kind of forbidden content. */
function warningCode(kind: UrlSecretKind): UrlWarningCode {
  switch (kind) {
    case 'token':
      return 'carries-token';
    case 'password':
      return 'carries-password';
    case 'api-key':
      return 'carries-api-key';
    case 'session-id':
      return 'carries-session-id';
    case 'email':
      return 'carries-email';
    default:
      return kind satisfies never;
  }
}
