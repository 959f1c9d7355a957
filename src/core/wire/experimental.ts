import type { AuthorizationDenialsDraft } from './denials-draft.js';
import type { FileInputsDraft } from './file-inputs-draft.js';

/**
 * Protocol drafts a host may opt into, each named by its SEP. Every draft is off unless its key is set: a host
 * chooses when to speak a revision that is not final. What a draft changes, and which revision of its SEP we follow,
 * is said on its key and in the README's "Protocol drafts".
 *
 * @example
 * import { fileInputs } from 'mcp-elicitation-react/drafts/sep2631';
 * import { appElicitation } from 'mcp-elicitation-react/apps';
 * parseElicitRequest(params, { experimental: { sep2631: fileInputs } });
 * const queue = createElicitationQueue({ experimental: { sep2631: fileInputs, sep3118: appElicitation() } });
 * requestWithInput(send, params, answer, { experimental: { sep2643: authorizationDenials({ assured: true }), sep3221: true } });
 */
export interface ExperimentalDrafts {
  /**
   * SEP-2631, file inputs: a string field marked `x-mcp-file` becomes a file picker sent as a `data:` URI. Pass
   * `fileInputs` from `mcp-elicitation-react/drafts/sep2631`: the draft's code is in that value only, so a host
   * that opts into nothing does not ship it.
   */
  sep2631?: FileInputsDraft;
  /**
   * SEP-3118, app-rendered elicitation: a request with `_meta.ui.resourceUri` is rendered by the server's own app.
   * Pass `appElicitation(options)` from `mcp-elicitation-react/apps`: the value carries how the views render the app
   * (and `@modelcontextprotocol/ext-apps` is in that entry only), so a host that opts into nothing ships none of it.
   */
  sep3118?: AppElicitationDraft;
  /**
   * SEP-2643, structured authorization denials (its text at commit `6bff817c`, 2026-08-21): a URL-mode request whose
   * result carried `_meta["io.modelcontextprotocol/authorization"]` is shown as "approval required" with its hints,
   * its URL opened only where the host has assurance the denial came from the server, and the retry echoes the
   * denial's `authorizationContextId`. Pass `authorizationDenials({ assured })` from
   * `mcp-elicitation-react/drafts/sep2643`: the draft's code and words are in that value only.
   */
  sep2643?: AuthorizationDenialsDraft;
  /**
   * SEP-3221, secure parameters (its text at commit `03750370`, 2026-08-10): every retry after `input_required`
   * sends the call's `secureArguments` again, as first sent (a copy taken before the first send), and
   * `clientCapabilities({ sep3221: true })` declares the extension. They are never shown, stored in a draft, a
   * record or a receipt, nor logged.
   */
  sep3221?: boolean;
}

/** SEP-3221's extension identifier, declared in `capabilities.extensions` (`clientCapabilities({ sep3221: true })`). */
export const SECURE_PARAMS_EXTENSION = 'io.modelcontextprotocol/secure-params';

/**
 * SEP-3118 as a value: what `appElicitation(options)` from `mcp-elicitation-react/apps` returns, its options and the
 * views' renderer of a server's app. This library reads it; a host makes it with `appElicitation()`, never by hand.
 * @inline
 */
export interface AppElicitationDraft {
  /** Which draft this is. */
  readonly draft: 'sep3118';
  /** The views' renderer of a request's app (a component of the `./apps` entry; the core renders nothing). */
  readonly render: unknown;
}

/**
 * The file-input draft the host passed, checked: `undefined` when it opted out.
 *
 * @throws {TypeError} when `sep2631` is set to anything but `fileInputs` (such as `true`, the former opt-in).
 * @example
 * fileInputsOf({ sep2631: fileInputs }); // fileInputs
 */
export function fileInputsOf(experimental: ExperimentalDrafts | undefined): FileInputsDraft | undefined {
  return draftValue(experimental?.sep2631, 'sep2631', 'fileInputs');
}

/**
 * The authorization-denials draft the host passed, checked: `undefined` when it opted out.
 *
 * @throws {TypeError} when `sep2643` is set to anything but the value `authorizationDenials(…)` returns.
 * @example
 * denialsOf({ sep2643: authorizationDenials({ assured: true }) }); // the draft
 */
export function denialsOf(
  experimental: ExperimentalDrafts | undefined,
): AuthorizationDenialsDraft | undefined {
  return draftValue(experimental?.sep2643, 'sep2643', 'authorizationDenials({ assured })');
}

/**
 * The app-elicitation draft the host passed, checked alike: `undefined` when it opted out.
 *
 * @throws {TypeError} when `sep3118` is set to anything but `appElicitation()`'s value (such as `true`, the former
 * opt-in).
 * @example
 * appElicitationOf({ sep3118: appElicitation() }); // the value
 */
export function appElicitationOf(
  experimental: { readonly sep3118?: AppElicitationDraft | undefined } | undefined,
): AppElicitationDraft | undefined {
  return draftValue(experimental?.sep3118, 'sep3118', 'appElicitation()', 'mcp-elicitation-react/apps');
}

/** `false`, `null` and absent are off; anything else but the draft's own value (`true`, say) is refused. */
function draftValue<T>(
  value: unknown,
  name: string,
  what: string,
  entry = `mcp-elicitation-react/drafts/${name}`,
): T | undefined {
  const draft = value as { draft?: unknown } | null | false | undefined;
  if (draft && draft.draft !== name) throw new TypeError(`experimental.${name} takes ${what} from ${entry}`);
  return (draft || undefined) as T | undefined;
}
