/**
 * `mcp-elicitation-react/openai-agents`: an MCP server for OpenAI Agents JS whose elicitations go to a queue
 * (`bridge.forUser(userId)` on your server). The agents SDK's own `MCPServerStreamableHttp` declares no elicitation
 * and keeps its client to itself, so a server cannot ask through it; this one is the SDK's `MCPServer` interface on
 * the official client (`@modelcontextprotocol/client`, an optional peer needed only here); no React.
 *
 * @module mcp-elicitation-react/openai-agents
 */

export { ElicitingMcpServer, type ElicitingMcpServerOptions } from './eliciting-mcp-server.js';
