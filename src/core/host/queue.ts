import { admitAnswer } from '../flow/answer-door.js';
import {
  completeUrlStep,
  defaultUrlAccept,
  type ElicitationState,
  type UrlAcceptTiming,
} from '../flow/url-timing.js';
import { type ElicitationOrigin, readElicitationOrigin } from '../request/origin.js';
import {
  type ElicitationParser,
  type ElicitationRequest,
  parseElicitRequest,
} from '../request/parse-request.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import type { ParseOptions } from '../schema/compile-schema.js';
import type { ElicitationLimits } from '../schema/limits.js';
import type { ExperimentalDrafts } from '../wire/experimental.js';
import type { ElicitResult } from '../wire/protocol.js';
import { cancelResult, declineResult } from '../wire/results.js';
import { createContinueMemory } from './continue-memory.js';
import type { RemoteQueueFacts } from './remote-facts.js';

/**
 * The connection a request came from, compared by identity: each {@link createElicitationHandler} call
 * is its own source, and a host calling {@link ElicitationQueue.present} directly passes an object of its
 * own (the SDK client, a connection record, or a fresh `{}`). "Decline all" and `cancelAll` act on a
 * source, never on the server's name: any server can call itself "github".
 */
export type ElicitationSource = object;

/** One request in front of (or queued for) the user. */
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
  /**
   * The server-side request's signal: aborted means the server no longer waits for an answer. Absent once the
   * request is answered (a URL request waiting on screen after its `accept`).
   */
  readonly signal?: AbortSignal;
  /** `Date.now()` when the request arrived. */
  readonly receivedAt: number;
  /** The client request it was asked during (the tool call), when the caller knew it: "why am I asked". */
  readonly origin?: ElicitationOrigin;
  /**
   * `asking`; for URL mode, `waiting` once the user opened the link ({@link PendingElicitation.open}), and
   * `completed` when the server said the out-of-band step finished ({@link ElicitationQueue.complete}). Each
   * change gives the entry a new (frozen) object with the same `id`.
   */
  readonly state: ElicitationState;
  /** Whether the answer was given: true for a 2025-11-25 URL request waiting after its `accept`. */
  readonly answered: boolean;
  /** URL mode: when `accept` is sent (see {@link UrlAcceptTiming}). */
  readonly urlAccept?: UrlAcceptTiming;
  /**
   * URL mode, "not finished yet": the id of the request the user just chose Continue on, when the server asked
   * again from the same connection for the same address. Such an entry starts `waiting`: the user consented to
   * this address moments ago and is in the middle of it.
   */
  readonly retryOf?: string;
  /**
   * Answers the request. Only the first answer counts: later calls, and calls after the request was cancelled
   * or declined in bulk, are ignored. A form-mode `accept` whose content fails the request's schema
   * (`validateContent`) is never sent, by any queue: `respond` throws {@link AnswerNotDeliveredError}
   * (`kind: 'invalid-content'`, with the `issues`) before anything happens, the request stays pending, and a valid
   * answer afterwards goes through. `content` only travels with a form-mode `accept`. The entry leaves the queue, except a URL request answered by
   * {@link PendingElicitation.open} (`on-open`), which waits on screen until completed or dismissed.
   *
   * A queue whose answers travel (`createRemoteElicitationQueue`) returns a promise: the entry stays until the
   * answer was delivered, and the promise rejects when it was not (an {@link AnswerNotDeliveredError} when the
   * person may answer again). The in-page queue answers at once and returns nothing.
   */
  respond(result: ElicitResult): void | Promise<void>;
  /**
   * URL mode: the user opened the link. The entry becomes `waiting`; with `urlAccept: 'on-open'` this also
   * answers `accept`, with `on-continue` the answer waits for {@link PendingElicitation.respond} (Continue: `accept`,
   * Cancel request: `cancel`). Ignored in form mode and once the entry waits.
   */
  open(): void;
  /** Takes the entry off the screen: an answered one just leaves; an unanswered one is answered `cancel`. */
  dismiss(): void;
  /**
   * Settles with the answer the server gets, whoever gave it: the user, {@link ElicitationQueue.declineAll},
   * `cancelAll`, or an abort of the request's signal (`cancel`). The same promise `present` returned; it never
   * rejects. An inline panel uses it to show how a request it did not answer itself ended.
   */
  readonly answer: Promise<ElicitResult>;
}

