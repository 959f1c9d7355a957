import {
  BRIDGE_EVENTS_PATH,
  type BridgePendingEvent,
  type BridgeSettledEvent,
  type BridgeSettledReason,
  type BridgeSnapshotEvent,
} from '../bridge-wire/contract.js';
import { admitAnswer } from '../flow/answer-door.js';
import { AnswerNotDeliveredError } from '../flow/delivery-error.js';
import { createListeners } from '../flow/listeners.js';
import { settledElsewhere } from '../flow/settlement.js';
import { createElicitationQueue } from '../host/create-queue.js';
import type { ElicitationQueue, ElicitationQueueOptions, ElicitationSource } from '../host/queue.js';
import type { RemoteConnectionState, RemoteQueueFacts } from '../host/remote-facts.js';
import { parseOnDemand } from '../request/parse-on-demand.js';
import type { ElicitationParser } from '../request/parse-request.js';
import { toServerIdentity } from '../safety/server-identity.js';
import type { ElicitResult } from '../wire/protocol.js';
import { cancelResult, declineResult } from '../wire/results.js';
import { readBridgeEvent, sourcesOfWire } from './bridge-events.js';
import { draftStorageOf } from './draft-storage.js';
import { type PostOutcome, postAnswer } from './post-answer.js';
import { openEventStream, type ReconnectOptions } from './reconnecting-stream.js';

/**
 * Options of {@link createRemoteElicitationQueue}: the queue's (a `policy` here answers in the page, its answer POSTed
 * like the person's; each request's deadline is the bridge's, so no `timeoutMs`), and the bridge's.
 */
export interface RemoteElicitationQueueOptions extends Omit<ElicitationQueueOptions, 'parse' | 'timeoutMs'> {
  /** The bridge's base URL, as the server mounted it (`basePath`): `'/api/elicitation'`. */
  url: string;
  /**
   * Headers for every request to the bridge (the event stream and each answer), e.g. an authorisation header;
   * a function is called each time, so a refreshed token is used. Cookies need none of this.
   */
  headers?: HeadersInit | (() => HeadersInit | undefined);
  /** `fetch`'s `credentials`; default the browser's (`same-origin`). */
  credentials?: RequestCredentials;
  /** The `fetch` to use; default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Backoff of the event stream's reconnects: default 0.5 s doubling up to 15 s, with jitter. */
  reconnect?: ReconnectOptions;
  /** Waits before each retry of an answer after a network error or a 5xx; default `[500, 1500]` (two retries). */
  answerRetryDelaysMs?: readonly number[];
  /**
   * Where drafts are kept so a reload finds them: default the tab's `sessionStorage`; `null` keeps none. Secrets
   * never are (see the README).
   */
  draftStorage?: Storage | null;
  /** What every request is checked with, as in `createElicitationQueue`. */
  parse?: ElicitationParser;
  /** The bridge refused this page (401, 403, 404 on the event stream): the queue is `closed`. */
  onRefused?: (status: number) => void;
}

/** The queue of {@link createRemoteElicitationQueue}: the queue interface, plus its connection. */
export interface RemoteElicitationQueue extends ElicitationQueue {
  /** Its connection and drafts, for the views (see {@link ElicitationQueue.remote}). */
  readonly remote: RemoteQueueFacts;
  /** The event stream's state now. */
  connection(): RemoteConnectionState;
  /** Calls `listener` after each change of {@link RemoteElicitationQueue.connection}; returns the unsubscribe. */
  subscribeConnection(listener: () => void): () => void;
  /**
   * Stops for good: the stream closes, and the requests leave this page without an answer; on the bridge they
   * stay pending (for another tab, or this one after a reload) until answered or expired. Call it before
   * unmounting `<ElicitationProvider>` when they should stay: the provider's unmount answers `cancel`.
   */
  close(): void;
}

/** What the queue knows of one request from the bridge. */
interface RemoteEntry {
  readonly controller: AbortController;
  /**
   * The connection it came from: one object per wire `source` id (a request without one gets its own), never a
   * server's name, which does not group requests.
   */
  readonly source: ElicitationSource;
  /** A `settled` event that came while this page's answer was on its way: the POST's response decides. */
  heldSettlement?: BridgeSettledEvent;
  posting: boolean;
}

