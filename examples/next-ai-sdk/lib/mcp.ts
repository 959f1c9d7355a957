// The AI SDK's MCP client, with its elicitation requests sent to the person through the bridge.
import { createMCPClient, ElicitationRequestSchema, type MCPClient } from '@ai-sdk/mcp';
import { elicitationCapability } from 'mcp-elicitation-react/core';
import { bridge } from './bridge';

/**
 * Connects to the MCP server for one chat request; its questions go to `userId`'s open pages until the request's
 * `signal` aborts (`@ai-sdk/mcp` gives its handler none: without it, a question outlives its run until the TTL).
 */
export async function connectMcp(userId: string, signal?: AbortSignal): Promise<MCPClient> {
  const mcp = await createMCPClient({
    transport: { type: 'http', url: process.env.MCP_SERVER_URL ?? 'http://127.0.0.1:3001/mcp' },
    // `@ai-sdk/mcp` declares what it is given, nothing by itself: without this the server never asks.
    capabilities: { elicitation: elicitationCapability() },
  });
  const queue = bridge.forUser(userId);
  const connection = {}; // this connection: "Decline all" acts on it alone
  // Called for pushed requests (2025-11-25) and for `input_required` rounds (2026-07-28) alike.
  mcp.onElicitationRequest(ElicitationRequestSchema, ({ params }) =>
    queue.present(params, { server: { name: mcp.serverInfo.name }, source: connection, signal }),
  );
  return mcp;
}
