// Mastra's MCP client for one user: each server question goes to that user's pages through the bridge.
import { MCPClient } from '@mastra/mcp';
import { bridgeRequestOptions } from 'mcp-elicitation-react/bridge';
import { elicitationCapability } from 'mcp-elicitation-react/core';
import { bridge } from './bridge';

/** A client for one chat run of `userId`; disconnect it when the run ends. */
export function mcpFor(userId: string): MCPClient {
  const queue = bridge.forUser(userId);
  const connection = {}; // this connection: "Decline all" acts on it alone
  return new MCPClient({
    id: `chat-${crypto.randomUUID()}`, // one client per run: Mastra refuses two with the same config
    servers: {
      bookings: {
        url: new URL(process.env.MCP_SERVER_URL ?? 'http://127.0.0.1:3001/mcp'),
        capabilities: { elicitation: elicitationCapability({ url: true }) },
        // Mastra's default of 60 s would end the tool call while the person is still typing.
        timeout: bridgeRequestOptions(bridge).timeout,
        // Pushed requests (2025-11-25) and `input_required` rounds (2026-07-28) alike; `signal` ends the form.
        inputRequests: ({ params, signal }) =>
          queue.present(params, { server: { name: 'bookings' }, source: connection, signal }),
      },
    },
  });
}