/**
 * The browser half of the bridge (`mcp-elicitation-react/bridge`): a queue fed by the bridge's event stream, for
 * an app whose MCP client runs on its server. It has the interface of `createElicitationQueue()`, so
 * `<ElicitationProvider>`, the dialog, `<ElicitationPanel pending>` and `usePendingElicitations` work unchanged.
 * Entry ids are the bridge's (stable across reloads); each answer is POSTed and the entry stays until it
 * landed: a 422 returns to the form with the server's issues and the person's input kept, a network failure
 * (after retries) likewise asks to send again, a request answered meanwhile elsewhere ends with a record that
 * says so ("Answered in another tab."). Requests settled elsewhere abort the entry's `signal` with the reason
 * (`endReasonOf(signal.reason)`). The stream reconnects with backoff and `Last-Event-ID`; `connection()` says
 * `reconnecting`, which the provider shows ("Reconnecting…"). Drafts are kept in `sessionStorage` by request id
 * (never a secret) and restored after a reload.
 *
 * @example
 * const queue = createRemoteElicitationQueue({ url: '/api/elicitation' });
 * <ElicitationProvider queue={queue}><App /></ElicitationProvider>
 *
 * @example
 * // A token instead of a cookie; a new one is read on every reconnect.
 * const queue = createRemoteElicitationQueue({
 *   url: 'https://app.example/api/elicitation',
 *   headers: () => ({ Authorization: `Bearer ${session.token}` }),
 * });
 */
