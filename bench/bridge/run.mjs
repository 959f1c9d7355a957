// The bridge half of `npm run bench` (issue 33): the library's bridge against a hand-written relay floor and a
// polling page, in the same run, on loopback with real redis-server, each server in its own process. Run alone with
// `npm run bench -- --only bridge` (or `node bench/bridge/run.mjs`). Method: bench/README.md, "The bridge".
import { fork, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { createClient } from 'redis';
import { createPages } from './pages.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..', '..');
const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];
/** BRIDGE_BENCH_PROFILE=<dir>: each server writes a CPU profile of every measured loop there (bench/README.md). */
const PROFILE_DIR = process.env.BRIDGE_BENCH_PROFILE;

/** Counts: the table by default; `--scale 0.25` for a quicker look. */
export function bridgeCounts(scale = 1) {
  const n = (value) => Math.max(10, Math.round(value * scale));
  return {
    small: { users: n(500), perUser: 2, answers: n(2000) },
    large: { users: n(2000), perUser: 1, answers: n(4000) },
    burst: n(2000),
    idle: [0, n(1000), n(5000)],
    idleActive: { users: n(100), answers: n(1000) },
    polling: { pages: n(1000), requests: n(200), idleMs: 3000 },
    kept: { users: n(2000), keepSettledMs: 1500 },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startRedis() {
  const { existsSync } = await import('node:fs');
  const binary = REDIS.find((path) => existsSync(path));
  if (!binary) throw new Error('redis-server is not installed');
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  const url = `redis://127.0.0.1:${port}`;
  const client = await createClient({ url }).connect();
  const info = async (section) => {
    const text = await client.info(section);
    return Object.fromEntries(
      text
        .split('\r\n')
        .filter((line) => line.includes(':'))
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
    );
  };
  return {
    url,
    client,
    /** Every command's calls (scripted ones included), the bench's own INFO left out. */
    async calls() {
      const stats = await info('commandstats');
      let total = 0;
      for (const [name, value] of Object.entries(stats)) {
        if (name === 'cmdstat_info' || name === 'cmdstat_config') continue;
        total += Number(/calls=(\d+)/.exec(value)?.[1] ?? 0);
      }
      return total;
    },
    async cpuMs() {
      const cpu = await info('cpu');
      return (Number(cpu.used_cpu_user) + Number(cpu.used_cpu_sys)) * 1000;
    },
    async bytesOut() {
      return Number((await info('stats')).total_net_output_bytes);
    },
    async memory() {
      return { used: Number((await info('memory')).used_memory), keys: Number(await client.dbSize()) };
    },
    async stop() {
      await client.quit().catch(() => undefined);
      child.kill('SIGKILL');
    },
  };
}

/** A server process of bench/bridge/server.mjs. */
async function startServer(mode, bundle, redisUrl = '', instance = 0, keepSettledMs = 3_600_000) {
  const child = fork(
    join(here, 'server.mjs'),
    [mode, bundle, redisUrl, String(instance), String(keepSettledMs)],
    {
      // BRIDGE_BENCH_NODE_ARGS: more flags for the servers (`--perf-basic-prof` for a `perf record` of one).
      execArgv: [
        '--expose-gc',
        '--max-old-space-size=2048',
        ...(process.env.BRIDGE_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const waiters = [];
  child.on('message', (message) => {
    const at = waiters.findIndex((waiter) => waiter.type === message.type);
    if (at >= 0) waiters.splice(at, 1)[0].resolve(message);
  });
  const next = (type) => new Promise((resolve) => waiters.push({ type, resolve }));
  const { port } = await next('ready');
  return {
    port,
    pid: child.pid,
    async stats(options = {}) {
      const reply = next('stats');
      child.send({ cmd: 'stats', ...options });
      return reply;
    },
    async loop(users, perUser, answers) {
      const reply = next('loop-done');
      child.send({ cmd: 'loop', users, perUser, answers });
      return reply;
    },
    async fill() {
      const reply = next('filled');
      child.send({ cmd: 'fill' });
      return reply;
    },
    async profile(action, label) {
      const reply = next('profiled');
      child.send({ cmd: 'profile', action, label, dir: PROFILE_DIR });
      return reply;
    },
    async stop() {
      child.kill('SIGKILL');
    },
  };
}

/** The servers of one column: memory (one process) or Redis (two instances, pages on the other one). */
export async function column(kind, store, bundle, keepSettledMs) {
  const redis = store === 'redis' ? await startRedis() : undefined;
  const mode = `${kind}-${store}`;
  const count = store === 'redis' ? 2 : 1;
  const servers = [];
  for (let i = 0; i < count; i += 1)
    servers.push(await startServer(mode, bundle, redis?.url, i, keepSettledMs));
  const index = (user) => Number(/(\d+)$/.exec(user)?.[1] ?? 0) % count;
  let lastResolvedMs = [];
  return {
    redis,
    servers,
    /** Where the MCP server asks for `user`; its page listens on the other instance (Redis), so answers cross. */
    asker: (user) => servers[index(user)],
    pagePort: (user) => servers[(index(user) + 1) % count].port,
    async cpuUs() {
      let total = 0;
      for (const server of servers) total += (await server.stats()).cpuUs;
      return total;
    },
    /** The kernel's share of `cpuUs` (system time: sockets, loopback delivery). */
    async systemUs() {
      let total = 0;
      for (const server of servers) total += (await server.stats()).systemUs;
      return total;
    },
    async maxStallMs(reset) {
      let max = 0;
      for (const server of servers) max = Math.max(max, (await server.stats({ reset })).maxStallMs);
      return max;
    },
    /** Runs the answer loop split over the askers; resolves with the wall time (and `resolvedMs`, POST → resolved). */
    async loop(users, perUser, answers) {
      const started = performance.now();
      const done = await Promise.all(
        servers.map((server, i) => {
          const own = users.filter((user) => index(user) === i);
          return own.length
            ? server.loop(own, perUser, Math.round((answers * own.length) / users.length))
            : undefined;
        }),
      );
      const ms = performance.now() - started;
      lastResolvedMs = done.flatMap((each) => each?.resolvedMs ?? []);
      return ms;
    },
    /** POST → resolved of each answer of the last loop (ms). */
    get resolvedMs() {
      return lastResolvedMs;
    },
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await redis?.stop();
    },
  };
}

export const usersNamed = (prefix, count) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

/** Server CPU (and Redis's) per answer of a loop, with its answers per second. */
export async function measureLoop(col, pages, users, perUser, answers) {
  await pages.streams(users, col.pagePort);
  // Warm-up: a tenth of the answers, not counted.
  await col.loop(users, perUser, Math.max(users.length * perUser, Math.round(answers / 10)));
  const label = `${users.length}x${perUser}`;
  if (PROFILE_DIR) for (const server of col.servers) await server.profile('start', label);
  const cpu0 = await col.cpuUs();
  const calls0 = await col.redis?.calls();
  const redisCpu0 = await col.redis?.cpuMs();
  const ms = await col.loop(users, perUser, answers);
  const cpu1 = await col.cpuUs();
  if (PROFILE_DIR) for (const server of col.servers) await server.profile('stop', label);
  const calls1 = await col.redis?.calls();
  const redisCpu1 = await col.redis?.cpuMs();
  return {
    cpuPerAnswerUs: (cpu1 - cpu0) / answers,
    redisCpuPerAnswerUs: col.redis ? ((redisCpu1 - redisCpu0) * 1000) / answers : undefined,
    answersPerS: answers / (ms / 1000),
    resolvedP50Ms: median(col.resolvedMs),
    // Minus the bench's own two INFO calls (calls() itself is left out; cpuMs is an INFO too).
    redisCommandsPerAnswer: col.redis ? (calls1 - calls0) / answers : undefined,
  };
}

/**
 * One of the two CPU loops on fresh pages: `small` (users × 2 pending, names `s…`) or `large` (users × 1, `l…`), at
 * `counts[size]`.
 */
export async function measureSized(col, counts, size) {
  const { users, perUser, answers } = counts[size];
  const pages = createPages();
  try {
    return await measureLoop(col, pages, usersNamed(size[0], users), perUser, answers);
  } finally {
    pages.close();
  }
}

async function columnRun({ kind, store, bundle, counts, log }) {
  const out = {};
  const col = await column(kind, store, bundle);
  try {
    for (const size of ['small', 'large']) {
      log(`${kind}/${store}: ${counts[size].users} users × ${counts[size].perUser}`);
      out[size] = await measureSized(col, counts, size);
    }

    log(`${kind}/${store}: burst of ${counts.burst}`);
    let pages = createPages();
    // Each page answers on a connection of its own, as 2,000 browsers would: the listener accepts them all at once.
    pages.freshConnections = true;
    const burstUsers = usersNamed('b', counts.burst);
    await pages.streams(burstUsers, col.pagePort);
    await sleep(200);
    await col.maxStallMs(true);
    pages.latencies.length = 0;
    await col.loop(burstUsers, 1, counts.burst);
    out.burst = {
      p50Ms: median(pages.latencies),
      maxStallMs: await col.maxStallMs(true),
      dropped: pages.dropped,
    };
    pages.close();

    out.idle = [];
    const idlePages = createPages();
    idlePages.answering = false;
    let opened = 0;
    for (const idle of counts.idle) {
      log(`${kind}/${store}: ${idle} idle streams`);
      const more = usersNamed(`i${idle}-`, idle - opened);
      await idlePages.streams(more, col.pagePort);
      opened = idle;
      pages = createPages();
      const active = usersNamed(`a${idle}-`, counts.idleActive.users);
      const loop = await measureLoop(col, pages, active, 1, counts.idleActive.answers);
      out.idle.push({ idle, cpuPerAnswerUs: loop.cpuPerAnswerUs });
      pages.close();
    }
    idlePages.close();

    if (kind === 'bridge') {
      log(`${kind}/${store}: Last-Event-ID reconnect, 1,000 logged events`);
      const asker = col.asker('replay');
      const { lastEventId } = await asker.fill();
      const port = col.pagePort('replay');
      const times = [];
      let bytes = 0;
      for (let i = 0; i < 20; i += 1) {
        const before = await col.redis?.bytesOut();
        const started = performance.now();
        await new Promise((resolve) => {
          const request = http.get(
            {
              host: '127.0.0.1',
              port,
              path: '/events',
              agent: false,
              headers: { 'x-user': 'replay', 'last-event-id': String(lastEventId - 1) },
            },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk) => {
                text += chunk;
                if (text.includes(`id: ${lastEventId}\n`) || text.includes('event: snapshot')) {
                  times.push(performance.now() - started);
                  request.destroy();
                  resolve();
                }
              });
            },
          );
          request.on('error', resolve);
        });
        if (col.redis) bytes = (await col.redis.bytesOut()) - before;
      }
      out.reconnect = { ms: median(times), redisBytes: col.redis ? bytes : undefined };
    }
  } finally {
    await col.stop();
  }

  log(`${kind}/${store}: kept per user after keepSettledMs`);
  const keep = counts.kept.keepSettledMs;
  const kept = await column(kind, store, bundle, keep);
  try {
    const users = usersNamed('k', counts.kept.users);
    let pages = createPages();
    // The same run first with other users (then gone), so the heap delta is what the users leave, not warm-up.
    const warm = usersNamed('w', counts.kept.users);
    await pages.streams(warm, kept.pagePort);
    await kept.loop(warm, 1, warm.length);
    pages.close();
    await sleep(keep + 2500);
    const heap0 = await Promise.all(kept.servers.map((server) => server.stats({ gc: true })));
    const redis0 = await kept.redis?.memory();
    pages = createPages();
    await pages.streams(users, kept.pagePort);
    await kept.loop(users, 1, users.length);
    pages.close();
    await sleep(500);
    const heap1 = await Promise.all(kept.servers.map((server) => server.stats({ gc: true })));
    const redis1 = await kept.redis?.memory();
    await sleep(keep + 2500);
    const heap2 = await Promise.all(kept.servers.map((server) => server.stats({ gc: true })));
    const redis2 = await kept.redis?.memory();
    const sum = (list) => list.reduce((total, each) => total + each.heap, 0);
    out.kept = {
      beforeKeepBytes: (sum(heap1) - sum(heap0)) / users.length,
      afterKeepBytes: (sum(heap2) - sum(heap0)) / users.length,
      ...(kept.redis
        ? {
            redisBeforeKeepBytes: (redis1.used - redis0.used) / users.length,
            redisAfterKeepBytes: (redis2.used - redis0.used) / users.length,
            redisKeysLeft: redis2.keys - redis0.keys,
          }
        : {}),
    };
  } finally {
    await kept.stop();
  }
  return out;
}

/** Polling every 400 ms against the bridge's push, at `pages` open pages. */
async function pollingRun({ bundle, counts, log }) {
  const out = {};
  for (const mode of ['bridge-memory', 'poll']) {
    log(`${mode}: ${counts.polling.pages} open pages`);
    const server = await startServer(mode, bundle);
    const pages = createPages();
    const users = usersNamed('p', counts.polling.pages);
    if (mode === 'poll') for (const user of users) pages.poll(server.port, user);
    else await pages.streams(users, () => server.port);
    await sleep(1000);
    const cpu0 = (await server.stats()).cpuUs;
    await sleep(counts.polling.idleMs);
    const cpu1 = (await server.stats()).cpuUs;
    pages.latencies.length = 0;
    await server.loop(users.slice(0, counts.polling.requests), 1, counts.polling.requests);
    out[mode] = { p50Ms: median(pages.latencies), idleCpuMsPerS: (cpu1 - cpu0) / counts.polling.idleMs };
    pages.close();
    await server.stop();
  }
  return out;
}

/** Bundles the library's bridge (from src) into one file; `redis` stays an import. */
export async function bundleBridge() {
  const dir = join(root, 'node_modules', '.cache', 'bench-bridge');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `bridge-${process.pid}.mjs`);
  await build({
    entryPoints: [join(root, 'src', 'bridge', 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    external: ['redis'],
    logLevel: 'error',
  });
  process.on('exit', () => rmSync(outfile, { force: true }));
  return outfile;
}

/** Runs every column; resolves with `{ results, markdown }`. */
export async function runBridgeBench({ scale = 1, log = console.error } = {}) {
  const counts = bridgeCounts(scale);
  const bundle = await bundleBridge();
  const started = performance.now();
  const results = { counts, loadAtStart: os.loadavg().map((load) => Number(load.toFixed(2))), columns: {} };
  for (const [kind, store] of [
    ['bridge', 'memory'],
    ['floor', 'memory'],
    ['bridge', 'redis'],
    ['floor', 'redis'],
  ]) {
    results.columns[`${kind}-${store}`] = await columnRun({ kind, store, bundle, counts, log });
  }
  results.polling = await pollingRun({ bundle, counts, log });
  results.seconds = Math.round((performance.now() - started) / 1000);
  return { results, markdown: bridgeMarkdown(results) };
}

const f = (value, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? '–'
    : Number(value).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (a, b) => (a === undefined || b === undefined || !b ? '–' : `${(a / b).toFixed(2)}×`);

/** The results as a markdown table: ours beside the floor, with ratios. */
export function bridgeMarkdown(results) {
  const { columns: c, counts } = results;
  const bm = c['bridge-memory'];
  const fm = c['floor-memory'];
  const br = c['bridge-redis'];
  const fr = c['floor-redis'];
  const row = (label, get, digits = 0, unit = '') => {
    const [a, b, x, y] = [bm, fm, br, fr].map((col) => (col ? get(col) : undefined));
    return `| ${label} | ${f(a, digits)}${unit} | ${f(b, digits)} | ${ratio(a, b)} | ${f(x, digits)}${unit} | ${f(y, digits)} | ${ratio(x, y)} |`;
  };
  const lines = [
    `### The bridge (issue 33): server cost per answer and what a user leaves behind`,
    '',
    `Loopback, real redis-server, each server its own process; pages are SSE clients answering each request as it arrives (Redis: 2 instances, every page on the other instance than its asker). CPU = the server processes' user+system time; Redis's own CPU is the row below. Load at start: ${results.loadAtStart.join(' / ')}; ${results.seconds} s.`,
    '',
    '| | bridge, memory | floor | ratio | bridge, Redis (2 inst.) | floor, Redis | ratio |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row(
      `server CPU per answer, ${counts.small.users} users × ${counts.small.perUser} pending (µs)`,
      (col) => col.small.cpuPerAnswerUs,
    ),
    row(`server CPU per answer, ${counts.large.users} users × 1 (µs)`, (col) => col.large.cpuPerAnswerUs),
    row(
      `redis-server CPU per answer, ${counts.large.users} users × 1 (µs)`,
      (col) => col.large.redisCpuPerAnswerUs,
    ),
    row(`saturated answers per second, ${counts.large.users} users`, (col) => col.large.answersPerS),
    row(
      `saturated: POST → resolved, p50, ${counts.large.users} users (ms)`,
      (col) => col.large.resolvedP50Ms,
      1,
    ),
    row(`burst of ${counts.burst} requests: request → page, p50 (ms)`, (col) => col.burst.p50Ms, 1),
    row('burst: longest event-loop stall (ms)', (col) => col.burst.maxStallMs, 1),
    row('burst: connections dropped', (col) => col.burst.dropped),
    ...counts.idle.map((idle, i) =>
      row(
        `CPU per answer with ${idle.toLocaleString('en-US')} idle streams open (µs)`,
        (col) => col.idle[i]?.cpuPerAnswerUs,
      ),
    ),
    row(
      `per-answer CPU, ${counts.idle.at(-1).toLocaleString('en-US')} idle ÷ 0 idle`,
      (col) => col.idle.at(-1)?.cpuPerAnswerUs / col.idle[0]?.cpuPerAnswerUs,
      2,
    ),
    row(
      `Redis commands per answer (incl. inside Lua), ${counts.large.users} users × 1`,
      (col) => col.large.redisCommandsPerAnswer,
      1,
    ),
    row('`Last-Event-ID` reconnect, 1,000 logged events (ms)', (col) => col.reconnect?.ms, 1),
    row('… bytes read from Redis', (col) => col.reconnect?.redisBytes),
    row(`heap kept per user, settled, before keepSettledMs (B)`, (col) => col.kept.beforeKeepBytes),
    row(`heap kept per user **for good**, after keepSettledMs (B)`, (col) => col.kept.afterKeepBytes),
    row('Redis memory per user before / after keepSettledMs (B)', (col) => col.kept.redisBeforeKeepBytes),
    row('… after keepSettledMs (B)', (col) => col.kept.redisAfterKeepBytes),
    row(
      `Redis keys left for ${counts.kept.users.toLocaleString('en-US')} users after keepSettledMs`,
      (col) => col.kept.redisKeysLeft,
    ),
    '',
    `Against polling every 400 ms, ${counts.polling.pages.toLocaleString('en-US')} open pages, ${counts.polling.requests} requests:`,
    '',
    '| | bridge (push, memory) | polling 400 ms |',
    '|---|---:|---:|',
    `| request → page, p50 (ms) | ${f(results.polling['bridge-memory'].p50Ms, 1)} | ${f(results.polling.poll.p50Ms, 1)} |`,
    `| idle server CPU (ms per s) | ${f(results.polling['bridge-memory'].idleCpuMsPerS, 1)} | ${f(results.polling.poll.idleCpuMsPerS, 1)} |`,
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: '1' } },
  });
  // Prints only; `npm run bench -- --only bridge` writes bench/results/latest.md/json.
  const { markdown } = await runBridgeBench({ scale: Number(values.scale) });
  console.log(markdown);
  process.exit(0);
}
