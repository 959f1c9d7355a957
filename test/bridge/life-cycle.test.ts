import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBridgeStore, type ElicitationBridge } from '../../src/bridge/index.js';
import { cancelResult, declineResult } from '../../src/core/index.js';
import { readSse } from './sse-reader.js';
import { answerRequest, eventsRequest, formParams, server, source, testBridge } from './support.js';

const bridges: ElicitationBridge[] = [];
const open = (options?: Parameters<typeof testBridge>[0]) => {
  const bridge = testBridge(options);
  bridges.push(bridge);
  return bridge;
};
afterEach(async () => {
  await Promise.all(bridges.splice(0).map((bridge) => bridge.close()));
});

describe('the life of a bridged request', () => {
  it('given nobody answers, when the TTL passes, should send the server cancel (never decline) and tell the page expired', async () => {
    const bridge = open({ ttlMs: 150 });
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const answer = bridge.forUser('ada').present(formParams, { server, source: source() });
    const { id, expiresAt } = (await stream.next()).data as { id: string; expiresAt: number };
    await expect(answer).resolves.toEqual(cancelResult());
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    expect(await stream.next()).toMatchObject({
      event: 'settled',
      data: { id, action: 'cancel', reason: 'expired' },
    });
    await stream.close();
  });

  it('given the MCP request aborts, should settle once as cancelled-by-server and refuse a later answer with 409', async () => {
    const bridge = open();
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const abort = new AbortController();
    const answer = bridge
      .forUser('ada')
      .present(formParams, { server, source: source(), signal: abort.signal });
    const { id } = (await stream.next()).data as { id: string };
    abort.abort();
    await expect(answer).resolves.toEqual(cancelResult());
    expect((await stream.next()).data).toEqual({ id, action: 'cancel', reason: 'cancelled-by-server' });
    const late = await bridge.handle(answerRequest('ada', id, { action: 'decline' }));
    expect(await late.json()).toEqual({
      error: 'already-settled',
      action: 'cancel',
      reason: 'cancelled-by-server',
    });
    expect(await stream.drain(50)).toEqual([]);
    await stream.close();
  });

  it('given close(), should answer every pending request cancel with reason shutdown and end the streams', async () => {
    const store = createMemoryBridgeStore();
    const watcher = open({ store });
    const bridge = testBridge({ store });
    const stream = readSse(await watcher.handle(eventsRequest('ada')));
    const answers = [1, 2].map((n) =>
      bridge.forUser('ada').present({ ...formParams, message: `${n}?` }, { server, source: source() }),
    );
    await stream.next();
    await stream.next();
    await bridge.close();
    expect(await Promise.all(answers)).toEqual([cancelResult(), cancelResult()]);
    const settled = [await stream.next(), await stream.next()];
    expect(settled.map((event) => event.data)).toMatchObject([
      { reason: 'shutdown' },
      { reason: 'shutdown' },
    ]);
    await expect(bridge.forUser('ada').present(formParams, { server, source: source() })).resolves.toEqual(
      cancelResult(),
    );
    await stream.close();
  });

  it('given a user at the cap, should answer the next request cancel at once, show nothing and tell the host', async () => {
    const refused: unknown[] = [];
    const bridge = open({ maxPendingPerUser: 2, onRefused: (refusal) => refused.push(refusal) });
    const queue = bridge.forUser('ada');
    void queue.present(formParams, { server, source: source() });
    void queue.present(formParams, { server, source: source() });
    const third = queue.present({ ...formParams, message: 'Third?' }, { server, source: source() });
    await expect(third).resolves.toEqual(cancelResult());
    expect(refused).toEqual([expect.objectContaining({ userId: 'ada', reason: 'too-many-pending', server })]);
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    // Two events, however long a busy machine takes; then no third.
    const shown = [await stream.next(), await stream.next(), ...(await stream.drain(50))];
    expect(shown.map((event) => (event.data as { params: { message: string } }).params.message)).toEqual([
      formParams.message,
      formParams.message,
    ]);
    // Another user is not counted against ada's cap.
    const other = readSse(await bridge.handle(eventsRequest('bob')));
    void bridge.forUser('bob').present(formParams, { server, source: source() });
    expect((await other.next()).event).toBe('pending');
    await stream.close();
    await other.close();
  });

  it("given the host declines a connection's requests, should settle them declined-all for the page", async () => {
    const bridge = open();
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const connection = source();
    const queue = bridge.forUser('ada');
    const answer = queue.present(formParams, { server, source: connection });
    await stream.next();
    queue.declineAll(connection);
    await expect(answer).resolves.toEqual(declineResult());
    expect((await stream.next()).data).toMatchObject({ action: 'decline', reason: 'declined-all' });
    await stream.close();
  });

  it('given the page is gone, should keep the request until its TTL and show it to the page when it returns', async () => {
    const bridge = open({ ttlMs: 60_000 });
    const answer = bridge.forUser('ada').present(formParams, { server, source: source() });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const { id } = (await stream.next()).data as { id: string };
    await bridge.handle(answerRequest('ada', id, { action: 'accept', content: { name: 'late' } }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'late' } });
    await stream.close();
  });
});
