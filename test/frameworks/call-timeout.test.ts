// No client's own timeout may cut a person off mid-form: a real 62 s wait, past the 60 s that Mastra and both MCP
// SDKs default to (its own file, so Vitest runs it beside the others). Side by side, every tool call started before
// the wait begins, every answer given 62 s after:
// - Mastra as the example configures it (`timeout` from `bridgeRequestOptions`) gets the answer; the control,
//   Mastra with its default, gives up at 60 s while the form is still open;
// - OpenAI Agents JS through the example's `ElicitingMcpServer` gets the answer (no SDK timeout of its own cuts in);
// - LangGraph as the example configures `loadMcpTools` (`defaultToolTimeout` from `bridgeRequestOptions`) gets the
//   answer; the control, the same tools without it, gives up at the MCP SDK's 60 s;
// - the guides' code as readers copy it (the README's quick start: SDK v1 in the page, its `callTool` with a timeout;
//   docs/server-client.md: `bridgeRequestOptions`) gets the answer;
// - the AI SDK's MCP client (examples/next-ai-sdk, under the assistant-ui and CopilotKit recipes) sets no timeout;
// - what docs/in-page-client.md says of the SDKs' defaults: SDK v1, and v2 (2.4) on a 2025-11-25 connection, give up at 60 s
//   (the server then withdraws its question: the form locks); v2 on 2026-07-28 (`input_required`) does not count
//   the person's time.
// Fake timers would prove less: the frameworks' timers, the bridge's sweep and the transport run on the real clock.
import { loadMcpTools } from '@langchain/mcp-adapters';
import type { MastraModelConfig } from '@mastra/core/llm';
import { MCPClient } from '@mastra/mcp';
import {
  Client as ClientV2,
  StreamableHTTPClientTransport as TransportV2,
} from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callTool as inPageCallTool,
  connect as inPageConnect,
  queue as inPageQueue,
} from '../../examples/guides/quick-start.js';
import {
  askThroughTheBridge,
  createBridge,
  callTool as serverCallTool,
} from '../../examples/guides/server-bridge.js';
import { chatRoute as langgraphChat } from '../../examples/langgraph/lib/agent.js';
import { bridge as langgraphBridge } from '../../examples/langgraph/lib/bridge.js';
import { chatRoute as mastraChat } from '../../examples/mastra/lib/agent.js';
import { bridge as mastraBridge, userIdOf } from '../../examples/mastra/lib/bridge.js';
import { bridge as aiSdkBridge } from '../../examples/next-ai-sdk/lib/bridge.js';
import { connectMcp } from '../../examples/next-ai-sdk/lib/mcp.js';
import { chatRoute as openaiChat } from '../../examples/openai-agents/lib/agent.js';
import { bridge as openaiBridge } from '../../examples/openai-agents/lib/bridge.js';
import {
  acceptResult,
  attachElicitationHandler,
  clientCapabilities,
  createElicitationQueue,
  type ElicitationQueue,
} from '../../src/core/index.js';
import { type BookingServer, bookedText, startBookingServer } from '../ai-sdk/booking-server.js';
import { scriptedModel } from '../ai-sdk/scripted-model.js';
import { nextCurrent, waitFor } from '../support/queue-waits.js';
import { chatRequest, openPage } from './bridge-client.js';
import { BookingChatModel } from './langgraph-model.js';
import { bookingModel } from './openai-agents-model.js';

const WAIT_MS = 62_000;
const content = { guests: 2, name: 'after 62 s' };
const book = { name: 'book_table', arguments: {} };
const modes = { form: true };
const capabilities = clientCapabilities({ elicitation: modes });
const info = { name: 'timeout-test', version: '1.0.0' };

let pushed: BookingServer;
let rounds: BookingServer;
beforeAll(async () => {
  [pushed, rounds] = await Promise.all([startBookingServer('2025-11-25'), startBookingServer('2026-07-28')]);
  process.env.MCP_SERVER_URL = pushed.url;
});
afterAll(async () => {
  await Promise.all([pushed?.close(), rounds?.close()]);
});

/** What a call came to: the tool's text, or why it failed. */
const outcomeOf = (call: Promise<unknown>) =>
  call.then(
    (result) => `answered: ${JSON.stringify(result)}`,
    (error: unknown) => String(error),
  );

/** An official SDK client with its own queue behind `attachElicitationHandler`, connected to `url`. */
async function sdkClient(sdk: 'v1' | 'v2-legacy' | 'v2-auto', url: string) {
  const queue: ElicitationQueue = createElicitationQueue();
  if (sdk === 'v1') {
    const client = new ClientV1(info, { capabilities });
    attachElicitationHandler(client, queue, { modes });
    await client.connect(new TransportV1(new URL(url)));
    return { queue, client, call: () => client.callTool(book) };
  }
  const client = new ClientV2(info, {
    capabilities,
    versionNegotiation: { mode: sdk === 'v2-auto' ? 'auto' : 'legacy' },
  });
  attachElicitationHandler(client, queue, { modes });
  await client.connect(new TransportV2(new URL(url)));
  return { queue, client, call: () => client.callTool(book) };
}

