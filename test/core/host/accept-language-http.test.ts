// SEP-2792 over real HTTP on loopback: with SDK v2's Streamable HTTP transport, every request the client sends carries
// the user's preference twice, in `params._meta` and in the `Accept-Language` header, and the two agree exactly (the
// SEP requires it; a browser's own default header would not). What is checked is what arrived at the server's socket.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import { toNodeListener } from '../../../src/bridge/node-adapter.js';
import {
  attachElicitationHandler,
  clientCapabilities,
  createElicitationQueue,
} from '../../../src/core/index.js';
import { ACCEPT_LANGUAGE_META_KEY } from '../../../src/core/wire/protocol.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** One JSON-RPC request as it reached the server: its method, its header and its `_meta` value. */
interface Arrived {
  method: string;
  header: string | null;
  meta: unknown;
}

async function serve(): Promise<{ url: URL; arrived: Arrived[] }> {
  const arrived: Arrived[] = [];
  const mcp = createMcpHandler(() => {
    const server = new McpServer({ name: 'greeter', version: '1.0.0' });
    server.registerTool('greet', { description: 'Says hello' }, async () => ({
      content: [{ type: 'text', text: 'hello' }],
    }));
    return server;
  });
  const listener = toNodeListener(async (request) => {
    if (request.method === 'POST') {
      const body = (await request.clone().json()) as {
        method?: string;
        params?: { _meta?: Record<string, unknown> };
      };
      if (typeof body.method === 'string' && !body.method.startsWith('notifications/')) {
        arrived.push({
          method: body.method,
          header: request.headers.get('accept-language'),
          meta: body.params?._meta?.[ACCEPT_LANGUAGE_META_KEY],
        });
      }
    }
    return mcp.fetch(request);
  });
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: new URL(`http://127.0.0.1:${port}/mcp`), arrived };
}

describe('acceptLanguage over Streamable HTTP (SDK v2, loopback)', () => {
  it('given the host locales he-IL, he, en, every request should carry the same value in _meta and the Accept-Language header', async () => {
    const { url, arrived } = await serve();
    const client = new Client(
      { name: 'host', version: '1.0.0' },
      { capabilities: clientCapabilities({ elicitation: { form: true } }) },
    );
    attachElicitationHandler(client, createElicitationQueue(), { acceptLanguage: ['he-IL', 'he', 'en'] });
    await client.connect(new StreamableHTTPClientTransport(url));
    closers.push(() => client.close());

    await client.listTools();
    await client.callTool({ name: 'greet', arguments: {} });

    const value = 'he-IL,he;q=0.9,en;q=0.8';
    const sent = arrived.filter((entry) => entry.method === 'tools/list' || entry.method === 'tools/call');
    expect(sent).toEqual([
      { method: 'tools/list', header: value, meta: value },
      { method: 'tools/call', header: value, meta: value },
    ]);
  });

  it('given a locale that changes between requests, header and _meta should change together', async () => {
    const { url, arrived } = await serve();
    const client = new Client(
      { name: 'host', version: '1.0.0' },
      { capabilities: clientCapabilities({ elicitation: { form: true } }) },
    );
    let locale = 'ar';
    attachElicitationHandler(client, createElicitationQueue(), { acceptLanguage: () => locale });
    await client.connect(new StreamableHTTPClientTransport(url));
    closers.push(() => client.close());

    await client.listTools();
    locale = 'fa-IR';
    await client.listTools();

    expect(arrived.filter((entry) => entry.method === 'tools/list')).toEqual([
      { method: 'tools/list', header: 'ar', meta: 'ar' },
      { method: 'tools/list', header: 'fa-IR', meta: 'fa-IR' },
    ]);
  });
});
