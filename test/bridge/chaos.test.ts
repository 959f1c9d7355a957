// The distributed engine blinking, with real processes on loopback: redis-server SIGKILLed and restarted (empty,
// and with its append-only file), one instance's link to Redis cut by a TCP proxy, an instance SIGKILLed or
// SIGSTOPped, close() during a POST. Each bridge instance is its own process, set up as the README's Node example;
// the page is the library's remote queue. Each test asserts: the MCP side gets exactly one result, the page was
// told the truth (a 200 only for an answer that reaches the server), no instance crashed, nothing is left held.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RemoteElicitationQueue } from '../../src/core/index.js';
import {
  buildInstance,
  type Instance,
  killAll,
  type LinkProxy,
  openPage,
  postAnswer,
  shown,
  startInstance,
  startProxy,
  waitForQueue,
} from './chaos/harness.js';
import { hasRedis, type RedisServer, skipWithoutRedis, startRedis } from './redis-server.js';

let script = '';
let removeBuild: (() => void) | undefined;
beforeAll(async () => {
  if (!hasRedis) return;
  const built = await buildInstance();
  script = built.script;
  removeBuild = built.remove;
}, 120_000);
afterAll(() => removeBuild?.());
beforeEach(skipWithoutRedis);

const servers: RedisServer[] = [];
const pages: RemoteElicitationQueue[] = [];
const proxies: LinkProxy[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const page of pages.splice(0)) page.close();
  killAll();
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  await Promise.all(servers.splice(0).map((server) => server.kill('SIGKILL')));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function redisServer(options: Parameters<typeof startRedis>[0] = {}) {
  const server = await startRedis(options);
  servers.push(server);
  return server;
}
function page(base: string, user: string) {
  const queue = openPage(base, user);
  pages.push(queue);
  return queue;
}
const instance = (url: string, env: Record<string, string> = {}) =>
  startInstance(script, { REDIS_URL: url, PREFIX: `chaos-${Date.now()}:`, ...env });

const accept = { action: 'accept', content: { name: 'ada' } } as const;
const connection = (queue: RemoteElicitationQueue, state: string) =>
  waitForQueue(queue, () => (queue.connection() === state ? true : undefined), `the connection ${state}`);
const gone = (queue: RemoteElicitationQueue, id: string) =>
  waitForQueue(
    queue,
    () => (queue.snapshot().pending.some((entry) => entry.id === id) ? undefined : true),
    `request ${id} gone`,
  );
/** After everything: each instance alive and holding nothing for ada. */
async function settledAndAlive(...instances: Instance[]) {
  for (const each of instances) {
    expect(each.alive(), `an instance crashed: ${each.output()}`).toBe(true);
    expect(await each.size('ada')).toBe(0);
  }
}

describe('chaos: Redis blinks', () => {
  it('given redis-server SIGKILLed and restarted empty, should answer 503 meanwhile, keep both instances up, raise the lost request again so its answer still reaches the call once, and show the next one to the open page', async () => {
    const redis = await redisServer();
    // A lease far past the test: on a busy machine a slow instance must not pass for a lost one.
    // A TTL far past the test too: the lost request must come back by the store's return, not end by its deadline.
    const env = { TTL_MS: '120000', LEASE_MS: '30000' };
    const prefix = `chaos-empty-${Date.now()}:`;
    const a = await instance(redis.url, { ...env, PREFIX: prefix });
    const b = await instance(redis.url, { ...env, PREFIX: prefix });
    const tab = page(b.base, 'ada');
    a.raise('x', 'ada');
    const x = await shown(tab, 'Question x');

    await redis.kill('SIGKILL');
    expect(await postAnswer(b.base, 'ada', x.id, { action: 'decline' })).toBe(503);
    await connection(tab, 'reconnecting');
    servers.push(await startRedis({ port: redis.port }));

    // The store lost it; the instance still holding the call writes it again, same id: a page opened now is shown
    // it by the store, and the person's answer reaches the call, once.
    await connection(tab, 'open');
    const later = page(b.base, 'ada');
    const again = await shown(later, 'Question x');
    expect(again.id).toBe(x.id);
    await again.respond(accept);
    expect((await a.result('x')).result).toEqual(accept);
    await gone(tab, x.id);

    // The page that stayed open sees the next request and its answer arrives.
    a.raise('y', 'ada');
    const y = await shown(tab, 'Question y');
    await y.respond(accept);
    expect((await a.result('y')).result).toEqual(accept);
    expect([a.results('x'), a.results('y')]).toEqual([[accept], [accept]]);
    await settledAndAlive(a, b);
  }, 90_000);

  it('given redis-server SIGKILLed and restarted with its data (append-only file), should keep the request and deliver the answer posted after, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chaos-aof-'));
    dirs.push(dir);
    const redis = await redisServer({ dataDir: dir });
    const prefix = `chaos-aof-${Date.now()}:`;
    const a = await instance(redis.url, { PREFIX: prefix });
    const b = await instance(redis.url, { PREFIX: prefix });
    const tab = page(b.base, 'ada');
    a.raise('x', 'ada');
    const x = await shown(tab, 'Question x');

    await redis.kill('SIGKILL');
    expect(await postAnswer(b.base, 'ada', x.id, accept)).toBe(503);
    await connection(tab, 'reconnecting');
    servers.push(await startRedis({ port: redis.port, dataDir: dir }));
    await connection(tab, 'open');

    await x.respond(accept);
    expect((await a.result('x')).result).toEqual(accept);
    expect(await postAnswer(b.base, 'ada', x.id, { action: 'decline' })).toBe(409);
    expect(a.results('x')).toEqual([accept]);
    await settledAndAlive(a, b);
  }, 90_000);

  it("given an instance's link to Redis cut while the page answers through another (the message is lost), should deliver the answer once the link is back", async () => {
    const redis = await redisServer();
    const proxy = await startProxy(redis.port);
    proxies.push(proxy);
    // Leases longer than the cut: this is a lost message, not a lost instance.
    const env = { PREFIX: `chaos-cut-${Date.now()}:`, LEASE_MS: '30000' };
    const a = await instance(proxy.url, env);
    const b = await instance(redis.url, env);
    const tab = page(b.base, 'ada');
    const raisedAt = Date.now();
    a.raise('x', 'ada');
    const x = await shown(tab, 'Question x');

    proxy.cut();
    // Answered, stored and published while A cannot hear it.
    await x.respond(accept);
    proxy.restore();

    const delivered = await a.result('x');
    expect(delivered.result).toEqual(accept);
    expect(delivered.at).toBeLessThan(raisedAt + 60_000);
    // The link is back for good: a later request crosses it both ways.
    a.raise('y', 'ada');
    const y = await shown(tab, 'Question y');
    await y.respond({ action: 'decline' });
    expect((await a.result('y')).result).toEqual({ action: 'decline' });
    expect(a.results('x')).toEqual([accept]);
    await settledAndAlive(a, b);
  }, 90_000);
});

