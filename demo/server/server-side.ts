// The demo's server-side mode: this Node process runs the MCP client (the official SDK v2 client, or the Vercel AI
// SDK's, connected to the demo's own /mcp) and the bridge; the page only renders, through
// `createRemoteElicitationQueue`.
//
//   GET  /bridge/events, POST /bridge/answers/{id}   the bridge (mcp-elicitation-react/bridge)
//   GET  /server-side/tools?negotiation=auto|legacy|ai-sdk  the tools, as this process's client sees them
//   POST /server-side/calls   { tool, args, negotiation }  starts a call for the signed-in user → { id }
//   GET  /server-side/calls                          the user's calls, newest first
//   POST /server-side/calls/{id}/stop                aborts a call: the MCP request ends, the form locks
//
// Who is signed in is the `demo_user` cookie (the page sets it): a stand-in for a real session.
// Loaded by scripts/demo.mjs through Vite's module runner, so it imports the library's TypeScript source.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createClient } from 'redis';
import {
  type BridgeStore,
  bridgeRequestOptions,
  createElicitationBridge,
  createRedisBridgeStore,
  toNodeListener,
} from '../../src/bridge/index.js';
import { attachElicitationHandler, clientCapabilities, type ServerIdentity } from '../../src/core/index.js';
import { connectAiSdk } from './ai-sdk-connection.js';

/** `auto`/`legacy`: the official SDK client's version negotiation; `ai-sdk`: the Vercel AI SDK's MCP client. */
export type Negotiation = 'auto' | 'legacy' | 'ai-sdk';

export interface ServerSideOptions {
  /** The demo's own MCP endpoint, e.g. `http://127.0.0.1:4173/mcp`. */
  mcpUrl: string;
  /** Where pending requests live: memory by default, Redis for several instances. */
  store?: BridgeStore;
  /** How long a question waits for the person (default: the bridge's 10 min). */
  ttlMs?: number;
  log?: (line: string) => void;
}

export interface ServerSideCall {
  readonly id: string;
  readonly tool: string;
  readonly args: Record<string, unknown>;
  readonly server: string;
  readonly protocolVersion: string | undefined;
  readonly startedAt: number;
  state: 'running' | 'done' | 'failed' | 'stopped';
  result?: unknown;
  error?: string;
  finishedAt?: number;
}

export interface ServerSideMode {
  /** Handles the request when its path is one of this mode's; resolves `false` for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Every pending question is answered `cancel`, every connection closed. */
  close(): Promise<void>;
}

const CLIENT_INFO = { name: 'mcp-elicitation-react-demo-server-side', version: '0.1.0' };
const USER_COOKIE = /(?:^|;\s*)demo_user=([\w-]{1,40})(?:;|$)/;
const MAX_BODY = 64 * 1024;

/** The signed-in user of a request, or `undefined`. */
function userOf(cookie: string | null | undefined): string | undefined {
  return USER_COOKIE.exec(cookie ?? '')?.[1];
}

interface Connection {
  readonly server: string;
  readonly protocolVersion: string | undefined;
  listTools(): Promise<unknown[]>;
  callTool(name: string, args: Record<string, unknown>, signal: AbortSignal): Promise<unknown>;
  close(): Promise<void>;
}

