// LangGraph JS (examples/langgraph) end to end: the chat route runs a small StateGraph (model → ToolNode → model)
// whose model is LangChain's own fake and whose tools come from `@langchain/mcp-adapters`' `loadMcpTools`, on an SDK
// v1 client the example builds with the elicitation capability and our handler (the adapters' own client declares
// none). The model calls a tool; a real MCP server on loopback asks (2025-11-25, pushed); the question reaches
// `bridge.forUser`; the page — our remote queue, its fetch the bridge's routes — answers; the tool's result comes back
// in the graph's text stream.
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../examples/langgraph/app.js';
import { bridge } from '../../examples/langgraph/lib/bridge.js';
import { endReasonOf } from '../../src/core/flow/settlement.js';
import {
  createRemoteElicitationQueue,
  type RemoteElicitationQueue,
} from '../../src/core/remote/remote-queue.js';
import type { ElicitResult } from '../../src/core/wire/protocol.js';
import { ASK, type BookingServer, bookedText, startBookingServer } from '../ai-sdk/booking-server.js';
import { nextCurrent, waitFor } from '../support/queue-waits.js';
import { ANSWER_META, as, chatRequest, openPage, SERVER_META, SITE } from './bridge-client.js';
import { BookingChatModel } from './langgraph-model.js';
import { abortEndsForm, answeredOnce, CONTENT } from './scenarios.js';

const { chat: chatRoutes, elicitation } = routes(new BookingChatModel());
const chat = chatRoutes.POST;
const closing: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** `user`'s page: our remote queue on the example's bridge, its `fetch` the bridge's routes. */
function pageOf(user: string): RemoteElicitationQueue {
  const queue = createRemoteElicitationQueue({
    url: `${SITE}/api/elicitation`,
    headers: as(user),
    draftStorage: null,
    fetch: (input, init) => bridge.handle(new Request(input, init)),
  });
  closing.push(() => queue.close());
  return queue;
}

/** The tool's result as the model says it back: escaped in its JSON. */
const said = (answer: ElicitResult) => JSON.stringify(bookedText(answer)).slice(1, -1);

describe('LangGraph with @langchain/mcp-adapters, against a 2025-11-25 server', () => {
  let server: BookingServer;

  beforeAll(async () => {
    server = await startBookingServer('2025-11-25', { meta: SERVER_META });
    process.env.MCP_SERVER_URL = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('given the graph calls a tool whose server asks, when the person answers on the bridge, should stream the result back, answered once, with both _meta intact', async () => {
    expect(await answeredOnce({ chat, elicitation, server })).toEqual([
      { action: 'accept', content: CONTENT, _meta: ANSWER_META },
    ]);
  });

  it.each<[string, ElicitResult]>([
    ['accept', { action: 'accept', content: { guests: 3, name: 'Grace' } }],
    ['decline', { action: 'decline' }],
    ['cancel', { action: 'cancel' }],
  ])(
    'given the form on the page, when the person answers %s, should give the tool exactly that answer',
    async (_, answer) => {
      const queue = pageOf('dora');
      const reply = await chat(chatRequest('dora'));
      const text = reply.text();
      const entry = await nextCurrent(queue);
      expect(entry.request).toMatchObject({ mode: 'form', message: ASK });
      expect(entry.server.name).toBe('bookings');
      await entry.respond(answer);
      expect(await text).toContain(said(answer));
      expect(server.received.at(-1)).toEqual(answer);
    },
  );

  it('given an answer that fails the form, should refuse it with 422, nothing sent, and keep the form for a valid one', async () => {
    const queue = pageOf('erin');
    const wire = await openPage(elicitation, 'erin', '/api/elicitation');
    closing.push(() => wire.close());
    const received = server.received.length;
    const text = (await chat(chatRequest('erin'))).text();
    const { id } = await wire.nextPending();

    const refused = await wire.answer(id, { action: 'accept', content: { guests: 40, name: 'Ada' } });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: 'invalid-content', issues: [{ field: 'guests' }] });
    expect(server.received.length).toBe(received);

    const entry = await nextCurrent(queue);
    expect(entry.id).toBe(id);
    const valid: ElicitResult = { action: 'accept', content: { guests: 12, name: 'Ada' } };
    await entry.respond(valid);
    expect(await text).toContain(said(valid));
    expect(server.received.slice(received)).toEqual([valid]);
  });

  // The server withdraws its question when the call is cancelled, but SDK v1 (1.32.2) ignores a cancellation of
  // request id 0, the first a server sends on a connection (typescript-sdk#2283): the example's close at the run's
  // end is what ends the form, so the page hears `cancelled-all`. Without that close the form stays open.
  it('given a form on screen, when the run is aborted, should end the form: the page hears cancel', async () => {
    expect(await abortEndsForm({ chat, elicitation, server })).toBe('cancelled-all');
  });

  it('given a form on the page, when the run is aborted, should take it off the page and say why', async () => {
    const queue = pageOf('frank');
    const run = new AbortController();
    const text = (await chat(chatRequest('frank', run.signal))).text().catch(() => 'aborted');
    const entry = await nextCurrent(queue);
    run.abort();
    await waitFor(() => entry.signal?.aborted === true, 'the form ended');
    expect(endReasonOf(entry.signal?.reason)).toBe('cancelled-all');
    await waitFor(() => queue.snapshot().pending.length === 0, 'the form off the page');
    await text;
  });

  it("given the adapters' own MultiServerMCPClient, when the tool asks, should fail the call: its client declares no elicitation, so nobody is asked", async () => {
    const own = new MultiServerMCPClient({ mcpServers: { bookings: { url: server.url } } });
    const received = server.received.length;
    try {
      const [tool] = await own.getTools();
      const outcome = await tool?.invoke({}).then(
        (result: unknown) => ({ result }),
        (error: unknown) => ({ error: String(error) }),
      );
      expect(JSON.stringify(outcome)).toMatch(/Client does not support form elicitation/);
      expect(server.received.length).toBe(received);
    } finally {
      await own.close();
    }
  });
});

describe('LangGraph with @langchain/mcp-adapters, against a 2026-07-28 server', () => {
  let server: BookingServer;

  beforeAll(async () => {
    server = await startBookingServer('2026-07-28', { meta: SERVER_META });
    process.env.MCP_SERVER_URL = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('given the adapters take an SDK v1 client, which speaks 2025-11-25 at most, should fail at connect: nobody is asked', async () => {
    await expect(chat(chatRequest('gwen'))).rejects.toThrow(/Unsupported protocol version: 2025-11-25/);
    expect(server.received).toEqual([]);
  });
});
