import type { ElicitationLimits } from './limits.js';
import { type ElicitationRequest, parseElicitRequest } from './parse-request.js';
import type { ElicitAction, ElicitResult } from './protocol.js';
import { cancelResult, declineResult } from './results.js';
import type { ServerIdentity } from './server-identity.js';

/**
 * The connection a request came from, compared by identity: each {@link createElicitationHandler} call
 * is its own source, and a host calling {@link ElicitationQueue.present} directly passes an object of its
 * own (the SDK client, a connection record, or a fresh `{}`). "Decline all" and `cancelAll` act on a
 * source, never on the server's name: any server can call itself "github".
 */
export type ElicitationSource = object;

/** One request waiting for (or in front of) the user. */
export interface PendingElicitation {
  /** Unique within its queue; stable for the entry's life, so it works as a React key. */
  readonly id: string;
  /** The checked request, ready to render. */
  readonly request: ElicitationRequest;
  /** Who is asking, as the server names itself: for display only. */
  readonly server: ServerIdentity;
  /** The connection it came from: what {@link ElicitationQueue.declineAll} and `cancelAll` act on. */
  readonly source: ElicitationSource;
  /** How many requests this queue received from the same source before this one. */
  readonly earlierFromSource: number;
  /** The server-side request's signal: aborted means the server no longer waits for an answer. */
  readonly signal?: AbortSignal;
  /** `Date.now()` when the request arrived. */
  readonly receivedAt: number;
  /**
   * Answers the request and removes it from the queue. Only the first answer counts: later calls, and
   * calls after the request was cancelled or declined in bulk, are ignored.
   */
  respond(result: ElicitResult): void;
}

/** What the queue holds at one moment. Immutable; a new object only after a change. */
export interface QueueSnapshot {
  /** The request to show now (the oldest one), if any. */
  readonly current?: PendingElicitation;
  /** Every unanswered request in arrival order, `current` first. */
  readonly pending: readonly PendingElicitation[];
  /** The sources whose requests are declined automatically, in the order they were declined. */
  readonly declined: readonly DeclinedSource[];
}

/** A source whose requests {@link ElicitationQueue.declineAll} declines until {@link ElicitationQueue.forget}. */
export interface DeclinedSource {
  readonly source: ElicitationSource;
  /** Who its latest request said it was (`{ name: '' }` if it never sent one), for display only. */
  readonly server: ServerIdentity;
}

/** How {@link ElicitationQueue.present} is called. */
export interface PresentOptions {
  /** Who is asking, as shown to the user. Never used to group requests. */
  server: ServerIdentity;
  /**
   * The connection the request came from (required): requests are grouped by it for "Decline all" and
   * `cancelAll`. A missing or non-object source throws `TypeError`.
   */
  source: ElicitationSource;
  /** Aborting it answers `cancel` and removes the request, whether it is shown or still waiting. */
  signal?: AbortSignal;
}

/** Options of {@link ElicitationQueue.declineAll}. */
export interface DeclineAllOptions {
  /** Also decline the source's later requests, until {@link ElicitationQueue.forget}. Default `true`. */
  remember?: boolean;
}

/** Options of {@link createElicitationQueue}. */
export interface ElicitationQueueOptions {
  /** Limits passed to {@link parseElicitRequest} for every request. */
  limits?: Partial<ElicitationLimits>;
  /**
   * Receives what a subscriber threw. The queue keeps going either way; the default logs with
   * `console.error` so the mistake is not silent.
   */
  onListenerError?: (error: unknown) => void;
}

/**
 * Requests from one or more servers, shown to the user one at a time in arrival order. The store
 * behind `ElicitationProvider`, shaped for `useSyncExternalStore` (`subscribe` + `snapshot`).
 */
export interface ElicitationQueue {
  /**
   * Checks `params` and waits for the user's answer. Invalid params throw {@link ElicitationError}
   * synchronously and nothing is queued, so a handler can answer `-32602` at once; options without a
   * `source` throw `TypeError`.
   */
  present(params: unknown, options: PresentOptions): Promise<ElicitResult>;
  /** The current state; the same object until something changes. */
  snapshot(): QueueSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Answers `cancel` to every pending request, or only to those from `source`. */
  cancelAll(source?: ElicitationSource): void;
  /**
   * Answers `decline` to every pending request from `source` ("Decline all from this server"). With
   * `remember` (the default) its later requests are declined at once, for the queue's life.
   */
  declineAll(source: ElicitationSource, options?: DeclineAllOptions): void;
  /** Stops declining the source's requests automatically. */
  forget(source: ElicitationSource): void;
  /** True while the source's requests are declined automatically. */
  isDeclined(source: ElicitationSource): boolean;
  /** How many requests are pending (current included). */
  readonly size: number;
}

/** The queue's own record: the frozen view subscribers get, plus the one way to answer it. */
interface Entry {
  readonly view: PendingElicitation;
  settle(result: ElicitResult): boolean;
}

const NONE: readonly never[] = Object.freeze([]);
const ACTIONS: readonly ElicitAction[] = ['accept', 'decline', 'cancel'];

/**
 * Creates the queue that stands between incoming `elicitation/create` requests and the dialog.
 *
 * @example
 * const queue = createElicitationQueue();
 * queue.subscribe(() => {
 *   const { current } = queue.snapshot();
 *   if (current) render(current); // later: current.respond(acceptResult({ name: 'octocat' }))
 * });
 * const github = {}; // this connection
 * const result = await queue.present(params, { server: { name: 'github' }, source: github, signal });
 * queue.declineAll(github); // this connection's requests, not every server that calls itself "github"
 */
