/**
 * `mcp-elicitation-react/acp`: the Agent Client Protocol's elicitation (Zed and other editors) through the same
 * queue, dialog and panels as MCP's: an agent's `elicitation/create` (form and URL mode, scoped to a session, a tool
 * call or a request) and `elicitation/complete`. The only entry that imports `@agentclientprotocol/sdk` (an optional
 * peer dependency, needed only here); no React.
 *
 * @module mcp-elicitation-react/acp
 */

export {
  type AcpElicitationOptions,
  createAcpElicitationHandler,
} from './acp-handler.js';
export type { AcpToolCallInfo } from './acp-scope.js';
export { attachAcpElicitation } from './attach-acp.js';
