'use client';
import { createContext, useCallback, useSyncExternalStore } from 'react';
import type { ElicitationQueue, PendingElicitation, QueueSnapshot } from '../../core/host/queue.js';

/** The queue of an `<ElicitationProvider inline>`: panels given an entry follow its newest state through it. */
export const InlineQueueContext = createContext<ElicitationQueue | null>(null);

const NONE: readonly PendingElicitation[] = Object.freeze([]);
const lists = new WeakMap<QueueSnapshot, readonly PendingElicitation[]>();

/**
 * Unanswered entries, URL entries waiting after their answer, and those the host's policy answered, once each, in
 * arrival order.
 */
function entriesOf(snapshot: QueueSnapshot): readonly PendingElicitation[] {
  let list = lists.get(snapshot);
  if (!list) {
    const waitingOnly = snapshot.waiting.filter((entry) => entry.answered);
    const byPolicy = snapshot.answeredByPolicy ?? [];
    // Arrival order; a remote queue's ids are the bridge's (no number), so the arrival time decides first.
    const all = [...snapshot.pending, ...waitingOnly, ...byPolicy].sort(
      (a, b) => a.receivedAt - b.receivedAt || idNumber(a) - idNumber(b) || 0,
    );
    list = all.length === 0 ? NONE : Object.freeze(all);
    lists.set(snapshot, list);
  }
  return list;
}

const idNumber = (entry: PendingElicitation) => Number(entry.id.slice(entry.id.lastIndexOf('-') + 1));

/**
 * The requests in `queue` that a person can still act on, in arrival order: every unanswered one, and URL
 * requests waiting on screen after their answer; and those the host's policy answered (`answeredByPolicy`), so the
 * person sees what it did. For `<ElicitationProvider inline>`: place an `<ElicitationPanel pending={entry} />` for
 * each at the tool call that caused it, and keep rendering it after the entry leaves this list, so its record stays
 * in the transcript (a policy's answer shows as its record at once, "Declined by policy “…”", and then leaves the
 * list). The same array until the queue changes.
 *
 * @example
 * const entries = usePendingElicitations(queue);
 * return entries.map((entry) => <ElicitationPanel key={entry.id} pending={entry} />);
 */
export function usePendingElicitations(queue: ElicitationQueue): readonly PendingElicitation[] {
  const read = useCallback(() => entriesOf(queue.snapshot()), [queue]);
  return useSyncExternalStore(queue.subscribe, read, read);
}
