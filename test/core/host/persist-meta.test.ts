/**
 * `_meta` on requests and answers passes unchanged through every path (issue 32, "Remember my answer"): the
 * official SDK's client and McpServer in process, the request's `_meta.persist` offer reaching the consent, the
 * answer's `_meta: { persist }` reaching the tool. Paths: the in-page queue behind the SDK handler, and the
 * bridge's per-user queue with the page answering over HTTP (what the remote queue posts).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createElicitationFlow,
  createElicitationQueue,
  type ElicitationQueue,
} from '../../../src/core/index.js';
import { readSse } from '../../bridge/sse-reader.js';
import { answerRequest, eventsRequest, testBridge } from '../../bridge/support.js';
import { connectToQueue } from '../../support/sdk-pair.js';

const params = {
  message: 'Allow the tool to read your calendar?',
  requestedSchema: { type: 'object', properties: {} },
  _meta: { persist: ['session', 'always'], 'example.com/trace': { id: 'abc' } },
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function connect(queue: ElicitationQueue) {
  const server = new McpServer({ name: 'calendar', version: '1.0.0' });
  server.registerTool('ask', { description: 'Asks to read the calendar' }, async () => {
    await server.server.ping();
    const answer = await server.server.elicitInput(params as never);
    return { content: [{ type: 'text' as const, text: JSON.stringify(answer) }] };
  });
  return connectToQueue(server, queue);
}

const text = (result: unknown) =>
  JSON.parse((result as { content: { text: string }[] }).content[0]?.text ?? 'null') as unknown;

describe('_meta through every path', () => {
  it('given the in-page queue and the SDK handler, the offer reaches the consent and the chosen persist the tool', async () => {
    const queue = createElicitationQueue();
    const client = await connect(queue);
    const arrived = new Promise<void>((resolve) => {
      const stop = queue.subscribe(() => {
        if (queue.snapshot().pending.length > 0) {
          stop();
          resolve();
        }
      });
    });
    const call = client.callTool({ name: 'ask', arguments: {} });
    await arrived;
    const [entry] = queue.snapshot().pending;
    if (!entry) throw new Error('no entry');
    expect(entry.request).toMatchObject({ mode: 'form', persistOffer: ['session', 'always'] });
    // The consent runs as a view would run it: the person picks "for this session".
    const flow = createElicitationFlow(entry.request, {
      server: entry.server,
      onResult: (result) =>
        entry.respond({ ...result, _meta: { ...result._meta, 'example.com/trace': 'x' } }),
    });
    flow.connect();
    flow.choosePersist('session');
    flow.accept({});
    expect(text(await call)).toEqual({
      action: 'accept',
      content: {},
      _meta: { persist: 'session', 'example.com/trace': 'x' },
    });
  });

  it('given the bridge, the page sees the request _meta as sent and the answer _meta reaches the tool', async () => {
    const bridge = testBridge();
    closers.push(() => bridge.close());
    const client = await connect(bridge.forUser('ada'));
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const call = client.callTool({ name: 'ask', arguments: {} });
    const pending = await stream.next();
    // The SDK adds the default mode; everything else, `_meta` included, as the server sent it.
    expect((pending.data as { params: unknown }).params).toEqual({ mode: 'form', ...params });
    const id = (pending.data as { id: string }).id;
    const answer = { action: 'accept', content: {}, _meta: { persist: 'always' } };
    expect((await bridge.handle(answerRequest('ada', id, answer))).status).toBe(200);
    expect(text(await call)).toEqual(answer);
    await stream.close();
  });
});
