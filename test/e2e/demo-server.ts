// The end-to-end harness: one `npm start` (scripts/demo.mjs) on free loopback ports, one headless system
// Chromium, a fresh browser context per test. Call `setUpDemo()` once at the top of a test file; it registers
// the hooks and returns getters for what they set up.
//
// The demo server is a child process in its own process group: `afterAll` (and, as a last resort, the exit of
// the test worker) signals the whole group, so server-everything, which the demo spawns, goes down with it.
// Everything lives in one test file on purpose: Vitest isolates files, so a second file would start (and
// build) a second demo.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromiumArgs, findChromium } from '../../scripts/chromium.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the demo listens, parsed from what `scripts/demo.mjs` prints. */
export interface DemoUrls {
  /** `http://127.0.0.1:<port>`: the client at `/`, the demo MCP server at `/mcp`, the connect page. */
  readonly origin: string;
  /** server-everything's own `http://127.0.0.1:<port>/mcp` (the client reaches it through `/everything/mcp`). */
  readonly everything: string;
}

export interface RunningDemo extends DemoUrls {
  /** Everything the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves once the output contains `text` (as printed, checked on each chunk). */
  printed(text: string): Promise<void>;
  /** SIGTERM to the demo process alone: it shuts down on its own (see `DEMO_SHUTDOWN_GRACE_MS`). */
  terminate(): void;
  /** Resolves once the demo process exited. */
  readonly exited: Promise<void>;
  /** SIGTERM to the process group, SIGKILL after a grace period; resolves once the demo process exited. */
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 150_000;

/** How a test starts the demo, besides the defaults. */
export interface DemoOptions {
  /** More arguments of `scripts/demo.mjs`: `--no-build` (reuse the last build), `--no-everything`, … */
  readonly args?: readonly string[];
  /** More environment: `BRIDGE_TTL_MS`, `REDIS_URL` (the server-side mode's bridge). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Starts `node scripts/demo.mjs` with `PORT=0` (both servers on free ports), which builds the web client first
 * unless `--no-build` is given. Resolves once it prints `Demo: <url>`.
 */
export function startDemo({ args = [], env = {} }: DemoOptions = {}): Promise<RunningDemo> {
  const child = spawn(process.execPath, ['scripts/demo.mjs', ...args], {
    cwd: root,
    env: { ...process.env, PORT: '0', EVERYTHING_PORT: '0', DEMO_VERBOSE: '', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so one signal reaches server-everything too.
    detached: true,
  });
  let log = '';
  const watchers = new Set<() => void>();
  const onChunk = (chunk: unknown) => {
    log += String(chunk);
    for (const watcher of [...watchers]) watcher();
  };
  child.stdout?.on('data', onChunk);
  child.stderr?.on('data', onChunk);
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const watcher = () => {
        if (!log.includes(text)) return;
        watchers.delete(watcher);
        resolve();
      };
      watchers.add(watcher);
      watcher();
    });
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  // Whatever happens to this worker, the demo must not outlive it.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

  const stop = async () => {
    process.off('exit', onExit);
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    // server-everything is a grandchild: make sure nothing of the group is left.
    killGroup('SIGKILL');
  };

  return new Promise<RunningDemo>((resolve, reject) => {
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      clearTimeout(timeout);
      void stop().then(() => reject(new Error(`${why}\n--- demo output ---\n${log}`)));
    };
    const poll = setInterval(() => {
      const origin = /^Demo: (http:\/\/127\.0\.0\.1:\d+)\s*$/m.exec(log)?.[1];
      if (!origin || settled) return;
      settled = true;
      clearInterval(poll);
      clearTimeout(timeout);
      const everything = /^server-everything: (http:\/\/127\.0\.0\.1:\d+\/mcp)/m.exec(log)?.[1] ?? '';
      resolve({
        origin,
        everything,
        output: () => log,
        printed,
        terminate: () => void (child.pid !== undefined && process.kill(child.pid, 'SIGTERM')),
        exited,
        stop,
      });
    }, 50);
    const timeout = setTimeout(
      () => fail('the demo did not print "Demo: <url>" in time'),
      STARTUP_TIMEOUT_MS,
    );
    child.once('exit', (code, signal) => fail(`the demo exited early (${signal ?? code})`));
    child.once('error', (error) => fail(`the demo could not start: ${error.message}`));
  });
}

/** True when something accepts TCP connections on `url`'s host and port. */
export function isListening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface DemoHarness {
  /** The running demo (set in `beforeAll`). */
  readonly demo: RunningDemo;
  /** This test's browser context (fresh per test). */
  readonly context: BrowserContext;
  /** This test's first page, already on the client. */
  readonly page: Page;
  /** Uncaught exceptions of any page of this test's context. */
  readonly pageErrors: readonly string[];
}

/** Options of every test's browser context. */
export const CONTEXT_OPTIONS = {
  viewport: { width: 1360, height: 1000 },
  locale: 'en-US',
  // A zone with a half-hour offset and no daylight saving time: date-time answers are predictable.
  timezoneId: 'Asia/Kolkata',
} as const;

/**
 * Registers the hooks of an end-to-end file: the demo and Chromium once for the file, a fresh context and page
 * per test. Read the returned object's properties inside tests, not at the top level.
 */
export function setUpDemo(): DemoHarness {
  let demo: RunningDemo | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    [demo, browser] = await Promise.all([
      startDemo(),
      chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true }),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    const running = demo;
    demo = undefined;
    if (!running) return;
    await running.stop();
    // Nothing may keep listening once the suite is done.
    for (const url of [running.origin, running.everything].filter(Boolean)) {
      if (await isListening(url)) throw new Error(`${url} still accepts connections after the demo stopped`);
    }
  });

  beforeEach(async () => {
    if (!browser || !demo) throw new Error('the demo or the browser did not start');
    context = await browser.newContext(CONTEXT_OPTIONS);
    pageErrors = [];
    context.on('page', (opened) => {
      opened.on('pageerror', (error) => pageErrors.push(`${opened.url()}: ${error.message}`));
    });
    page = await context.newPage();
    await page.goto(demo.origin);
  });

  // Closes the context; an uncaught exception in any of its pages fails the test.
  afterEach(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
    if (pageErrors.length > 0) throw new Error(`uncaught exceptions in the page:\n${pageErrors.join('\n')}`);
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: read it inside a test`);
    return value;
  };
  return {
    get demo() {
      return need(demo, 'the demo');
    },
    get context() {
      return need(context, 'the browser context');
    },
    get page() {
      return need(page, 'the page');
    },
    get pageErrors() {
      return pageErrors;
    },
  };
}
