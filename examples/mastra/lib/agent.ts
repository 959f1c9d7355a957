// The chat: a Mastra agent with the MCP server's tools, streamed to the page as plain text.
import { Agent } from '@mastra/core/agent';
import type { MastraModelConfig } from '@mastra/core/llm';
import { userIdOf } from './bridge';
import { mcpFor } from './mcp';

/**
 * `POST /api/chat` with `{ prompt }`: the agent's answer as a text stream. `model` is a Mastra model (a string id
 * such as `'openai/gpt-5-mini'` in an app; the tests pass the AI SDK's test model).
 */
export const chatRoute =
  (model: MastraModelConfig) =>
  async (request: Request): Promise<Response> => {
    const userId = userIdOf(request);
    if (!userId) return new Response(null, { status: 401 });
    const { prompt } = (await request.json()) as { prompt: string };
    const mcp = mcpFor(userId);
    const agent = new Agent({
      id: 'concierge',
      name: 'Concierge',
      instructions: 'You book tables with the bookings tools.',
      model,
      tools: await mcp.listTools(),
    });
    // The page going away aborts the run, which cancels the tool call and ends the form. However the run ends, the
    // connection closes with it (one client per run), and a question still open with it.
    const output = await agent.stream(prompt, {
      abortSignal: request.signal,
      maxSteps: 5,
      onFinish: () => mcp.disconnect(),
      onError: () => mcp.disconnect(),
      onAbort: () => mcp.disconnect(),
    });
    return textResponse(output.textStream);
  };

/** A `text/plain` response that streams `text` as it comes; cancelling the body cancels `text`. */
function textResponse(text: AsyncIterable<string>): Response {
  const chunks = text[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return?.();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
