/**
 * How long after a Continue a URL request for the same address from the same connection counts as "not finished
 * yet": the retry's answer comes back at once from most servers, but one may first block for a while.
 */
export const NOT_FINISHED_WINDOW_MS = 120_000;

interface Consent {
  readonly href: string;
  readonly id: string;
  readonly at: number;
}

/** The URLs the user said they finished, per connection, to recognise the server asking for the same one again. */
export interface ContinueMemory {
  /** The user answered `accept` on entry `id` (Continue) for `href`. */
  remember(source: object, href: string, id: string): void;
  /** The id of the entry the user just continued from for `href`, once: a later request asks afresh. */
  take(source: object, href: string): string | undefined;
  forget(source: object): void;
}

export function createContinueMemory(now: () => number = Date.now): ContinueMemory {
  const bySource = new WeakMap<object, Consent[]>();
  const fresh = (source: object) => {
    const limit = now() - NOT_FINISHED_WINDOW_MS;
    const kept = (bySource.get(source) ?? []).filter((consent) => consent.at >= limit);
    bySource.set(source, kept);
    return kept;
  };
  return {
    remember(source, href, id) {
      const kept = fresh(source).filter((consent) => consent.href !== href);
      bySource.set(source, [...kept, { href, id, at: now() }]);
    },
    take(source, href) {
      const kept = fresh(source);
      const match = kept.find((consent) => consent.href === href);
      if (match)
        bySource.set(
          source,
          kept.filter((consent) => consent !== match),
        );
      return match?.id;
    },
    forget(source) {
      bySource.delete(source);
    },
  };
}
