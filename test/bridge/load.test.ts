// A bounded load run over real HTTP on loopback: two bridge instances (node:http + toNodeListener) on one store,
// 100 users × 5 pending requests; every request answered exactly once, none shown to another user. It also prints
// answer latency (POST sent → present() resolved) and resume latency (stream dropped → reconnected with
// Last-Event-ID → caught up), p50/p95, for memory and Redis. Figures are printed, not asserted.
// Bounded by counts (users, requests, trials), not by the clock: a slow, shared machine makes it slower, never
// failed. The waits below only keep a broken run from hanging: they are far past any machine's slowness.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BridgeStore,
  createMemoryBridgeStore,
  createRedisBridgeStore,
  type ElicitationBridge,
  toNodeListener,
} from '../../src/bridge/index.js';
import type { ElicitResult } from '../../src/core/index.js';
import { hasRedis, type RedisServer, skipWithoutRedis, startRedis } from './redis-server.js';
import { readSse } from './sse-reader.js';
import { BASE, testBridge } from './support.js';

const USERS = 100;
const PER_USER = 5;
/** Longest wait for one event: a lost event, not a slow machine. */
const EVENT_WAIT_MS = 120_000;
/** The whole run's guard against a hang, not a performance bound. */
const HANG_GUARD_MS = 900_000;

let redis: RedisServer | undefined;
const servers: Server[] = [];
const bridges: ElicitationBridge[] = [];
beforeAll(async () => {
  if (hasRedis) redis = await startRedis();
}, 120_000);
afterAll(async () => {
  await Promise.all(bridges.map((bridge) => bridge.close()));
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await redis?.stop();
});

async function serve(store: BridgeStore) {
  // TTL and lease far past the run: a slow machine must not expire a request or take an instance for lost.
  const bridge = testBridge({ store, ttlMs: HANG_GUARD_MS, leaseMs: 120_000, sweepIntervalMs: 500 });
  const server = createServer(toNodeListener(bridge.handle));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  bridges.push(bridge);
  servers.push(server);
  return { bridge, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE}` };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms (n=${values.length})`;

const formFor = (user: string, n: number) => ({
  message: `Request ${n} for ${user}`,
  requestedSchema: { type: 'object', properties: { who: { type: 'string' } }, required: ['who'] },
});

async function loadRun(label: string, stores: [BridgeStore, BridgeStore]) {
  const a = await serve(stores[0]);
  const b = await serve(stores[1]);
  const instances = [a, b];
  const answeredAt = new Map<string, number>();
  const postedAt = new Map<string, number>();
  const settledTimes = new Map<string, number>();
  const results: Promise<void>[] = [];
  const page = new AbortController();

  await Promise.all(
    Array.from({ length: USERS }, async (_, u) => {
      const user = `user-${u}`;
      // The page on one instance, the MCP client on the other.
      const shown = instances[u % 2] as (typeof instances)[number];
      const raised = instances[(u + 1) % 2] as (typeof instances)[number];
      const stream = readSse(
        await fetch(`${shown.base}/events`, { headers: { 'x-user': user }, signal: page.signal }),
      );
      const byMessage = new Map<string, Promise<ElicitResult>>();
      for (let n = 0; n < PER_USER; n++) {
        const params = formFor(user, n);
        byMessage.set(
          params.message,
          raised.bridge.forUser(user).present(params, { server: { name: 'load' }, source: {} }),
        );
      }
      for (let n = 0; n < PER_USER; n++) {
        const event = await stream.next(EVENT_WAIT_MS);
        const { id, params } = event.data as { id: string; params: { message: string } };
        expect(params.message, 'a request shown to another user').toMatch(new RegExp(` for ${user}$`));
        postedAt.set(id, performance.now());
        const response = await fetch(`${shown.base}/answers/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-user': user },
          body: JSON.stringify({ action: 'accept', content: { who: user } }),
        });
        expect(response.status).toBe(200);
        const answer = byMessage.get(params.message) as Promise<ElicitResult>;
        results.push(
          answer.then((result) => {
            answeredAt.set(id, performance.now());
            settledTimes.set(id, (settledTimes.get(id) ?? 0) + 1);
            expect(result).toEqual({ action: 'accept', content: { who: user } });
          }),
        );
      }
      // Retried from the other instance: every one already settled.
      const again = await fetch(`${raised.base}/answers/${[...postedAt.keys()].at(-1)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-user': user },
        body: '{"action":"decline"}',
      });
      expect([404, 409]).toContain(again.status);
      await stream.close();
    }),
  );
  await Promise.all(results);
  page.abort();
  expect(answeredAt.size).toBe(USERS * PER_USER);
  expect([...settledTimes.values()].every((times) => times === 1)).toBe(true);
  const loaded = [...answeredAt].map(([id, at]) => at - (postedAt.get(id) as number));

  // Answer latency, one request at a time: raised on B, shown and answered through A, until B's present() resolves.
  const answer: number[] = [];
  for (let trial = 0; trial < 50; trial++) {
    const user = `answer-${label}-${trial}`;
    const stream = readSse(await fetch(`${a.base}/events`, { headers: { 'x-user': user } }));
    let resolvedAt = 0;
    const pending = b.bridge
      .forUser(user)
      .present(formFor(user, 0), { server: { name: 'load' }, source: {} })
      .then(() => {
        resolvedAt = performance.now();
      });
    const { id } = (await stream.next(EVENT_WAIT_MS)).data as { id: string };
    const start = performance.now();
    await fetch(`${a.base}/answers/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user': user },
      body: JSON.stringify({ action: 'accept', content: { who: user } }),
    });
    await pending;
    answer.push(resolvedAt - start);
    await stream.close();
  }

  // Resume: a page drops its stream, one request arrives meanwhile, it reconnects with Last-Event-ID.
  const resume: number[] = [];
  for (let trial = 0; trial < 50; trial++) {
    const user = `resume-${label}-${trial}`;
    const first = readSse(await fetch(`${a.base}/events`, { headers: { 'x-user': user } }));
    void b.bridge.forUser(user).present(formFor(user, 0), { server: { name: 'load' }, source: {} });
    const seen = await first.next(EVENT_WAIT_MS);
    await first.close();
    void b.bridge.forUser(user).present(formFor(user, 1), { server: { name: 'load' }, source: {} });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const start = performance.now();
    const back = readSse(
      await fetch(`${b.base}/events`, { headers: { 'x-user': user, 'last-event-id': seen.id as string } }),
    );
    const missed = await back.next(EVENT_WAIT_MS);
    resume.push(performance.now() - start);
    expect((missed.data as { params: { message: string } }).params.message).toBe(`Request 1 for ${user}`);
    await back.close();
  }
  console.log(
    `bridge latency, ${label}: answer ${figures(answer)}; resume ${figures(resume)}; answer under the load run ${figures(loaded)}`,
  );
}

describe('the bridge under load, over HTTP on loopback', () => {
  it(
    'given 100 users × 5 pending on two instances sharing memory, should answer each exactly once, to its user only',
    async () => {
      const store = createMemoryBridgeStore();
      await loadRun('memory', [store, store]);
    },
    HANG_GUARD_MS,
  );

  it(
    'given 100 users × 5 pending on two instances on Redis, should answer each exactly once, to its user only',
    async (context) => {
      skipWithoutRedis(context);
      const server = redis as RedisServer;
      const prefix = `load-${Date.now()}:`;
      await loadRun('redis', [
        createRedisBridgeStore(await server.connect(), { prefix }),
        createRedisBridgeStore(await server.connect(), { prefix }),
      ]);
    },
    HANG_GUARD_MS,
  );
});
