import { Client } from '@modelcontextprotocol/client';
import type { CallToolResultContent, MCPCallToolOptions, MCPServer } from '@openai/agents';
import { attachElicitationHandler } from '../core/host/attach-handler.js';
import type { ElicitationQueue } from '../core/host/queue.js';
import { clientCapabilities } from '../core/round-trip/request-meta.js';
import type { ElicitationModes } from '../core/wire/capabilities.js';

/** Options of {@link ElicitingMcpServer}. */
export interface ElicitingMcpServerOptions {
  /** The server's name for the agent (its tools are listed under it). Who asks is the server's own `serverInfo`. */
  readonly name: string;
  /** How to reach the server, e.g. `new StreamableHTTPClientTransport(new URL(url))`; connected once. */
  readonly transport: Parameters<Client['connect']>[0];
  /** Where its elicitations go: `bridge.forUser(userId)` on your server, or a queue in the page. */
  readonly queue: ElicitationQueue;
  /**
   * Options of every tool call. A tool call stays open while its server waits for the person, and the SDK gives up
   * after 60 s by default: pass `bridgeRequestOptions(bridge)` (past the bridge's TTL). The run's signal is added.
   */
  readonly callOptions?: {
    readonly timeout?: number;
    readonly maxTotalTimeout?: number;
    readonly resetTimeoutOnProgress?: boolean;
  };
  /** The modes you answer, declared in the client's capabilities. Default: form and URL. */
  readonly modes?: ElicitationModes;
  /** Your client as the server sees it. Default: `{ name: 'openai-agents', version: '1.0.0' }`. */
  readonly clientInfo?: { readonly name: string; readonly version: string };
  /** The agents SDK caches the tool list unless told not to. Default `true`. */
  readonly cacheToolsList?: boolean;
}

/**
 * An MCP server for OpenAI Agents JS (`mcpServers: [server]`) whose client declares elicitation and hands each
 * `elicitation/create` to `queue`: pushed requests (2025-11-25) and `input_required` rounds inside a tool call
 * (2026-07-28) alike, every guard of `attachElicitationHandler` included. The run's signal cancels a tool call,
 * and with it the form. One per run (or per user): `connect()` before the run, `close()` after.
 *
 * @example
 * const bookings = new ElicitingMcpServer({
 *   name: 'bookings',
 *   transport: new StreamableHTTPClientTransport(new URL(url)),
 *   queue: bridge.forUser(userId),
 *   callOptions: bridgeRequestOptions(bridge),
 * });
 * await bookings.connect();
 * const agent = new Agent({ name: 'Concierge', model, mcpServers: [bookings] });
 */
export class ElicitingMcpServer implements MCPServer {
  /** The server's name for the agent (`options.name`). */
  readonly name: string;
  /** Whether the agents SDK may cache the tool list (`options.cacheToolsList`, default `true`). */
  readonly cacheToolsList: boolean;
  readonly #client: Client;
  readonly #options: ElicitingMcpServerOptions;

  constructor(options: ElicitingMcpServerOptions) {
    this.name = options.name;
    this.cacheToolsList = options.cacheToolsList ?? true;
    this.#options = options;
    const modes = options.modes ?? { form: true, url: true };
    this.#client = new Client(options.clientInfo ?? { name: 'openai-agents', version: '1.0.0' }, {
      capabilities: clientCapabilities({ elicitation: modes }),
      versionNegotiation: { mode: 'auto' },
    });
    attachElicitationHandler(this.#client, options.queue, { modes });
  }

  /** Connects the client over `options.transport`; call it before the run. */
  connect(): Promise<void> {
    return this.#client.connect(this.#options.transport);
  }

  /** Closes the connection: its questions still on screen end (`cancel`). Call it when the run ends. */
  close(): Promise<void> {
    return this.#client.close();
  }

  /** The server's tools, as the agents SDK lists them to the model. */
  async listTools(): ReturnType<MCPServer['listTools']> {
    const { tools } = await this.#client.listTools();
    return tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: {
        type: 'object',
        properties: tool.inputSchema.properties ?? {},
        required: tool.inputSchema.required ?? [],
        additionalProperties: false,
      },
    }));
  }

  /** Calls a tool with `options.callOptions` and the run's signal; the server may ask the person meanwhile. */
  async callTool(
    name: string,
    args: Record<string, unknown> | null,
    meta?: Record<string, unknown> | null,
    options?: MCPCallToolOptions,
  ): Promise<CallToolResultContent> {
    const result = await this.#client.callTool(
      { name, arguments: args ?? {}, ...(meta ? { _meta: meta } : {}) },
      { ...this.#options.callOptions, ...(options?.signal ? { signal: options.signal } : {}) },
    );
    const { content, _meta, isError } = result;
    const structuredContent = result.structuredContent as Record<string, unknown> | undefined;
    return Object.assign([...content], { _meta, structuredContent, isError });
  }

  /** Nothing to drop: the agents SDK keeps the cache it asked for. */
  async invalidateToolsCache(): Promise<void> {}
}
