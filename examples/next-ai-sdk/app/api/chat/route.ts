import { convertToModelMessages, isStepCount, streamText, type UIMessage } from 'ai';
import { userIdOf } from '../../../lib/bridge';
import { connectMcp } from '../../../lib/mcp';

export async function POST(request: Request): Promise<Response> {
  const userId = userIdOf(request);
  if (!userId) return new Response(null, { status: 401 });
  const { messages } = (await request.json()) as { messages: UIMessage[] };
  // The run ends with the request: a page that stops (or goes away) withdraws the question on screen.
  const mcp = await connectMcp(userId, request.signal);
  const result = streamText({
    model: process.env.CHAT_MODEL ?? 'openai/gpt-5-mini',
    messages: await convertToModelMessages(messages),
    tools: await mcp.tools(),
    stopWhen: isStepCount(5),
    abortSignal: request.signal,
    onFinish: () => mcp.close(),
    onError: () => mcp.close(),
    onAbort: () => mcp.close(),
  });
  return result.toUIMessageStreamResponse();
}
