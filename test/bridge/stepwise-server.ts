// A 2026-07-28 server (SDK v2, served in process through its fetch handler) whose `deploy` tool asks twice, carrying
// its progress only in `requestState`: round 1 asks to confirm, round 2 asks for a region, round 3 deploys. Any
// client connection can send a round: nothing is kept between them but what the client echoes back.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHandler, inputRequired, McpServer } from '@modelcontextprotocol/server';
import { clientCapabilities } from '../../src/core/index.js';

const confirm = {
  message: 'Deploy to production?',
  requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
};
const region = {
  message: 'Which region?',
  requestedSchema: {
    type: 'object',
    properties: { region: { type: 'string', enum: ['eu', 'us'] } },
    required: ['region'],
  },
};

export interface StepwiseServer {
  /** A new client connection (as a fresh instance would open). */
  connect(): Promise<Client>;
  /** What each round received. */
  readonly seen: { inputResponses: unknown; requestState: unknown }[];
}

export function stepwiseServer(): StepwiseServer {
  const seen: StepwiseServer['seen'] = [];
  const http = createMcpHandler(() => {
    const server = new McpServer({ name: 'deployer', version: '3.0.0' });
    server.registerTool('deploy', { description: 'Deploys after two questions' }, async (ctx) => {
      const responses = ctx.mcpReq.inputResponses as
        | Record<string, { action: string; content?: Record<string, unknown> }>
        | undefined;
      const state = ctx.mcpReq.requestState();
      seen.push({ inputResponses: responses, requestState: state });
      const answer = responses && Object.values(responses)[0];
      if (answer && answer.action !== 'accept') {
        return { content: [{ type: 'text' as const, text: `stopped: ${answer.action}` }] };
      }
      if (state === undefined) {
        return inputRequired({
          inputRequests: { confirm: { method: 'elicitation/create', params: confirm as never } },
          requestState: 'step-1',
        });
      }
      if (state === 'step-1') {
        return inputRequired({
          inputRequests: { region: { method: 'elicitation/create', params: region as never } },
          requestState: 'step-2',
        });
      }
      return { content: [{ type: 'text' as const, text: `deployed to ${String(answer?.content?.region)}` }] };
    });
    return server;
  });
  return {
    seen,
    async connect() {
      const client = new Client(
        { name: 'host', version: '1.0.0' },
        {
          capabilities: clientCapabilities({ elicitation: { form: true } }),
          versionNegotiation: { mode: 'auto' },
        },
      );
      const transport = new StreamableHTTPClientTransport(new URL('http://in-process.invalid/mcp'), {
        fetch: (url, init) => http.fetch(new Request(url, init)),
      });
      await client.connect(transport);
      return client;
    },
  };
}
