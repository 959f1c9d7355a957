// How many new requests one turn of the event loop writes to the store: a burst (a fan-out asking thousands at
// once) is spread over turns, so the loop keeps accepting connections and reading answers in between.

/** Hands out turns: at most `perTurn` callers go on in one turn of the event loop, the rest in the next ones. */
export interface Turns {
  /** Resolves when the caller may go on: at once while this turn has room, else in a later turn, in order. */
  take(): Promise<void>;
}

const now = Promise.resolve();

/** The next turn of the event loop: `setImmediate` where there is one (Node, Bun), else a zero timeout. */
const nextTurn: (run: () => void) => void = (() => {
  const immediate = (globalThis as { setImmediate?: (run: () => void) => unknown }).setImmediate;
  return immediate ? (run) => void immediate(run) : (run) => void setTimeout(run, 0);
})();

/**
 * Turns of `perTurn` callers each. A caller in a quiet loop goes on at once (one `setImmediate` per turn that had
 * callers resets the count); in a burst, the first `perTurn` go on in the turn that asked, the rest wait in line.
 *
 * @example
 * const turns = createTurns(64);
 * await turns.take(); // then write the request to the store
 */
export function createTurns(perTurn: number): Turns {
  let used = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  const next = () => {
    scheduled = false;
    used = 0;
    const go = waiting.splice(0, perTurn);
    used = go.length;
    for (const resolve of go) resolve();
    if (used > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    nextTurn(next);
  };
  return {
    take() {
      if (used < perTurn && waiting.length === 0) {
        used++;
        schedule();
        return now;
      }
      schedule();
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}
