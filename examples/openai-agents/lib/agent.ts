// The chat: an OpenAI agent with the MCP server's tools, streamed to the page as plain text.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Agent, type Model, run } from '@openai/agents';
import { bridgeRequestOptions } from 'mcp-elicitation-react/bridge';
import { ElicitingMcpServer } from 'mcp-elicitation-react/openai-agents';
import { bridge, userIdOf } from './bridge';

/**
 * `POST /api/chat` with `{ prompt }`: the agent's answer as a text stream. `model` is a model name
 * (`'gpt-5-mini'`) in an app; the tests pass a scripted `Model`.
 */
export const chatRoute =
  (model: string | Model) =>
  async (request: Request): Promise<Response> => {
    const userId = userIdOf(request);
    if (!userId) return new Response(null, { status: 401 });
    const { prompt } = (await request.json()) as { prompt: string };
    const url = process.env.MCP_SERVER_URL ?? 'http://127.0.0.1:3001/mcp';
    // The agents SDK's own MCP servers declare no elicitation: this one asks the user through the bridge.
    const bookings = new ElicitingMcpServer({
      name: 'bookings',
      transport: new StreamableHTTPClientTransport(new URL(url)),
      queue: bridge.forUser(userId),
      // Past the bridge's TTL, not the SDK's 60 s: the person may take minutes to answer.
      callOptions: bridgeRequestOptions(bridge),
    });
    await bookings.connect();
    const agent = new Agent({
      name: 'Concierge',
      instructions: 'You book tables with the bookings tools.',
      model,
      mcpServers: [bookings],
    });
    // The page going away aborts the run, which cancels the tool call and ends the form.
    const result = await run(agent, prompt, { stream: true, signal: request.signal });
    void result.completed.finally(() => bookings.close());
    return textResponse(result.toTextStream());
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
