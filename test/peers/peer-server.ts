// Starts one Python MCP server of test/peers/python on a free loopback port and stops it after the tests.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const scripts = fileURLToPath(new URL('./python/', import.meta.url));

export interface PeerServer {
  /** `http://127.0.0.1:<port>/mcp` */
  readonly url: string;
  /** Every JSON body the server received, in order (python/capture.py). */
  received(): Promise<unknown[]>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startPeer(python: string, script: string): Promise<PeerServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(python, [join(scripts, script), String(port)], {
    cwd: scripts,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PYTHONUNBUFFERED: '1', PYTHONDONTWRITEBYTECODE: '1' },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > 30_000) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not listen on ${port} within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const base = `http://127.0.0.1:${port}`;
  return {
    url: `${base}/mcp`,
    received: async () => (await fetch(`${base}/received`)).json() as Promise<unknown[]>,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
