// A small TypeScript MCP server of ours, written as a zod user writes one: each tool asks with the JSON Schema
// zod 4 generates (`z.toJSONSchema`), on the official SDK v1 (`Server.elicitInput`, which validates every answer
// with Ajv and ajv-formats before the tool sees it), then parses the content with the same zod schema. Served over
// Streamable HTTP on loopback, with every JSON body it received kept, as the Python peers' capture.py does.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import type { PeerServer } from './peer-server.js';

/** The forms the tools ask, by tool name: what zod users write for dates, numbers and formats. */
export const ZOD_FORMS = {
  ask_times: z.object({
    starts: z.iso.datetime().describe('Starts (UTC only)'),
    ends: z.iso.datetime({ offset: true }),
    logged: z.iso.datetime({ precision: 3 }),
    day: z.iso.date(),
    at: z.iso.time(),
  }),
  ask_counts: z.object({ seats: z.int(), floors: z.number().int().min(1) }),
  ask_contact: z.object({ email: z.email(), device: z.uuid(), address: z.ipv4() }),
} as const;

export type ZodTool = keyof typeof ZOD_FORMS;

/** The `requestedSchema` a tool sends: zod's own output, untouched. */
export function zodSchemaOf(tool: ZodTool): Record<string, unknown> {
  return z.toJSONSchema(ZOD_FORMS[tool]) as Record<string, unknown>;
}

function register(server: McpServer, tool: ZodTool): void {
  server.registerTool(tool, { description: `Asks with z.toJSONSchema (${tool})` }, async () => {
    // The SDK types requestedSchema as the spec's subset; zod's output carries `pattern` and `$schema` beside it.
    const result = await server.server.elicitInput({
      mode: 'form',
      message: `zod asks (${tool})`,
      requestedSchema: zodSchemaOf(tool) as never,
    });
    if (result.action !== 'accept') return { content: [{ type: 'text', text: JSON.stringify(result) }] };
    // What the tool gets after zod's own parse: the second validation an answer meets on a zod server.
    const parsed = ZOD_FORMS[tool].safeParse(result.content);
    const output = parsed.success
      ? { action: 'accept', data: parsed.data }
      : { action: 'accept', zodIssues: parsed.error.issues };
    return { content: [{ type: 'text', text: JSON.stringify(output) }] };
  });
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text === '' ? undefined : JSON.parse(text));
      } catch {
        resolve(undefined);
      }
    });
  });
}

/** Starts the server on a free loopback port; one SDK server and transport per session. */
export async function startZodPeer(): Promise<PeerServer> {
  const received: unknown[] = [];
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const http = createServer(async (request, response) => {
    if (request.method === 'GET' && request.url === '/received') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    const body = request.method === 'POST' ? await readBody(request) : undefined;
    if (body !== undefined) received.push(body);
    const id = request.headers['mcp-session-id'];
    let transport = typeof id === 'string' ? sessions.get(id) : undefined;
    if (!transport) {
      const created: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: randomUUID,
        onsessioninitialized: (sessionId: string): void => {
          sessions.set(sessionId, created);
        },
      });
      const server = new McpServer({ name: 'zod-peer', version: '1.0.0' });
      for (const tool of Object.keys(ZOD_FORMS) as ZodTool[]) register(server, tool);
      await server.connect(created);
      transport = created;
    }
    await transport.handleRequest(request, response, body);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    received: async () => structuredClone(received),
    stop: async () => {
      for (const transport of sessions.values()) await transport.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
