// Child processes for the test runners that are not vitest (test/conformance, test/consumers): each in its
// own process group with a hard time limit, all killed with their children on a timeout or Ctrl-C, and
// the closing `N passed, N failed` line that scripts/test.mjs reads.
import { spawn } from 'node:child_process';

const running = new Set();

const killGroup = (child) => {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child);
    process.exit(130);
  });
}

/** Prints the summary line and exits: non-zero when anything failed. */
export function finish(passed, failed) {
  // A run with no checks at all counts as one failure, so a summed summary cannot hide it.
  const shownFailed = passed + failed === 0 ? 1 : failed;
  console.log(`${passed} passed, ${shownFailed} failed`);
  process.exit(shownFailed > 0 ? 1 : 0);
}

/**
 * Starts a long-running command (a server) in its own process group. `output()` is what it printed so far;
 * `stop()` kills it and its children.
 */
export function start(command, args, { cwd, env = process.env, echo = false }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  let output = '';
  const collect = (stream) => (chunk) => {
    output += chunk;
    if (echo) stream.write(chunk);
  };
  child.stdout.on('data', collect(process.stdout));
  child.stderr.on('data', collect(process.stderr));
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      const message = `cannot start ${command}: ${error.message}`;
      output += `\n${message}\n`;
      if (echo) console.error(message);
      resolve(-1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : -1)));
  }).finally(() => running.delete(child));
  return {
    output: () => output,
    exited,
    stop: () => {
      killGroup(child);
      return exited;
    },
  };
}

/** Runs a command with a hard time limit; resolves with its exit code and output. */
export async function run(command, args, { timeoutMs, cwd, env = process.env, echo = false }) {
  const child = start(command, args, { cwd, env, echo });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.stop();
  }, timeoutMs);
  const code = await child.exited;
  clearTimeout(timer);
  return { code, output: child.output(), timedOut };
}
