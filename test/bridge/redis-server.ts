// A real redis-server for the Redis store tests: started on a free loopback port, nothing saved, stopped by pid.
// Missing locally: the tests skip with the reason; under CI it is installed (.ci/run), so missing there fails.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, type TestContext } from 'vitest';

const BINARY = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));
const isCi = process.env.CI === 'true' || process.env.CI === '1';

export const hasRedis = BINARY !== undefined;

/** Skips the test when redis-server is not installed; under CI, fails instead. */
export function skipWithoutRedis(context: TestContext): void {
  if (hasRedis) return;
  const reason = 'redis-server is not installed (apt-get install redis-server)';
  if (isCi) throw new Error(`the Redis tests cannot run: ${reason}`);
  context.task.meta.skipReason = reason;
  context.skip(reason);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type RedisClient = ReturnType<typeof createRedisClient>;
const createRedisClient = (url: string) => createClient({ url });

export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Signals the server (SIGKILL: no save, clients see their connections drop); resolves once it exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** A new connected client (closed by `stop`). */
  connect(): Promise<RedisClient>;
  stop(): Promise<void>;
}

/** Where and how: a given port (a restart takes the same one), and a folder for an append-only file (data kept). */
export interface RedisStartOptions {
  readonly port?: number;
  /** With it: `--appendonly yes --appendfsync always` there, so a restart finds every write; without: nothing saved. */
  readonly dataDir?: string;
}

export async function startRedis(options: RedisStartOptions = {}): Promise<RedisServer> {
  if (!BINARY) throw new Error('redis-server is not installed');
  const port = options.port ?? (await freePort());
  const persistence = options.dataDir
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', options.dataDir]
    : ['--appendonly', 'no'];
  const child: ChildProcess = spawn(
    BINARY,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  const url = `redis://127.0.0.1:${port}`;
  const clients: RedisClient[] = [];
  return {
    url,
    port,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined)
        process.kill(child.pid, signal);
      await exited;
    },
    async connect() {
      const client = createRedisClient(url);
      client.on('error', () => undefined);
      await client.connect();
      clients.push(client);
      return client;
    },
    async stop() {
      for (const client of clients) if (client.isOpen) client.destroy();
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        process.kill(child.pid, 'SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * One redis-server for the tests of the file (or `describe` block) that calls this: started before them, stopped
 * after them. The getter returns it; call it in a test that ran `skipWithoutRedis` (it throws where there is none).
 */
export function redisForTests(): () => RedisServer {
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    if (hasRedis) redis = await startRedis();
  }, 20_000);
  afterAll(async () => redis?.stop());
  return () => {
    if (!redis) throw new Error('no redis-server here: the test should have called skipWithoutRedis');
    return redis;
  };
}
