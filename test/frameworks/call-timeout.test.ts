// No framework's own timeout may cut a person off mid-form: a real 62 s wait, past the 60 s that Mastra and the MCP
// SDK default to (its own file, so Vitest runs it beside the others). Side by side on one 2025-11-25 server:
// - Mastra as the example configures it (`timeout` from `bridgeRequestOptions`) gets the answer;
// - the control, Mastra with its default, gives up at 60 s while the form is still open;
// - OpenAI Agents JS through the example's `ElicitingMcpServer` gets the answer (no SDK timeout of its own cuts in);
// - LangGraph as the example configures `loadMcpTools` (`defaultToolTimeout` from `bridgeRequestOptions`) gets the
//   answer; the control, the same tools without it, gives up at the MCP SDK's 60 s.
// Fake timers would prove less: the frameworks' timers, the bridge's sweep and the transport run on the real clock.
import { loadMcpTools } from '@langchain/mcp-adapters';
import type { MastraModelConfig } from '@mastra/core/llm';
import { MCPClient } from '@mastra/mcp';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoute as langgraphChat } from '../../examples/langgraph/lib/agent.js';
import { bridge as langgraphBridge } from '../../examples/langgraph/lib/bridge.js';
import { chatRoute as mastraChat } from '../../examples/mastra/lib/agent.js';
import { bridge as mastraBridge } from '../../examples/mastra/lib/bridge.js';
import { chatRoute as openaiChat } from '../../examples/openai-agents/lib/agent.js';
import { bridge as openaiBridge } from '../../examples/openai-agents/lib/bridge.js';
import { attachElicitationHandler, clientCapabilities } from '../../src/core/index.js';
import { type BookingServer, bookedText, startBookingServer } from '../ai-sdk/booking-server.js';
import { scriptedModel } from '../ai-sdk/scripted-model.js';
import { chatRequest, openPage } from './bridge-client.js';
import { BookingChatModel } from './langgraph-model.js';
import { bookingModel } from './openai-agents-model.js';

const WAIT_MS = 62_000;
const content = { guests: 2, name: 'after 62 s' };

let server: BookingServer;
beforeAll(async () => {
  server = await startBookingServer('2025-11-25');
  process.env.MCP_SERVER_URL = server.url;
});
afterAll(async () => {
  await server?.close();
});

describe("the frameworks' tool-call timeouts while a person answers", () => {
  it('given the examples, when the forms are answered after 62 s, should deliver every answer; Mastra and the LangGraph tools left at their defaults give up at 60 s', async () => {
    const mastraModel = () => scriptedModel('bookings_book_table').model as unknown as MastraModelConfig;
    const mastraPage = await openPage(
      { GET: mastraBridge.handle, POST: mastraBridge.handle },
      'patient',
      '/api/elicitation',
    );
    const openaiPage = await openPage(
      { GET: openaiBridge.handle, POST: openaiBridge.handle },
      'patient',
      '/api/elicitation',
    );
    const langgraphPage = await openPage(
      { GET: langgraphBridge.handle, POST: langgraphBridge.handle },
      'patient',
      '/api/elicitation',
    );
    const started = Date.now();

    // The control: the example's handler, without the example's `timeout`.
    const control = new MCPClient({
      id: 'control',
      servers: {
        bookings: {
          url: new URL(server.url),
          inputRequests: ({ params, signal }) =>
            mastraBridge
              .forUser('impatient')
              .present(params, { server: { name: 'bookings' }, source: {}, signal }),
        },
      },
    });
    const controlTool = (await control.listTools()).bookings_book_table;
    const controlOutcome = Promise.resolve(controlTool?.execute?.({}, {} as never)).then(
      (result) => `answered: ${JSON.stringify(result)}`,
      (error: unknown) => String(error),
    );

    // The LangGraph control: the example's client and handler, `loadMcpTools` without `defaultToolTimeout`.
    const langgraphControl = new Client(
      { name: 'control', version: '1.0.0' },
      { capabilities: clientCapabilities({ elicitation: { form: true } }) },
    );
    attachElicitationHandler(langgraphControl, langgraphBridge.forUser('impatient'), {
      modes: { form: true },
    });
    await langgraphControl.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    const [langgraphControlTool] = await loadMcpTools('bookings', langgraphControl);
    const langgraphControlOutcome = Promise.resolve(langgraphControlTool?.invoke({})).then(
      (result) => `answered: ${JSON.stringify(result)}`,
      (error: unknown) => String(error),
    );

    const mastra = (await mastraChat(mastraModel())(chatRequest('patient'))).text();
    const openai = (await openaiChat(bookingModel())(chatRequest('patient'))).text();
    const langgraph = (await langgraphChat(new BookingChatModel())(chatRequest('patient'))).text();
    const ids = [
      (await mastraPage.nextPending()).id,
      (await openaiPage.nextPending()).id,
      (await langgraphPage.nextPending()).id,
    ];

    await new Promise((resolve) => setTimeout(resolve, WAIT_MS - (Date.now() - started)));
    expect(await mastraPage.answer(ids[0] as string, { action: 'accept', content })).toHaveProperty(
      'status',
      200,
    );
    expect(await openaiPage.answer(ids[1] as string, { action: 'accept', content })).toHaveProperty(
      'status',
      200,
    );
    expect(await langgraphPage.answer(ids[2] as string, { action: 'accept', content })).toHaveProperty(
      'status',
      200,
    );

    const escaped = JSON.stringify(bookedText({ action: 'accept', content })).slice(-30, -1);
    expect(await mastra).toContain(escaped);
    expect(await openai).toContain(escaped);
    expect(await langgraph).toContain(escaped);
    expect(Date.now() - started).toBeGreaterThan(60_000);
    // The control gave up at Mastra's default 60 s, while the person was still typing.
    expect(await controlOutcome).toMatch(/timed out|timeout/i);
    // So did the LangGraph tools without `defaultToolTimeout`: the SDK's own 60 s.
    expect(await langgraphControlOutcome).toMatch(/Request timed out/);
    await control.disconnect();
    await langgraphControl.close();
    mastraPage.close();
    openaiPage.close();
    langgraphPage.close();
  }, 120_000);
});
