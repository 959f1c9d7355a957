import { admitAnswer } from '../flow/answer-door.js';
import { createElicitationFlow } from '../flow/elicitation-flow.js';
import { controlsOf } from '../flow/flow-controls.js';
import type { ElicitationFlowOptions } from '../flow/flow-options.js';
import { type FlowPhase, stateOfPhase } from '../flow/flow-phase.js';
import type { ElicitationFlowMachine } from '../flow/flow-state.js';
import type { UrlAcceptTiming } from '../flow/url-timing.js';
import type { ElicitationOrigin } from '../request/origin.js';
import type { ElicitationRequest } from '../request/parse-request.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import type { ElicitResult } from '../wire/protocol.js';
import { cancelResult } from '../wire/results.js';
import type { PendingElicitation } from './queue.js';

/** What an entry is made of: the checked request and what `present` was told. */
export interface EntryInit {
  readonly id: string;
  readonly request: ElicitationRequest;
  readonly server: ServerIdentity;
  readonly source: object;
  readonly earlierFromSource: number;
  readonly signal?: AbortSignal | undefined;
  readonly urlAccept?: UrlAcceptTiming | undefined;
  readonly retryOf?: string | undefined;
  readonly origin?: ElicitationOrigin | undefined;
  /** Where the answer travels before the entry settles (`present`'s `onResult`). */
  readonly relay?: ElicitationFlowOptions['onResult'] | undefined;
  readonly experimental?: ElicitationFlowOptions['experimental'];
  /** When it runs out of time, if a deadline is known. */
  readonly expiresAt?: number | undefined;
}

/** What an entry tells its queue. */
export interface EntryHooks {
  /** The entry's view changed: the queue tells its subscribers. */
  changed(): void;
  /** The entry leaves the queue (answered and off the screen, or expired). */
  left(entry: QueueEntry): void;
  /** The person chose Continue on this URL request (its `accept` landed): "not finished yet" knows it. */
  continued(entry: QueueEntry): void;
  /** The entry's answer reached the server (or it ended without one): `present`'s promise resolved with `result`. */
  settled(entry: QueueEntry, result: ElicitResult): void;
  /** Someone took the entry off the screen (`dismiss()`), whatever its state. */
  dismissed(entry: QueueEntry): void;
}

/** One request in a queue: its view, its flow, and what the queue does to it in bulk. */
export interface QueueEntry {
  /** The frozen view subscribers get; a new object after each change. */
  readonly view: PendingElicitation;
  readonly flow: ElicitationFlowMachine;
  /** Whether its answer reached the server (the `answer` promise resolved). */
  readonly settled: boolean;
  /**
   * Answers in bulk (`cancelAll`, `declineAll`) through its flow, unless its answer travels already; with `leave`,
   * one answered already (a URL request waiting on screen) leaves too.
   */
  bulk(result: ElicitResult, leave: boolean): void;
}

/**
 * The answer path of one request: `present` builds its flow here, once, and the flow's one answer settles the
 * entry — after `relay` delivered it, when the answer travels (the remote queue's POST). The entry's `state`,
 * `answered`, `respond`, `open` and `dismiss` are read off, or act through, that flow; an abort of the request's
 * `signal` expires it. It leaves its queue once answered, unless it waits on screen after its answer (a URL request
 * opened or completed), which leaves when closed.
 *
 * @example
 * const entry = createQueueEntry(init, { changed, left, continued });
 * entry.view.flow.getState().phase; // 'form'
 */
