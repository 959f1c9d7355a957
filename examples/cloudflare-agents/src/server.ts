// A Cloudflare agent (a Durable Object per user) whose MCP client asks its user through the bridge: the agent's
// `configureElicitationHandlers` hands each request to `bridge.forUser`, and the bridge's routes are served by the
// agent itself (`onRequest`), so the question, the page's stream and the answer meet in one instance.
import { Agent, routeAgentRequest } from 'agents';
import {
  bridgeRequestOptions,
  createElicitationBridge,
  type ElicitationBridge,
} from 'mcp-elicitation-react/bridge';

export interface Env {
  Concierge: DurableObjectNamespace<Concierge>;
  MCP_SERVER_URL: string;
}

/** Who is asking: replace with your session (a signed cookie, a JWT, your auth library). */
export function userIdOf(request: Request): string | null {
  const cookie = request.headers.get('cookie') ?? '';
  return /(?:^|;\s*)uid=([\w-]{1,64})/.exec(cookie)?.[1] ?? null;
}

/** One agent per user, named by the user's id (`/agents/concierge/{userId}/…`). */
export class Concierge extends Agent<Env> {
  private bridge?: ElicitationBridge;
  /** One source per MCP connection: "Decline all" acts on one server's connection alone. */
  private readonly connections = new Map<string, object>();
  /** The tool call in progress: a Durable Object is not told when a page goes away, so the page says stop. */
  private running?: AbortController;

  override onStart(): void {
    // Only this agent's own user may see its questions and answer them.
    this.bridge = createElicitationBridge({
      authorize: (request) => (userIdOf(request) === this.name ? this.name : null),
      basePath: `/agents/concierge/${this.name}/elicitation`,
    });
    const bridge = this.bridge;
    const present = (request: { params: unknown }, serverId: string, signal?: AbortSignal) => {
      const source = this.connections.get(serverId) ?? {};
      this.connections.set(serverId, source);
      // Who asks: the server as it names itself (its serverInfo), not the random id `addMcpServer` gave it.
      const server = this.mcp.mcpConnections[serverId]?.client.getServerVersion() ?? { name: 'MCP server' };
      return bridge
        .forUser(this.name)
        .present(request.params, { server, source, ...(signal ? { signal } : {}) });
    };
    // Held in memory only (never persisted): set again on every start, before any connection is restored.
    this.mcp.configureElicitationHandlers({ form: present, url: present });
  }

  override async onRequest(request: Request): Promise<Response> {
    const bridge = this.bridge;
    if (!bridge) return new Response(null, { status: 503 });
    const { pathname } = new URL(request.url);
    if (pathname.includes('/elicitation/')) return bridge.handle(request);
    if (pathname.endsWith('/book') && request.method === 'POST') {
      if (userIdOf(request) !== this.name) return new Response(null, { status: 403 });
      const { id } = await this.addMcpServer('bookings', this.env.MCP_SERVER_URL);
      const run = new AbortController();
      this.running = run;
      // `getAITools()` calls with no options (the SDK's 60 s, no signal): call with the bridge's, past its TTL,
      // and a signal of our own: stopping the call withdraws its question, and the form ends.
      const result = await this.mcp
        .callTool(
          { serverId: id, name: 'book_table', arguments: {} },
          { ...bridgeRequestOptions(bridge), signal: run.signal },
        )
        .catch((error: unknown) => {
          if (run.signal.aborted) return { stopped: true };
          throw error;
        })
        .finally(() => {
          if (this.running === run) this.running = undefined;
        });
      return Response.json(result);
    }
    if (pathname.endsWith('/stop') && request.method === 'POST') {
      if (userIdOf(request) !== this.name) return new Response(null, { status: 403 });
      this.running?.abort();
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 404 });
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    return (await routeAgentRequest(request, env)) ?? new Response(null, { status: 404 });
  },
};
