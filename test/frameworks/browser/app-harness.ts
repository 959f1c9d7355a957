// The app's server for the chat-UI tests (assistant-ui, CopilotKit), on loopback: the route handlers of
// examples/next-ai-sdk (the chat route for assistant-ui, the AG-UI agent route for CopilotKit, the bridge's routes)
// called as Next.js calls them, with the AI SDK's test model and a real MCP server per protocol revision. It stands
// where the app's own server would: a page on another loopback port is allowed by CORS and forwarded as same-origin,
// its `x-test-user` header becoming the session cookie the example reads.
//
// Routes: `/{revision}/api/chat`, `/{revision}/api/agent`, `/{revision}/api/elicitation/*` (the examples'); `GET /{revision}/received` → what
// that revision's MCP server received, in order.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '../../../src/bridge/index.js';
import { type BookingServer, type Revision, startBookingServer } from '../../ai-sdk/booking-server.js';
import { MODEL_ID, scriptedModel } from '../../ai-sdk/scripted-model.js';

export interface AppHarness {
  /** `http://127.0.0.1:port` */
  readonly url: string;
  close(): Promise<void>;
}

type Route = (request: Request) => Promise<Response>;
const REVISIONS: readonly Revision[] = ['2025-11-25', '2026-07-28'];
/** `_meta` the MCP servers put on their questions: the page must receive it. */
export const SERVER_META = { persist: 'session', 'example.com/trace': 'req-7' };

export async function startAppHarness(): Promise<AppHarness> {
  const servers = new Map<Revision, BookingServer>();
  for (const revision of REVISIONS)
    servers.set(revision, await startBookingServer(revision, { meta: SERVER_META }));
  process.env.CHAT_MODEL = MODEL_ID;
  (globalThis as { AI_SDK_DEFAULT_PROVIDER?: unknown }).AI_SDK_DEFAULT_PROVIDER = scriptedModel().provider;
  const chat = (await import('../../../examples/next-ai-sdk/app/api/chat/route.js')) as { POST: Route };
  const agent = (await import('../../../examples/next-ai-sdk/app/api/agent/route.js')) as { POST: Route };
  const elicitation = (await import(
    '../../../examples/next-ai-sdk/app/api/elicitation/[...path]/route.js'
  )) as {
    GET: Route;
    POST: Route;
  };

  /** The incoming request as the app's own, under `path`: same origin, the test user as the session cookie. */
  const asApp = (incoming: Request, path: string) => {
    const headers = new Headers(incoming.headers);
    const own = new URL(incoming.url).origin;
    if (headers.has('origin')) headers.set('origin', own);
    const user = headers.get('x-test-user');
    if (user) headers.set('cookie', `uid=${user}`);
    return { url: `${own}${path}`, headers };
  };

  const listener = toNodeListener(async (incoming) => {
    const url = new URL(incoming.url);
    const [, revision, ...rest] = url.pathname.split('/');
    const server = servers.get(revision as Revision);
    if (!server) return new Response(null, { status: 404 });
    const path = `/${rest.join('/')}${url.search}`;
    if (path === '/received') return Response.json(server.received);
    const { url: target, headers } = asApp(incoming, path);
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const request = new Request(target, {
      method: incoming.method,
      headers,
      signal: incoming.signal,
      ...(hasBody ? { body: await incoming.arrayBuffer() } : {}),
    });
    if (path === '/api/chat' || path === '/api/agent') {
      // The examples read the server's address per request; the tests of one file run one at a time.
      process.env.MCP_SERVER_URL = server.url;
      return (path === '/api/chat' ? chat : agent).POST(request);
    }
    if (path.startsWith('/api/elicitation/'))
      return incoming.method === 'POST' ? elicitation.POST(request) : elicitation.GET(request);
    return new Response(null, { status: 404 });
  });

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin;
    if (origin && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader(
        'Access-Control-Allow-Headers',
        'content-type, accept, x-test-user, last-event-id, idempotency-key',
      );
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    }
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    void listener(request, response);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      for (const server of servers.values()) await server.close();
    },
  };
}
