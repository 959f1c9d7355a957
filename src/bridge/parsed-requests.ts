import type { ElicitationRequest } from '../core/request/parse-request.js';

/**
 * The pending requests this instance knows without asking the store: each one it raised (checked then) or pushed to
 * its user's stream here (its params, parsed only if an answer comes), and each it parsed for an answer. The answer
 * route judges an answer against the checked request without reading or parsing the stored params again; the settle
 * still decides, atomically, whether it is pending. Bounded, dropped when the request settles; an instance without an
 * entry (pushed out, or another raised it) reads the store and parses, as before.
 */
export interface ParsedRequests {
  /** Whether `id` is `userId`'s, remembered here and not past its TTL. */
  knows(id: string, userId: string): boolean;
  /** The checked request of `id` when known: parsed now (and kept) if only its params were remembered. */
  get(
    id: string,
    userId: string,
    parse: (params: unknown) => ElicitationRequest,
  ): ElicitationRequest | undefined;
  /** Remembers the checked `request` for `id` until it settles, `expiresAt` passes, or newer entries push it out. */
  remember(id: string, userId: string, request: ElicitationRequest, expiresAt: number): void;
  /** Remembers the params of a request pushed to its user's stream here, unless `id` is known already. */
  rememberParams(id: string, userId: string, params: unknown, expiresAt: number): void;
  /** The request settled (or will not be answered here): its entry goes. */
  forget(id: string): void;
  /** How many are remembered. */
  readonly size: number;
}

interface Entry {
  readonly userId: string;
  readonly expiresAt: number;
  request?: ElicitationRequest;
  readonly params?: unknown;
}

/** Most entries kept by default: beyond it the oldest goes first (its answer then reads the store again). */
export const MAX_PARSED_REQUESTS = 10_000;

/**
 * A {@link ParsedRequests} of at most `max` entries, oldest first out; an entry past its `expiresAt` is dropped
 * when met (the TTL sweep settles it anyway).
 *
 * @example
 * const parsed = createParsedRequests();
 * parsed.remember(id, 'ada', parseElicitRequest(params), record.expiresAt);
 * parsed.get(id, 'ada', parseElicitRequest); // the same request; `undefined` for another user
 */
export function createParsedRequests(max: number = MAX_PARSED_REQUESTS): ParsedRequests {
  const entries = new Map<string, Entry>();
  const live = (id: string, userId: string): Entry | undefined => {
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(id);
      return undefined;
    }
    return entry.userId === userId ? entry : undefined;
  };
  const add = (id: string, entry: Entry) => {
    entries.delete(id);
    entries.set(id, entry);
    // Oldest first: entries past their TTL (settled elsewhere, unheard), then any beyond the bound.
    const now = Date.now();
    for (const [oldest, { expiresAt }] of entries) {
      if (entries.size <= max && expiresAt > now) break;
      entries.delete(oldest);
    }
  };
  return {
    knows: (id, userId) => live(id, userId) !== undefined,
    get(id, userId, parse) {
      const entry = live(id, userId);
      if (!entry) return undefined;
      entry.request ??= parse(entry.params);
      return entry.request;
    },
    remember(id, userId, request, expiresAt) {
      add(id, { userId, request, expiresAt });
    },
    rememberParams(id, userId, params, expiresAt) {
      if (!entries.has(id)) add(id, { userId, params, expiresAt });
    },
    forget(id) {
      entries.delete(id);
    },
    get size() {
      return entries.size;
    },
  };
}
