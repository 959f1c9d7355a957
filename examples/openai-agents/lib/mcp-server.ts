// OpenAI Agents JS has no elicitation hook: its MCPServerStreamableHttp builds its own SDK client, declares no
// elicitation capability and keeps the client protected. The SDK's public `MCPServer` interface is the supported
// seam: this server answers it with the official client, on which our handler is attached before it connects.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CallToolResultContent, MCPCallToolOptions, MCPServer } from '@openai/agents';
import { bridgeRequestOptions } from 'mcp-elicitation-react/bridge';
import {
  attachElicitationHandler,
  clientCapabilities,
  type ElicitationQueue,
} from 'mcp-elicitation-react/core';
import { bridge } from './bridge';

const MODES = { form: true, url: true };
type MCPTool = Awaited<ReturnType<MCPServer['listTools']>>[number];

/** An MCP server over Streamable HTTP whose elicitations go to `queue` (`bridge.forUser(userId)`). */
export class ElicitingMcpServer implements MCPServer {
  readonly cacheToolsList = true;
  private readonly client = new Client(
    { name: 'my-app', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: MODES }), versionNegotiation: { mode: 'auto' } },
  );

  constructor(
    readonly name: string,
    private readonly url: string,
    queue: ElicitationQueue,
  ) {
    // Pushed requests (2025-11-25) and `input_required` rounds inside callTool (2026-07-28) alike.
    attachElicitationHandler(this.client, queue, { modes: MODES });
  }

  connect(): Promise<void> {
    return this.client.connect(new StreamableHTTPClientTransport(new URL(this.url)));
  }

  close(): Promise<void> {
    return this.client.close();
  }

  async listTools(): Promise<MCPTool[]> {
    const { tools } = await this.client.listTools();
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

  async callTool(
    name: string,
    args: Record<string, unknown> | null,
    meta?: Record<string, unknown> | null,
    options?: MCPCallToolOptions,
  ): Promise<CallToolResultContent> {
    const result = await this.client.callTool(
      { name, arguments: args ?? {}, ...(meta ? { _meta: meta } : {}) },
      // Past the bridge's TTL, not the SDK's 60 s; the run's signal cancels the call, and so ends the form.
      { ...bridgeRequestOptions(bridge), ...(options?.signal ? { signal: options.signal } : {}) },
    );
    const { content, _meta, isError } = result;
    const structuredContent = result.structuredContent as Record<string, unknown> | undefined;
    return Object.assign([...content], { _meta, structuredContent, isError });
  }

  async invalidateToolsCache(): Promise<void> {}
}
