// What the core's tests wait on, shared so every test waits the same way.
import type { ElicitationQueue, PendingElicitation } from '../../src/core/index.js';

/** Resolves with the next request that reaches the front of the queue (at once if one is there). */
export function nextCurrent(queue: ElicitationQueue): Promise<PendingElicitation> {
  return new Promise((resolve) => {
    const check = () => {
      const { current } = queue.snapshot();
      if (!current) return;
      unsubscribe();
      resolve(current);
    };
    const unsubscribe = queue.subscribe(check);
    check();
  });
}

/** What `promise` rejects with; fails the test when it resolves instead. */
export async function rejection(
  promise: Promise<unknown> | undefined,
): Promise<{ code?: unknown; message?: string; data?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: unknown; message?: string; data?: unknown };
  }
  throw new Error('expected the promise to reject');
}

/**
 * A bound against a hang, not a target: far past anything a busy shared machine takes, so a test waiting with
 * {@link waitFor} fails only when what it waits for never happens.
 */
const HANG_MS = 60_000;

/**
 * Resolves once `condition` holds, looked at after each turn of the event loop (what is waited for — a server's
 * answer, a stream reconnecting — reports to no queue); fails naming `what` only past a hang.
 */
export async function waitFor(condition: () => boolean, what = 'the condition'): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > HANG_MS) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The next request at the front of the queue once its URL is analysed (the default parse loads the analysis on demand:
 * until then a URL request is `unchecked`); a form request at once.
 */
export async function nextAnalysed(queue: ElicitationQueue): Promise<PendingElicitation> {
  const entry = await nextCurrent(queue);
  await new Promise<void>((resolve) => {
    const check = () => {
      if (entry.flow.getState().checking) return;
      stop();
      resolve();
    };
    const stop = entry.flow.subscribe(check);
    check();
  });
  return queue.snapshot().current ?? entry;
}
