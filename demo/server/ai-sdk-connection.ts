// The server-side mode's third client: the Vercel AI SDK. `@ai-sdk/mcp`'s `createMCPClient` connects to the demo's
// MCP server; its elicitation requests go to the user's bridge queue; a call is a `streamText` run whose model — a
// stand-in from `ai/test`, no network, no key — calls the chosen tool with the given arguments, then says done.
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { isStepCount, streamText } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';
import type { ElicitationQueue } from '../../src/core/index.js';
import { elicitationCapability } from '../../src/core/index.js';

type StreamPart =
  Awaited<ReturnType<MockLanguageModelV4['doStream']>>['stream'] extends ReadableStream<infer Part>
    ? Part
    : never;

const usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 0, text: 0, reasoning: undefined },
};

/** A model that calls `tool` with `args` first, and ends the turn once it has the result. */
function toolCallingModel(tool: string, args: Record<string, unknown>) {
  return new MockLanguageModelV4({
    doStream: async ({ prompt }) => {
      const hasResult = prompt.some((message) => message.role === 'tool');
      const parts: StreamPart[] = hasResult
        ? [
            { type: 'text-start', id: 'done' },
            { type: 'text-delta', id: 'done', delta: 'Done.' },
            { type: 'text-end', id: 'done' },
            { type: 'finish', usage, finishReason: { unified: 'stop', raw: undefined } },
          ]
        : [
            { type: 'tool-call', toolCallId: 'call-1', toolName: tool, input: JSON.stringify(args) },
            { type: 'finish', usage, finishReason: { unified: 'tool-calls', raw: undefined } },
          ];
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
}

/** An `@ai-sdk/mcp` client on `mcpUrl` whose questions go to `queue`. */
export async function connectAiSdk(mcpUrl: string, queue: ElicitationQueue) {
  const mcp = await createMCPClient({
    transport: { type: 'http', url: mcpUrl },
    // `@ai-sdk/mcp` declares only what it is given.
    capabilities: { elicitation: elicitationCapability() },
    // Its transport reports the server's refused GET stream (a stateless 2026-07-28 server has none): not news.
    onUncaughtError: () => {},
  });
  const source = {};
  const server = {
    name: mcp.serverInfo.name,
    ...(mcp.serverInfo.title ? { title: mcp.serverInfo.title } : {}),
  };
  // Pushed requests (2025-11-25) and `input_required` rounds (2026-07-28), which @ai-sdk/mcp runs itself.
  mcp.onElicitationRequest(ElicitationRequestSchema, ({ params }) =>
    queue.present(params, { server, source }),
  );
  return {
    server: server.title ?? server.name,
    protocolVersion: mcp.initializeResult.protocolVersion,
    listTools: async () => (await mcp.listTools()).tools,
    async callTool(name: string, args: Record<string, unknown>, signal: AbortSignal): Promise<unknown> {
      const run = streamText({
        model: toolCallingModel(name, args),
        prompt: `Call ${name}.`,
        tools: await mcp.tools(),
        stopWhen: isStepCount(2),
        abortSignal: signal,
      });
      await run.consumeStream();
      const steps = await run.steps;
      const output = steps.flatMap((step) => step.toolResults).find((result) => result.toolName === name);
      if (!output) {
        const failed = steps.flatMap((step) => step.content).find((part) => part.type === 'tool-error');
        throw failed && 'error' in failed
          ? failed.error
          : new Error(`the model run ended without a ${name} result`);
      }
      return output.output;
    },
    close: () => mcp.close(),
  };
}
