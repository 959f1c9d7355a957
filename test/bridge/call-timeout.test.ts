// The host's tool-call timeout must not fire while a person answers: a real 62 s wait, past the SDK's 60 s default
// (its own file, so it runs beside the others). Fake timers would prove less: the SDK's timer, the bridge's
// sweep and the in-memory transport all run on the real clock here.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { DEFAULT_REQUEST_TIMEOUT_MSEC } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { afterAll, describe, expect, it } from 'vitest';
import { bridgeRequestOptions } from '../../src/bridge/index.js';
import { attachElicitationHandler, clientCapabilities } from '../../src/core/index.js';
import { readSse } from './sse-reader.js';
import { answerRequest, eventsRequest, formParams, testBridge } from './support.js';

const bridge = testBridge({ sweepIntervalMs: 1000 });
afterAll(async () => bridge.close());

describe('the tool-call timeout while a person answers', () => {
  it('given bridgeRequestOptions, when the form is answered after the SDK default of 60 s, should still deliver the result; without them the call times out', async () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MSEC).toBe(60_000);
    const server = new McpServer({ name: 'slow', version: '1.0.0' });
    server.registerTool('ask', { description: 'Asks for a name' }, async () => {
      // The server's own wait for the person is its choice: here as long as the bridge's TTL.
      const answer = await server.server.elicitInput(formParams as never, { timeout: bridge.ttlMs });
      return { content: [{ type: 'text' as const, text: JSON.stringify(answer.content) }] };
    });
    const client = new Client(
      { name: 'host', version: '1.0.0' },
      { capabilities: clientCapabilities({ elicitation: { form: true } }) },
    );
    attachElicitationHandler(client, bridge.forUser('ada'));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const started = Date.now();
    const defaults = client.callTool({ name: 'ask', arguments: {} }).then(
      () => 'answered',
      (error: { code?: number }) => error.code,
    );
    const patient = client.callTool({ name: 'ask', arguments: {} }, undefined, bridgeRequestOptions(bridge));
    const ids = [await stream.next(), await stream.next()].map((event) => (event.data as { id: string }).id);
    await new Promise((resolve) => setTimeout(resolve, 62_000 - (Date.now() - started)));
    for (const id of ids) {
      await bridge.handle(answerRequest('ada', id, { action: 'accept', content: { name: 'after 62 s' } }));
    }
    const result = await patient;
    expect(Date.now() - started).toBeGreaterThan(60_000);
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify({ name: 'after 62 s' }) }]);
    // The control: the SDK's default gave up at 60 s, while the person was still typing.
    expect(await defaults).toBe(-32001);
    await stream.close();
    await client.close();
  }, 90_000);
});
