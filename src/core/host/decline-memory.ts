import type { ServerIdentity } from '../safety/server-identity.js';

/** A source the queue declines automatically, with who its latest request said it was (display only). */
export interface DeclinedEntry {
  readonly source: object;
  /** Who its latest request said it was (`{ name: '' }` if it never sent one), for display only. */
  readonly server: ServerIdentity;
}

/** What a queue remembers of its sources: see {@link createDeclineMemory}. */
export interface DeclineMemory {
  /** A request from `source` arrived, naming `server`: returns how many came from it before. */
  arrived(source: object, server: ServerIdentity): number;
  /** Whether `source`'s requests are declined automatically. */
  isDeclined(source: object): boolean;
  /** Declines `source`'s later requests; returns whether that is new. */
  decline(source: object): boolean;
  /** Stops declining them; returns whether it did. */
  forget(source: object): boolean;
  /** The sources declined, in the order they were, each with its latest server (a new array: a snapshot's). */
  declined(): readonly DeclinedEntry[];
}

const NONE: readonly never[] = Object.freeze([]);

/**
 * "Decline all from this connection", remembered: which sources are declined at once (insertion-ordered, so a
 * snapshot lists them in the order they were declined), and how many requests each source sent and under which
 * name, for "1 of 3" and "Declining requests from …". Keyed by the connection object, never by a server's name.
 *
 * @example
 * const memory = createDeclineMemory();
 * memory.arrived(github, { name: 'github' }); // 0
 * memory.decline(github);
 * memory.isDeclined(github); // true
 */
export function createDeclineMemory(): DeclineMemory {
  const declined = new Set<object>();
  const seen = new Map<object, { count: number; server: ServerIdentity }>();
  return {
    arrived(source, server) {
      const before = seen.get(source)?.count ?? 0;
      seen.set(source, { count: before + 1, server });
      return before;
    },
    isDeclined: (source) => declined.has(source),
    decline: (source) => declined.size < declined.add(source).size,
    forget: (source) => declined.delete(source),
    declined: () =>
      declined.size === 0
        ? NONE
        : Object.freeze(
            [...declined].map((source) =>
              Object.freeze({ source, server: seen.get(source)?.server ?? { name: '' } }),
            ),
          ),
  };
}
