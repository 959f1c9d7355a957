// Two bridge instances on one real redis-server: what one raises, the other shows and takes the answer for.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createElicitationBridge,
  createRedisBridgeStore,
  type ElicitationBridge,
  type ElicitationBridgeOptions,
} from '../../src/bridge/index.js';
import { cancelResult } from '../../src/core/index.js';
import { redisForTests, skipWithoutRedis } from './redis-server.js';
import { readSse } from './sse-reader.js';
import { answerRequest, BASE, eventsRequest, formParams, server, source } from './support.js';

const redis = redisForTests();
beforeEach(skipWithoutRedis);

const bridges: ElicitationBridge[] = [];
/** One instance: its own two connections (commands, and the subscriber the store duplicates). */
async function instance(options: Partial<ElicitationBridgeOptions> = {}, prefix = 'test:') {
  const client = await redis().connect();
  const subscribers: { destroy(): void }[] = [];
  // The real client, with its duplicate() kept, so a test can take both connections away.
  const watched = {
    sendCommand: (args: readonly string[]) => client.sendCommand(args),
    duplicate: () => {
      const subscriber = client.duplicate();
      subscriber.on('error', () => undefined);
      subscribers.push(subscriber);
      return subscriber;
    },
  };
  const bridge = createElicitationBridge({
    basePath: BASE,
    authorize: (request) => request.headers.get('x-user'),
    store: createRedisBridgeStore(watched, { prefix }),
    sweepIntervalMs: 100,
    leaseMs: 1000,
    onError: () => undefined,
    ...options,
  });
  bridges.push(bridge);
  const lose = () => {
    client.destroy();
    for (const subscriber of subscribers) subscriber.destroy();
  };
  return { bridge, client, lose };
}