export function createQueueEntry(init: EntryInit, hooks: EntryHooks): QueueEntry {
  const { request, signal, urlAccept } = init;
  let settledWith: ElicitResult | undefined;
  let inQueue = true;
  let delivering: Promise<void> | undefined;
  let resolve: (result: ElicitResult) => void = () => undefined;
  const answer = new Promise<ElicitResult>((settled) => {
    resolve = settled;
  });

  const settle = (result: ElicitResult) => {
    if (settledWith) return;
    settledWith = result;
    signal?.removeEventListener('abort', onAbort);
    stopFollowing?.();
    if (result.action === 'accept' && urlAccept === 'on-continue' && request.mode === 'url')
      hooks.continued(entry);
    resolve(result);
    // Told once the flow has published how it ended (an answer settles the entry from inside the flow's report).
    queueMicrotask(() => hooks.settled(entry, result));
  };
  const onResult = (result: ElicitResult) => {
    const delivery = init.relay?.(result);
    if (!(delivery instanceof Promise)) return settle(result);
    const tracked = delivery.then(() => settle(result));
    delivering = tracked;
    const clear = () => {
      if (delivering === tracked) delivering = undefined;
    };
    tracked.then(clear, clear);
    return tracked;
  };
  const flow = createElicitationFlow(request, {
    server: init.server,
    onResult,
    ...(urlAccept ? { urlAccept } : {}),
    // A retry of the address the person just chose Continue on: "not finished yet".
    notFinished: init.retryOf !== undefined,
    ...(init.experimental ? { experimental: init.experimental } : {}),
    ...(init.expiresAt !== undefined ? { expiresAt: init.expiresAt } : {}),
  });
  const onAbort = () => controlsOf(flow).expire(signal?.reason);
  let stopFollowing: (() => void) | undefined;

  const leave = () => {
    if (!inQueue) return;
    inQueue = false;
    answeredBy = flow.getState().answeredBy;
    view = viewOf(flow.getState().phase);
    hooks.left(entry);
    hooks.changed();
  };

  const actions = {
    respond(result: ElicitResult): void | Promise<void> {
      // Checked even when ignored: a malformed or invalid answer is a bug worth reporting every time.
      if (settledWith || delivering) {
        admitAnswer(result, request);
        return delivering;
      }
      // The door, then the flow's one answer: an invalid accept throws here and changes nothing.
      flow.finish(result);
      return delivering;
    },
    open: () => controlsOf(flow).opened(),
    dismiss() {
      hooks.dismissed(entry);
      if (!inQueue) return;
      if (settledWith) return leave();
      const { sending, answered } = flow.getState();
      // An answer on its way stays until it landed; one that can no longer travel is let go.
      if (sending) return;
      if (answered) {
        settle(cancelResult());
        return leave();
      }
      flow.cancel();
    },
  };

  let answeredBy = flow.getState().answeredBy;
  const viewOf = (phase: FlowPhase): PendingElicitation =>
    Object.freeze({
      id: init.id,
      // The flow's: a URL request whose analysis loaded on demand is the analysed one from then on.
      request: flow.getState().request ?? request,
      server: init.server,
      source: init.source,
      earlierFromSource: init.earlierFromSource,
      receivedAt,
      answer,
      flow,
      state: stateOfPhase(phase),
      answered: settledWith !== undefined,
      ...(answeredBy ? { answeredBy } : {}),
      ...(signal && !settledWith ? { signal } : {}),
      ...(urlAccept ? { urlAccept } : {}),
      ...(init.retryOf ? { retryOf: init.retryOf } : {}),
      ...(init.origin ? { origin: init.origin } : {}),
      ...actions,
    });
  const receivedAt = Date.now();
  let view = viewOf(flow.getState().phase);

  /** After each change of the flow: expiry settles `cancel`, an answer leaves, a new state is a new view. */
  const review = () => {
    if (!inQueue) return;
    const state = flow.getState();
    if (!settledWith && state.expired) {
      settle(cancelResult());
      return leave();
    }
    // Answered: it leaves, unless it waits on screen after its answer (opened, or completed) until closed.
    const onScreen = state.open && (state.phase === 'waiting' || state.phase === 'completed');
    if (settledWith && !onScreen) return leave();
    const by = state.answeredBy;
    if (
      view.state === stateOfPhase(state.phase) &&
      view.answered === (settledWith !== undefined) &&
      view.request === state.request &&
      answeredBy === by
    )
      return;
    answeredBy = by;
    view = viewOf(state.phase);
    hooks.changed();
  };
  flow.subscribe(review);
  signal?.addEventListener('abort', onAbort, { once: true });

  const entry: QueueEntry = {
    get view() {
      return view;
    },
    flow,
    get settled() {
      return settledWith !== undefined;
    },
    bulk(result, leaving) {
      if (settledWith) return leaving ? leave() : undefined;
      const { sending, answered } = flow.getState();
      // One already on its way keeps its own answer; one that can no longer travel gets this one here.
      if (sending || !inQueue) return;
      if (!answered) return flow.finish(result);
      settle(result);
      leave();
    },
  };
  // The deadline is followed from now until the entry settles, shown or not: the server gets `cancel` when it passes
  // (at once, for one that passed already).
  if (init.expiresAt !== undefined) stopFollowing = flow.connect();
  return entry;
}
