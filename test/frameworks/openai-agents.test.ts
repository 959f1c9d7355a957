// OpenAI Agents JS (examples/openai-agents) end to end: the chat route runs an agent (`run(…, { stream: true })`)
// with a scripted `Model` and one MCP server, `ElicitingMcpServer` (`mcp-elicitation-react/openai-agents`): the SDK's public `MCPServer` interface over the
// official client, with our handler attached (the SDK's own MCP servers declare no elicitation and expose no hook).
// The model calls a tool; a real MCP server on loopback asks (pushed on 2025-11-25, `input_required` on
// 2026-07-28); the question reaches `bridge.forUser`; the page's answer comes back in the agent's text stream.
import { MCPServerStreamableHttp } from '@openai/agents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoute } from '../../examples/openai-agents/lib/agent.js';
import { bridge } from '../../examples/openai-agents/lib/bridge.js';
import { type BookingServer, type Revision, startBookingServer } from '../ai-sdk/booking-server.js';
import { ANSWER_META, SERVER_META } from './bridge-client.js';
import { bookingModel } from './openai-agents-model.js';
import { abortEndsForm, answeredOnce, CONTENT } from './scenarios.js';

const elicitation = { GET: bridge.handle, POST: bridge.handle };

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
    expect(await answeredOnce({ chat, elicitation, server })).toEqual([
      { action: 'accept', content: CONTENT, _meta: ANSWER_META },
    ]);
  });

  it('given a form on screen, when the run is aborted, should end the form: the page hears cancel', async () => {
    // Whichever comes first ends it: the server withdrawing its question, or the run's end closing the
    // connection (attachElicitationHandler then cancels that connection's requests).
    expect(['cancelled-by-server', 'cancelled-all']).toContain(
      await abortEndsForm({ chat, elicitation, server }),
    );
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
