// One server of the bridge bench, in its own process (forked by bench/bridge/run.mjs, with --expose-gc):
//   bridge-memory | bridge-redis — the library's bridge (bundled from src) behind toNodeListener;
//   floor-memory | floor-redis   — the hand-written relay: a Map of pending promises, one SSE stream per user, a POST
//                                  resolving the promise (Redis: one PUBLISH per event between the instances);
//   poll                         — the same relay read by pages polling GET /poll every 400 ms.
// The MCP server side lives here too: `present` asks requests of given users (and, in a loop, asks again as each
// is answered). Each request carries its creation time, so the page can measure request → page.
// Argv: <mode> <bundle path> [redis url] [instance number] [keepSettledMs].
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const [mode, bundle, redisUrl, instanceArg, keepArg] = process.argv.slice(2);
const instanceNo = Number(instanceArg ?? 0);
const keepSettledMs = Number(keepArg ?? 3_600_000);
const now = () => performance.timeOrigin + performance.now();
const schema = { type: 'object', properties: { name: { type: 'string' } } };
const params = () => ({ mode: 'form', message: `t=${now()}`, requestedSchema: schema });
const stall = monitorEventLoopDelay({ resolution: 5 });
stall.enable();

/** @type {(user: string) => Promise<unknown>} */
let present;
/** @type {import('node:http').RequestListener} */
let listener;
/** @type {() => Promise<unknown>} */
let extraStats = async () => ({});
/** @type {() => Promise<void>} */
let fill = async () => undefined;

if (mode.startsWith('bridge')) {
  const lib = await import(bundle);
  let store;
  let redis;
  if (mode === 'bridge-redis') {
    const { createClient } = await import('redis');
    redis = await createClient({ url: redisUrl }).connect();
    // lingerMs 1 s: a user's channel is released within the "kept after keepSettledMs" wait (30 s by default).
    store = lib.createRedisBridgeStore(redis, { keepSettledMs, lingerMs: 1000, onError: () => undefined });
  } else {
    store = lib.createMemoryBridgeStore({ keepSettledMs });
  }
  const bridge = lib.createElicitationBridge({
    authorize: (request) => request.headers.get('x-user'),
    store,
    onError: () => undefined,
  });
  const server = { name: 'bench' };
  const source = {};
  present = (user) => bridge.forUser(user).present(params(), { server, source });
  listener = lib.toNodeListener(bridge.handle);
  // 1,000 logged events for the user `replay`: 500 requests asked and withdrawn by the server.
  fill = async () => {
    for (let i = 0; i < 500; i += 1) {
      const abort = new AbortController();
      const answer = bridge.forUser('replay').present(params(), { server, source, signal: abort.signal });
      await new Promise((resolve) => setTimeout(resolve, 0));
      abort.abort();
      await answer;
    }
    // Until the last settle is in the store.
    for (;;) {
      const { pending } = await store.snapshot('replay');
      if (pending.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  extraStats = async () => ({ lastEventId: (await store.snapshot('replay')).lastEventId });
} else {
  // The floor: nothing but what this shape of work needs.
  const streams = new Map(); // user → response
  const waiting = new Map(); // id → resolve
  const queued = new Map(); // user → pending events (the polling page reads them)
  let publish;
  let next = 0;
  const deliver = (user, event) => {
    if (mode === 'poll') {
      const list = queued.get(user) ?? [];
      list.push(event);
      queued.set(user, list);
      return;
    }
    streams.get(user)?.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  const resolveAnswer = (id, result) => {
    const resolve = waiting.get(id);
    if (!resolve) return false;
    waiting.delete(id);
    resolve(result);
    return true;
  };
  if (mode === 'floor-redis') {
    const { createClient } = await import('redis');
    const client = await createClient({ url: redisUrl }).connect();
    const subscriber = client.duplicate();
    await subscriber.connect();
    await subscriber.subscribe('floor', (text) => {
      const message = JSON.parse(text);
      if (message.event) deliver(message.user, message.event);
      else resolveAnswer(message.id, message.result);
    });
    publish = (message) => client.publish('floor', JSON.stringify(message));
  }
  present = (user) =>
    new Promise((resolve) => {
      const id = `${instanceNo}-${++next}`;
      waiting.set(id, resolve);
      const event = { id, params: params() };
      if (publish) void publish({ user, event });
      else deliver(user, event);
    });
  listener = (request, response) => {
    const user = request.headers['x-user'];
    if (request.method === 'GET' && request.url === '/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.flushHeaders();
      streams.set(user, response);
      request.on('close', () => {
        if (streams.get(user) === response) streams.delete(user);
      });
      return;
    }
    if (request.method === 'GET' && request.url === '/poll') {
      const list = queued.get(user) ?? [];
      queued.delete(user);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(list));
      return;
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const id = decodeURIComponent(request.url.slice('/answers/'.length));
      const result = JSON.parse(body);
      if (publish) {
        void publish({ id, result });
        response.writeHead(200).end('{}');
        return;
      }
      response.writeHead(resolveAnswer(id, result) ? 200 : 404).end('{}');
    });
  };
}

const http = createServer(listener);
http.keepAliveTimeout = 60_000;
await new Promise((resolve) => http.listen(0, '127.0.0.1', 2048, resolve));

let loop;
let profiler;
const send = (message) => process.send?.(message);
process.on('message', async (message) => {
  switch (message.cmd) {
    case 'loop': {
      // Keeps `perUser` pending for each user until `answers` were answered here.
      const { users, perUser, answers } = message;
      let asked = 0;
      let answered = 0;
      const started = performance.now();
      // POST → resolved: the page stamped its answer with when it posted it (`t=…`).
      const resolvedMs = [];
      loop = true;
      const ask = (user) => {
        if (asked >= answers) return;
        asked += 1;
        void present(user).then((result) => {
          answered += 1;
          const posted = Number(/^t=([\d.]+)$/.exec(result?.content?.name ?? '')?.[1]);
          if (Number.isFinite(posted)) resolvedMs.push(now() - posted);
          if (answered === answers) {
            send({ type: 'loop-done', answered, ms: performance.now() - started, resolvedMs });
            return;
          }
          ask(user);
        });
      };
      for (let round = 0; round < perUser; round += 1) for (const user of users) ask(user);
      return;
    }
    case 'stats': {
      if (message.gc && globalThis.gc) {
        globalThis.gc();
        globalThis.gc();
      }
      const cpu = process.cpuUsage();
      send({
        type: 'stats',
        cpuUs: cpu.user + cpu.system,
        systemUs: cpu.system,
        maxStallMs: stall.max / 1e6,
        heap: process.memoryUsage().heapUsed,
        ...(await extraStats()),
      });
      if (message.reset) stall.reset();
      return;
    }
    case 'profile': {
      // BRIDGE_BENCH_PROFILE=<dir>: a CPU profile of the measured loops only (start … stop), one file per loop.
      const { Session } = await import('node:inspector/promises');
      if (message.action === 'start') {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
        await profiler.post('Profiler.start');
      } else if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        const { writeFileSync } = await import('node:fs');
        writeFileSync(
          `${message.dir}/${mode}-${instanceNo}-${message.label}.cpuprofile`,
          JSON.stringify(profile),
        );
        profiler.disconnect();
        profiler = undefined;
      }
      send({ type: 'profiled' });
      return;
    }
    case 'fill':
      await fill();
      send({ type: 'filled', ...(await extraStats()) });
      return;
    case 'exit':
      // A clean exit, so a `--cpu-prof` run writes its profile.
      process.exit(0);
      return;
    default:
      void loop;
  }
});
send({ type: 'ready', port: http.address().port });
