/**
 * `mcp-elicitation-react/apps`: SEP-3118 app-rendered elicitation (a draft, behind `experimental.sep3118`).
 * The only entry that imports `@modelcontextprotocol/ext-apps` (an optional peer).
 */

export { type AppResourceContent, DEFAULT_APP_CSP } from './app-document.js';
export {
  type AppConnection,
  AppElicitationHost,
  type AppElicitationHostProps,
  type AppElicitationLabels,
} from './app-elicitation-host.js';
