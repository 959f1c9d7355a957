import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElicitationBridge, type ElicitationBridge, toNodeListener } from '../../src/bridge/index.js';
import { BRIDGE_EVENTS_PATH } from '../../src/core/bridge-wire/contract.js';
import type { ExperimentalDrafts } from '../../src/core/index.js';
import type { ElicitResult, InputRequiredResult } from '../../src/core/wire/protocol.js';
import { authorizationDenials } from '../../src/drafts-sep2643.js';

type NodeRequestListener = ReturnType<typeof toNodeListener>;

/**
 * A loopback server for tests of the page against the real bridge: each test creates its own bridge (its own
 * options) under `/bridge/{name}`, raises requests as the MCP server's side would (`forUser(user).present`), aborts
 * them, reads what the "MCP server" received, drops the open event streams, and closes the bridge. The user is
 * the `x-test-user` header (or the `test-user` query parameter). It acts as the app's same-origin reverse proxy: a
 * page on another loopback port is allowed by CORS and forwarded as same-origin.
 *
 * Control routes (JSON): `POST /control/bridges {ttlMs?, maxPendingPerUser?}` → `{name, base}`;
 * `POST /control/{name}/present {user, params, server?, source?}` → `{key}` (requests with the same `source` name
 * come over one connection);  `GET /control/{name}/result/{key}` →
 * `{result?}` (waits up to 10 s for it); `GET /control/{name}/received` → every result in order;
 * `POST /control/{name}/abort/{key}`; `POST /control/{name}/drop-streams` → `{dropped}`; `POST /control/{name}/close`;
 * `POST /control/{name}/suspend {user, params, result, server?}` → `{id}` (a 2026-07-28 call suspended on its
 * `input_required` result; the bridge's `resume` keeps the params it is given and completes the call);
 * `GET /control/{name}/resumed` → `{resumed, errors}` (waits up to 10 s for a resume): what `resume` got, what
 * the bridge logged. A bridge made with `{drafts: true}` speaks SEP-2643 (assured) and SEP-3221.
 */
export interface BridgeHarness {
  /** `http://127.0.0.1:port` */
  readonly url: string;
  close(): Promise<void>;
}

interface Raised {
  readonly controller: AbortController;
  result?: ElicitResult;
  readonly settled: Promise<ElicitResult>;
}

interface Hosted {
  readonly bridge: ElicitationBridge;
  readonly listener: NodeRequestListener;
  readonly raised: Map<string, Raised>;
  readonly received: { key: string; result: ElicitResult }[];
  readonly streams: Set<ServerResponse>;
  /** The connections requests were raised on, by the name the test gave. */
  readonly sources: Map<string, object>;
  /** The params each resume of a suspended call was given, and what the bridge's `onError` heard, as text. */
  readonly resumed: unknown[];
  readonly errors: string[];
}

