// CopilotKit's agent, served over AG-UI (the protocol its chat speaks): `POST` a `RunAgentInput`, get its events as
// Server-Sent Events. It runs the AI SDK with this app's MCP tools (`connectMcp`: each elicitation to
// `bridge.forUser(userId)`), and maps the stream onto AG-UI events. With the CopilotKit runtime, any AG-UI agent
// does this part; the elicitation wiring is the same.

import { type BaseEvent, EventType, type Message, type RunAgentInput } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';
import { isStepCount, type ModelMessage, streamText } from 'ai';
import { userIdOf } from '../../../lib/bridge';
import { connectMcp } from '../../../lib/mcp';

/** The conversation as the model reads it: the user's and the assistant's text. */
function toModelMessages(messages: readonly Message[]): ModelMessage[] {
  return messages.flatMap((message): ModelMessage[] =>
    (message.role === 'user' || message.role === 'assistant') && typeof message.content === 'string'
      ? [{ role: message.role, content: message.content }]
      : [],
  );
}

export async function POST(request: Request): Promise<Response> {
  const userId = userIdOf(request);
  if (!userId) return new Response(null, { status: 401 });
  const input = (await request.json()) as RunAgentInput;
  const { threadId, runId } = input;
  const mcp = await connectMcp(userId, request.signal);
  const result = streamText({
    model: process.env.CHAT_MODEL ?? 'openai/gpt-5-mini',
    messages: toModelMessages(input.messages),
    tools: await mcp.tools(),
    stopWhen: isStepCount(5),
    // The page going away ends the run: the tool call is cancelled, and its form with it.
    abortSignal: request.signal,
  });
  const encoder = new EventEncoder({ accept: request.headers.get('accept') ?? undefined });
  const bytes = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: BaseEvent) => controller.enqueue(bytes.encode(encoder.encodeSSE(event)));
      send({ type: EventType.RUN_STARTED, threadId, runId } as BaseEvent);
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-start')
            send({
              type: EventType.TEXT_MESSAGE_START,
              messageId: `${runId}-${part.id}`,
              role: 'assistant',
            } as BaseEvent);
          else if (part.type === 'text-delta')
            send({
              type: EventType.TEXT_MESSAGE_CONTENT,
              messageId: `${runId}-${part.id}`,
              delta: part.text,
            } as BaseEvent);
          else if (part.type === 'text-end')
            send({ type: EventType.TEXT_MESSAGE_END, messageId: `${runId}-${part.id}` } as BaseEvent);
          else if (part.type === 'tool-call') {
            const { toolCallId, toolName } = part;
            send({ type: EventType.TOOL_CALL_START, toolCallId, toolCallName: toolName } as BaseEvent);
            send({
              type: EventType.TOOL_CALL_ARGS,
              toolCallId,
              delta: JSON.stringify(part.input),
            } as BaseEvent);
            send({ type: EventType.TOOL_CALL_END, toolCallId } as BaseEvent);
          } else if (part.type === 'tool-result')
            send({
              type: EventType.TOOL_CALL_RESULT,
              messageId: `${runId}-${part.toolCallId}-result`,
              toolCallId: part.toolCallId,
              content: JSON.stringify(part.output),
              role: 'tool',
            } as BaseEvent);
        }
        send({ type: EventType.RUN_FINISHED, threadId, runId } as BaseEvent);
      } catch (error) {
        send({ type: EventType.RUN_ERROR, message: String(error) } as BaseEvent);
      } finally {
        await mcp.close();
        controller.close();
      }
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
  });
}