export function createRemoteElicitationQueue(options: RemoteElicitationQueueOptions): RemoteElicitationQueue {
  const base = requireUrl(options.url);
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const { headers: given, credentials } = options;
  const headers = typeof given === 'function' ? given : () => given;
  const drafts = draftStorageOf(options.draftStorage);
  const retryDelaysMs = options.answerRetryDelaysMs ?? [500, 1500];
  const remote = new Map<string, RemoteEntry>();
  const sourceOf = sourcesOfWire();
  // Settled on the bridge: their drafts are gone and never written again (a closed queue's are kept).
  const ended = new Set<string>();
  const connectionListeners = createListeners(options.onListenerError);
  let connection: RemoteConnectionState = 'connecting';
  let closed = false;

  // The queue's own options pass through (it reads only its keys): drafts, limits, the policy, onSettled, ….
  const local = createElicitationQueue({ ...options, parse: options.parse ?? parseOnDemand });

  const post = (id: string, result: ElicitResult) =>
    postAnswer(id, result, { base, fetch: fetcher, headers, credentials, retryDelaysMs });

  /** The request ended without this page's answer: its form locks, saying why. */
  const end = (id: string, action: ElicitResult['action'], reason: BridgeSettledReason | 'gone') => {
    const entry = remote.get(id);
    if (!entry) return;
    remote.delete(id);
    ended.add(id);
    drafts?.clear(id);
    entry.controller.abort(settledElsewhere(action, reason));
  };

  const deliver = async (id: string, result: ElicitResult): Promise<void> => {
    const entry = remote.get(id);
    if (!entry || closed) throw new AnswerNotDeliveredError('unreachable');
    entry.posting = true;
    let outcome: PostOutcome;
    try {
      outcome = await post(id, result);
    } finally {
      entry.posting = false;
    }
    const held = entry.heldSettlement;
    entry.heldSettlement = undefined;
    if (outcome.kind === 'undelivered' && outcome.error.kind === 'unreachable' && held) {
      // The stream saw it settle while the POST's response was lost: the same action landed, so it was this one.
      outcome =
        held.reason === 'answered' && held.action === result.action
          ? { kind: 'delivered' }
          : { kind: 'settled', action: held.action, reason: held.reason };
    }
    switch (outcome.kind) {
      case 'delivered':
        remote.delete(id);
        ended.add(id);
        drafts?.clear(id);
        return;
      case 'settled':
        end(id, outcome.action, outcome.reason);
        throw new Error(`The request was already settled (${outcome.reason})`);
      case 'gone':
        end(id, 'cancel', 'gone');
        throw new Error('The bridge no longer knows this request');
      case 'undelivered':
        throw outcome.error;
      case 'refused':
        throw new Error(`The bridge refused the answer (HTTP ${outcome.status})`);
      default:
        return outcome satisfies never;
    }
  };

  const onPending = (data: BridgePendingEvent) => {
    if (remote.has(data.id)) return;
    const entry: RemoteEntry = {
      controller: new AbortController(),
      source: sourceOf(typeof data.source === 'string' ? data.source : undefined),
      posting: false,
    };
    if (local.isDeclined(entry.source)) {
      // "Decline all" from this connection was chosen (and not undone): declined at once, through the door.
      ended.add(data.id);
      void post(data.id, admitAnswer(declineResult(), undefined)).catch(() => undefined);
      return;
    }
    remote.set(data.id, entry);
    try {
      void local.present(data.params, {
        id: data.id,
        server: toServerIdentity(data.server),
        source: entry.source,
        signal: entry.controller.signal,
        // Continue, after the site, sends the accept: the bridge relays no completion notification.
        urlAccept: 'on-continue',
        ...(data.origin ? { origin: data.origin } : {}),
        // The bridge's deadline: the views count down to it (this page's clock read against the bridge's).
        ...(Number.isFinite(data.expiresAt) ? { expiresAt: data.expiresAt } : {}),
        // The flow's answer, past the door, is POSTed; the entry settles once it landed. Closed: off this page only.
        onResult: (result) => (remote.has(data.id) ? deliver(data.id, result) : undefined),
      });
    } catch {
      // This page cannot show it (refused params, a form-only page): fail closed, so the server is not left waiting.
      remote.delete(data.id);
      void post(data.id, cancelResult()).catch(() => undefined);
    }
  };

  const onSettled = (data: BridgeSettledEvent) => {
    const entry = remote.get(data.id);
    if (!entry) return;
    if (entry.posting) {
      entry.heldSettlement = data;
      return;
    }
    end(data.id, data.action, data.reason);
  };

  // The bridge could not replay what this page missed: what it shows and the snapshot lacks ended meanwhile.
  const onSnapshot = (data: BridgeSnapshotEvent) => {
    const current = new Set(data.ids);
    for (const [id, entry] of [...remote]) {
      if (!current.has(id) && !entry.posting) end(id, 'cancel', 'gone');
    }
  };

  const stream = openEventStream({
    url: base + BRIDGE_EVENTS_PATH,
    headers,
    ...(credentials ? { credentials } : {}),
    fetch: fetcher,
    ...(options.reconnect ? { reconnect: options.reconnect } : {}),
    onEvent(event) {
      // `pending-settled` (in a replay, for a request settled since) shows nothing: its `settled` event follows.
      const read = readBridgeEvent(event);
      if (read?.kind === 'pending') onPending(read.data);
      else if (read?.kind === 'settled') onSettled(read.data);
      else if (read?.kind === 'snapshot') onSnapshot(read.data);
    },
    onState(state) {
      connection = state;
      connectionListeners.notify();
    },
    onRefused(status) {
      options.onRefused?.(status);
    },
  });

  const subscribeConnection = connectionListeners.subscribe;

  return {
    present: local.present,
    snapshot: local.snapshot,
    subscribe: local.subscribe,
    forget: local.forget,
    isDeclined: local.isDeclined,
    complete: local.complete,
    get size() {
      return local.size;
    },
    // Each request is answered through its flow (the door), POSTed once, and leaves once it landed; later ones
    // from a declined connection are declined as they come, until `forget`.
    cancelAll: local.cancelAll,
    declineAll: local.declineAll,
    connection: () => connection,
    subscribeConnection,
    remote: {
      connection: () => connection,
      subscribeConnection,
      drafts,
      isRemote: (id) => remote.has(id),
      isLive: (id) => !ended.has(id),
    },
    close() {
      if (closed) return;
      closed = true;
      stream.close();
      // Off this page only, unanswered: on the bridge they wait for another tab or the reload.
      remote.clear();
      local.cancelAll();
    },
  };
}

function requireUrl(url: unknown): string {
  if (typeof url !== 'string' || url.trim() === '') {
    throw new TypeError(
      `createRemoteElicitationQueue: options.url must be the bridge's base URL (e.g. '/api/elicitation'), not ${JSON.stringify(url)}`,
    );
  }
  return url.replace(/\/+$/, '');
}