export function createElicitationQueue(options: ElicitationQueueOptions = {}): ElicitationQueue {
  const { limits, onListenerError = (error: unknown) => console.error(error) } = options;
  const entries: Entry[] = [];
  const listeners = new Set<() => void>();
  // Insertion-ordered, so the snapshot lists sources in the order they were declined.
  const declined = new Set<ElicitationSource>();
  const seen = new Map<ElicitationSource, { count: number; server: ServerIdentity }>();
  let snapshot: QueueSnapshot = Object.freeze({ pending: NONE, declined: NONE });
  let stale = false;
  let nextId = 1;

  const changed = () => {
    stale = true;
    // A copy, so a listener that unsubscribes (or subscribes) while we notify cannot skip another one.
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        try {
          onListenerError(error);
        } catch {
          // Nothing left to tell; the queue must keep working.
        }
      }
    }
  };

  /** Removes and answers every entry from `source` (every entry without one); returns whether any was. */
  const settleFrom = (source: ElicitationSource | undefined, result: () => ElicitResult): boolean => {
    const chosen = entries.filter((entry) => source === undefined || entry.view.source === source);
    for (const entry of chosen) entry.settle(result());
    return chosen.length > 0;
  };

  return {
    present(params, options) {
      const { server, source, signal } = options ?? ({} as Partial<PresentOptions>);
      requireSource(source, 'present: options.source');
      // Parse before anything else: the caller needs the error synchronously, and nothing invalid
      // may ever reach the queue or its subscribers.
      const request = parseElicitRequest(params, { limits });
      const history = seen.get(source) ?? { count: 0, server: { name: '' } };
      seen.set(source, { count: history.count + 1, server: server as ServerIdentity });
      if (signal?.aborted) return Promise.resolve(cancelResult());
      if (declined.has(source)) return Promise.resolve(declineResult());

      return new Promise<ElicitResult>((resolve) => {
        let settled = false;
        const settle = (result: ElicitResult) => {
          if (settled) return false;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          const index = entries.indexOf(entry);
          if (index >= 0) entries.splice(index, 1);
          resolve(result);
          return true;
        };
        const onAbort = () => {
          if (settle(cancelResult())) changed();
        };
        const view: PendingElicitation = Object.freeze({
          id: `elicitation-${nextId++}`,
          request,
          server: server as ServerIdentity,
          source,
          earlierFromSource: history.count,
          receivedAt: Date.now(),
          ...(signal ? { signal } : {}),
          respond(result: ElicitResult) {
            // Checked before the settled test: a malformed answer is a bug worth reporting every time.
            const answer = normalise(result, request);
            if (settle(answer)) changed();
          },
        });
        const entry: Entry = { view, settle };
        entries.push(entry);
        signal?.addEventListener('abort', onAbort, { once: true });
        changed();
      });
    },

    snapshot() {
      if (stale) {
        stale = false;
        const pending = entries.length === 0 ? NONE : Object.freeze(entries.map((entry) => entry.view));
        const declinedNow =
          declined.size === 0
            ? NONE
            : Object.freeze(
                [...declined].map((source) =>
                  Object.freeze({ source, server: seen.get(source)?.server ?? { name: '' } }),
                ),
              );
        snapshot = Object.freeze(
          pending[0]
            ? { current: pending[0], pending, declined: declinedNow }
            : { pending, declined: declinedNow },
        );
      }
      return snapshot;
    },

    subscribe(listener) {
      // Wrapped, so subscribing the same function twice gives two independent subscriptions.
      const subscription = () => listener();
      listeners.add(subscription);
      return () => {
        listeners.delete(subscription);
      };
    },

    cancelAll(source) {
      if (source !== undefined) requireSource(source, 'cancelAll: source');
      // One notification for the whole batch.
      if (settleFrom(source, cancelResult)) changed();
    },

    declineAll(source, { remember = true } = {}) {
      requireSource(source, 'declineAll: source');
      const remembered = remember && !declined.has(source);
      if (remembered) declined.add(source);
      if (settleFrom(source, declineResult) || remembered) changed();
    },

    forget(source) {
      requireSource(source, 'forget: source');
      if (declined.delete(source)) changed();
    },

    isDeclined(source) {
      return declined.has(source);
    },

    get size() {
      return entries.length;
    },
  };
}

/**
 * A source is an object compared by identity. A string would invite `declineAll(server.name)`, the very
 * grouping by display name this type exists to end, so anything else is a programming error, said loudly.
 */
function requireSource(value: unknown, what: string): asserts value is ElicitationSource {
  if ((typeof value === 'object' && value !== null) || typeof value === 'function') return;
  throw new TypeError(
    `${what} must be an object that identifies the connection the request came from ` +
      `(each createElicitationHandler has its own: handler.source), not ${value === null ? 'null' : typeof value}. ` +
      'Requests are never grouped by the server name.',
  );
}

/**
 * Copies the answer into the shape the spec allows: an unknown action is a programming error, and
 * `content` only travels with a form-mode `accept` (URL mode's accept means consent, nothing more).
 */
function normalise(result: ElicitResult, request: ElicitationRequest): ElicitResult {
  const action = result?.action;
  if (!ACTIONS.includes(action)) {
    throw new TypeError(
      `respond: action must be "accept", "decline" or "cancel", not ${JSON.stringify(action)}`,
    );
  }
  const answer: ElicitResult = { action };
  if (action === 'accept' && request.mode === 'form' && result.content !== undefined) {
    answer.content = result.content;
  }
  if (result._meta !== undefined) answer._meta = result._meta;
  return answer;
}
