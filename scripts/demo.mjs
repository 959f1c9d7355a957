#!/usr/bin/env node
// `npm start`: the whole demo with one command, on loopback only.
//   1. installs dependencies when node_modules is missing (`npm ci` with the lock file);
//   2. builds the web client (demo/client → demo/dist) with Vite;
//   3. starts @modelcontextprotocol/server-everything (streamableHttp, pinned to 127.0.0.1);
//   4. starts the demo server: the client at /, the MCP server at /mcp, the connect page at /connect and
//      server-everything proxied at /everything/mcp;
//   5. the server-side mode (demo/server/server-side.ts): this process runs an MCP client and the bridge, at
//      /bridge/* and /server-side/*; the page switches to it with "MCP client: on the demo server".
// Options: --port <n> (or PORT; default 4173), --everything-port <n> (or EVERYTHING_PORT; default port + 1),
//          --no-build (serve the last build), --no-everything,
//          --bridge-ttl-ms <n> (or BRIDGE_TTL_MS; how long the server-side mode's questions wait, default 10 min),
//          --redis <url> (or REDIS_URL; the server-side mode's bridge keeps its requests there, so several demo
//          instances share them).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string' },
    'everything-port': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-everything': { type: 'boolean', default: false },
    'bridge-ttl-ms': { type: 'string' },
    redis: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log('Usage: npm start -- [--port 4173] [--everything-port 4174] [--no-build] [--no-everything]');
  process.exit(0);
}

/** @param {string | undefined} value @param {string} name @returns {number | undefined} */
function portOption(value, name) {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number (0-65535), not "${value}"`);
    process.exit(2);
  }
  return port;
}
const port = portOption(options.port, '--port') ?? portOption(process.env.PORT, 'PORT') ?? 4173;
const everythingPort =
  portOption(options['everything-port'], '--everything-port') ??
  portOption(process.env.EVERYTHING_PORT, 'EVERYTHING_PORT') ??
  (port === 0 ? 0 : port + 1);

// 1. Dependencies.
if (!existsSync(join(root, 'node_modules'))) {
  const lock = existsSync(join(root, 'package-lock.json'));
  console.log(`demo: node_modules is missing, running npm ${lock ? 'ci' : 'install'}…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const installed = spawnSync(npm, [lock ? 'ci' : 'install'], { cwd: root, stdio: 'inherit' });
  if (installed.status !== 0) {
    console.error('demo: installing dependencies failed');
    process.exit(installed.status ?? 1);
  }
}

// 2. The web client.
const clientDir = join(root, 'demo', 'dist');
if (!options['no-build'] || !existsSync(join(clientDir, 'index.html'))) {
  console.log('demo: building the web client…');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'demo', 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let everything;
/** @type {{ url: string; close: () => Promise<void> } | undefined} */
let demo;
/** @type {Awaited<ReturnType<typeof import('../demo/server/server-side.js').connectRedisStore>> | undefined} the server-side mode's Redis store */
let bridgeStore;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\ndemo: shutting down…');
  const exited = everything && everything.exitCode === null ? onceExit(everything) : Promise.resolve();
  if (everything && everything.exitCode === null) everything.kill('SIGTERM');
  await Promise.race([
    Promise.all([demo?.close().then(() => bridgeStore?.close()), exited]),
    // At most this long (DEMO_SHUTDOWN_GRACE_MS, default 3 s): a test on a busy machine gives it longer.
    new Promise((resolve) => setTimeout(resolve, Number(process.env.DEMO_SHUTDOWN_GRACE_MS) || 3000).unref()),
  ]);
  if (everything && everything.exitCode === null) everything.kill('SIGKILL');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/** @param {import('node:child_process').ChildProcess} child */
function onceExit(child) {
  return new Promise((resolve) => child.once('exit', resolve));
}

// 3. server-everything.
/** @type {URL | undefined} */
let everythingUrl;
if (!options['no-everything']) {
  const chosen = everythingPort === 0 ? await freePort() : everythingPort;
  if (!(await isFree(chosen))) {
    console.error(`demo: port ${chosen} (server-everything) is in use; try --everything-port <n>`);
    process.exit(1);
  }
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@modelcontextprotocol/server-everything/dist/index.js');
  const preload = pathToFileURL(join(root, 'demo', 'server', 'loopback.js')).href;
  everything = spawn(process.execPath, ['--import', preload, entry, 'streamableHttp'], {
    cwd: root,
    env: { ...process.env, PORT: String(chosen) },
    // Its stdout logs every request; keep stderr for real problems.
    stdio: ['ignore', process.env.DEMO_VERBOSE ? 'inherit' : 'ignore', 'pipe'],
  });
  everything.stderr?.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (line.trim() && !/listening on port/i.test(line)) console.error(`[server-everything] ${line}`);
    }
  });
  everything.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`demo: server-everything exited (${signal ?? code}); /everything/mcp is down`);
  });
  if (await waitForPort(chosen, 15_000)) {
    everythingUrl = new URL(`http://${HOST}:${chosen}/mcp`);
  } else {
    console.error(`demo: server-everything did not start on ${HOST}:${chosen}; continuing without it`);
  }
}

// 4. The demo server, with 5. the server-side mode (TypeScript that imports the library's source: loaded through
// Vite's module runner).
const { startDemoServer } = await import('../demo/server/server.js');
const { runnerImport } = await import('vite');
const { module: serverSideModule } =
  /** @type {{ module: typeof import('../demo/server/server-side.js') }} */ (
    await runnerImport(join(root, 'demo', 'server', 'server-side.ts'), {
      configFile: false,
      logLevel: 'error',
    })
  );
const ttlText = options['bridge-ttl-ms'] ?? process.env.BRIDGE_TTL_MS;
const bridgeTtlMs = ttlText ? Number(ttlText) : undefined;
if (bridgeTtlMs !== undefined && !(Number.isInteger(bridgeTtlMs) && bridgeTtlMs > 0)) {
  console.error(`--bridge-ttl-ms must be a whole number of milliseconds, not "${ttlText}"`);
  process.exit(2);
}
const redisUrl = options.redis ?? process.env.REDIS_URL;
if (redisUrl) bridgeStore = await serverSideModule.connectRedisStore(redisUrl);
try {
  demo = await startDemoServer({
    port,
    host: HOST,
    clientDir,
    everythingUrl,
    log: (line) => console.log(`[demo] ${line}`),
    serverSide: ({ mcpUrl }) =>
      serverSideModule.createServerSideMode({
        mcpUrl,
        store: bridgeStore?.store,
        ttlMs: bridgeTtlMs,
        log: (line) => console.log(`[demo] ${line}`),
      }),
  });
} catch (error) {
  const busy = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE';
  console.error(busy ? `demo: port ${port} is in use; try --port <n>` : error);
  await shutdown(1);
}

console.log(`MCP server:        ${demo?.url}/mcp  (2026-07-28 and 2025-11-25)`);
if (everythingUrl)
  console.log(`server-everything: ${everythingUrl.href}  (proxied at ${demo?.url}/everything/mcp)`);
console.log(`Demo: ${demo?.url}`);
console.log('Press Ctrl+C to stop.');

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });
}

/** @param {number} target @returns {Promise<boolean>} */
function isFree(target) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(target, HOST, () => probe.close(() => resolve(true)));
  });
}

/** @param {number} target @param {number} timeoutMs @returns {Promise<boolean>} */
async function waitForPort(target, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (everything?.exitCode !== null && everything?.exitCode !== undefined) return false;
    const open = await new Promise((resolve) => {
      const socket = net.connect(target, HOST);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}
