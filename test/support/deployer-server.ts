// One SDK v2 server for the tests of both ways a host installs our handler (setRequestHandler, attach): it asks
// once per call with the given params, 2026-07-28 style (input_required), served in process through its fetch
// handler — no network.
import { Client as ClientV2, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { acceptedContent, createMcpHandler, inputRequired, McpServer } from '@modelcontextprotocol/server';
import { clientCapabilities, createElicitationQueue, type ElicitationQueue } from '../../src/core/index.js';

export interface Deployer {
  client: ClientV2;
  queue: ElicitationQueue;
  /** What the server received with each call of `deploy`. */
  seen: { inputResponses: unknown; requestState: unknown }[];
}

/**
 * A connected v2 client (`versionNegotiation: auto`) and a server whose `deploy` tool and `release_notes` prompt
 * ask with `elicitParams` (hand-built, so a test can embed params outside the SDK's subset) until answered.
 * `install` puts the handler on the client before it connects.
 */
export async function connectDeployer(
  elicitParams: Record<string, unknown>,
  install: (client: ClientV2, queue: ElicitationQueue) => void,
): Promise<Deployer> {
  const seen: Deployer['seen'] = [];
  const ask = (requestState?: string) =>
    inputRequired({
      inputRequests: { confirm: { method: 'elicitation/create', params: elicitParams as never } },
      ...(requestState ? { requestState } : {}),
    });
  const http = createMcpHandler(() => {
    const server = new McpServer({ name: 'deployer', version: '3.0.0' });
    server.registerTool('deploy', { description: 'Deploys after confirmation' }, async (ctx) => {
      seen.push({ inputResponses: ctx.mcpReq.inputResponses, requestState: ctx.mcpReq.requestState() });
      const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!confirmed) return ask('round-1');
      return { content: [{ type: 'text', text: `deployed: ${JSON.stringify(confirmed)}` }] };
    });
    server.registerPrompt('release_notes', { description: 'Asks before drafting' }, async (ctx) => {
      const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!confirmed) return ask() as never;
      return { messages: [{ role: 'user', content: { type: 'text', text: 'draft' } }] };
    });
    return server;
  });
  const client = new ClientV2(
    { name: 'host', version: '1.0.0' },
    {
      capabilities: clientCapabilities({ elicitation: { form: true } }),
      versionNegotiation: { mode: 'auto' },
    },
  );
  const queue = createElicitationQueue();
  install(client, queue);
  const transport = new StreamableHTTPClientTransport(new URL('http://in-process.invalid/mcp'), {
    fetch: (url, init) => http.fetch(new Request(url, init)),
  });
  await client.connect(transport);
  return { client, queue, seen };
}
