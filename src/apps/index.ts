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
  appElicitationClientCapabilities,
  MCP_APP_MIME_TYPE,
} from '../core/request/app-elicitation.js';
export { appCsp } from './app-csp.js';
export { DEFAULT_APP_CSP } from './app-document.js';
export {
  type AppConnection,
  type AppElicitation,
  type AppRenderOptions,
  appElicitation,
} from './app-elicitation.js';
