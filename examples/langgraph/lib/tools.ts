// The MCP server's tools for LangGraph, on a client that can be asked. The released @langchain/mcp-adapters
// (1.1.4) build their own client with no elicitation capability, so a server never asks through it; their
// loadMcpTools takes a client you built: this one declares elicitation and hands each question to the bridge.
import { loadMcpTools } from '@langchain/mcp-adapters';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { bridgeRequestOptions } from 'mcp-elicitation-react/bridge';
import { attachElicitationHandler, clientCapabilities } from 'mcp-elicitation-react/core';
import { bridge } from './bridge';

const MODES = { form: true, url: true };

/** `userId`'s tools from the MCP server at `url`, for one chat run: call `close()` when the run ends. */
export async function mcpToolsFor(userId: string, url: string) {
  const client = new Client(
    { name: 'my-app', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: MODES }) },
  );
  attachElicitationHandler(client, bridge.forUser(userId), { modes: MODES });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  const close = () => client.close();
  try {
    // Each call waits past the bridge's TTL, not the SDK's 60 s: the person may take minutes to answer.
    const { timeout } = bridgeRequestOptions(bridge);
    return { tools: await loadMcpTools('bookings', client, { defaultToolTimeout: timeout }), close };
  } catch (error) {
    await close();
    throw error;
  }
}
