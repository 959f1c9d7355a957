import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createElicitationQueue } from 'mcp-elicitation-react';
import { appElicitation, appElicitationClientCapabilities } from 'mcp-elicitation-react/apps';
import { attachElicitationHandler } from 'mcp-elicitation-react/core';

/** SEP-3118 (draft): a form request that names a `ui://` app is rendered by the server's own app. */
export const queue = createElicitationQueue({ experimental: { sep3118: appElicitation() } });

/** A client that says it renders apps; the queue reads each app from the connection that asked (`source`). */
export function createClient(): Client {
  const capabilities = { ...appElicitationClientCapabilities(), elicitation: { form: {} } };
  const client = new Client({ name: 'my-host', version: '1.0.0' }, { capabilities });
  attachElicitationHandler(client, queue, { modes: { form: true } });
  return client;
}
