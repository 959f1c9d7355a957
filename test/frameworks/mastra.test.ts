// Mastra (examples/mastra) end to end: the chat route runs a Mastra agent whose model is the AI SDK's test model
// (`MockLanguageModelV4`, `ai/test`) and whose tools come from `@mastra/mcp`'s `MCPClient`; the model calls a tool;
// a real MCP server on loopback asks the person (pushed on 2025-11-25, `input_required` on 2026-07-28); the
// client's `inputRequests` handler hands it to `bridge.forUser`; the page's answer comes back in the agent's stream.
import type { MastraModelConfig } from '@mastra/core/llm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatRoute } from '../../examples/mastra/lib/agent.js';
import { bridge } from '../../examples/mastra/lib/bridge.js';
import { type BookingServer, type Revision, startBookingServer } from '../ai-sdk/booking-server.js';
import { scriptedModel } from '../ai-sdk/scripted-model.js';
import { ANSWER_META, chatRequest, openPage, SERVER_META } from './bridge-client.js';
import { abortEndsForm, answeredOnce, CONTENT } from './scenarios.js';

const elicitation = { GET: bridge.handle, POST: bridge.handle };

/** The next answer `userId`'s bridge queue gives the framework's handler, as it gave it. */
function answersGivenTo(userId: string): Promise<unknown> {
  const forUser = bridge.forUser.bind(bridge);
  return new Promise((resolve) => {
    const spy = vi.spyOn(bridge, 'forUser').mockImplementation((id) => {
      const queue = forUser(id);
      if (id !== userId) return queue;
      spy.mockRestore();
      return {
        ...queue,
        present: (params, options) => {
          const answer = queue.present(params, options);
          void answer.then(resolve);
          return answer;
        },
        get size() {
          return queue.size;
        },
      };
    });
  });
}

describe.each<Revision>(['2025-11-25', '2026-07-28'])('Mastra, against a %s server', (revision) => {
  let server: BookingServer;
  let chat: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    server = await startBookingServer(revision, { meta: SERVER_META });
    process.env.MCP_SERVER_URL = server.url;
    // Mastra names an MCP tool `{server}_{tool}`. It types models against its own copy of `@ai-sdk/provider`
    // (4.0.17) where the test model has the AI SDK's (4.0.38): the same v4 interface, two declarations.
    chat = chatRoute(scriptedModel('bookings_book_table').model as unknown as MastraModelConfig);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('given the agent calls a tool whose server asks, when the person answers on the bridge, should stream the result back, answered once, _meta carried both ways as far as the framework lets it', async () => {
    const answered = answersGivenTo('alice');
    const received = await answeredOnce({ chat, elicitation, server });
    expect(await answered).toEqual({ action: 'accept', content: CONTENT, _meta: ANSWER_META });
    // Mastra registers its handler with the SDK client's `setRequestHandler`, which checks the result: the
    // 2026-07-28 embedded-response schema of @modelcontextprotocol/client (2.0.0 here, 2.4.0 alike) has no `_meta`
    // and strips it. Our side carried it to that handler (the queue's answer, above); the pushed path keeps it.
    const lost = revision === '2026-07-28';
    expect(received).toEqual([
      { action: 'accept', content: CONTENT, ...(lost ? {} : { _meta: ANSWER_META }) },
    ]);
  });

  it('given two users chatting at once, should give each run its own client and each user their own question', async () => {
    // Without the example's `id`, Mastra refuses a second MCPClient of the same config while the first is open.
    const users = ['dora', 'eve'];
    const pages = await Promise.all(users.map((user) => openPage(elicitation, user, '/api/elicitation')));
    const replies = await Promise.all(users.map((user) => chat(chatRequest(user))));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const texts = replies.map((reply) => reply.text());
    for (const page of pages) {
      const pending = await page.nextPending();
      expect((await page.answer(pending.id, { action: 'accept', content: CONTENT })).status).toBe(200);
    }
    for (const text of texts) expect(await text).toMatch(/^Done: /);
    for (const page of pages) page.close();
  });

  it('given a form on screen, when the run is aborted, should end the form: the page hears cancelled-by-server', async () => {
    expect(await abortEndsForm({ chat, elicitation, server })).toBe('cancelled-by-server');
  });
});
