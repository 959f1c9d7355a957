import type { ElicitationLimits } from './limits.js';
import { type ElicitationRequest, parseElicitRequest } from './parse-request.js';
import type { ElicitAction, ElicitResult } from './protocol.js';
import { cancelResult, declineResult } from './results.js';
import type { ServerIdentity } from './server-identity.js';

/** One request waiting for (or in front of) the user. */
export interface PendingElicitation {
  /** Unique within its queue; stable for the entry's life, so it works as a React key. */
  readonly id: string;
  /** The checked request, ready to render. */
  readonly request: ElicitationRequest;
  /** Who is asking. */
  readonly server: ServerIdentity;
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
}

/** How {@link ElicitationQueue.present} is called. */
export interface PresentOptions {
  /** Who is asking; shown to the user and used by {@link ElicitationQueue.declineAll}. */
  server: ServerIdentity;
  /** Aborting it answers `cancel` and removes the request, whether it is shown or still waiting. */
  signal?: AbortSignal;
}

/** Options of {@link ElicitationQueue.declineAll}. */
export interface DeclineAllOptions {
  /** Also decline this server's later requests, until {@link ElicitationQueue.forget}. Default `true`. */
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
   * synchronously and nothing is queued, so a handler can answer `-32602` at once.
   */
  present(params: unknown, options: PresentOptions): Promise<ElicitResult>;
  /** The current state; the same object until something changes. */
  snapshot(): QueueSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Answers `cancel` to every pending request, or only to those of the server named `server`. */
  cancelAll(server?: string): void;
  /**
   * Answers `decline` to every pending request of the server named `server` ("Decline all from this
   * server"). With `remember` (the default) its later requests are declined at once, for the queue's life.
   */
  declineAll(server: string, options?: DeclineAllOptions): void;
  /** Stops declining the server's requests automatically. */
  forget(server: string): void;
  /** True while the server's requests are declined automatically. */
  isDeclined(server: string): boolean;
  /** How many requests are pending (current included). */
  readonly size: number;
}

/** The queue's own record: the frozen view subscribers get, plus the one way to answer it. */
interface Entry {
  readonly view: PendingElicitation;
  settle(result: ElicitResult): boolean;
}

const EMPTY_SNAPSHOT: QueueSnapshot = Object.freeze({ pending: Object.freeze([]) });
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
 * const result = await queue.present(params, { server: { name: 'github' }, signal });
 */
export function createElicitationQueue(options: ElicitationQueueOptions = {}): ElicitationQueue {
  const { limits, onListenerError = (error: unknown) => console.error(error) } = options;
  const entries: Entry[] = [];
  const listeners = new Set<() => void>();
  const declined = new Set<string>();
  let snapshot: QueueSnapshot = EMPTY_SNAPSHOT;
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

  /** Removes and answers every entry `match` selects; one notification for the whole batch. */
  const settleWhere = (match: (entry: Entry) => boolean, result: () => ElicitResult) => {
    const chosen = entries.filter(match);
    if (chosen.length === 0) return;
    for (const entry of chosen) entry.settle(result());
    changed();
  };

  return {
    present(params, { server, signal }) {
      // Parse before anything else: the caller needs the error synchronously, and nothing invalid
      // may ever reach the queue or its subscribers.
      const request = parseElicitRequest(params, { limits });
      if (signal?.aborted) return Promise.resolve(cancelResult());
      if (declined.has(server.name)) return Promise.resolve(declineResult());

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
          server,
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
        const pending = Object.freeze(entries.map((entry) => entry.view));
        snapshot =
          pending.length === 0
            ? EMPTY_SNAPSHOT
            : Object.freeze({ current: pending[0], pending } satisfies QueueSnapshot);
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

    cancelAll(server) {
      settleWhere((entry) => server === undefined || entry.view.server.name === server, cancelResult);
    },

    declineAll(server, { remember = true } = {}) {
      if (remember) declined.add(server);
      settleWhere((entry) => entry.view.server.name === server, declineResult);
    },

    forget(server) {
      declined.delete(server);
    },

    isDeclined(server) {
      return declined.has(server);
    },

    get size() {
      return entries.length;
    },
  };
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
