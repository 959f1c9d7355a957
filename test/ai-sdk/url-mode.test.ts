// What `@ai-sdk/mcp` cannot do, and the way around it on the same bridge: a 2026-07-28 server that asks in URL mode
// inside `input_required`. The AI SDK's client throws; the official SDK client with `attachElicitationHandler` on
// `bridge.forUser(userId)` shows the address to that user and completes the call with their answer.
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElicitationBridge } from '../../src/bridge/index.js';
import type { BridgePendingEvent } from '../../src/core/bridge-wire/contract.js';
import { attachElicitationHandler, clientCapabilities, elicitationCapability } from '../../src/core/index.js';
import { type BookingServer, bookedText, startBookingServer, VERIFY_URL } from './booking-server.js';
import { nextEvent, serverSentEvents } from './event-reader.js';

const SITE = 'http://localhost:3000';

describe('a 2026-07-28 server asking in URL mode', () => {
  let server: BookingServer;
  beforeAll(async () => {
    server = await startBookingServer('2026-07-28');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('given @ai-sdk/mcp 2.0.99, when its tool asks in URL mode, should throw, the question never reaching the person', async () => {
    const bridge = createElicitationBridge({ authorize: () => 'alice' });
    const mcp = await createMCPClient({
      transport: { type: 'http', url: server.url },
      capabilities: { elicitation: elicitationCapability({ url: true }) },
      onUncaughtError: () => {},
    });
    const asked: unknown[] = [];
    mcp.onElicitationRequest(ElicitationRequestSchema, (request) => {
      asked.push(request);
      return bridge.forUser('alice').present(request.params, { server: { name: 'bookings' }, source: {} });
    });
    await expect(mcp.callTool({ name: 'verify_email' })).rejects.toThrow(
      /Only form elicitation is supported/,
    );
    expect(asked).toEqual([]);
    await mcp.close();
    await bridge.close();
  });

  it('given the official SDK client on the same bridge queue, when the person accepts the address in the page, should complete the call with accept', async () => {
    const bridge = createElicitationBridge({ authorize: () => 'alice' });
    const client = new Client(
      { name: 'host', version: '1.0.0' },
      {
        capabilities: clientCapabilities({ elicitation: { form: true, url: true } }),
        versionNegotiation: { mode: 'auto' },
      },
    );
    attachElicitationHandler(client, bridge.forUser('alice'), { modes: { form: true, url: true } });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    const closeEvents = new AbortController();
    const events = await bridge.handle(new Request(`${SITE}/events`, { signal: closeEvents.signal }));
    if (!events.body) throw new Error('the event stream has no body');
    const stream = serverSentEvents(events.body);

    const result = client.callTool({ name: 'verify_email' });
    const pending = JSON.parse(
      (await nextEvent(stream, (event) => event.event === 'pending')).data,
    ) as BridgePendingEvent;
    expect(pending.params).toMatchObject({ mode: 'url', url: VERIFY_URL });
    const posted = await bridge.handle(
      new Request(`${SITE}/answers/${pending.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE },
        body: JSON.stringify({ action: 'accept' }),
      }),
    );
    expect(posted.status).toBe(200);
    expect(await result).toMatchObject({
      content: [{ type: 'text', text: bookedText({ action: 'accept' }) }],
    });
    closeEvents.abort();
    await client.close();
    await bridge.close();
  });
});
