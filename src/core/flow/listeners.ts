/** A machine's subscribers (a queue's, a flow's): see {@link createListeners}. */
export interface Listeners {
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Tells every subscriber (once at the end of a batch). */
  notify(): void;
  /** Runs `change` and tells the subscribers at most once, after it: one notification for a whole batch. */
  batch(change: () => void): void;
}

/**
 * The subscribers of a machine (the queue, a flow), shaped for `useSyncExternalStore`. A subscriber that throws is
 * reported to `onError` (and the rest are still told, the machine keeps going); one that unsubscribes, or subscribes
 * another, while being told skips nobody.
 *
 * @example
 * const listeners = createListeners((error) => console.error(error));
 * listeners.batch(() => { cancelOne(); cancelAnother(); }); // one notification
 */
export function createListeners(
  onError: (error: unknown) => void = (error) => console.error(error),
): Listeners {
  const listeners = new Set<() => void>();
  let batching = 0;
  let pending = false;
  const tell = () => {
    // A copy, so a listener that unsubscribes (or subscribes) while we notify cannot skip another one.
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        try {
          onError(error);
        } catch {
          // Nothing left to tell; the queue must keep working.
        }
      }
    }
  };
  return {
    subscribe(listener) {
      // Wrapped, so subscribing the same function twice gives two independent subscriptions.
      const subscription = () => listener();
      listeners.add(subscription);
      return () => {
        listeners.delete(subscription);
      };
    },
    notify() {
      if (batching > 0) pending = true;
      else tell();
    },
    batch(change) {
      batching += 1;
      try {
        change();
      } finally {
        batching -= 1;
        if (batching === 0 && pending) {
          pending = false;
          tell();
        }
      }
    },
  };
}
