// A real MCP server on loopback for the AI SDK tests: one tool, `book_table`, that asks the person how many
// guests come (a form elicitation) and answers with what it received. Served in either protocol revision:
// - 2025-11-25: the official SDK v1 (`@modelcontextprotocol/sdk`), sessionful Streamable HTTP; it pushes
//   `elicitation/create` to the client while the call runs (`elicitInput`);
// - 2026-07-28: the SDK v2 server (`createMcpHandler`), stateless; it answers `input_required` and is called
//   again with the answer (Multi Round-Trip Requests).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { acceptedContent, createMcpHandler, inputRequired, McpServer } from '@modelcontextprotocol/server';

export type Revision = '2025-11-25' | '2026-07-28';

export const GUESTS_SCHEMA = {
  type: 'object',
  properties: {
    guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12 },
    name: { type: 'string', title: 'Name on the booking' },
  },
  required: ['guests', 'name'],
} as const;

export const ASK = 'How many guests, and under which name?';

/** Where the 2026-07-28 server's `verify_email` sends the person (URL mode). */
export const VERIFY_URL = 'https://bookings.example/verify?step=1';

/** What the tool returns for an answer: the text the chat stream must carry back. */
export const bookedText = (result: unknown) => `booking: ${JSON.stringify(result)}`;

/** How a test server asks. */
export interface BookingServerOptions {
  /** `_meta` sent on each `elicitation/create` (e.g. Codex's `persist`): a bridge must carry it to the page. */
  readonly meta?: Record<string, unknown>;
}

export interface BookingServer {
  /** The MCP endpoint, e.g. `http://127.0.0.1:PORT/mcp`. */
  readonly url: string;
  /** Every elicitation answer the server received, in order. */
  readonly received: unknown[];
  close(): Promise<void>;
}

function legacyServer(received: unknown[], options: BookingServerOptions): McpServerV1 {
  const server = new McpServerV1({ name: 'bookings', version: '1.0.0' });
  server.registerTool(
    'book_table',
    { description: 'Books a table after asking the guest count' },
    async (extra) => {
      const result = await server.server.elicitInput(
        { mode: 'form', message: ASK, requestedSchema: GUESTS_SCHEMA as never, ...metaOf(options) },
        // The person may take minutes; the SDK's 60 s default would cut them off. A cancelled tool call
        // withdraws its question (`notifications/cancelled` to the client).
        { timeout: 10 * 60_000, signal: extra.signal },
      );
      received.push(result);
      return { content: [{ type: 'text', text: bookedText(result) }] };
    },
  );
  return server;
}

const metaOf = (options: BookingServerOptions) => (options.meta ? { _meta: options.meta } : {});

function modernHandler(received: unknown[], options: BookingServerOptions) {
  return createMcpHandler(
    () => {
      const server = new McpServer({ name: 'bookings', version: '2.0.0' });
      server.registerTool(
        'book_table',
        { description: 'Books a table after asking the guest count' },
        async (ctx) => {
          const responses = ctx.mcpReq.inputResponses;
          const answer = responses?.guests;
          if (!answer) {
            return inputRequired({
              inputRequests: {
                guests: {
                  method: 'elicitation/create',
                  params: {
                    mode: 'form',
                    message: ASK,
                    requestedSchema: GUESTS_SCHEMA as never,
                    ...metaOf(options),
                  },
                },
              },
              requestState: 'asked-guests',
            });
          }
          received.push(answer);
          const content = acceptedContent(responses, 'guests');
          return {
            content: [{ type: 'text', text: bookedText(content ? { action: 'accept', content } : answer) }],
          };
        },
      );
      // URL mode: the person confirms on a page of the server's; `@ai-sdk/mcp` cannot answer this one.
      server.registerTool(
        'verify_email',
        { description: 'Sends the person to a confirmation page' },
        async (ctx) => {
          const answer = ctx.mcpReq.inputResponses?.verify;
          if (!answer) {
            return inputRequired({
              inputRequests: {
                verify: inputRequired.elicitUrl({ message: 'Confirm your email', url: VERIFY_URL }),
              },
            });
          }
          received.push(answer);
          return { content: [{ type: 'text', text: bookedText(answer) }] };
        },
      );
      return server;
    },
    { legacy: 'reject' },
  );
}

/** Starts the server for `revision` on a free loopback port. */
export async function startBookingServer(
  revision: Revision,
  options: BookingServerOptions = {},
): Promise<BookingServer> {
  const received: unknown[] = [];
  let handle: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  const cleanups: (() => Promise<void>)[] = [];
  if (revision === '2025-11-25') {
    const sessions = new Map<string, StreamableHTTPServerTransport>();
    handle = async (req, res) => {
      const id = req.headers['mcp-session-id'];
      const existing = typeof id === 'string' ? sessions.get(id) : undefined;
      if (existing) return existing.handleRequest(req, res);
      if (typeof id === 'string') {
        res.writeHead(404).end();
        return;
      }
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => {
          sessions.set(sessionId, transport);
        },
      });
      const server = legacyServer(received, options);
      await server.connect(transport);
      cleanups.push(() => server.close());
      await transport.handleRequest(req, res);
    };
  } else {
    handle = toNodeHandler(modernHandler(received, options));
  }
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    void Promise.resolve(handle(req, res)).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Idle connections stay open until the client closes them. With Node's 5 s keep-alive timeout, a loop stalled for
  // seconds (a busy machine: the client, this server and Chromium's harness share it) let the server drop a socket
  // just as the AI SDK's MCP client reused it: `fetch failed` (ECONNRESET), a 500 from the chat route, no tool call.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    received,
    async close() {
      for (const cleanup of cleanups) await cleanup().catch(() => {});
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
