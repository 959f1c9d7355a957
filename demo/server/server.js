// The demo's HTTP server on loopback: the MCP endpoint (/mcp), the out-of-band connect page (/connect), a
// same-origin proxy to server-everything (/everything/mcp) and the built web client (everything else).
//
// /mcp serves both protocol eras from ONE server factory:
// - 2026-07-28 requests (they carry the `_meta` envelope) go to `createMcpHandler` in strict modern mode:
//   one fresh McpServer per HTTP request, elicitation through `input_required` results.
// - 2025-era requests (`initialize`, then `Mcp-Session-Id`) go to a sessionful Streamable HTTP transport.
//   It has to be sessionful: the SDK's legacy shim fulfils `inputRequired(...)` by pushing a real
//   `elicitation/create` to the client, gated on the capabilities the client declared at `initialize`. The
//   SDK's default stateless legacy fallback never sees an `initialize`, so it refuses every elicitation.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  localhostHostValidation,
  localhostOriginValidation,
  toNodeHandler,
} from '@modelcontextprotocol/node';
import {
  createMcpHandler,
  createRequestStateCodec,
  isLegacyRequest,
  McpServer,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { createAccountStore } from './accounts.js';
import { connectedPage, connectPage, deniedPage, unknownSessionPage } from './connect-page.js';
import { createTaskStore, registerDeploy, TASKS_EXTENSION } from './deploy.js';
import { createProxy } from './proxy.js';
import { createStaticHandler } from './static.js';
import { registerDemoTools } from './tools.js';

export const SERVER_INFO = {
  name: 'mcp-elicitation-demo',
  title: 'Elicitation demo server',
  version: '0.1.0',
};

/**
 * @typedef {object} DemoServerOptions
 * @property {number} port `0` picks a free port
 * @property {string} [host] defaults to 127.0.0.1; the demo never listens on other interfaces
 * @property {string} clientDir absolute path of the built web client
 * @property {URL} [everythingUrl] server-everything's MCP endpoint, proxied at /everything/mcp
 * @property {(line: string) => void} [log]
 * @property {(options: { mcpUrl: string }) => { handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>; close: () => Promise<void> }} [serverSide]
 *   the server-side mode (demo/server/server-side.ts), given the demo's own MCP endpoint once it listens: its
 *   routes (/bridge/*, /server-side/*) come before the static files
 */

/**
 * Starts the demo server. Resolves once it listens.
 * @param {DemoServerOptions} options
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 */
export async function startDemoServer({
  port,
  host = '127.0.0.1',
  clientDir,
  everythingUrl,
  log = () => {},
  serverSide,
}) {
  const accounts = createAccountStore();
  const deployTasks = createTaskStore();
  /** @type {import('@modelcontextprotocol/server').RequestStateCodec<import('./tools.js').StatePayload>} */
  const codec = createRequestStateCodec({ key: randomBytes(32), ttlSeconds: 15 * 60 });
  const onerror = (/** @type {Error} */ error) => log(`mcp: ${error.message}`);
  let origin = '';

  /** One factory for both eras: the same tools, the same handlers. */
  const factory = () => {
    const server = new McpServer(SERVER_INFO, {
      instructions: 'A demo server whose tools ask the person for input (MCP elicitation).',
      requestState: { verify: codec.verify },
      // The 2026-07-28 Tasks extension, advertised in server/discover.
      capabilities: { extensions: { [TASKS_EXTENSION]: {} } },
    });
    registerDemoTools(server, {
      codec,
      accounts,
      origin,
      protocolVersion: () => server.server.getNegotiatedProtocolVersion(),
    });
    registerDeploy(server, deployTasks);
    return server;
  };

  const modern = createMcpHandler(factory, { legacy: 'reject', onerror });

  /** @type {Map<string, { transport: WebStandardStreamableHTTPServerTransport; server: McpServer }>} */
  const legacySessions = new Map();

  /** @param {Request} request */
  const legacy = async (request) => {
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId) {
      const session = legacySessions.get(sessionId);
      if (session) return session.transport.handleRequest(request);
      return Response.json(
        { jsonrpc: '2.0', id: null, error: { code: -32001, message: 'Session not found' } },
        { status: 404 },
      );
    }
    const server = factory();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        legacySessions.set(id, { transport, server });
      },
      onsessionclosed: (id) => {
        legacySessions.delete(id);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) legacySessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    const response = await transport.handleRequest(request);
    // Anything but a successful `initialize` leaves no session behind.
    if (!transport.sessionId) await server.close();
    return response;
  };

  const mcp = toNodeHandler(
    {
      fetch: async (request, options) =>
        (await isLegacyRequest(request)) ? legacy(request) : modern.fetch(request, options),
    },
    { onerror },
  );
  const validateHost = localhostHostValidation();
  const validateOrigin = localhostOriginValidation();
  const proxy = everythingUrl ? createProxy(everythingUrl) : undefined;
  const serveStatic = createStaticHandler(clientDir);

  /** @type {ReturnType<NonNullable<DemoServerOptions['serverSide']>> | undefined} */
  let serverSideMode;
  const server = http.createServer(async (req, res) => {
    try {
      if (!validateHost(req, res)) return;
      const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
      if (pathname === '/mcp') {
        if (!validateOrigin(req, res)) return;
        await mcp(req, res);
        return;
      }
      if (pathname === '/everything/mcp') {
        if (!proxy) {
          res
            .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
            .end('server-everything is not running');
          return;
        }
        if (!validateOrigin(req, res)) return;
        proxy(req, res);
        return;
      }
      if (pathname === '/connect') {
        await handleConnect(req, res, searchParams);
        return;
      }
      if (serverSideMode && (await serverSideMode.handle(req, res))) return;
      await serveStatic(req, res, pathname);
    } catch (error) {
      log(`http: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  });

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {URLSearchParams} searchParams
   */
  async function handleConnect(req, res, searchParams) {
    const html = (/** @type {number} */ status, /** @type {string} */ body) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        // Not `no-referrer`: with it Chromium sends `Origin: null` on the form's POST, which the origin check
        // below rightly refuses.
        'referrer-policy': 'same-origin',
      });
      res.end(body);
    };
    if (req.method === 'GET') {
      const session = accounts.get(searchParams.get('session') ?? '');
      html(session ? 200 : 404, session ? connectPage(session) : unknownSessionPage());
      return;
    }
    if (req.method === 'POST') {
      if (!validateOrigin(req, res)) return;
      const form = new URLSearchParams(await readBody(req, 4096));
      const id = form.get('session') ?? '';
      if (!accounts.get(id)) {
        html(404, unknownSessionPage());
        return;
      }
      if (form.get('decision') !== 'connect') {
        html(200, deniedPage());
        return;
      }
      const session = accounts.complete(id);
      log(`connect: account "${session?.account}" connected`);
      html(200, session ? connectedPage(session) : unknownSessionPage());
      return;
    }
    res.writeHead(405, { allow: 'GET, POST' }).end();
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  serverSideMode = serverSide?.({ mcpUrl: `${origin}/mcp` });

  return {
    url: origin,
    close: async () => {
      // First: its pending questions are answered `cancel` while the MCP server still listens.
      await serverSideMode?.close();
      await modern.close();
      await Promise.allSettled(
        [...legacySessions.values()].map(({ server: mcpServer }) => mcpServer.close()),
      );
      legacySessions.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/**
 * @param {http.IncomingMessage} req
 * @param {number} limit bytes
 * @returns {Promise<string>}
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    let size = 0;
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
