// The bridge's per-user queue where the SDKs take a queue: the official SDK's client and McpServer, in process.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { ElicitationBridge } from '../../src/bridge/index.js';
import { createElicitationHandler, type ElicitationQueue, requestWithInput } from '../../src/core/index.js';
import { connectToQueue } from '../support/sdk-pair.js';
import { readSse } from './sse-reader.js';
import { stepwiseServer } from './stepwise-server.js';
import { answerRequest, eventsRequest, formParams, testBridge } from './support.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** An McpServer whose `ask` tool elicits `formParams`, giving up after `timeoutMs` (notifications/cancelled). */
async function connect(queue: ElicitationQueue, timeoutMs = 30_000) {
  const server = new McpServer({ name: 'asker', version: '1.0.0' });
  server.registerTool('ask', { description: 'Asks for a name' }, async () => {
    try {
      // The session's first request (id 0), which SDK v1 itself would not cancel: attachElicitationHandler does.
      const answer = await server.server.elicitInput(formParams as never, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { content: [{ type: 'text' as const, text: JSON.stringify(answer) }] };
    } catch (error) {
      return { content: [{ type: 'text' as const, text: `failed: ${(error as Error).message}` }] };
    }
  });
  return connectToQueue(server, queue);
}

const text = (result: unknown) => (result as { content: { text: string }[] }).content[0]?.text;

describe('the bridge queue with the official SDK', () => {
  let bridge: ElicitationBridge;
  afterEach(async () => bridge.close());

  it('given a tool that elicits, when the page answers over HTTP, should give the tool the typed answer', async () => {
    bridge = testBridge();
    const client = await connect(bridge.forUser('ada'));
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const call = client.callTool({ name: 'ask', arguments: {} });
    const pending = await stream.next();
    expect(pending.data).toMatchObject({ params: formParams, server: { name: 'asker' } });
    const id = (pending.data as { id: string }).id;
    const posted = await bridge.handle(
      answerRequest('ada', id, { action: 'accept', content: { name: 'octocat' } }),
    );
    expect(posted.status).toBe(200);
    expect(text(await call)).toBe(JSON.stringify({ action: 'accept', content: { name: 'octocat' } }));
    expect(await stream.next()).toMatchObject({
      event: 'settled',
      data: { id, action: 'accept', reason: 'answered' },
    });
    await stream.close();
  });

  it('given params outside the schema, should answer -32602 at once and show nothing', async () => {
    bridge = testBridge();
    const queue = bridge.forUser('ada');
    expect(() =>
      queue.present(
        { message: 'x', requestedSchema: { type: 'array' } },
        { server: { name: 's' }, source: {} },
      ),
    ).toThrow(expect.objectContaining({ name: 'ElicitationError' }));
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    expect(await stream.drain(50)).toEqual([]);
    await stream.close();
  });

  it('given the server stops waiting (its request times out), should settle the page as cancelled-by-server', async () => {
    bridge = testBridge();
    const client = await connect(bridge.forUser('ada'), 150);
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const call = client.callTool({ name: 'ask', arguments: {} });
    const { id } = (await stream.next()).data as { id: string };
    expect(await stream.next()).toMatchObject({
      event: 'settled',
      data: { id, action: 'cancel', reason: 'cancelled-by-server' },
    });
    expect(text(await call)).toMatch(/^failed: .*timeout/i);
    const late = await bridge.handle(
      answerRequest('ada', id, { action: 'accept', content: { name: 'late' } }),
    );
    expect(late.status).toBe(409);
    await stream.close();
  });

  it('given requestWithInput on a live 2026-07-28 connection, should ask through the bridge each round and finish the call', async () => {
    bridge = testBridge();
    const mcp = stepwiseServer();
    const client = await mcp.connect();
    closers.push(() => client.close());
    const queue = bridge.forUser('ada');
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const result = requestWithInput(
      (params) => client.callTool(params, { allowInputRequired: true }),
      { name: 'deploy', arguments: {} },
      (params, _key, { signal, origin }) =>
        queue.present(params, { server: { name: 'deployer' }, source: client, signal, origin }),
    );
    const answers = [{ ok: true }, { region: 'eu' }];
    for (const content of answers) {
      let event = await stream.next();
      while (event.event !== 'pending') event = await stream.next();
      const { id } = event.data as { id: string };
      expect((await bridge.handle(answerRequest('ada', id, { action: 'accept', content }))).status).toBe(200);
    }
    await expect(result).resolves.toMatchObject({ content: [{ type: 'text', text: 'deployed to eu' }] });
    await stream.close();
  });

  it('given createElicitationHandler on the bridge queue, should answer the raw request with what the page posts', async () => {
    bridge = testBridge();
    const handler = createElicitationHandler(bridge.forUser('ada'), { server: { name: 'raw' } });
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const answer = handler({ method: 'elicitation/create', params: formParams });
    const { id } = (await stream.next()).data as { id: string };
    await bridge.handle(answerRequest('ada', id, { action: 'decline' }));
    await expect(answer).resolves.toEqual({ action: 'decline' });
    await stream.close();
  });
});
