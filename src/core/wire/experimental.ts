/**
 * Protocol drafts a host may opt into, each named by its SEP. Every draft is off unless its key is `true`: a host
 * chooses when to speak a revision that is not final. What a draft changes, and which revision of its SEP we follow,
 * is said on its key and in the README's "Protocol drafts".
 *
 * @example
 * parseElicitRequest(params, { experimental: { sep2631: true } });
 * <ElicitationProvider queue={queue} experimental={{ sep2631: true, sep3118: true }} />
 */
export interface ExperimentalDrafts {
  /** SEP-2631, file inputs: a string field marked `x-mcp-file` becomes a file picker sent as a `data:` URI. */
  sep2631?: boolean;
  /** SEP-3118, app-rendered elicitation: a request with `_meta.ui.resourceUri` is rendered by the server's own app. */
  sep3118?: boolean;
}