export function createServerSideMode({
  mcpUrl,
  store,
  ttlMs,
  log = () => {},
}: ServerSideOptions): ServerSideMode {
  const bridge = createElicitationBridge({
    authorize: (request) => userOf(request.headers.get('cookie')),
    basePath: '/bridge',
    ...(store ? { store } : {}),
    ...(ttlMs ? { ttlMs } : {}),
    onError: (error) => log(`bridge: ${error instanceof Error ? error.message : String(error)}`),
  });
  const bridgeRoutes = toNodeListener(bridge.handle);

  /** One MCP connection per user and protocol choice: each user's questions reach that user only. */
  const connections = new Map<string, Promise<Connection>>();
  const calls = new Map<string, ServerSideCall & { userId: string; controller: AbortController }>();
  /** Calls still waiting for their MCP server: shutdown lets them take the `cancel` to it first. */
  const running = new Set<Promise<unknown>>();

  const connect = (userId: string, negotiation: Negotiation): Promise<Connection> => {
    const key = `${userId}\n${negotiation}`;
    const existing = connections.get(key);
    if (existing) return existing;
    const opened: Promise<Connection> =
      negotiation === 'ai-sdk'
        ? connectAiSdk(mcpUrl, bridge.forUser(userId))
        : (async () => {
            const client = new Client(CLIENT_INFO, {
              capabilities: clientCapabilities({ elicitation: { form: true, url: true } }),
              versionNegotiation: { mode: negotiation },
            });
            const identity = (): ServerIdentity => {
              const info = client.getServerVersion();
              return info ?? { name: new URL(mcpUrl).host };
            };
            attachElicitationHandler(client, bridge.forUser(userId), {
              server: identity,
              modes: { form: true, url: true },
            });
            client.onclose = () => connections.delete(key);
            await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
            const shown = identity();
            return {
              server: shown.title ?? shown.name,
              protocolVersion: client.getNegotiatedProtocolVersion(),
              listTools: async () => (await client.listTools()).tools,
              // The SDK's 60 s request timeout would cut a person off mid-form: the bridge's options hold it
              // at its TTL.
              callTool: (name, args, signal) =>
                client.callTool({ name, arguments: args }, { ...bridgeRequestOptions(bridge), signal }),
              close: () => client.close(),
            };
          })();
    connections.set(key, opened);
    opened.catch(() => connections.delete(key));
    return opened;
  };

  const startCall = async (
    userId: string,
    tool: string,
    args: Record<string, unknown>,
    negotiation: Negotiation,
  ) => {
    const connection = await connect(userId, negotiation);
    const controller = new AbortController();
    const call: ServerSideCall & { userId: string; controller: AbortController } = {
      id: crypto.randomUUID(),
      userId,
      controller,
      tool,
      args,
      server: connection.server,
      protocolVersion: connection.protocolVersion,
      startedAt: Date.now(),
      state: 'running',
    };
    calls.set(call.id, call);
    const done = connection
      .callTool(tool, args, controller.signal)
      .then(
        (result) => Object.assign(call, { state: 'done', result, finishedAt: Date.now() }),
        (error: unknown) =>
          Object.assign(call, {
            state: controller.signal.aborted ? 'stopped' : 'failed',
            error: error instanceof Error ? error.message : String(error),
            finishedAt: Date.now(),
          }),
      )
      .then(() => {
        running.delete(done);
        log(
          `server-side: ${tool} for ${userId} ${call.state}: ${summaryOf(call.result) ?? call.error ?? ''}`,
        );
      });
    running.add(done);
    return call.id;
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const routes = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const userId = userOf(req.headers.cookie);
    if (!userId) return json(res, 401, { error: 'unauthorized' });
    if (req.method === 'POST' && !sameOrigin(req)) return json(res, 403, { error: 'forbidden-origin' });
    const url = new URL(req.url ?? '/', 'http://localhost');
    const negotiation = negotiationOf(url.searchParams.get('negotiation'));
    if (path === '/server-side/tools' && req.method === 'GET') {
      const connection = await connect(userId, negotiation);
      const tools = await connection.listTools();
      return json(res, 200, {
        server: connection.server,
        protocolVersion: connection.protocolVersion,
        tools,
      });
    }
    if (path === '/server-side/calls' && req.method === 'GET') {
      const mine = [...calls.values()]
        .filter((call) => call.userId === userId)
        .reverse()
        .map(({ userId: _user, controller: _controller, ...call }) => call);
      return json(res, 200, mine);
    }
    if (path === '/server-side/calls' && req.method === 'POST') {
      const body = await readJson(req);
      const tool = typeof body?.tool === 'string' ? body.tool : undefined;
      const args = isObject(body?.args) ? body.args : {};
      if (!tool) return json(res, 400, { error: 'bad-request' });
      const chosen = negotiationOf(body?.negotiation);
      return json(res, 202, { id: await startCall(userId, tool, args, chosen) });
    }
    const stop = /^\/server-side\/calls\/([\w-]+)\/stop$/.exec(path);
    if (stop && req.method === 'POST') {
      const call = calls.get(stop[1] ?? '');
      // Another user's call is as unknown as a missing one.
      if (!call || call.userId !== userId) return json(res, 404, { error: 'not-found' });
      call.controller.abort(new Error('Stopped by the server'));
      res.writeHead(204).end();
      return;
    }
    json(res, 404, { error: 'not-found' });
  };

  return {
    async handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === '/bridge' || path.startsWith('/bridge/')) {
        await bridgeRoutes(req, res);
        return true;
      }
      if (path.startsWith('/server-side/')) {
        await routes(req, res, path).catch((error: unknown) => {
          log(`server-side: ${error instanceof Error ? error.message : String(error)}`);
          if (!res.headersSent)
            json(res, 502, { error: error instanceof Error ? error.message : String(error) });
          else res.end();
        });
        return true;
      }
      return false;
    },
    async close() {
      // Every pending question is answered `cancel`; the calls get a moment to take it to the MCP server.
      await bridge.close();
      await Promise.race([Promise.allSettled(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
      const opened = await Promise.allSettled(connections.values());
      connections.clear();
      await Promise.allSettled(
        opened.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.close() : undefined)),
      );
    },
  };
}

const negotiationOf = (value: unknown): Negotiation =>
  value === 'legacy' || value === 'ai-sdk' ? value : 'auto';

/** The first text block of a tool result: the demo tools' one-line summary. */
function summaryOf(result: unknown): string | undefined {
  const content = isObject(result) && Array.isArray(result.content) ? result.content : [];
  const first: unknown = content[0];
  return isObject(first) && typeof first.text === 'string' ? first.text : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A POST from the demo's own page: no `Origin`, or the one of the address it was sent to. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin === undefined || origin === `http://${req.headers.host}`;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The bridge's store on Redis (`--redis <url>`): several demo instances then share their pending requests. */
export async function connectRedisStore(
  url: string,
): Promise<{ store: BridgeStore; close(): Promise<void> }> {
  const client = createClient({ url });
  await client.connect();
  return {
    store: createRedisBridgeStore(client),
    close: async () => {
      await client.close();
    },
  };
}
