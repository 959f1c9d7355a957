// Items that come due in the order they were added (one delay for all), behind one timer for the oldest: the
// store guard's calls in flight, the memory store's settled requests to forget.

/** A queue of items due in the order added. */
export interface DueQueue<T> {
  /** Adds an item, due after every item added before it. */
  add(item: T): void;
  /** Drops the items at the front that are done (answered early), so the queue holds about what still waits. */
  trim(): void;
  /** Whether `item` is the oldest item still in the queue. */
  isFirst(item: T): boolean;
}

/** How a {@link DueQueue} reads its items and its clock. */
export interface DueQueueOptions<T> {
  /** When `item` is due, on the `now` clock. */
  readonly dueOf: (item: T) => number;
  readonly now: () => number;
  /** Called once for each item that comes due and is not done. */
  readonly onDue: (item: T) => void;
  /** An item answered early: skipped when met. Default: none is. */
  readonly isDone?: (item: T) => boolean;
}

/**
 * A {@link DueQueue}: a FIFO with a moving front (no shift per item) and one timer, armed for the oldest item.
 *
 * @example
 * const forgetting = createDueQueue({ dueOf: (entry) => entry.at, now: Date.now, onDue: (entry) => forget(entry) });
 * forgetting.add({ at: Date.now() + keepSettledMs, id });
 */
export function createDueQueue<T>(options: DueQueueOptions<T>): DueQueue<T> {
  const { dueOf, now, onDue, isDone = () => false } = options;
  const queue: T[] = [];
  let head = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const trim = () => {
    while (head < queue.length && isDone(queue[head] as T)) head++;
    if (head === queue.length) {
      queue.length = 0;
      head = 0;
    } else if (head > 1024 && head * 2 > queue.length) {
      queue.splice(0, head);
      head = 0;
    }
  };
  const arm = () => {
    if (head >= queue.length || timer !== undefined) return;
    timer = setTimeout(due, Math.max(0, dueOf(queue[head] as T) - now()));
    (timer as { unref?: () => void }).unref?.();
  };
  const due = () => {
    timer = undefined;
    const at = now();
    while (head < queue.length) {
      const item = queue[head] as T;
      const done = isDone(item);
      if (!done && dueOf(item) > at) break;
      head++;
      if (!done) onDue(item);
    }
    trim();
    arm();
  };
  return {
    add(item) {
      queue.push(item);
      arm();
    },
    trim,
    isFirst: (item) => queue[head] === item,
  };
}
