// The chaos tests' world, all real and on loopback: bridge instances in their own processes (instance-main.ts,
// bundled once with Vite so each starts in a moment), a TCP proxy that can cut one instance's link to Redis, and
// the page: the library's own remote queue (createRemoteElicitationQueue) over HTTP, as a browser tab runs it.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { build } from 'vite';
import {
  createRemoteElicitationQueue,
  type PendingElicitation,
  type RemoteElicitationQueue,
} from '../../../src/core/index.js';
import type { FromInstance, ToInstance } from './instance-main.js';

const root = join(import.meta.dirname, '..', '..', '..');

/** Bundles instance-main.ts (the library's source and all) into one file; `redis` stays an import. */
export async function buildInstance(): Promise<{ script: string; remove(): void }> {
  const cache = join(root, 'node_modules', '.cache');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'bridge-chaos-'));
  await build({
    configFile: false,
    logLevel: 'error',
    build: {
      ssr: join(import.meta.dirname, 'instance-main.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'instance.mjs' } },
    },
  });
  return {
    script: join(outDir, 'instance.mjs'),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

export interface Instance {
  /** The bridge's base URL: `http://127.0.0.1:<port>/api/elicitation`. */
  readonly base: string;
  readonly pid: number;
  /** Asks `user` a question on this instance (the MCP side); its result arrives under `key`. */
  raise(key: string, user: string, message?: string): void;
  /** Every result the MCP side got for `key`, in order (exactly one is right). */
  results(key: string): readonly unknown[];
  /** The first result for `key`, with when it came (epoch ms). */
  result(key: string): Promise<{ result: unknown; at: number }>;
  /** How many requests this instance still holds for `user`. */
  size(user: string): Promise<number>;
  /** `bridge.close()` then the client's close, as a SIGTERM handler would. */
  close(): Promise<void>;
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (or signal) once the process ended. */
  readonly exited: Promise<number | string>;
  /** Whether it is still running. */
  alive(): boolean;
  output(): string;
}

const running = new Set<ChildProcess>();
/** Ends every instance still running (SIGKILL; also SIGCONT first, for a stopped one). */
export function killAll(): void {
  for (const child of running) {
    try {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  }
  running.clear();
}

export async function startInstance(
  script: string,
  env: Readonly<Record<string, string>>,
): Promise<Instance> {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  const results = new Map<string, { result: unknown; at: number }[]>();
  const resultWaiters = new Map<string, ((value: { result: unknown; at: number }) => void)[]>();
  const sizeWaiters: ((size: number) => void)[] = [];
  let closedWaiter: (() => void) | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: FromInstance) => {
      switch (message.type) {
        case 'listening':
          resolve(message.port);
          return;
        case 'result': {
          const list = results.get(message.key) ?? [];
          list.push({ result: message.result, at: message.at });
          results.set(message.key, list);
          for (const waiter of resultWaiters.get(message.key)?.splice(0) ?? []) waiter(list[0] as never);
          return;
        }
        case 'size':
          sizeWaiters.shift()?.(message.size);
          return;
        case 'closed':
          closedWaiter?.();
          return;
        default:
          return message satisfies never;
      }
    });
    void exited.then((code) =>
      reject(new Error(`the instance exited (${code}) before listening: ${output}`)),
    );
  });
  const send = (message: ToInstance) => child.send(message);
  return {
    base: `http://127.0.0.1:${port}/api/elicitation`,
    pid: child.pid as number,
    raise: (key, user, message = `Question ${key}`) => send({ type: 'raise', key, user, message }),
    results: (key) => (results.get(key) ?? []).map((each) => each.result),
    result(key) {
      const first = results.get(key)?.[0];
      if (first) return Promise.resolve(first);
      return new Promise((resolve) => {
        resultWaiters.set(key, [...(resultWaiters.get(key) ?? []), resolve]);
      });
    },
    size(user) {
      return new Promise((resolve) => {
        sizeWaiters.push(resolve);
        send({ type: 'size', user });
      });
    },
    close() {
      return new Promise((resolve) => {
        closedWaiter = resolve;
        send({ type: 'close' });
      });
    },
    signal: (signal) => void child.kill(signal),
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
  };
}

/** A loopback TCP proxy in front of Redis for one instance: `cut()` drops its connections and refuses new ones. */
export interface LinkProxy {
  readonly url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startProxy(targetPort: number): Promise<LinkProxy> {
  const { connect } = await import('node:net');
  const pairs = new Set<[Socket, Socket]>();
  let isCut = false;
  const server: Server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const cut = () => {
    isCut = true;
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut,
    restore() {
      isCut = false;
    },
    async close() {
      cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The page of `user` on `base`: the library's remote queue, reconnecting fast. */
export function openPage(base: string, user: string): RemoteElicitationQueue {
  return createRemoteElicitationQueue({
    url: base,
    headers: { 'x-user': user },
    draftStorage: null,
    reconnect: { initialMs: 100, maxMs: 1000 },
    answerRetryDelaysMs: [200, 500],
  });
}

/** Resolves with what `probe` returns once it returns something, checked on every change of the queue. */
export function waitForQueue<T>(
  queue: RemoteElicitationQueue,
  probe: () => T | undefined,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = probe();
      if (found === undefined) return false;
      clearTimeout(timer);
      stopQueue();
      stopConnection();
      resolve(found);
      return true;
    };
    const timer = setTimeout(() => {
      stopQueue();
      stopConnection();
      reject(new Error(`the page never saw: ${what}`));
    }, timeoutMs);
    const stopQueue = queue.subscribe(() => void check());
    const stopConnection = queue.subscribeConnection(() => void check());
    check();
  });
}

/** The page's entry for the question `message`, once shown. */
export const shown = (queue: RemoteElicitationQueue, message: string) =>
  waitForQueue(
    queue,
    () =>
      queue.snapshot().pending.find((entry) => entry.request.message === message) as
        | PendingElicitation
        | undefined,
    `the question "${message}"`,
  );

/** Resolves once `predicate()` holds, checked each `everyMs`, at most `times` checks (a count, not a clock). */
export async function eventually(
  predicate: () => boolean | Promise<boolean>,
  what: string,
  { everyMs = 100, times = 300 } = {},
): Promise<void> {
  for (let check = 0; check < times; check++) {
    if (await predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`never: ${what}`);
}

/** An answer as the page posts it, raw, to see the status the bridge gives. */
export async function postAnswer(base: string, user: string, id: string, body: unknown): Promise<number> {
  const response = await fetch(`${base}/answers/${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user': user },
    body: JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}
