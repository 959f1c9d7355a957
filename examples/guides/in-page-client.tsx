import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolRequest } from '@modelcontextprotocol/sdk/types.js';
import {
  attachElicitationHandler,
  clientCapabilities,
  createElicitationQueue,
  ElicitationProvider,
} from 'mcp-elicitation-react';
import type { ReactNode } from 'react';

const modes = { form: true, url: true };

/** One queue for the page: every MCP client you connect hands its elicitations to it. */
export const queue = createElicitationQueue();

/** An MCP client whose elicitations go to the queue; attach before `connect`. */
export function createClient(): Client {
  const client = new Client(
    { name: 'my-app', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: modes }) },
  );
  attachElicitationHandler(client, queue, { modes });
  return client;
}

/**
 * Calls a tool whose server may ask the person: the SDK gives up on a request after 60 s by default, while the form
 * may still be open. Give the person as long as you will wait (a server that reports progress extends it).
 */
export function callTool(client: Client, params: CallToolRequest['params']) {
  return client.callTool(params, undefined, { timeout: 10 * 60_000, resetTimeoutOnProgress: true });
}

/** Around your app: one dialog at a time, "1 of N", "Decline all from …" for a server that asks again. */
export function ElicitationRoot({ children }: { children: ReactNode }) {
  return <ElicitationProvider queue={queue}>{children}</ElicitationProvider>;
}
