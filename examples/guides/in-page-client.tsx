import { Client } from '@modelcontextprotocol/sdk/client/index.js';
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

/** Around your app: one dialog at a time, "1 of N", "Decline all from …" for a server that asks again. */
export function ElicitationRoot({ children }: { children: ReactNode }) {
  return <ElicitationProvider queue={queue}>{children}</ElicitationProvider>;
}
