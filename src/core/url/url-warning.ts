/**
 * The warnings a URL analysis gives: a leaf, so the analysis and the modules that raise warnings for it
 * (`secret-warnings.ts`) both import it without importing each other.
 *
 * @module
 */

/**
 * Something about a URL the user should notice before opening it. None of these block the URL.
 * @inline
 */
export type UrlWarningCode =
  | 'not-https'
  | 'punycode'
  | 'mixed-script'
  | 'lookalike'
  | 'lookalike-separator'
  | 'userinfo'
  | 'ip-address'
  | 'localhost'
  | 'non-default-port'
  | 'invisible-characters'
  // What the spec forbids a server to put in a URL (credentials, personal data), named by parameter.
  | 'carries-token'
  | 'carries-password'
  | 'carries-api-key'
  | 'carries-session-id'
  | 'carries-email';

/**
 * A warning; `detail` names what triggered it: the userinfo text, the port, the offending labels, the ASCII host a
 * lookalike imitates (`lookalike`), the imitated punctuation (`lookalike-separator`: "U+2215 for /"), …
 * @inline
 */
export interface UrlWarning {
  code: UrlWarningCode;
  detail?: string;
}
