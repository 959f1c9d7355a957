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

/** Polls `condition` until it holds; fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
