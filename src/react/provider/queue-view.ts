import type { ElicitationQueue, PendingElicitation, QueueSnapshot } from '../../core/host/queue.js';

/** What `<ElicitationProvider>` shows: the queue's state, and the request on screen. */
export interface QueueView {
  readonly snapshot: QueueSnapshot;
  /**
   * Usually `snapshot.current`; the request on screen stays there while it is in the queue (its newest view:
   * a URL request moves from asking to waiting to completed), and one that expired while shown stays (locked)
   * until dismissed.
   */
  readonly shown?: PendingElicitation;
}

/** The queue as the provider sees it, shaped for `useSyncExternalStore`. */
export interface QueueViewStore {
  subscribe(listener: () => void): () => void;
  /** The same object until the queue changes or a kept request is dismissed. */
  read(): QueueView;
  /**
   * The user closed `entry`: a URL request still waiting after its answer leaves the queue; one kept after
   * expiring gives way to the queue's current request.
   */
  dismiss(entry: PendingElicitation): void;
}

const stores = new WeakMap<ElicitationQueue, QueueViewStore>();

/**
 * The view of `queue`, one per queue. Which request is on screen depends on what was on screen before
 * (an expired one stays until the user closes it), so it is worked out here, outside React, from each
 * new queue snapshot; nothing is set while rendering, which React 18 mishandles next to
 * `useSyncExternalStore` (a dialog stayed on screen after its request was answered).
 *
 * @example
 * const store = queueView(queue);
 * const { shown } = useSyncExternalStore(store.subscribe, store.read, store.read);
 */
export function queueView(queue: ElicitationQueue): QueueViewStore {
  let store = stores.get(queue);
  if (!store) {
    store = createQueueView(queue);
    stores.set(queue, store);
  }
  return store;
}

function createQueueView(queue: ElicitationQueue): QueueViewStore {
  const listeners = new Set<() => void>();
  let seen: QueueSnapshot | undefined;
  let view: QueueView = { snapshot: queue.snapshot() };

  const read = (): QueueView => {
    const snapshot = queue.snapshot();
    if (snapshot === seen) return view;
    seen = snapshot;
    const kept = view.shown;
    const live = kept && findEntry(snapshot, kept.id);
    // An expired request leaves the queue at once; keep it visible (locked) so the user learns why.
    const ended = kept?.flow.getState();
    // Expired: its signal aborted, or it ran out of time (no signal says so: its flow does), before any answer.
    const expired =
      kept !== undefined &&
      !live &&
      !kept.answered &&
      (kept.signal?.aborted === true || (ended?.expired === true && ended.result === undefined));
    view = { snapshot, shown: live ?? (expired ? kept : snapshot.current) };
    return view;
  };

  // Followed on every change, not only while React listens: a hidden <Activity> unsubscribes the provider, and a
  // request answered there (its connection closed) whose signal aborts afterwards would, read only once shown
  // again, look like one that expired on screen, and be kept.
  queue.subscribe(() => {
    read();
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribe = queue.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    read,
    dismiss(entry) {
      const current = read();
      if (current.shown?.id !== entry.id) return;
      const live = findEntry(current.snapshot, entry.id);
      // Unanswered, it reported its answer itself (the queue then takes it off); answered, closing ends it.
      if (live?.answered) live.dismiss();
      if (live) return;
      view = { snapshot: current.snapshot, shown: current.snapshot.current };
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The entry's newest view: unanswered ones are in `pending`, answered ones still on screen in `waiting`. */
function findEntry(snapshot: QueueSnapshot, id: string): PendingElicitation | undefined {
  return (
    snapshot.pending.find((entry) => entry.id === id) ?? snapshot.waiting.find((entry) => entry.id === id)
  );
}
