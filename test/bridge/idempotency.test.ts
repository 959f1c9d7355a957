/**
 * `Idempotency-Key` on answers (issue 28): the same key gets the same 200 again, any other answer to a settled
 * request 409, in the memory store and across two instances on Redis (the key lives with the settled record).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type BridgeStore,
  createElicitationBridge,
  createMemoryBridgeStore,
  createRedisBridgeStore,
  type ElicitationBridge,
} from '../../src/bridge/index.js';
import { redisForTests, skipWithoutRedis } from './redis-server.js';
import { readSse } from './sse-reader.js';
import { answerRequest, BASE, eventsRequest, formParams, server, source } from './support.js';

const redis = redisForTests();

const bridges: ElicitationBridge[] = [];
afterEach(async () => {
  for (const bridge of bridges.splice(0)) await bridge.close();
});

const open = (store: BridgeStore) => {
  const bridge = createElicitationBridge({
    basePath: BASE,
    authorize: (request) => request.headers.get('x-user'),
    store,
    sweepIntervalMs: 50,
    onError: () => undefined,
  });
  bridges.push(bridge);
  return bridge;
};

const stores: [string, () => Promise<BridgeStore>][] = [
  ['the memory store', async () => createMemoryBridgeStore()],
  [
    'Redis',
    async () => {
      const client = await redis().connect();
      return createRedisBridgeStore(
        {
          sendCommand: (args) => client.sendCommand(args),
          duplicate: () => {
            const subscriber = client.duplicate();
            subscriber.on('error', () => undefined);
            return subscriber;
          },
        },
        { prefix: `idem-${crypto.randomUUID()}:` },
      );
    },
  ],
];

describe.each(stores)('POST answers with an Idempotency-Key, on %s', (name, makeStore) => {
  it('given a retry with the key that settled it, should answer the same 200; another key or none gets 409', async (context) => {
    if (name === 'Redis') skipWithoutRedis(context);
    const store = await makeStore();
    // Two instances on one store: the page's retry may reach the other one.
    const a = open(store);
    const b = open(store);
    const stream = readSse(await b.handle(eventsRequest('ada')));
    const answer = a.forUser('ada').present(formParams, { server, source: source() });
    const { id } = (await stream.next()).data as { id: string };
    await stream.close();
    const accept = { action: 'accept', content: { name: 'octocat' } };
    const first = await b.handle(answerRequest('ada', id, accept, { 'idempotency-key': 'k-1' }));
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    await expect(answer).resolves.toEqual(accept);

    const retried = await a.handle(answerRequest('ada', id, accept, { 'idempotency-key': 'k-1' }));
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual(firstBody);
    expect(firstBody).toEqual({ id, action: 'accept', reason: 'answered' });

    // The key with another answer is not a retry of it.
    const reused = await a.handle(
      answerRequest('ada', id, { action: 'decline' }, { 'idempotency-key': 'k-1' }),
    );
    expect(reused.status).toBe(409);

    // Another tab's answer, even the same action: not ours.
    const otherTab = await a.handle(answerRequest('ada', id, accept, { 'idempotency-key': 'k-2' }));
    expect(otherTab.status).toBe(409);
    expect(await otherTab.json()).toEqual({ error: 'already-settled', action: 'accept', reason: 'answered' });
    expect((await a.handle(answerRequest('ada', id, accept))).status).toBe(409);
  });

  it('given a request the server ended, a key never replays a 200 for it', async (context) => {
    if (name === 'Redis') skipWithoutRedis(context);
    const bridge = open(await makeStore());
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const abort = new AbortController();
    void bridge.forUser('ada').present(formParams, { server, source: source(), signal: abort.signal });
    const { id } = (await stream.next()).data as { id: string };
    abort.abort();
    expect((await stream.next()).event).toBe('settled');
    await stream.close();
    const late = await bridge.handle(
      answerRequest('ada', id, { action: 'decline' }, { 'idempotency-key': 'k-1' }),
    );
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ action: 'cancel', reason: 'cancelled-by-server' });
  });
});

describe('a malformed Idempotency-Key', () => {
  it.each([
    ['empty', ''],
    ['with a space', 'a b'],
    ['too long', 'k'.repeat(201)],
    ['not ASCII', 'clé'],
  ])('given a key that is %s, should answer 400 and leave the request pending', async (_, key) => {
    const bridge = open(createMemoryBridgeStore());
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    void bridge.forUser('ada').present(formParams, { server, source: source() });
    const { id } = (await stream.next()).data as { id: string };
    await stream.close();
    const headers = new Headers(answerRequest('ada', id, { action: 'decline' }).headers);
    headers.set('idempotency-key', key);
    const request = new Request(answerRequest('ada', id, { action: 'decline' }), { headers });
    expect((await bridge.handle(request)).status).toBe(400);
    expect(bridge.forUser('ada').size).toBe(1);
  });
});
