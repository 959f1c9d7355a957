// The Next.js example (examples/next-ai-sdk) end to end, its route handlers called as Next.js calls them
// (a web Request in, a Response out): the chat route runs `streamText` with a model from `ai/test` and the MCP
// tools of `@ai-sdk/mcp`'s `createMCPClient`; the model calls a tool; a real MCP server on loopback asks the
// person; the question reaches the person's event stream (GET /api/elicitation/events); the answer is posted as
// the page posts it (POST /api/elicitation/answers/{id}); the tool result comes back in the chat stream.
// `next build` itself runs in test/consumers; here the route modules are imported directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgePendingEvent } from '../../src/core/bridge-wire/contract.js';
import { ASK, type BookingServer, bookedText, type Revision, startBookingServer } from './booking-server.js';
import { nextEvent, serverSentEvents } from './event-reader.js';
import { MODEL_ID, scriptedModel } from './scripted-model.js';

type Route = (request: Request) => Promise<Response>;

const SITE = 'http://localhost:3000';
const as = (user: string) => ({ cookie: `uid=${user}`, origin: SITE });

/** Every chunk of a UI message stream response (`toUIMessageStreamResponse`), once it ended. */
async function uiChunks(response: Response): Promise<{ type: string; [key: string]: unknown }[]> {
  const chunks: { type: string }[] = [];
  if (!response.body) return chunks;
  for await (const event of serverSentEvents(response.body)) {
    if (event.data !== '[DONE]') chunks.push(JSON.parse(event.data));
  }
  return chunks as { type: string; [key: string]: unknown }[];
}

const answer = (route: Route, user: string, id: string, body: unknown) =>
  route(
    new Request(`${SITE}/api/elicitation/answers/${encodeURIComponent(id)}`, {
      method: 'POST',
      headers: { ...as(user), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe.each<Revision>(['2025-11-25', '2026-07-28'])(
  'the Next.js example with @ai-sdk/mcp, against a %s server',
  (revision) => {
    let server: BookingServer;
    let chat: { POST: Route };
    let elicitation: { GET: Route; POST: Route };

    beforeAll(async () => {
      server = await startBookingServer(revision);
      process.env.MCP_SERVER_URL = server.url;
      process.env.CHAT_MODEL = MODEL_ID;
      // String model ids resolve through this provider, so the route runs unchanged.
      (globalThis as { AI_SDK_DEFAULT_PROVIDER?: unknown }).AI_SDK_DEFAULT_PROVIDER =
        scriptedModel().provider;
      chat = await import('../../examples/next-ai-sdk/app/api/chat/route.js');
      elicitation = await import('../../examples/next-ai-sdk/app/api/elicitation/[...path]/route.js');
    });
    afterAll(async () => {
      await server?.close();
    });

    it('given a model that calls a tool whose server asks, when the person answers through the bridge routes, should stream the tool result back in the chat, answered once', async () => {
      const closeEvents = new AbortController();
      const events = await elicitation.GET(
        new Request(`${SITE}/api/elicitation/events`, { headers: as('alice'), signal: closeEvents.signal }),
      );
      expect(events.status).toBe(200);
      expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
      if (!events.body) throw new Error('the event stream has no body');
      const stream = serverSentEvents(events.body);

      const reply = await chat.POST(
        new Request(`${SITE}/api/chat`, {
          method: 'POST',
          headers: { ...as('alice'), 'content-type': 'application/json' },
          body: JSON.stringify({
            messages: [
              { id: 'm1', role: 'user', parts: [{ type: 'text', text: 'A table tonight, please' }] },
            ],
          }),
        }),
      );
      expect(reply.status).toBe(200);
      const chunks = uiChunks(reply);

      const pending = JSON.parse(
        (await nextEvent(stream, (event) => event.event === 'pending')).data,
      ) as BridgePendingEvent;
      expect(pending.params).toMatchObject({ message: ASK });
      expect(pending.server.name).toBe('bookings');

      // Another user cannot even tell the request exists.
      expect((await answer(elicitation.POST, 'bob', pending.id, { action: 'decline' })).status).toBe(404);

      const content = { guests: 4, name: 'Ada' };
      expect(
        (await answer(elicitation.POST, 'alice', pending.id, { action: 'accept', content })).status,
      ).toBe(200);
      // A second tab, or a double click: the first answer stands.
      const late = await answer(elicitation.POST, 'alice', pending.id, { action: 'decline' });
      expect(late.status).toBe(409);
      expect(await late.json()).toMatchObject({ error: 'already-settled', action: 'accept' });

      const settled = JSON.parse((await nextEvent(stream, (event) => event.event === 'settled')).data);
      expect(settled).toEqual({ id: pending.id, action: 'accept', reason: 'answered' });

      const all = await chunks;
      const output = all.find((chunk) => chunk.type === 'tool-output-available');
      expect(output?.output).toMatchObject({
        content: [{ type: 'text', text: bookedText({ action: 'accept', content }) }],
      });
      const text = all
        .filter((chunk) => chunk.type === 'text-delta')
        .map((chunk) => chunk.delta)
        .join('');
      expect(text).toContain('Done:');
      expect(server.received).toEqual([{ action: 'accept', content }]);
      closeEvents.abort();
    });
  },
);