export async function startBridgeHarness(): Promise<BridgeHarness> {
  const hosted = new Map<string, Hosted>();
  let bridges = 0;
  let keys = 0;

  const server = createServer((request, response) => {
    void route(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: String(error) });
      else response.destroy();
    });
  });

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin;
    if (origin && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader(
        'Access-Control-Allow-Headers',
        'content-type, x-test-user, last-event-id, idempotency-key',
      );
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    }
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const [, area, name, action, key] = url.pathname.split('/');
    if (area === 'bridge' && name) {
      const host = hosted.get(name);
      if (!host) return json(response, 404, { error: 'no such bridge' });
      return forward(host, request, response, url);
    }
    if (area !== 'control') return json(response, 404, { error: 'not-found' });
    if (name === 'bridges' && request.method === 'POST') {
      const options = (await readJson(request)) as {
        ttlMs?: number;
        maxPendingPerUser?: number;
        drafts?: boolean;
      };
      const id = `b${++bridges}`;
      const resumed: unknown[] = [];
      const errors: string[] = [];
      const experimental: ExperimentalDrafts = {
        sep2643: authorizationDenials({ assured: true }),
        sep3221: true,
      };
      const bridge = createElicitationBridge({
        basePath: `/bridge/${id}`,
        authorize: (incoming) =>
          incoming.headers.get('x-test-user') ?? new URL(incoming.url).searchParams.get('test-user'),
        ...(options.ttlMs ? { ttlMs: options.ttlMs } : {}),
        ...(options.maxPendingPerUser ? { maxPendingPerUser: options.maxPendingPerUser } : {}),
        sweepIntervalMs: 100,
        onError: (error) => void errors.push(String(error)),
        ...(options.drafts ? { experimental } : {}),
        resume: async ({ params }) => {
          resumed.push(params);
          return { content: [{ type: 'text', text: 'resumed' }] };
        },
      });
      const listener = toNodeListener(async (incoming) => {
        // Same origin as far as the bridge can tell.
        if (!incoming.headers.has('origin')) return bridge.handle(incoming);
        const headers = new Headers(incoming.headers);
        headers.set('origin', new URL(incoming.url).origin);
        const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
        return bridge.handle(
          new Request(incoming.url, {
            method: incoming.method,
            headers,
            signal: incoming.signal,
            ...(hasBody ? { body: await incoming.arrayBuffer() } : {}),
          }),
        );
      });
      hosted.set(id, {
        bridge,
        listener,
        raised: new Map(),
        received: [],
        streams: new Set(),
        sources: new Map(),
        resumed,
        errors,
      });
      return json(response, 200, { name: id, base: `/bridge/${id}` });
    }
    const host = name ? hosted.get(name) : undefined;
    if (!host) return json(response, 404, { error: 'no such bridge' });
    switch (action) {
      case 'present': {
        const body = (await readJson(request)) as {
          user: string;
          params: unknown;
          server?: { name: string };
          source?: string;
        };
        const controller = new AbortController();
        const id = `r${++keys}`;
        let source = body.source === undefined ? {} : host.sources.get(body.source);
        if (!source) {
          source = {};
          host.sources.set(body.source as string, source);
        }
        const settled = host.bridge.forUser(body.user).present(body.params, {
          server: body.server ?? { name: 'harness' },
          source,
          signal: controller.signal,
        });
        const raised: Raised = { controller, settled };
        host.raised.set(id, raised);
        void settled.then((result) => {
          raised.result = result;
          host.received.push({ key: id, result });
        });
        return json(response, 200, { key: id });
      }
      case 'result': {
        const raised = key ? host.raised.get(key) : undefined;
        if (!raised) return json(response, 404, { error: 'no such request' });
        const timeout = new Promise<undefined>((resolve) =>
          setTimeout(resolve, Number(url.searchParams.get('waitMs') ?? 10_000)),
        );
        const result = await Promise.race([raised.settled, timeout]);
        return json(response, 200, result ? { result } : {});
      }
      case 'received':
        return json(response, 200, host.received);
      case 'suspend': {
        const body = (await readJson(request)) as {
          user: string;
          params: Record<string, unknown>;
          result: InputRequiredResult;
          server?: { name: string };
        };
        const { id } = await host.bridge.suspend({
          userId: body.user,
          params: body.params,
          result: body.result,
          server: body.server ?? { name: 'harness' },
        });
        return json(response, 200, { id });
      }
      case 'resumed': {
        for (const end = Date.now() + 10_000; host.resumed.length === 0 && Date.now() < end; )
          await new Promise((resolve) => setTimeout(resolve, 10));
        return json(response, 200, { resumed: host.resumed, errors: host.errors });
      }
      case 'abort': {
        const raised = key ? host.raised.get(key) : undefined;
        raised?.controller.abort();
        return json(response, raised ? 200 : 404, {});
      }
      case 'drop-streams': {
        const dropped = host.streams.size;
        for (const stream of host.streams) stream.destroy();
        host.streams.clear();
        return json(response, 200, { dropped });
      }
      case 'close':
        await host.bridge.close();
        return json(response, 200, {});
      default:
        return json(response, 404, { error: 'not-found' });
    }
  };

  /**
   * The bridge behind its own `node:http` adapter, as an app would serve it; the harness only marks the page's
   * origin as the app's own (it stands where the app's server would) and keeps the event streams it may drop.
   */
  const forward = (host: Hosted, request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (url.pathname.endsWith(BRIDGE_EVENTS_PATH)) {
      host.streams.add(response);
      response.on('close', () => host.streams.delete(response));
    }
    return new Promise<void>((resolve) => {
      response.on('close', () => resolve());
      host.listener(request, response);
    });
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await Promise.all([...hosted.values()].map((host) => host.bridge.close()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}
