import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createElicitationQueue, ElicitationProvider } from 'mcp-elicitation-react';
import { attachElicitationHandler, clientCapabilities } from 'mcp-elicitation-react/core';
import 'mcp-elicitation-react/styles.css'; // the dialog's overlay and theme: without it, plain content
import type { ReactNode } from 'react';

const modes = { form: true, url: true };
const capabilities = clientCapabilities({ elicitation: modes });
export const queue = createElicitationQueue(); // every server's questions, shown one at a time

export async function connect(url: string) {
  const client = new Client({ name: 'my-app', version: '1.0.0' }, { capabilities });
  attachElicitationHandler(client, queue, { modes }); // before connect
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

// A tool call stays open while the person answers: give it ten minutes, not the SDK's default 60 s.
export const callTool = (client: Client, name: string, args?: Record<string, unknown>) =>
  client.callTool({ name, arguments: args }, undefined, { timeout: 600_000, resetTimeoutOnProgress: true });

export const App = ({ children }: { children: ReactNode }) => (
  <ElicitationProvider queue={queue}>{children}</ElicitationProvider>
);
