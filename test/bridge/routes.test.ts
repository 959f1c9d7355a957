import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBridgeStore, type ElicitationBridge } from '../../src/bridge/index.js';
import { cancelResult } from '../../src/core/index.js';
import { readSse } from './sse-reader.js';
import {
  answerRequest,
  BASE,
  eventsRequest,
  formParams,
  ORIGIN,
  server,
  source,
  testBridge,
} from './support.js';

const bridges: ElicitationBridge[] = [];
const open = (options?: Parameters<typeof testBridge>[0]) => {
  const bridge = testBridge(options);
  bridges.push(bridge);
  return bridge;
};
afterEach(async () => {
  await Promise.all(bridges.splice(0).map((bridge) => bridge.close()));
});

/** A request pending for `user`, and its bridge id as the page sees it. */
async function pendingFor(bridge: ElicitationBridge, user: string, params: object = formParams) {
  const stream = readSse(await bridge.handle(eventsRequest(user)));
  const answer = bridge.forUser(user).present(params, { server, source: source() });
  const event = await stream.next();
  await stream.close();
  return { id: (event.data as { id: string }).id, answer };
}

describe('POST {base}/answers/{id}', () => {
  it('given a pending form, when the page posts a valid answer twice, should answer the server once: 200 then 409', async () => {
    const bridge = open();
    const { id, answer } = await pendingFor(bridge, 'ada');
    const first = await bridge.handle(
      answerRequest('ada', id, { action: 'accept', content: { name: 'octocat' } }),
    );
    expect(first.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    const again = await bridge.handle(answerRequest('ada', id, { action: 'decline' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'already-settled', action: 'accept', reason: 'answered' });
  });

  it("given another user's id, should answer 404 exactly as for an unknown id, and leave the request pending", async () => {
    const bridge = open();
    const { id, answer } = await pendingFor(bridge, 'ada');
    const theirs = await bridge.handle(answerRequest('mallory', id, { action: 'decline' }));
    const unknown = await bridge.handle(answerRequest('mallory', crypto.randomUUID(), { action: 'decline' }));
    expect([theirs.status, unknown.status]).toEqual([404, 404]);
    expect(await theirs.text()).toBe(await unknown.text());
    expect(bridge.forUser('ada').size).toBe(1);
    await bridge.handle(answerRequest('ada', id, { action: 'cancel' }));
    await expect(answer).resolves.toEqual(cancelResult());
  });

  it('given content that fails the schema, should answer 422 with the issues and keep the request pending', async () => {
    const bridge = open();
    const { id, answer } = await pendingFor(bridge, 'ada');
    const invalid = await bridge.handle(
      answerRequest('ada', id, { action: 'accept', content: { name: 'x' } }),
    );
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      error: 'invalid-content',
      issues: [expect.objectContaining({ field: 'name', code: 'minLength' })],
    });
    const missing = await bridge.handle(answerRequest('ada', id, { action: 'accept' }));
    expect(missing.status).toBe(422);
    const valid = await bridge.handle(
      answerRequest('ada', id, { action: 'accept', content: { name: 'ok' } }),
    );
    expect(valid.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'ok' } });
  });

  it('given each bad request, should refuse it with its status and reach nothing', async () => {
    const bridge = open({ maxBodyBytes: 1024 });
    const { id, answer } = await pendingFor(bridge, 'ada');
    const decline = { action: 'decline' };
    const cases: [string, Request, number][] = [
      ['no user', answerRequest(undefined, id, decline), 401],
      ['cross-origin', answerRequest('ada', id, decline, { origin: 'https://evil.example' }), 403],
      [
        'text/plain (a simple request)',
        answerRequest('ada', id, decline, { 'content-type': 'text/plain' }),
        415,
      ],
      [
        'form encoded',
        answerRequest('ada', id, decline, { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
      ],
      ['too large', answerRequest('ada', id, { action: 'decline', pad: 'x'.repeat(2000) }), 413],
      ['malformed JSON', answerRequest('ada', id, '{"action":'), 400],
      ['not an ElicitResult', answerRequest('ada', id, { action: 'maybe' }), 400],
      ['content not an object', answerRequest('ada', id, { action: 'accept', content: [1] }), 400],
    ];
    for (const [what, request, status] of cases) {
      const response = await bridge.handle(request);
      expect(response.status, what).toBe(status);
    }
    expect(bridge.forUser('ada').size).toBe(1);
    const chunked = new Request(`${ORIGIN}${BASE}/answers/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-user': 'ada' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(200)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await bridge.handle(chunked)).status, 'a streamed body with no Content-Length').toBe(413);
    const allowed = open({ allowedOrigins: ['https://public.example'] });
    const other = await pendingFor(allowed, 'ada');
    const proxied = answerRequest('ada', other.id, decline, { origin: 'https://public.example' });
    expect((await allowed.handle(proxied)).status).toBe(200);
    await bridge.handle(answerRequest('ada', id, decline));
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });

  it('given other paths and methods, should answer 404 and 405', async () => {
    const bridge = open();
    const at = (path: string, init?: RequestInit) => bridge.handle(new Request(`${ORIGIN}${path}`, init));
    expect((await at(`${BASE}/nothing`)).status).toBe(404);
    expect((await at('/elsewhere/events')).status).toBe(404);
    expect((await at(`${BASE}/answers/`, { method: 'POST' })).status).toBe(404);
    expect((await at(`${BASE}/answers/a/b`, { method: 'POST' })).status).toBe(404);
    const wrong = await at(`${BASE}/events`, { method: 'POST' });
    expect([wrong.status, wrong.headers.get('allow')]).toEqual([405, 'GET']);
    expect((await at(`${BASE}/answers/x`)).status).toBe(405);
    expect((await at(`${BASE}/events`)).status, 'no user').toBe(401);
  });
});

describe('GET {base}/events', () => {
  it('given requests already pending, when a page connects, should send the snapshot then live events with increasing ids', async () => {
    const bridge = open();
    const queue = bridge.forUser('ada');
    const first = queue.present(formParams, { server, source: source() });
    void queue.present({ ...formParams, message: 'Second?' }, { server, source: source() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await bridge.handle(eventsRequest('ada'));
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = readSse(response);
    const snapshot = [await stream.next(), await stream.next()];
    expect(
      snapshot.map((event) => [event.event, (event.data as { params: { message: string } }).params.message]),
    ).toEqual([
      ['pending', 'Your GitHub username?'],
      ['pending', 'Second?'],
    ]);
    expect(snapshot[0]?.data).toMatchObject({ server, expiresAt: expect.any(Number) });
    const { id } = (snapshot[0] as { data: { id: string } }).data;
    await bridge.handle(answerRequest('ada', id, { action: 'decline' }));
    const settled = await stream.next();
    expect(settled).toMatchObject({ event: 'settled', data: { id, action: 'decline', reason: 'answered' } });
    const ids = [...snapshot, settled].map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(3);
    await expect(first).resolves.toEqual({ action: 'decline' });
    await stream.close();
  });

  it('given a dropped stream, when the page reconnects with Last-Event-ID, should replay exactly what it missed', async () => {
    const bridge = open();
    const queue = bridge.forUser('ada');
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    void queue.present({ ...formParams, message: 'one' }, { server, source: source() });
    const one = await stream.next();
    await stream.close();
    // Missed while away: a new request, and the first one answered from another tab.
    void queue.present({ ...formParams, message: 'two' }, { server, source: source() });
    await bridge.handle(answerRequest('ada', (one.data as { id: string }).id, { action: 'cancel' }));
    const back = readSse(await bridge.handle(eventsRequest('ada', one.id)));
    const missed = [await back.next(), await back.next()];
    expect(missed.map((event) => event.event).sort()).toEqual(['pending', 'settled']);
    expect(missed.map((event) => Number(event.id))).toEqual([Number(one.id) + 1, Number(one.id) + 2]);
    void queue.present({ ...formParams, message: 'three' }, { server, source: source() });
    const live = await back.next();
    expect([live.event, Number(live.id)]).toEqual(['pending', Number(one.id) + 3]);
    expect(await back.drain(50), 'nothing twice').toEqual([]);
    await back.close();
  });

  it('given a Last-Event-ID the log cannot answer, should start again from a snapshot', async () => {
    const bridge = open();
    void bridge.forUser('ada').present(formParams, { server, source: source() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const back = readSse(await bridge.handle(eventsRequest('ada', '999')));
    expect((await back.next()).event).toBe('pending');
    await back.close();
  });

  it('given a page away longer than the bounded log reaches, should send a fresh snapshot rather than a gap', async () => {
    const bridge = open({ store: createMemoryBridgeStore({ logSize: 3 }) });
    const queue = bridge.forUser('ada');
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    void queue.present({ ...formParams, message: 'kept' }, { server, source: source() });
    const kept = await stream.next();
    await stream.close();
    for (let n = 0; n < 3; n++) {
      const answer = queue.present({ ...formParams, message: `gone ${n}` }, { server, source: source() });
      const back = readSse(await bridge.handle(eventsRequest('ada')));
      // Read until its pending event, however long a busy machine takes (the snapshot lists "kept" too).
      let gone = await back.next();
      while ((gone.data as { params?: { message?: string } }).params?.message !== `gone ${n}`)
        gone = await back.next();
      await bridge.handle(answerRequest('ada', (gone.data as { id: string }).id, { action: 'decline' }));
      await answer;
      await back.close();
    }
    const back = readSse(await bridge.handle(eventsRequest('ada', kept.id)));
    const first = await back.next();
    expect(first).toMatchObject({ event: 'pending', data: { params: { message: 'kept' } } });
    // The page cannot tell a snapshot from a replay by itself: the marker lists what is pending, so it can drop
    // what ended while it was away, and carries the latest id, so the next resume starts from there.
    const marker = await back.next();
    expect(marker).toMatchObject({ event: 'snapshot', data: { ids: [(first.data as { id: string }).id] } });
    expect(Number(marker.id)).toBeGreaterThan(Number(first.id));
    expect(await back.drain(50), 'only what is still pending').toEqual([]);
    await back.close();
  });

  it('given two users, should show each only their own requests', async () => {
    const bridge = open();
    const mallory = readSse(await bridge.handle(eventsRequest('mallory')));
    await pendingFor(bridge, 'ada');
    expect(await mallory.drain(50)).toEqual([]);
    await mallory.close();
  });

  it('given a quiet stream, should write a heartbeat comment', async () => {
    const bridge = open({ heartbeatMs: 30 });
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const heartbeats = () => stream.comments.filter((comment) => comment === 'heartbeat').length;
    // Waits for the second heartbeat (a busy machine may take longer than 100 ms): bounded by a count, not a clock.
    for (let look = 0; look < 1000 && heartbeats() < 2; look++) await stream.drain(30);
    expect(stream.comments).toContain('connected');
    expect(heartbeats()).toBeGreaterThanOrEqual(2);
    await stream.close();
  });

  it('given the page goes away, should stop the stream when the request aborts', async () => {
    const bridge = open({ heartbeatMs: 20 });
    const page = new AbortController();
    const response = await bridge.handle(eventsRequest('ada', undefined, page.signal));
    const reader = response.body?.getReader();
    await reader?.read();
    page.abort();
    let done = false;
    for (let i = 0; i < 10 && !done; i++) done = (await reader?.read())?.done ?? true;
    expect(done).toBe(true);
  });
});
