// The official SDK's client and an McpServer in one process, joined by its in-memory transport: how the core's and
// the bridge's tests put a real MCP conversation in front of a queue.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterEach } from 'vitest';
import { attachElicitationHandler, clientCapabilities, type ElicitationQueue } from '../../src/core/index.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/**
 * Connects an SDK `Client` that declares form elicitation, with `queue` behind `attachElicitationHandler`, to
 * `server`; both are closed after the test.
 */
export async function connectToQueue(server: McpServer, queue: ElicitationQueue): Promise<Client> {
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: { form: true } }) },
  );
  attachElicitationHandler(client, queue);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return client;
}