describe('chaos: instances blink', () => {
  it('given the holding instance SIGKILLed, should settle its request shutdown for the page, and refuse a later answer', async () => {
    const redis = await redisServer();
    const env = { PREFIX: `chaos-kill-${Date.now()}:`, LEASE_MS: '1000' };
    const a = await instance(redis.url, env);
    const b = await instance(redis.url, env);
    const tab = page(b.base, 'ada');
    a.raise('x', 'ada');
    const x = await shown(tab, 'Question x');
    a.signal('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');
    await gone(tab, x.id);
    expect(await postAnswer(b.base, 'ada', x.id, accept)).toBe(409);
    await settledAndAlive(b);
  }, 60_000);

  it('given the holding instance SIGSTOPped past its lease, should settle it shutdown for the page, and give the call cancel once when it runs again', async () => {
    const redis = await redisServer();
    // Three renewals (one a second) per lease: a busy machine that delays one still keeps the instance alive after SIGCONT.
    const env = { PREFIX: `chaos-stop-${Date.now()}:`, LEASE_MS: '3000' };
    const a = await instance(redis.url, env);
    const b = await instance(redis.url, env);
    const tab = page(b.base, 'ada');
    a.raise('x', 'ada');
    const x = await shown(tab, 'Question x');
    a.signal('SIGSTOP');
    await gone(tab, x.id);
    expect(await postAnswer(b.base, 'ada', x.id, accept)).toBe(409);
    a.signal('SIGCONT');
    expect((await a.result('x')).result).toEqual({ action: 'cancel' });
    // It serves again, and its later requests are answered.
    a.raise('y', 'ada');
    const y = await shown(tab, 'Question y');
    await y.respond(accept);
    expect((await a.result('y')).result).toEqual(accept);
    expect(a.results('x')).toEqual([{ action: 'cancel' }]);
    await settledAndAlive(a, b);
  }, 60_000);

  it('given close() while an answer is being posted, should tell the page the truth (409 or 503, never 200 or 500) and give the call one cancel', async () => {
    const redis = await redisServer();
    const a = await instance(redis.url, { PREFIX: `chaos-close-${Date.now()}:` });
    const tab = page(a.base, 'ada');
    a.raise('x', 'ada');
    const x = await shown(tab, 'Question x');
    tab.close();

    // The POST's headers and half its body now, the rest after close().
    const body = JSON.stringify(accept);
    const url = new URL(`${a.base}/answers/${x.id}`);
    let status = 0;
    const answered = new Promise<void>((resolve, reject) => {
      const post = request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-user': 'ada', 'content-length': body.length },
        },
        (response) => {
          status = response.statusCode ?? 0;
          response.resume();
          response.on('end', resolve);
        },
      );
      post.on('error', reject);
      post.write(body.slice(0, 10));
      void a.close().then(() => post.end(body.slice(10)));
    });
    await answered;
    expect([409, 503]).toContain(status);
    expect((await a.result('x')).result).toEqual({ action: 'cancel' });
    expect(a.results('x')).toEqual([{ action: 'cancel' }]);
    expect(a.alive()).toBe(true);
  }, 60_000);
});