describe('tool-call timeouts while a person answers', () => {
  it('given the examples and guides, when the forms are answered after 62 s, should deliver every answer; the SDK defaults give up at 60 s on 2025-11-25', async () => {
    const mastraModel = () => scriptedModel('bookings_book_table').model as unknown as MastraModelConfig;
    const guideBridge = createBridge(userIdOf);
    const pageOf = (bridge: { handle: (request: Request) => Promise<Response> }) =>
      openPage({ GET: bridge.handle, POST: bridge.handle }, 'patient', '/api/elicitation');
    const pages = {
      mastra: await pageOf(mastraBridge),
      openai: await pageOf(openaiBridge),
      aiSdk: await pageOf(aiSdkBridge),
      serverGuide: await pageOf(guideBridge),
      langgraph: await pageOf(langgraphBridge),
    };

    // The control: the Mastra example's handler, without the example's `timeout`.
    const control = new MCPClient({
      id: 'control',
      servers: {
        bookings: {
          url: new URL(pushed.url),
          inputRequests: ({ params, signal }) =>
            mastraBridge
              .forUser('impatient')
              .present(params, { server: { name: 'bookings' }, source: {}, signal }),
        },
      },
    });
    const controlTool = (await control.listTools()).bookings_book_table;
    // The LangGraph control: the example's client and handler, `loadMcpTools` without `defaultToolTimeout`.
    const langgraphControl = new ClientV1(info, { capabilities });
    attachElicitationHandler(langgraphControl, langgraphBridge.forUser('impatient'), { modes });
    await langgraphControl.connect(new TransportV1(new URL(pushed.url)));
    const [langgraphControlTool] = await loadMcpTools('bookings', langgraphControl);
    const inPage = await inPageConnect(pushed.url);
    const serverSide = new ClientV1(info, { capabilities });
    askThroughTheBridge(serverSide, guideBridge, 'patient');
    await serverSide.connect(new TransportV1(new URL(pushed.url)));
    const aiSdk = await connectMcp('patient');
    const aiSdkTool = (await aiSdk.tools()).book_table;
    const v1Default = await sdkClient('v1', pushed.url);
    const v2Pushed = await sdkClient('v2-legacy', pushed.url);
    const v2Rounds = await sdkClient('v2-auto', rounds.url);

    const outcomes = {
      mastra: (await mastraChat(mastraModel())(chatRequest('patient'))).text(),
      openai: (await openaiChat(bookingModel())(chatRequest('patient'))).text(),
      langgraph: (await langgraphChat(new BookingChatModel())(chatRequest('patient'))).text(),
      langgraphControl: outcomeOf(Promise.resolve(langgraphControlTool?.invoke({}))),
      control: outcomeOf(Promise.resolve(controlTool?.execute?.({}, {} as never))),
      inPage: outcomeOf(inPageCallTool(inPage, book.name, book.arguments)),
      serverGuide: outcomeOf(serverCallTool(serverSide, guideBridge, book)),
      aiSdk: outcomeOf(
        Promise.resolve(aiSdkTool?.execute({}, { toolCallId: 'call-1', messages: [], context: {} })),
      ),
      v1Default: outcomeOf(v1Default.call()),
      v2Pushed: outcomeOf(v2Pushed.call()),
      v2Rounds: outcomeOf(v2Rounds.call()),
    };
    // Every question on screen: every call is in flight, so the 62 s count from here for each.
    const ids = {
      mastra: (await pages.mastra.nextPending()).id,
      openai: (await pages.openai.nextPending()).id,
      langgraph: (await pages.langgraph.nextPending()).id,
      aiSdk: (await pages.aiSdk.nextPending()).id,
      serverGuide: (await pages.serverGuide.nextPending()).id,
    };
    const entries = {
      inPage: await nextCurrent(inPageQueue),
      v1Default: await nextCurrent(v1Default.queue),
      v2Pushed: await nextCurrent(v2Pushed.queue),
      v2Rounds: await nextCurrent(v2Rounds.queue),
    };
    const asked = Date.now();

    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    for (const [page, id] of Object.entries(ids)) {
      const answered = await pages[page as keyof typeof pages].answer(id, { action: 'accept', content });
      expect([page, answered.status]).toEqual([page, 200]);
    }
    for (const entry of [entries.inPage, entries.v2Rounds]) entry.respond(acceptResult(content));

    const escaped = JSON.stringify(bookedText({ action: 'accept', content })).slice(-30, -1);
    const booked = bookedText({ action: 'accept', content });
    expect(await outcomes.mastra).toContain(escaped);
    expect(await outcomes.openai).toContain(escaped);
    expect(await outcomes.langgraph).toContain(escaped);
    for (const path of ['inPage', 'serverGuide', 'aiSdk', 'v2Rounds'] as const) {
      expect([path, await outcomes[path]]).toEqual([
        path,
        expect.stringContaining(JSON.stringify(booked).slice(1, -1)),
      ]);
    }
    expect(Date.now() - asked).toBeGreaterThan(WAIT_MS);
    // The defaults gave up at 60 s while the person was still typing: Mastra's, the LangGraph tools' (the MCP SDK's),
    // SDK v1's, and v2's on 2025-11-25.
    for (const path of ['control', 'langgraphControl', 'v1Default', 'v2Pushed'] as const) {
      expect([path, await outcomes[path]]).toEqual([path, expect.stringMatching(/timed out|timeout/i)]);
    }
    // The booking server ties its question to its call: cancelled with it, and the form locked (request id 0).
    await waitFor(() => entries.v1Default.signal?.aborted === true, 'the v1 control’s form locked');
    await waitFor(() => entries.v2Pushed.signal?.aborted === true, 'the v2 control’s form locked');

    await Promise.all([
      control.disconnect(),
      langgraphControl.close(),
      inPage.close(),
      serverSide.close(),
      aiSdk.close(),
      v1Default.client.close(),
      v2Pushed.client.close(),
      v2Rounds.client.close(),
      guideBridge.close(),
    ]);
    for (const page of Object.values(pages)) page.close();
  }, 150_000);
});
