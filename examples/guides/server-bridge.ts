import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolRequest } from '@modelcontextprotocol/sdk/types.js';
import {
  bridgeRequestOptions,
  createElicitationBridge,
  type ElicitationBridgeOptions,
} from 'mcp-elicitation-react/bridge';
import { attachElicitationHandler } from 'mcp-elicitation-react/core';

/** One bridge per process; `authorize` names the signed-in user of a request (your session), or null: 401. */
export function createBridge(authorize: ElicitationBridgeOptions['authorize']) {
  return createElicitationBridge({ basePath: '/api/elicitation', authorize });
}

/** Where your server runs an MCP client for a user: its elicitations wait for that user's page. */
export function askThroughTheBridge(
  client: Client,
  bridge: ReturnType<typeof createBridge>,
  userId: string,
): void {
  attachElicitationHandler(client, bridge.forUser(userId), { modes: { form: true, url: true } });
}

/**
 * A tool call whose questions wait for the person: the SDK's default of 60 s would end it while the form is open, so
 * its timeout runs past the bridge's TTL (by then the bridge has answered the server `cancel`).
 */
export function callTool(
  client: Client,
  bridge: ReturnType<typeof createBridge>,
  params: CallToolRequest['params'],
) {
  return client.callTool(params, undefined, bridgeRequestOptions(bridge));
}

// Serve `bridge.handle` for GET and POST under the base path: a Next.js route handler
// (`export const GET = bridge.handle; export const POST = bridge.handle;`), Hono, Bun, Deno, Workers,
// or `toNodeListener(bridge.handle)` for node:http and Express.
