// The queues `forUser` hands out: one per user, held strongly while it holds something, weakly when idle.
import type { ElicitationQueue } from '../core/host/queue.js';

/** One bridge instance's users' queues. */
export interface UserQueues {
  /** The user's queue: the one handed out before while the host (or a request) still holds it, else a new one. */
  forUser(userId: string, create: () => ElicitationQueue): ElicitationQueue;
  /** The queue got a request (or a declined source): held strongly from now. */
  busy(userId: string, queue: ElicitationQueue): void;
  /** The queue holds nothing any more: held only as long as the host holds it. */
  idle(userId: string, queue: ElicitationQueue): void;
}

/**
 * Queues holding something are held strongly; every queue also has one weak reference, made with it, so `forUser`
 * answers the same object while the host holds it and nothing stays for a user who left. Going busy or idle moves
 * the queue in or out of the strong map only (no weak reference or finalizer per request).
 *
 * @example
 * const queues = createUserQueues();
 * const queue = queues.forUser('ada', () => createUserQueue(state, 'ada'));
 * queues.busy('ada', queue); // a request: kept whatever the host does
 * queues.idle('ada', queue); // answered: kept only while the host holds it
 */
export function createUserQueues(): UserQueues {
  /** Users' queues holding something (a request, a declined source). */
  const held = new Map<string, ElicitationQueue>();
  /** Every live queue, weakly: its entry goes once the queue was collected. */
  const known = new Map<string, WeakRef<ElicitationQueue>>();
  const forget = new FinalizationRegistry<string>((userId) => {
    if (known.get(userId)?.deref() === undefined) known.delete(userId);
  });
  return {
    forUser(userId, create) {
      const found = held.get(userId) ?? known.get(userId)?.deref();
      if (found) return found;
      const queue = create();
      known.set(userId, new WeakRef(queue));
      forget.register(queue, userId);
      return queue;
    },
    busy(userId, queue) {
      if (held.get(userId) !== queue) held.set(userId, queue);
    },
    idle(userId, queue) {
      if (held.get(userId) === queue) held.delete(userId);
    },
  };
}
