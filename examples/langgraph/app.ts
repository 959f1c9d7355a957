// The routes of a Node or edge server (Next.js route handlers, Hono, …): the chat and the bridge.
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { chatRoute } from './lib/agent';
import { bridge } from './lib/bridge';

/** The routes, given your tool-calling chat model (`new ChatOpenAI({ model: 'gpt-5-mini' })`, `@langchain/openai`). */
export function routes(model: BaseChatModel) {
  return {
    chat: { POST: chatRoute(model) },
    // GET /api/elicitation/events (Server-Sent Events) and POST /api/elicitation/answers/{id}.
    elicitation: { GET: bridge.handle, POST: bridge.handle },
  };
}
