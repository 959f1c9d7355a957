import { checkDeadline } from '../flow/flow-signal.js';
import { createListeners } from '../flow/listeners.js';
import { defaultUrlAccept } from '../flow/url-timing.js';
import { readElicitationOrigin } from '../request/origin.js';
import { parseFormRequest } from '../request/parse-form-request.js';
import { parseOnDemand } from '../request/parse-on-demand.js';
import type { ElicitationParser } from '../request/parse-request.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import type { ParseOptions } from '../schema/compile-schema.js';
import type { ElicitResult } from '../wire/protocol.js';
import { cancelResult, declineResult } from '../wire/results.js';
import { createContinueMemory } from './continue-memory.js';
import { createDeclineMemory } from './decline-memory.js';
import { applyPolicy, checkPolicy, type ElicitationPolicyError } from './policy.js';
import type {
  ElicitationQueue,
  ElicitationQueueOptions,
  ElicitationSource,
  PendingElicitation,
  PresentOptions,
  QueueSnapshot,
} from './queue.js';
import { createQueueEntry, type QueueEntry } from './queue-entry.js';
import { settledEvent } from './settled-event.js';

/**
 * Creates the queue that stands between incoming `elicitation/create` requests and the dialog. `present` parses
 * each request once and builds its consent flow once (`entry.flow`); every view, and every bulk action of the
 * queue, goes through that flow, and its one answer settles the request.
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
 *
 * @example
 * // A host's policy and a timeout, with an audit trail (see docs/policy.md).
 * const audited = createElicitationQueue({ policy, timeoutMs: 5 * 60_000, onSettled: ({ receipt }) => log(receipt) });
 */
export function createElicitationQueue(options: ElicitationQueueOptions = {}): ElicitationQueue {
  return createQueue(options.parse ?? parseOnDemand, options);
}

/**
 * The queue for a host that declares only form mode: {@link createElicitationQueue} with
 * `parse: parseFormRequest`. A URL request is refused as `unsupported-mode` (synchronously, nothing queued);
 * `createElicitationHandler` and `attachElicitationHandler` answer it `-32602`, as a client that never declared URL
 * mode must. The default queue loads the URL analysis (and its public-suffix list) only with a URL request, so this
 * one saves a bundle only the default parse's URL checks (about 0.4 kB gzip with `ElicitationProvider`).
 *
 * @example
 * const queue = createFormElicitationQueue();
 * const { source } = attachElicitationHandler(client, queue, { modes: { form: true } });
 * <ElicitationProvider queue={queue}><App /></ElicitationProvider>
 */
export function createFormElicitationQueue(
  options: Omit<ElicitationQueueOptions, 'parse'> = {},
): ElicitationQueue {
  return createQueue(parseFormRequest, options);
}

const NONE: readonly never[] = Object.freeze([]);
/** How many requests answered by policy the queue keeps listed for the person to see (`answeredByPolicy`). */
const POLICY_ANSWERS_KEPT = 50;

