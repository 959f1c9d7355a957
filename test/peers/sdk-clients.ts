// The two official TypeScript SDK clients, each with the library installed by attachElicitationHandler (the
// README's quick start), over Streamable HTTP on loopback.
import {
  Client as ClientV2,
  StreamableHTTPClientTransport as TransportV2,
} from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { attachElicitationHandler, clientCapabilities, type ElicitationQueue } from '../../src/core/index.js';

/** SDK v1 (2025-11-25), SDK v2 pinned to the 2025 handshake, SDK v2 negotiating (2026-07-28 when offered). */
export type ClientKind = 'sdk-v1' | 'sdk-v2-legacy' | 'sdk-v2-auto';
export const CLIENT_KINDS: readonly ClientKind[] = ['sdk-v1', 'sdk-v2-legacy', 'sdk-v2-auto'];

export interface PeerClient {
  readonly protocolVersion: string | undefined;
  /** Calls a tool and returns its result as the tool wrote it (structured content, else its JSON text). */
  callTool(name: string): Promise<unknown>;
  close(): Promise<void>;
}

const info = { name: 'mcp-elicitation-react-peers', version: '1.0.0' };
const modes = { form: true, url: true };
const capabilities = clientCapabilities({ elicitation: modes });

export async function connectClient(
  kind: ClientKind,
  url: string,
  queue: ElicitationQueue,
): Promise<PeerClient> {
  if (kind === 'sdk-v1') {
    const client = new ClientV1(info, { capabilities });
    attachElicitationHandler(client, queue, { modes });
    const transport = new TransportV1(new URL(url));
    await client.connect(transport);
    return {
      protocolVersion: transport.protocolVersion,
      callTool: async (name) =>
        toolOutput(await client.callTool({ name, arguments: {} }, undefined, { timeout: 60_000 })),
      close: () => client.close(),
    };
  }
  const client = new ClientV2(info, {
    capabilities,
    versionNegotiation: { mode: kind === 'sdk-v2-auto' ? 'auto' : 'legacy' },
  });
  attachElicitationHandler(client, queue, { modes });
  await client.connect(new TransportV2(new URL(url)));
  return {
    protocolVersion: client.getNegotiatedProtocolVersion(),
    callTool: async (name) => toolOutput(await client.callTool({ name, arguments: {} }, { timeout: 60_000 })),
    close: () => client.close(),
  };
}

function toolOutput(result: unknown): unknown {
  const { structuredContent, content, isError } = result as {
    structuredContent?: unknown;
    content?: { type: string; text?: string }[];
    isError?: boolean;
  };
  const text = content?.find((block) => block.type === 'text')?.text;
  if (isError) throw new Error(`the tool failed: ${text ?? JSON.stringify(result)}`);
  if (structuredContent !== undefined) return structuredContent;
  return text === undefined ? result : JSON.parse(text);
}
