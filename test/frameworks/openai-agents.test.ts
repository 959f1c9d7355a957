// OpenAI Agents JS (examples/openai-agents) end to end: the chat route runs an agent (`run(…, { stream: true })`)
// with a scripted `Model` and one MCP server, `ElicitingMcpServer`: the SDK's public `MCPServer` interface over the
// official client, with our handler attached (the SDK's own MCP servers declare no elicitation and expose no hook).
// The model calls a tool; a real MCP server on loopback asks (pushed on 2025-11-25, `input_required` on
// 2026-07-28); the question reaches `bridge.forUser`; the page's answer comes back in the agent's text stream.
import { MCPServerStreamableHttp } from '@openai/agents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoute } from '../../examples/openai-agents/lib/agent.js';
import { bridge } from '../../examples/openai-agents/lib/bridge.js';
import {
  ASK,
  type BookingServer,
  bookedText,
  type Revision,
  startBookingServer,
} from '../ai-sdk/booking-server.js';
import { as, openPage, SITE } from './bridge-client.js';
import { bookingModel } from './openai-agents-model.js';

const SERVER_META = { persist: 'session', 'example.com/trace': 'req-7' };
const ANSWER_META = { persist: 'session' };
const elicitation = { GET: bridge.handle, POST: bridge.handle };

const chatRequest = (user: string, signal?: AbortSignal) =>
  new Request(`${SITE}/api/chat`, {
    method: 'POST',
    headers: { ...as(user), 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'A table tonight, please' }),
    ...(signal ? { signal } : {}),
  });

describe.each<Revision>(['2025-11-25', '2026-07-28'])('OpenAI Agents JS, against a %s server', (revision) => {
  let server: BookingServer;
  const chat = chatRoute(bookingModel());

  beforeAll(async () => {
    server = await startBookingServer(revision, { meta: SERVER_META });
    process.env.MCP_SERVER_URL = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('given the agent calls a tool whose server asks, when the person answers on the bridge, should stream the result back, answered once, with both _meta intact', async () => {
    const page = await openPage(elicitation, 'alice', '/api/elicitation');
    const received = server.received.length;
    const reply = await chat(chatRequest('alice'));
    expect(reply.status).toBe(200);
    const text = reply.text();

    const pending = await page.nextPending();
    expect(pending.params).toMatchObject({ message: ASK, _meta: SERVER_META });
    expect((await page.answer(pending.id, { action: 'decline' }, 'bob')).status).toBe(404);
    const content = { guests: 4, name: 'Ada' };
    expect((await page.answer(pending.id, { action: 'accept', content, _meta: ANSWER_META })).status).toBe(
      200,
    );
    expect((await page.answer(pending.id, { action: 'decline' })).status).toBe(409);

    const said = await text;
    expect(said).toMatch(/^Done: /);
    expect(said).toContain(JSON.stringify(bookedText({ action: 'accept', content })).slice(-40, -1));
    expect(server.received.slice(received)).toEqual([{ action: 'accept', content, _meta: ANSWER_META }]);
    page.close();
  });

  it('given a form on screen, when the run is aborted, should end the form: the page hears cancel', async () => {
    const page = await openPage(elicitation, 'carol', '/api/elicitation');
    const run = new AbortController();
    const reply = await chat(chatRequest('carol', run.signal));
    const drained = reply.text().catch(() => 'aborted');
    const pending = await page.nextPending();
    run.abort();
    // Whichever comes first ends it: the server withdrawing its question, or the run's end closing the
    // connection (attachElicitationHandler then cancels that connection's requests).
    const settled = await page.nextSettled();
    expect(settled).toMatchObject({ id: pending.id, action: 'cancel' });
    expect(['cancelled-by-server', 'cancelled-all']).toContain(settled.reason);
    await drained;
    page.close();
  });

  it("given the SDK's own MCPServerStreamableHttp, when a tool asks, should fail the call: it declares no elicitation, so nobody is asked", async () => {
    const own = new MCPServerStreamableHttp({ url: server.url, name: 'bookings' });
    await own.connect();
    const received = server.received.length;
    try {
      const outcome = await own.callTool('book_table', {}).then(
        (result) => ({ result }),
        (error: unknown) => ({ error: String(error) }),
      );
      // 2025-11-25: the server's elicitInput refuses and the tool reports it; 2026-07-28: the SDK client refuses
      // the `input_required` result, since the call declared no elicitation.
      expect(JSON.stringify(outcome)).toMatch(
        revision === '2025-11-25'
          ? /Client does not support form elicitation/
          : /do not declare the required capability/,
      );
      expect(server.received.length).toBe(received);
    } finally {
      await own.close();
    }
  });
});
