import type { AuthorizationDenial } from './authorization-denial.js';
import type { ElicitationIssue } from './errors.js';
import type { InputRequest } from './protocol.js';

// SEP-2643's draft as the library calls it: the value `authorizationDenials({ assured })` returns and its words.
// The code is in the `./drafts/sep2643` entry (src/core/request/denial-draft.ts); only its shape is here.

/**
 * The keys of SEP-2643's words: the "approval required" block of a denied request.
 * @inline
 */
export type DenialMessageKey =
  | 'denial.title'
  | 'denial.intro'
  | 'denial.hint.url'
  | 'denial.hint.task'
  | 'denial.hint.credential'
  | 'denial.reference'
  | 'denial.unassured';

/**
 * SEP-2643's words in each built-in locale (`en`, `zh-CN`), in ICU MessageFormat.
 * @inline
 */
export type DenialMessages = Readonly<Record<'en' | 'zh-CN', Readonly<Record<DenialMessageKey, string>>>>;

/**
 * SEP-2643's authorization denials as a value: all the library does with a denial. Take it from
 * `authorizationDenials({ assured })` in `mcp-elicitation-react/drafts/sep2643`; this library calls it, a host does
 * not.
 *
 * @example
 * import { authorizationDenials } from 'mcp-elicitation-react/drafts/sep2643';
 * parseElicitRequest(params, { experimental: { sep2643: authorizationDenials({ assured: true }) } });
 */
export interface AuthorizationDenialsDraft {
  /** Which draft this is. */
  readonly draft: 'sep2643';
  /**
   * Whether this host has assurance that a result came from the MCP server it addressed (a direct TLS or stdio
   * connection; an authenticated connection to an intermediary is not that). Without it a denial's URL is never
   * opened: the SEP says a client MUST NOT act on it.
   */
  readonly assured: boolean;
  /**
   * Reads the denial a URL-mode request carries in `_meta["io.modelcontextprotocol/authorization"]` (where
   * `requestWithInput`, `attachElicitationHandler` on SDK v2 and the bridge put the envelope of the result that
   * asked): `undefined` when it carries none; every problem pushed to `issues`, with its path in the request.
   */
  readonly read: (
    params: Readonly<Record<string, unknown>>,
    issues: ElicitationIssue[],
  ) => AuthorizationDenial | undefined;
  /**
   * An input request of `result`, given the result's envelope in its own `_meta` when it is a URL-mode
   * `elicitation/create` (a copy); anything else, or a result without an envelope, as it is.
   */
  readonly carry: (request: InputRequest, result: unknown) => InputRequest;
  /** The `authorizationContextId` of the envelope `result` carries in its `_meta`, if it names one. */
  readonly contextIdOf: (result: unknown) => string | undefined;
  /**
   * The params of a retry: `params` with `id` in `_meta["io.modelcontextprotocol/authorization-context-id"]`,
   * verbatim (a copy); `params` itself when `id` is `undefined`.
   */
  readonly echo: <P extends object>(params: P, id: string | undefined) => P;
  /** The draft's words in each built-in locale; a host's `messages` (a locale entry) win over them. */
  readonly messages: DenialMessages;
}
