import type { ElicitationRequest } from '../core/request/parse-request.js';

/**
 * The checked (parsed and compiled) request of each pending id this instance raised or already parsed, so the
 * answer route judges an answer against it without parsing the stored params again. Bounded, dropped when the
 * request settles; an instance without an entry (another raised it, or it was pushed out) parses and remembers.
 */
export interface ParsedRequests {
  /** The request of `id` when it is `userId`'s and remembered here. */
  get(id: string, userId: string): ElicitationRequest | undefined;
  /** Remembers `request` for `id` until it settles, `expiresAt` passes, or newer entries push it out. */
  remember(id: string, userId: string, request: ElicitationRequest, expiresAt: number): void;
  /** The request settled (or will not be answered here): its entry goes. */
  forget(id: string): void;
  /** How many are remembered. */
  readonly size: number;
}

interface Entry {
  readonly userId: string;
  readonly request: ElicitationRequest;
  readonly expiresAt: number;
}

/** Most entries kept by default: beyond it the oldest goes first (its answer then parses again). */
export const MAX_PARSED_REQUESTS = 10_000;

/**
 * A {@link ParsedRequests} of at most `max` entries, oldest first out; an entry past its `expiresAt` is dropped
 * when met (the TTL sweep settles it anyway).
 *
 * @example
 * const parsed = createParsedRequests();
 * parsed.remember(id, 'ada', parseElicitRequest(params), record.expiresAt);
 * parsed.get(id, 'ada'); // the same request; `undefined` for another user
 */
export function createParsedRequests(max: number = MAX_PARSED_REQUESTS): ParsedRequests {
  const entries = new Map<string, Entry>();
  return {
    get(id, userId) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(id);
        return undefined;
      }
      return entry.userId === userId ? entry.request : undefined;
    },
    remember(id, userId, request, expiresAt) {
      entries.delete(id);
      entries.set(id, { userId, request, expiresAt });
      // Oldest first: entries past their TTL (settled elsewhere, unheard), then any beyond the bound.
      const now = Date.now();
      for (const [oldest, entry] of entries) {
        if (entries.size <= max && entry.expiresAt > now) break;
        entries.delete(oldest);
      }
    },
    forget(id) {
      entries.delete(id);
    },
    get size() {
      return entries.size;
    },
  };
}
