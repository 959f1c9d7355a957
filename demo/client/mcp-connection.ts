// One MCP connection from the browser: the official v2 client over Streamable HTTP, every elicitation routed
// through the library's queue (rendered by <ElicitationProvider>), the exchange recorded in the wire log.
import {
  type CallToolResult,
  Client,
  StreamableHTTPClientTransport,
  type Tool,
} from '@modelcontextprotocol/client';
import {
  attachElicitationHandler,
  clientCapabilities,
  type ElicitationQueue,
  type ServerIdentity,
  withUrlElicitations,
} from 'mcp-elicitation-react';
import { callAsTask } from './plain-rpc';
import { loggingFetch, type WireLog } from './wire-log';

export const CLIENT_INFO = {
  name: 'mcp-elicitation-react-demo',
  title: 'Elicitation demo client',
  version: '0.1.0',
};

/** `auto` probes with `server/discover` and speaks 2026-07-28 when offered; `legacy` is the 2025 handshake. */
export type Negotiation = 'auto' | 'legacy';

export interface Connection {
  readonly client: Client;
  readonly url: string;
  readonly server: ServerIdentity;
  /** `2026-07-28`, `2025-11-25`, … */
  readonly protocolVersion: string | undefined;
  readonly era: 'modern' | 'legacy' | undefined;
  readonly tools: readonly Tool[];
  /**
   * Calls a tool. A 2025-11-25 `-32042` (URL elicitation required) is shown, waited for, and the call retried.
   * `asTask` declares the 2026-07-28 Tasks extension and runs the call without the SDK, which cannot read a task.
   */
  callTool(
    name: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
    asTask?: boolean,
  ): Promise<CallToolResult>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  queue: ElicitationQueue;
  log: WireLog;
  negotiation: Negotiation;
  /** The server changed its tool list (server-everything adds its elicitation tools after `initialize`). */
  onToolsChanged: (tools: readonly Tool[]) => void;
  /** The connection closed without `close()` being called. */
  onClosed: (reason: string) => void;
}

/** The connected server's own `serverInfo`, as the dialog shows it. */
function identityOf(client: Client): ServerIdentity | undefined {
  const info = client.getServerVersion();
  // The dialog keeps only the text fields of what it is given: the SDK's Implementation is shown as it is.
  return info;
}

export async function connect(url: string, options: ConnectOptions): Promise<Connection> {
  const { queue, log, negotiation, onToolsChanged, onClosed } = options;
  const endpoint = new URL(url, window.location.href);
  const stopLogging = new AbortController();
  const fallback: ServerIdentity = { name: endpoint.host };

  const client = new Client(CLIENT_INFO, {
    // `elicitation: { form: {}, url: {} }`: sent at `initialize` (2025-11-25) and, by the SDK, in every
    // request's `_meta` (2026-07-28). 2025-11-25 task-augmented elicitation too (server-everything's
    // trigger-elicitation-request-async asks for it).
    capabilities: clientCapabilities({ elicitation: { form: true, url: true }, elicitationTasks: true }),
    versionNegotiation: { mode: negotiation },
    listChanged: {
      tools: {
        onChanged: (error, tools) => {
          if (!error && tools) onToolsChanged(tools);
        },
      },
    },
  });
  let connected = false;
  let closing = false;
  client.onclose = () => {
    stopLogging.abort();
    if (connected && !closing) onClosed('The connection closed.');
  };
  // Installed where the SDK hands over each request as the server sent it: pushed (2025-11-25) or inside an
  // `input_required` result (2026-07-28), which the SDK retries itself. The attachment is this connection's
  // source: "Decline all" and the cancel on close (chained onto the onclose above) reach its requests only,
  // whatever name the server gives itself.
  const { source } = attachElicitationHandler(client, queue, {
    server: () => identityOf(client) ?? fallback,
    modes: { form: true, url: true },
    tasks: true,
  });

  const transport = new StreamableHTTPClientTransport(endpoint, {
    fetch: loggingFetch(log, stopLogging.signal),
  });
  try {
    await client.connect(transport);
  } catch (error) {
    stopLogging.abort();
    await client.close().catch(() => {});
    throw error;
  }
  connected = true;
  // "Decline all from this server" lasts for this connection: a new connection has a new handler, a new source.
  const server = identityOf(client) ?? fallback;
  const { tools } = await client.listTools();

  return {
    client,
    url: endpoint.href,
    server,
    protocolVersion: client.getNegotiatedProtocolVersion(),
    era: client.getProtocolEra(),
    tools,
    callTool(name, args, signal, asTask = false) {
      const shown = identityOf(client) ?? fallback;
      if (asTask) {
        return callAsTask(name, args, {
          url: endpoint.href,
          log,
          clientInfo: CLIENT_INFO,
          signal,
          answer: (params, _key, context) =>
            queue.present(params, { server: shown, source, signal: context.signal }),
        }) as Promise<CallToolResult>;
      }
      return withUrlElicitations(
        () =>
          client.callTool(
            { name, arguments: args },
            // People take their time: a form can stay open far longer than the SDK's 60 s default.
            { signal, timeout: 30 * 60_000, resetTimeoutOnProgress: true },
          ) as Promise<CallToolResult>,
        queue,
        { server: shown, source, signal },
      );
    },
    async close() {
      closing = true;
      // Whatever this server still waits for is answered `cancel` and leaves the screen.
      queue.cancelAll(source);
      try {
        await transport.terminateSession();
      } catch {
        // Modern (stateless) servers have no session to end.
      }
      await client.close();
      stopLogging.abort();
    },
  };
}
