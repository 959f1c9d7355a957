/**
 * `mcp-elicitation-react/apps`: SEP-3118 app-rendered elicitation (a draft, `experimental: { sep3118: appElicitation() }`): a form
 * request naming a server's `ui://` app is rendered by that app, in a sandboxed iframe, inside our consent chrome.
 * The only entry that imports `@modelcontextprotocol/ext-apps` (an optional peer dependency, needed only here).
 *
 * @module mcp-elicitation-react/apps
 */

// SEP-3118's core half, framework-free (`src/core/request/app-elicitation.ts`), exported here only: a host that
// never renders apps ships none of it.
export {
  type AppElicitationDecision,
  type AppElicitationOptions,
  type AppFallbackReason,
  appElicitationClientCapabilities,
  decideAppElicitation,
  isUiResourceUri,
  MCP_APP_MIME_TYPE,
  MCP_APPS_EXTENSION,
  serverOffersAppElicitation,
} from '../core/request/app-elicitation.js';
export type { AppElicitationDraft } from '../core/wire/experimental.js';
export {
  type AppCspAllowList,
  type AppCspKind,
  type AppCspPolicy,
  type AppDeclaredCsp,
  appCsp,
  appDeclaredCsp,
} from './app-csp.js';
export { type AppResourceContent, DEFAULT_APP_CSP } from './app-document.js';
export {
  type AppConnection,
  type AppElicitation,
  type AppElicitationLabels,
  type AppRenderOptions,
  appElicitation,
} from './app-elicitation.js';
