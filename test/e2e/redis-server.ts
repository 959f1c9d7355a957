// A real redis-server for the two-instance tests: started on a free loopback port with nothing saved to disk,
// stopped by its pid. Missing redis-server: `undefined` (the tests skip and say why), except under CI=true, where
// it is an error, since CI installs it (.ci/run).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  readonly url: string;
  stop(): Promise<void>;
}

const BINARY = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const isCi = process.env.CI === 'true' || process.env.CI === '1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts redis-server; `undefined` when it is not installed (and CI is not set). */
export async function startRedis(): Promise<RedisServer | undefined> {
  if (!existsSync(BINARY)) {
    if (isCi)
      throw new Error(`${BINARY} is missing: CI must install redis-server (apt-get install redis-server)`);
    return undefined;
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    BINARY,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not listen on 127.0.0.1:${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