/** What the queue holds at one moment. Immutable; a new object only after a change. */
export interface QueueSnapshot {
  /** The entry to show now: the oldest one, unanswered or waiting. */
  readonly current?: PendingElicitation;
  /** Every unanswered request in arrival order (URL requests waiting for Continue included). */
  readonly pending: readonly PendingElicitation[];
  /** URL requests the user opened, `waiting` or `completed`, answered or not, in arrival order. */
  readonly waiting: readonly PendingElicitation[];
  /**
   * The sources whose requests are declined automatically ({@link ElicitationQueue.declineAll}, until
   * {@link ElicitationQueue.forget}), in the order they were declined.
   */
  readonly declined: readonly {
    readonly source: ElicitationSource;
    /** Who its latest request said it was (`{ name: '' }` if it never sent one), for display only. */
    readonly server: ServerIdentity;
  }[];
}

/** A source the queue declines automatically: an item of {@link QueueSnapshot.declined}. */
export type DeclinedSource = QueueSnapshot['declined'][number];

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
  /**
   * URL mode: when `accept` is sent. Default `on-open` for a request with an `elicitationId` (2025-11-25),
   * else `on-continue` (2026-07-28); `withUrlElicitations` asks for `on-continue`, since its accept triggers
   * the retry.
   */
  urlAccept?: UrlAcceptTiming;
  /**
   * The client request the server asks during (SEP-2260), shown as "why am I asked": `requestWithInput` passes it
   * to its answer callback, `attachElicitationHandler` on SDK v2 finds it for `callTool()`'s elicitations. Read
   * defensively: anything malformed is left out.
   */
  origin?: ElicitationOrigin;
}

/** Options of {@link createElicitationQueue}. */
export interface ElicitationQueueOptions {
  /** Limits passed to the parser for every request. */
  limits?: Partial<ElicitationLimits>;
  /**
   * The protocol drafts this host speaks, passed to the parser for every request; each is off unless `true` (see
   * {@link ExperimentalDrafts}). Give the views the same (`<ElicitationProvider experimental>`).
   */
  experimental?: ExperimentalDrafts;
  /**
   * What every request is checked with; default {@link parseElicitRequest} (both modes). A host that declares
   * only form mode passes `parseFormRequest`: URL requests are then refused as `unsupported-mode`, and the
   * handler helpers answer them `-32602`. To also leave the URL analysis and its public-suffix list (about
   * 49 kB gzip) out of the bundle, create the queue with `createFormElicitationQueue()` instead, which never
   * refers to the default. A wrapper can add options: `(params, options) => parseElicitRequest(params, { ...options, strict: true })`.
   */
  parse?: ElicitationParser;
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
  declineAll(
    source: ElicitationSource,
    options?: {
      /** Also decline the source's later requests, until {@link ElicitationQueue.forget}. Default `true`. */
      remember?: boolean;
    },
  ): void;
  /** Stops declining the source's requests automatically. */
  forget(source: ElicitationSource): void;
  /** True while the source's requests are declined automatically. */
  isDeclined(source: ElicitationSource): boolean;
  /**
   * 2025-11-25 `notifications/elicitation/complete`: the out-of-band step of the URL request with this
   * `elicitationId`, from `source`, finished. A waiting entry becomes `completed` (and an unanswered one, from
   * `withUrlElicitations`, is answered `accept`); it stays until dismissed, so the user sees it done. Unknown
   * ids, other sources' ids, entries the user has not opened yet, and late notifications are ignored.
   * Returns whether an entry was completed.
   */
  complete(elicitationId: string, source: ElicitationSource): boolean;
  /** How many requests wait for an answer (`pending.length`). */
  readonly size: number;
  /**
   * Set by a queue whose requests live on a server (`createRemoteElicitationQueue`): its connection, shown by
   * `<ElicitationProvider>` as "Reconnecting…", and the drafts its forms restore after a reload. Absent on the
   * in-page queue. A queue that wraps another one forwards it (`remote: inner.remote`), or the views lose both.
   */
  readonly remote?: RemoteQueueFacts;
}

