// server-everything ships no types; its server factory is imported in process by the core tests.
declare module '@modelcontextprotocol/server-everything/dist/server/index.js' {
  import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
  export function createServer(): { server: McpServer; cleanup(sessionId?: string): void };
}
