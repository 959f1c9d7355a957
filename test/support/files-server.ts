// An SDK v2 server (served in process through its fetch handler) whose `list_folder` tool denies on authorization
// grounds until the person approves at a URL (SEP-2643's first interaction, commit 6bff817c): an input_required
// result whose URL-mode request is the approval, its `_meta` the denial envelope. Every JSON-RPC request a client
// sends it is kept as it went on the wire, for the tests of SEP-2643, SEP-3221 and spec PR #2778.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHandler, inputRequired, McpServer } from '@modelcontextprotocol/server';
import { clientCapabilities } from '../../src/core/index.js';
import { AUTHORIZATION_META_KEY } from '../../src/core/wire/authorization-denial.js';

/** A JSON-RPC message as sent. */
export type WireMessage = { method?: string; params?: Record<string, unknown> };

/** Bytes that must reach the server on every send and nowhere else (SEP-3221's secure parameters). */
export const SECRET = 'sk-secure-7f3a9c1e-never-shown';

/** The call's secure parameters, a new object each time. */
export const secureArguments = () => ({ project_id: 'retail-prod', session_token: SECRET });

/** The denial envelope of the SEP's example. */
export const ENVELOPE = {
  reason: 'insufficient_authorization',
  remediation: 'available',
  authorizationContextId: 'authzctx_7c5d1d79',
  remediationHints: [{ type: 'url' }],
};

/** The URL-mode request the denial asks with. */
export const APPROVAL = {
  mode: 'url',
  message: 'Open this page to approve access to the requested folder.',
  url: 'https://mcp.example.com/approve-folder-access',
};

export interface FilesServer {
  /** Every request sent to it, as it went on the wire. */
  readonly wire: WireMessage[];
  /** A new SDK v2 client connection (`versionNegotiation: auto`), declaring both modes and SEP-3221. */
  connect(install?: (client: Client) => void): Promise<Client>;
}

export function filesServer(options: { envelope?: unknown; requestState?: string } = {}): FilesServer {
  const { envelope = ENVELOPE, requestState = 'eyJhcHByb3ZhbCI6ImZsZF8xMjM0NSJ9' } = options;
  const wire: WireMessage[] = [];
  const http = createMcpHandler(() => {
    const server = new McpServer({ name: 'files', version: '1.0.0' });
    server.registerTool('list_folder', { description: 'Lists a folder once approved' }, async (ctx) => {
      if (ctx.mcpReq.inputResponses) return { content: [{ type: 'text' as const, text: 'listed' }] };
      const denial = inputRequired({
        inputRequests: { folder_approval: { method: 'elicitation/create', params: APPROVAL as never } },
        requestState,
      });
      return (
        envelope === undefined ? denial : { ...denial, _meta: { [AUTHORIZATION_META_KEY]: envelope } }
      ) as never;
    });
    return server;
  });
  return {
    wire,
    async connect(install) {
      const client = new Client(
        { name: 'host', version: '1.0.0' },
        {
          capabilities: clientCapabilities({ elicitation: { form: true, url: true }, sep3221: true }),
          versionNegotiation: { mode: 'auto' },
        },
      );
      install?.(client);
      await client.connect(
        new StreamableHTTPClientTransport(new URL('http://in-process.invalid/mcp'), {
          fetch: async (url, init) => {
            if (typeof init?.body === 'string') wire.push(JSON.parse(init.body) as WireMessage);
            return http.fetch(new Request(url, init));
          },
        }),
      );
      return client;
    },
  };
}

/** The `tools/call` requests among `wire`. */
export const toolCalls = (wire: readonly WireMessage[]) =>
  wire.filter((message) => message.method === 'tools/call');