/**
 * What a queue that drives another one (the remote queue) adds: the id of each new entry, and the delivery of an
 * answer before the entry settles. Not public: the in-page queue has nothing to deliver.
 * @internal
 */
export interface QueueDriver {
  /** The id of the entry `present` is creating; `undefined` for the queue's own `elicitation-N`. */
  nextId?: () => string | undefined;
  /**
   * Delivers the answer to entry `id`; the entry settles once the promise resolves and stays (re-answerable)
   * when it rejects. `undefined`: nothing to deliver, settle now.
   */
  deliver?: (id: string, result: ElicitResult) => Promise<void> | undefined;
}

/** The queue's own record: what changes over its life, and the frozen view subscribers get of it. */
interface Entry {
  readonly id: string;
  readonly request: ElicitationRequest;
  readonly server: ServerIdentity;
  readonly source: ElicitationSource;
  readonly earlierFromSource: number;
  readonly receivedAt: number;
  readonly signal?: AbortSignal;
  readonly urlAccept?: UrlAcceptTiming;
  readonly retryOf?: string;
  readonly origin?: ElicitationOrigin;
  readonly answer: Promise<ElicitResult>;
  state: ElicitationState;
  answered: boolean;
  /** The answer on its way (a driver's delivery), until it lands or fails. */
  delivering?: Promise<void>;
  view: PendingElicitation;
  /** Answers the server (once); returns whether this call did. */
  settle(result: ElicitResult): boolean;
}

const NONE: readonly never[] = Object.freeze([]);

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
 *
 * @example
 * // A host that declares only form mode: URL requests are refused as `unsupported-mode`.
 * const formOnly = createElicitationQueue({ parse: parseFormRequest });
 */
export function createElicitationQueue(options: ElicitationQueueOptions = {}): ElicitationQueue {
  return createQueueWith(options.parse ?? parseElicitRequest, options);
}

/**
 * The queue, checking every request with `parse`. Kept apart from {@link createElicitationQueue} so that a caller
 * passing its own parser (`createFormElicitationQueue`) does not bundle the default one.
 * @internal
 */
