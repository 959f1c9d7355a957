// The chat: a small LangGraph agent (model → tools → model) with the MCP server's tools, its replies streamed to the
// page as plain text. The person's answer reaches the tool while its MCP call is open: no interrupt(), no resume.
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage } from '@langchain/core/messages';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { ToolNode, toolsCondition } from '@langchain/langgraph/prebuilt';
import { userIdOf } from './bridge';
import { mcpToolsFor } from './tools';

/** The agent: the model calls tools until it answers in words. */
export function agentGraph(model: BaseChatModel, tools: StructuredToolInterface[]) {
  const llm = model.bindTools?.(tools) ?? model;
  return new StateGraph(MessagesAnnotation)
    .addNode('agent', async ({ messages }) => ({ messages: [await llm.invoke(messages)] }))
    .addNode('tools', new ToolNode(tools))
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', toolsCondition)
    .addEdge('tools', 'agent')
    .compile();
}

/**
 * `POST /api/chat` with `{ prompt }`: the agent's answer as a text stream. `model` is a tool-calling chat model
 * (`new ChatOpenAI({ model: 'gpt-5-mini' })` in an app; the tests pass LangChain's fake).
 */
export const chatRoute =
  (model: BaseChatModel) =>
  async (request: Request): Promise<Response> => {
    const userId = userIdOf(request);
    if (!userId) return new Response(null, { status: 401 });
    const { prompt } = (await request.json()) as { prompt: string };
    const mcp = await mcpToolsFor(userId, process.env.MCP_SERVER_URL ?? 'http://127.0.0.1:3001/mcp');
    try {
      // The page going away aborts the run, and with it the tool's MCP call.
      const run = await agentGraph(model, mcp.tools).stream(
        { messages: [new HumanMessage(prompt)] },
        { streamMode: 'messages', signal: request.signal },
      );
      // The text streamed to the page; mcp.close() when the run ends, fails or the page stops reading.
      return new Response(textStream(agentText(run, mcp.close)), {
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    } catch (error) {
      await mcp.close();
      throw error;
    }
  };

/**
 * The model's words as they stream. `close` runs when the run ends, fails or the page stops reading: closing the
 * client ends a form still open. (SDK v1 ignores the server withdrawing its first request, id 0, when the call is
 * cancelled, typescript-sdk#2283: without the close, an aborted run would leave that form on the page.)
 */
async function* agentText(
  run: AsyncIterable<[{ text: string }, { langgraph_node?: string }]>,
  close: () => Promise<void>,
): AsyncGenerator<string> {
  try {
    for await (const [message, { langgraph_node }] of run) if (langgraph_node === 'agent') yield message.text;
  } finally {
    await close();
  }
}

/** A response body that streams `text` as it comes; cancelling the body ends `text`. */
function textStream(text: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await text.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await text.return(undefined);
    },
  });
}