describe('the Redis store, two instances', () => {
  it('given a pushed request raised on A, when the page is on B and answers through B, should resolve A’s present()', async () => {
    const prefix = `t1-${Date.now()}:`;
    const a = await instance({}, prefix);
    const b = await instance({}, prefix);
    const stream = readSse(await b.bridge.handle(eventsRequest('ada')));
    const answer = a.bridge.forUser('ada').present(formParams, { server, source: source() });
    const pending = await stream.next();
    const { id } = pending.data as { id: string };
    expect(pending.data).toMatchObject({ params: formParams, server });
    const first = await b.bridge.handle(
      answerRequest('ada', id, { action: 'accept', content: { name: 'octocat' } }),
    );
    expect(first.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    // A retry on A, the instance that raised it: already settled.
    const again = await a.bridge.handle(answerRequest('ada', id, { action: 'decline' }));
    expect([again.status, await again.json()]).toEqual([
      409,
      { error: 'already-settled', action: 'accept', reason: 'answered' },
    ]);
    expect((await a.bridge.handle(answerRequest('bob', id, { action: 'decline' }))).status).toBe(404);
    expect(await stream.next()).toMatchObject({ event: 'settled', data: { id, reason: 'answered' } });
    await stream.close();
  });

  it('given a page dropped on A, when it reconnects to B with Last-Event-ID, should replay with no gap and no duplicate', async () => {
    const prefix = `t2-${Date.now()}:`;
    const a = await instance({}, prefix);
    const b = await instance({}, prefix);
    const queue = a.bridge.forUser('ada');
    const onA = readSse(await a.bridge.handle(eventsRequest('ada')));
    void queue.present({ ...formParams, message: 'one' }, { server, source: source() });
    const one = await onA.next();
    await onA.close();
    void queue.present({ ...formParams, message: 'two' }, { server, source: source() });
    await b.bridge.handle(answerRequest('ada', (one.data as { id: string }).id, { action: 'decline' }));
    const onB = readSse(await b.bridge.handle(eventsRequest('ada', one.id)));
    const missed = [await onB.next(), await onB.next()];
    expect(missed.map((event) => Number(event.id))).toEqual([Number(one.id) + 1, Number(one.id) + 2]);
    expect(await onB.drain(100)).toEqual([]);
    const fresh = readSse(await b.bridge.handle(eventsRequest('ada')));
    const snapshot = await fresh.next();
    expect((snapshot.data as { params: { message: string } }).params.message).toBe('two');
    await onB.close();
    await fresh.close();
  });

  it('given instance A is lost mid-wait (its connections gone, no close), should settle its requests shutdown for the page (its lease, not the TTL)', async () => {
    const prefix = `t3-${Date.now()}:`;
    const a = await instance({}, prefix);
    const b = await instance({}, prefix);
    const stream = readSse(await b.bridge.handle(eventsRequest('ada')));
    void a.bridge.forUser('ada').present(formParams, { server, source: source() });
    const { id } = (await stream.next()).data as { id: string };
    a.lose();
    // `shutdown` is the lease's doing (B's sweep, a lease of 1 s): the TTL, minutes away, would say `expired`. The wait
    // is bounded against a hang, not timed: a busy machine only delays the sweep.
    const settled = await stream.next(60_000);
    expect(settled).toMatchObject({ event: 'settled', data: { id, action: 'cancel', reason: 'shutdown' } });
    await stream.close();
  });

  it('given the cap and the TTL, should hold them across instances', async () => {
    const prefix = `t4-${Date.now()}:`;
    const a = await instance({ maxPendingPerUser: 1, ttlMs: 300 }, prefix);
    const b = await instance({ maxPendingPerUser: 1, ttlMs: 300 }, prefix);
    const stream = readSse(await b.bridge.handle(eventsRequest('ada')));
    const first = a.bridge.forUser('ada').present(formParams, { server, source: source() });
    await stream.next();
    await expect(b.bridge.forUser('ada').present(formParams, { server, source: source() })).resolves.toEqual(
      cancelResult(),
    );
    await expect(first).resolves.toEqual(cancelResult());
    expect((await stream.next()).data).toMatchObject({ action: 'cancel', reason: 'expired' });
    await stream.close();
  });
});

// Issue 38, the wire, item 1: any string a server or a page sends (a lone surrogate, half an emoji, included) goes
// through every Redis script unchanged. Before, an MCP server named "Weather \ud83c" made the settle script's
// cjson.decode fail after it had written: the answer's POST got 503, the waiting call heard nothing until the next
// reconcile, the other pages never got a live `settled`, and the sweeps failed alike.

/** Half an emoji, as a server may send it: the high surrogate of 🌦 alone. */
const weather = { name: 'Weather \ud83c', title: 'Forecast \udc00 \ud83c\udf26' };
const params = {
  message: 'Your city? \ud83c',
  requestedSchema: {
    type: 'object',
    properties: { city: { type: 'string', title: 'City \udfff', description: '\ud800 near you' } },
    required: ['city'],
  },
};

describe('the Redis store, given a server whose strings hold lone surrogates', () => {
  it('given the answer posted on B, should answer 200 at once, give A’s call the answer now, and tell a page on A live', async () => {
    const prefix = `u16a-${Date.now()}:`;
    // `leaseMs` long: no reconcile can deliver what a script failed to announce.
    const a = await instance({ leaseMs: 60_000 }, prefix);
    const b = await instance({ leaseMs: 60_000 }, prefix);
    const onA = readSse(await a.bridge.handle(eventsRequest('ada')));
    const onB = readSse(await b.bridge.handle(eventsRequest('ada')));
    const answer = a.bridge.forUser('ada').present(params, { server: weather, source: source() });
    const pending = await onB.next(10_000);
    expect(pending.data).toMatchObject({ params, server: weather });
    expect((await onA.next(10_000)).data).toMatchObject({ params, server: weather });
    const { id } = pending.data as { id: string };
    const content = { city: 'Zürich \udbff' };
    const posted = await b.bridge.handle(answerRequest('ada', id, { action: 'accept', content }));
    expect(posted.status).toBe(200);
    // Within the sweep's second, never the lease's minute: the settle's own message reached A.
    const given = await Promise.race([
      answer,
      new Promise((resolve) => setTimeout(() => resolve('not yet'), 10_000)),
    ]);
    expect(given).toEqual({ action: 'accept', content });
    for (const page of [onA, onB]) {
      expect(await page.next(10_000)).toMatchObject({
        event: 'settled',
        data: { id, action: 'accept', reason: 'answered' },
      });
    }
    // The stored outcome reads back exactly.
    const again = await a.bridge.handle(answerRequest('ada', id, { action: 'decline' }));
    expect([again.status, await again.json()]).toEqual([
      409,
      { error: 'already-settled', action: 'accept', reason: 'answered' },
    ]);
    await onA.close();
    await onB.close();
  });

  it('given nobody answers, the expiry sweep should settle it expired and tell the page', async () => {
    const prefix = `u16b-${Date.now()}:`;
    const a = await instance({ ttlMs: 300, leaseMs: 60_000 }, prefix);
    const page = readSse(await a.bridge.handle(eventsRequest('ada')));
    const answer = a.bridge.forUser('ada').present(params, { server: weather, source: source() });
    const { id } = (await page.next(10_000)).data as { id: string };
    expect(await page.next(10_000)).toMatchObject({
      event: 'settled',
      data: { id, action: 'cancel', reason: 'expired' },
    });
    await expect(answer).resolves.toEqual(cancelResult());
    await page.close();
  });

  it('given the instance holding it is lost, the others’ sweep should settle it shutdown and tell the page', async () => {
    const prefix = `u16c-${Date.now()}:`;
    const a = await instance({ leaseMs: 300 }, prefix);
    const b = await instance({ leaseMs: 300 }, prefix);
    const page = readSse(await b.bridge.handle(eventsRequest('ada')));
    void a.bridge.forUser('ada').present(params, { server: weather, source: source() });
    const { id } = (await page.next(10_000)).data as { id: string };
    a.lose();
    expect(await page.next(10_000)).toMatchObject({
      event: 'settled',
      data: { id, action: 'cancel', reason: 'shutdown' },
    });
    await page.close();
  });
});

afterAll(async () => {
  await Promise.all(bridges.map((bridge) => bridge.close()));
});