export function createQueueWith(
  parse: ElicitationParser,
  options: Omit<ElicitationQueueOptions, 'parse'>,
  driver: QueueDriver = {},
): ElicitationQueue {
  const { limits, experimental, onListenerError = (error: unknown) => console.error(error) } = options;
  const parseOptions: ParseOptions = { limits, ...(experimental ? { experimental } : {}) };
  // Arrival order: unanswered requests, and URL requests waiting on screen after their answer.
  const entries: Entry[] = [];
  const listeners = new Set<() => void>();
  // Insertion-ordered, so the snapshot lists sources in the order they were declined.
  const declined = new Set<ElicitationSource>();
  const seen = new Map<ElicitationSource, { count: number; server: ServerIdentity }>();
  const continued = createContinueMemory();
  let snapshot: QueueSnapshot = Object.freeze({ pending: NONE, waiting: NONE, declined: NONE });
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

  const remove = (entry: Entry) => {
    const index = entries.indexOf(entry);
    if (index >= 0) entries.splice(index, 1);
  };

  /** Moves the entry to `state`: a new view, since snapshots hold frozen ones. */
  const move = (entry: Entry, state: ElicitationState) => {
    entry.state = state;
    entry.view = viewOf(entry);
  };

  const viewOf = (entry: Entry): PendingElicitation =>
    Object.freeze({
      id: entry.id,
      request: entry.request,
      server: entry.server,
      source: entry.source,
      earlierFromSource: entry.earlierFromSource,
      receivedAt: entry.receivedAt,
      answer: entry.answer,
      state: entry.state,
      answered: entry.answered,
      ...(entry.signal && !entry.answered ? { signal: entry.signal } : {}),
      ...(entry.urlAccept ? { urlAccept: entry.urlAccept } : {}),
      ...(entry.retryOf ? { retryOf: entry.retryOf } : {}),
      ...(entry.origin ? { origin: entry.origin } : {}),
      respond(result: ElicitResult) {
        // Checked before the settled test: a malformed or invalid answer is a bug worth reporting every time.
        const answer = admitAnswer(result, entry.request);
        if (entry.answered) return;
        // A second click while the first answer travels gets the same delivery, not a second one.
        if (entry.delivering) return entry.delivering;
        const land = () => {
          if (!entry.settle(answer)) return;
          remove(entry);
          if (
            answer.action === 'accept' &&
            entry.urlAccept === 'on-continue' &&
            entry.request.mode === 'url'
          ) {
            continued.remember(entry.source, entry.request.url.href, entry.id);
          }
          changed();
        };
        const delivery = driver.deliver?.(entry.id, answer);
        if (!delivery) return land();
        entry.delivering = delivery.then(land, (error: unknown) => {
          entry.delivering = undefined;
          throw error;
        });
        return entry.delivering;
      },
      open() {
        if (entry.request.mode !== 'url' || entry.state !== 'asking' || entry.answered) return;
        if (entry.urlAccept === 'on-open') entry.settle({ action: 'accept' });
        move(entry, 'waiting');
        changed();
      },
      dismiss() {
        if (!entries.includes(entry)) return;
        // A cancel that travels is delivered like any answer; the entry leaves once it landed.
        if (!entry.answered && driver.deliver) {
          void Promise.resolve(entry.view.respond(cancelResult())).catch(() => undefined);
          return;
        }
        entry.settle(cancelResult());
        remove(entry);
        changed();
      },
    });

  /** Answers every unanswered entry from `source` (from any source without one); returns whether any was. */
  const settleFrom = (source: ElicitationSource | undefined, result: () => ElicitResult): boolean => {
    const chosen = entries.filter(
      (entry) => !entry.answered && (source === undefined || entry.source === source),
    );
    for (const entry of chosen) {
      entry.settle(result());
      remove(entry);
    }
    return chosen.length > 0;
  };

  return {
    present(params, options) {
      const { server, source, signal, urlAccept, origin: given } = options ?? ({} as Partial<PresentOptions>);
      requireSource(source, 'present: options.source');
      // Parse before anything else: the caller needs the error synchronously, and nothing invalid
      // may ever reach the queue or its subscribers.
      const request = parse(params, parseOptions);
      const origin = readElicitationOrigin(given);
      const history = seen.get(source) ?? { count: 0, server: { name: '' } };
      seen.set(source, { count: history.count + 1, server: server as ServerIdentity });
      if (signal?.aborted) return Promise.resolve(cancelResult());
      if (declined.has(source)) return Promise.resolve(declineResult());
      const timing = request.mode === 'url' ? (urlAccept ?? defaultUrlAccept(request)) : undefined;
      // The server asks again for the address the user just said they finished: not finished yet.
      const retryOf =
        request.mode === 'url' && timing === 'on-continue'
          ? continued.take(source, request.url.href)
          : undefined;

      let resolve: (result: ElicitResult) => void = () => undefined;
      const answer = new Promise<ElicitResult>((settled) => {
        resolve = settled;
      });
      const entry: Entry = {
        id: driver.nextId?.() ?? `elicitation-${nextId++}`,
        request,
        server: server as ServerIdentity,
        source,
        earlierFromSource: history.count,
        receivedAt: Date.now(),
        ...(signal ? { signal } : {}),
        ...(timing ? { urlAccept: timing } : {}),
        ...(retryOf ? { retryOf } : {}),
        ...(origin ? { origin } : {}),
        answer,
        state: retryOf ? 'waiting' : 'asking',
        answered: false,
        view: undefined as unknown as PendingElicitation,
        settle(result) {
          if (entry.answered) return false;
          entry.answered = true;
          signal?.removeEventListener('abort', onAbort);
          entry.view = viewOf(entry);
          resolve(result);
          return true;
        },
      };
      const onAbort = () => {
        if (!entry.settle(cancelResult())) return;
        remove(entry);
        changed();
      };
      entry.view = viewOf(entry);
      entries.push(entry);
      signal?.addEventListener('abort', onAbort, { once: true });
      changed();
      return answer;
    },

    snapshot() {
      if (stale) {
        stale = false;
        const views = entries.map((entry) => entry.view);
        const pending = frozenList(entries.filter((entry) => !entry.answered).map((entry) => entry.view));
        const waiting = frozenList(
          entries.filter((entry) => entry.state !== 'asking').map((entry) => entry.view),
        );
        const declinedNow =
          declined.size === 0
            ? NONE
            : Object.freeze(
                [...declined].map((source) =>
                  Object.freeze({ source, server: seen.get(source)?.server ?? { name: '' } }),
                ),
              );
        snapshot = Object.freeze(
          views[0]
            ? { current: views[0], pending, waiting, declined: declinedNow }
            : { pending, waiting, declined: declinedNow },
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
      const answeredHere = settleFrom(source, cancelResult);
      // The connection is gone (or the host clears the screen): its URL requests stop waiting too.
      const waitingHere = entries.filter(
        (entry) => entry.answered && (source === undefined || entry.source === source),
      );
      for (const entry of waitingHere) remove(entry);
      if (source !== undefined) continued.forget(source);
      // One notification for the whole batch.
      if (answeredHere || waitingHere.length > 0) changed();
    },

    declineAll(source, { remember = true } = {}) {
      requireSource(source, 'declineAll: source');
      const remembered = remember && !declined.has(source);
      if (remembered) declined.add(source);
      if (driver.deliver) {
        // Answers that travel (the remote queue): each goes through `respond`, the door every answer passes, and
        // leaves once it landed; one already on its way keeps its own answer.
        for (const entry of entries.filter((one) => !one.answered && one.source === source)) {
          void Promise.resolve(entry.view.respond(declineResult())).catch(() => undefined);
        }
        if (remembered) changed();
        return;
      }
      if (settleFrom(source, declineResult) || remembered) changed();
    },

    forget(source) {
      requireSource(source, 'forget: source');
      if (declined.delete(source)) changed();
    },

    isDeclined(source) {
      return declined.has(source);
    },

    complete(elicitationId, source) {
      const entry = entries.find(
        (candidate) =>
          candidate.source === source &&
          candidate.request.mode === 'url' &&
          candidate.request.elicitationId === elicitationId &&
          completeUrlStep(candidate) !== undefined,
      );
      if (entry?.request.mode !== 'url') return false;
      const { answer } = completeUrlStep(entry) ?? {};
      if (answer && entry.settle(answer)) continued.remember(entry.source, entry.request.url.href, entry.id);
      move(entry, 'completed');
      changed();
      return true;
    },

    get size() {
      return entries.filter((entry) => !entry.answered).length;
    },
  };
}

function frozenList(views: PendingElicitation[]): readonly PendingElicitation[] {
  return views.length === 0 ? NONE : Object.freeze(views);
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
