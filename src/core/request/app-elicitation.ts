import { type AppElicitationDraft, appElicitationOf } from '../wire/experimental.js';
import { isJsonObject, own } from '../wire/json.js';

/**
 * The MCP Apps extension's identifier, under which both peers declare app-rendered elicitation (SEP-3118).
 * @inline
 */
export const MCP_APPS_EXTENSION = 'io.modelcontextprotocol/ui';

/** The MIME type of an MCP App resource, the one a host reads for a `ui://` app. */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

/**
 * Why a form request is rendered by our own form and not by the server's app:
 * - `not-opted-in`: the host did not opt into `experimental.sep3118` (`appElicitation()`);
 * - `no-app`: the request names no app (`_meta.ui.resourceUri` absent);
 * - `not-ui-uri`: it names something other than an absolute `ui://` URI (ignored, as the SEP says of metadata a
 *   host does not understand);
 * - `server-not-declared`: the originating server did not declare `extensions["io.modelcontextprotocol/ui"]
 *   .elicitation` in its capabilities.
 */
export type AppFallbackReason = 'not-opted-in' | 'no-app' | 'not-ui-uri' | 'server-not-declared';

/** Whether the server's app renders a form request (`app`, with the resource to read) or our own form (`form`, with why). */
export type AppElicitationDecision =
  | { render: 'app'; resourceUri: string }
  | { render: 'form'; reason: AppFallbackReason };

/** What decides it besides the request: the host's opt-in and the originating server's declared capabilities. */
export interface AppElicitationOptions {
  /**
   * The host's opt-in, `{ sep3118: appElicitation() }`: only `sep3118` is read here, so the host's whole
   * `experimental` (an `ExperimentalDrafts`, SEP-2631's `fileInputs` too) may be passed as it is.
   */
  experimental?: { readonly sep3118?: AppElicitationDraft | undefined } | undefined;
  /** The server's capabilities as it declared them (`initialize` result, or `server/discover` in 2026-07-28). */
  serverCapabilities?: unknown;
}

/**
 * What a parsed form request keeps of SEP-3118: the string the request names under `_meta.ui.resourceUri`, as sent
 * (any string), with the params themselves (the same object) for the app; `undefined` when it names none. Reading
 * it decides nothing: {@link decideAppElicitation} does.
 *
 * @example
 * readAppRequest({ message: 'Pick', requestedSchema, _meta: { ui: { resourceUri: 'ui://shop/pick' } } })?.appResourceUri; // 'ui://shop/pick'
 * @internal
 */
export function readAppRequest(
  params: Readonly<Record<string, unknown>>,
): { appResourceUri: string; appParams: Readonly<Record<string, unknown>> } | undefined {
  const meta = own(params, '_meta');
  const ui = isJsonObject(meta) ? own(meta, 'ui') : undefined;
  const uri = isJsonObject(ui) ? own(ui, 'resourceUri') : undefined;
  return typeof uri === 'string' ? { appResourceUri: uri, appParams: params } : undefined;
}

/**
 * True when `uri` is an absolute `ui://` URI with something after the scheme, the only kind SEP-3118 lets an
 * elicitation name.
 *
 * @example
 * isUiResourceUri('ui://portfolio/assign-manager'); // true
 * isUiResourceUri('https://evil.example/app');        // false
 */
export function isUiResourceUri(uri: string): boolean {
  return /^ui:\/\/[^\s/]+(?:\/\S*)?$/.test(uri);
}

/**
 * True when a server's capabilities declare SEP-3118's `elicitation` member (an object) in its MCP Apps
 * extension settings: `capabilities.extensions["io.modelcontextprotocol/ui"].elicitation`.
 *
 * @example
 * serverOffersAppElicitation({ extensions: { 'io.modelcontextprotocol/ui': { elicitation: {} } } }); // true
 * serverOffersAppElicitation({ elicitation: {} });                                                   // false
 */
export function serverOffersAppElicitation(capabilities: unknown): boolean {
  const extensions = isJsonObject(capabilities) ? own(capabilities, 'extensions') : undefined;
  const apps = isJsonObject(extensions) ? own(extensions, MCP_APPS_EXTENSION) : undefined;
  return isJsonObject(apps) && isJsonObject(own(apps, 'elicitation'));
}

/**
 * SEP-3118: who renders a checked form request. The server's app only when all three hold: the host opted into
 * `experimental.sep3118`, the request names an absolute `ui://` resource under `_meta.ui.resourceUri`, and the
 * originating server declared the MCP Apps extension's `elicitation` member. Anything else is our own form, with
 * the reason; the request itself is never refused for its app metadata.
 *
 * @example
 * const request = parseFormRequest(params);
 * const decision = decideAppElicitation(request, {
 *   experimental: { sep3118: appElicitation() },
 *   serverCapabilities: client.getServerCapabilities(),
 * });
 * if (decision.render === 'app') console.log('read', decision.resourceUri);
 */
export function decideAppElicitation(
  request: { readonly appResourceUri?: string | undefined },
  options: AppElicitationOptions,
): AppElicitationDecision {
  const uri = request.appResourceUri;
  if (!appElicitationOf(options.experimental)) return { render: 'form', reason: 'not-opted-in' };
  if (uri === undefined) return { render: 'form', reason: 'no-app' };
  if (!isUiResourceUri(uri)) return { render: 'form', reason: 'not-ui-uri' };
  if (!serverOffersAppElicitation(options.serverCapabilities)) {
    return { render: 'form', reason: 'server-not-declared' };
  }
  return { render: 'app', resourceUri: uri };
}

/**
 * The client capabilities a host that opted into SEP-3118 declares (merge them into its own): core form
 * elicitation, and the MCP Apps extension with the app MIME type and the `elicitation` member. A server attaches
 * `_meta.ui.resourceUri` only to a client that declared them.
 *
 * @example
 * const client = new Client({ name: 'host', version: '1.0.0' }, { capabilities: appElicitationClientCapabilities() });
 */
export function appElicitationClientCapabilities(): {
  elicitation: { form: Record<string, never> };
  extensions: Record<typeof MCP_APPS_EXTENSION, { mimeTypes: string[]; elicitation: Record<string, never> }>;
} {
  return {
    elicitation: { form: {} },
    extensions: { [MCP_APPS_EXTENSION]: { mimeTypes: [MCP_APP_MIME_TYPE], elicitation: {} } },
  };
}
