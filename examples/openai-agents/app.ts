// The routes of a Node or edge server (Next.js route handlers, Hono, …): the chat and the bridge.
import { chatRoute } from './lib/agent';
import { bridge } from './lib/bridge';

export const chat = { POST: chatRoute(process.env.CHAT_MODEL ?? 'gpt-5-mini') };
// GET /api/elicitation/events (Server-Sent Events) and POST /api/elicitation/answers/{id}.
export const elicitation = { GET: bridge.handle, POST: bridge.handle };