/** The queue of both doors above, checking every request with `parse`: its modules put together. */
function createQueue(parse: ElicitationParser, options: ElicitationQueueOptions): ElicitationQueue {
  const { limits, experimental, onListenerError, onSettled, timeoutMs } = options;
  const policy = checkPolicy(options.policy);
  if (timeoutMs !== undefined && !(Number.isFinite(timeoutMs) && timeoutMs > 0))
    throw new RangeError(`createElicitationQueue: timeoutMs must be a positive number, not ${timeoutMs}`);
  const parseOptions: ParseOptions = { limits, ...(experimental ? { experimental } : {}) };
  // Arrival order: unanswered requests, and URL requests waiting on screen after their answer.
  const entries: QueueEntry[] = [];
  // Answered by the host's policy, kept (the latest few) until dismissed, so the person can see what it answered.
  const byPolicy: QueueEntry[] = [];
  const report = onListenerError ?? ((error: unknown) => console.error(error));
  // A host's handler that throws must not cost a request (its answer, or the person being asked): it is reported.
  const hear = <T>(handler: (value: T) => void, value: T) => {
    try {
      handler(value);
    } catch (error) {
      report(error);
    }
  };
  const onPolicyError = options.onPolicyError ?? ((error: unknown) => console.warn(error));
  const policyError = (error: ElicitationPolicyError) => hear(onPolicyError, error);
  const listeners = createListeners(onListenerError);
  const sources = createDeclineMemory();
  const continued = createContinueMemory();
  let snapshot: QueueSnapshot = Object.freeze({ pending: NONE, waiting: NONE, declined: NONE });
  let stale = false;
  let nextId = 1;

  const changed = () => {
    stale = true;
    listeners.notify();
  };
  const hooks = {
    changed,
    left(entry: QueueEntry) {
      const index = entries.indexOf(entry);
      if (index >= 0) entries.splice(index, 1);
    },
    continued(entry: QueueEntry) {
      const { view } = entry;
      if (view.request.mode === 'url') continued.remember(view.source, view.request.url.href, view.id);
    },
    settled(entry: QueueEntry, result: ElicitResult) {
      if (onSettled) hear(onSettled, settledEvent(entry.view, result));
    },
    dismissed(entry: QueueEntry) {
      const index = byPolicy.indexOf(entry);
      if (index < 0) return;
      byPolicy.splice(index, 1);
      changed();
    },
  };
  /** Every unanswered entry from `source` (from any source without one). */
  const from = (source: ElicitationSource | undefined) =>
    entries.filter((entry) => source === undefined || entry.view.source === source);

  return {
    present(params, options) {
      const { server, source, signal, urlAccept, origin, id, onResult, expiresAt } =
        options ?? ({} as Partial<PresentOptions>);
      requireSource(source, 'present: options.source');
      const deadline =
        checkDeadline(expiresAt, 'present: options.expiresAt') ??
        (timeoutMs === undefined ? undefined : Date.now() + timeoutMs);
      if (id !== undefined && (typeof id !== 'string' || entries.some(({ view }) => view.id === id)))
        throw new TypeError('present: options.id must be a string no other entry has');
      // Parse before anything else: the caller needs the error synchronously, and nothing invalid
      // may ever reach the queue or its subscribers.
      const request = parse(params, parseOptions);
      const earlierFromSource = sources.arrived(source, server as ServerIdentity);
      if (signal?.aborted) return Promise.resolve(cancelResult());
      if (sources.isDeclined(source)) return Promise.resolve(declineResult());
      const timing = request.mode === 'url' ? (urlAccept ?? defaultUrlAccept(request)) : undefined;
      const entry = createQueueEntry(
        {
          id: id ?? `elicitation-${nextId++}`,
          request,
          server: server as ServerIdentity,
          source,
          earlierFromSource,
          signal,
          urlAccept: timing,
          // The server asks again for the address the user just said they finished: not finished yet.
          retryOf:
            request.mode === 'url' && timing === 'on-continue'
              ? continued.take(source, request.url.href)
              : undefined,
          origin: readElicitationOrigin(origin),
          relay: onResult,
          experimental,
          expiresAt: deadline,
        },
        hooks,
      );
      // Its deadline had passed already: it ended at once, as `expired`.
      if (entry.settled) return entry.view.answer;
      listeners.batch(() => {
        entries.push(entry);
        changed();
        // The host's policy answers before the person is asked; what it leaves (or may not answer) is asked.
        if (policy && applyPolicy(policy, entry.view, policyError)) {
          byPolicy.push(entry);
          if (byPolicy.length > POLICY_ANSWERS_KEPT) byPolicy.shift();
        }
      });
      return entry.view.answer;
    },

    snapshot() {
      if (stale) {
        stale = false;
        // A policy's answer on its way (a remote queue's POST) is not the person's to answer: never shown as asked.
        const views = entries.map((entry) => entry.view).filter((view) => !view.answeredBy);
        const pending = frozenList(views.filter((view) => !view.answered));
        const waiting = frozenList(views.filter((view) => view.state !== 'asking'));
        const declined = sources.declined();
        const answered = byPolicy.map((entry) => entry.view).filter((view) => view.answeredBy);
        snapshot = Object.freeze({
          ...(views[0] ? { current: views[0] } : {}),
          pending,
          waiting,
          declined,
          ...(answered.length > 0 ? { answeredByPolicy: Object.freeze(answered) } : {}),
        });
      }
      return snapshot;
    },

    subscribe: listeners.subscribe,

    cancelAll(source) {
      if (source !== undefined) requireSource(source, 'cancelAll: source');
      // One notification for the whole batch; the connection is gone (or the host clears the screen): its URL
      // requests stop waiting too.
      listeners.batch(() => {
        for (const entry of from(source)) entry.bulk(cancelResult(), true);
      });
      if (source !== undefined) continued.forget(source);
    },

    declineAll(source, { remember = true } = {}) {
      requireSource(source, 'declineAll: source');
      listeners.batch(() => {
        if (remember && sources.decline(source)) changed();
        // Each answer goes through the entry's flow (the door); one that travels leaves once it landed.
        for (const entry of from(source)) entry.bulk(declineResult(), false);
      });
    },

    forget(source) {
      requireSource(source, 'forget: source');
      if (sources.forget(source)) changed();
    },

    isDeclined: (source) => sources.isDeclined(source),

    complete(elicitationId, source) {
      const entry = entries.find(
        ({ view, flow }) =>
          view.source === source &&
          view.request.mode === 'url' &&
          view.request.elicitationId === elicitationId &&
          flow.getState().phase === 'waiting',
      );
      return entry?.flow.complete() === true;
    },

    get size() {
      return entries.filter((entry) => !entry.settled && !entry.view.answeredBy).length;
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
