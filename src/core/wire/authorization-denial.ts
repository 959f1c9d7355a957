/**
 * SEP-2643, structured authorization denials, as it travels. We follow the SEP's text at commit `6bff817c`
 * (2026-08-21, "Complete the second pass over SEP-2643", PR #2643, a draft): the envelope rides in the `_meta` of the
 * result that expresses the denial; for "the user must approve at a URL" that result is an `InputRequiredResult`
 * whose `inputRequests` carry a URL-mode `elicitation/create`, and the retry echoes `authorizationContextId` in its
 * own `_meta`. Read only when a host opts in with `experimental: { sep2643: authorizationDenials(…) }`.
 */

/** `_meta` key of the denial envelope, on the result that expresses the denial. */
export const AUTHORIZATION_META_KEY = 'io.modelcontextprotocol/authorization';

/** `_meta` key under which the retry echoes the envelope's `authorizationContextId`, verbatim. */
export const AUTHORIZATION_CONTEXT_ID_META_KEY = 'io.modelcontextprotocol/authorization-context-id';

/**
 * Whether a denial can be acted on (the envelope's `remediation`).
 * @inline
 */
export type AuthorizationRemediation = 'available' | 'unavailable' | 'undisclosed';

/**
 * A remediation hint this client recognises (the SEP defines three; any other `type` is ignored, as it requires):
 * `url`, approve at the URL of the URL-mode request beside it; `task`, someone else decides while a task holds the
 * request; `authorization-remediation` (the SEP's `authorization_remediation`), a new credential for the
 * `authorization_details` named by their `type`, shown as plain text.
 * @inline
 */
export type AuthorizationHint =
  | { readonly type: 'url' }
  | { readonly type: 'task' }
  | { readonly type: 'authorization-remediation'; readonly details: readonly string[] };

/** A URL-mode request's denial, as read from the envelope (`UrlElicitationRequest.denial`). */
export interface AuthorizationDenial {
  /** The envelope's `reason`: `insufficient_authorization`, or one a later SEP defines. */
  readonly reason: string;
  /** The envelope's `remediation`: `available` for a denial asking at a URL (the only one shown). */
  readonly remediation: AuthorizationRemediation;
  /** The server's correlation handle, echoed on the retry; something to quote when asking why. */
  readonly authorizationContextId?: string;
  /** The hints this client recognises, in the server's order. */
  readonly hints: readonly AuthorizationHint[];
  /**
   * Whether this host has assurance that the denial came from the server it addressed (the SEP: a client MUST NOT act
   * on the URL without it). `false`: the URL is shown, never opened (`url.blocked`).
   */
  readonly assured: boolean;
}
