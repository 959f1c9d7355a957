import type { ElicitationFlowOptions } from '../flow/flow-options.js';
import type { ElicitationFlowMachine } from '../flow/flow-state.js';
import type { ElicitationState, UrlAcceptTiming } from '../flow/url-timing.js';
import type { ElicitationOrigin } from '../request/origin.js';
import type { ElicitationParser, ElicitationRequest } from '../request/parse-request.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import type { ElicitationLimits } from '../schema/limits.js';
import type { ElicitResult } from '../wire/protocol.js';
import type { ConsentReceipt } from './consent-receipt.js';
import type { ElicitationPolicyError, ElicitationPolicyRule } from './policy.js';
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
  /**
   * The checked request, ready to render. A URL request's address is analysed on demand: until then it is `blocked`
   * as `unchecked` (`flow.getState().checking`), and the entry's next view carries the analysed request.
   */
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
   * The request's consent flow, built once by {@link ElicitationQueue.present}: the one machine of this request. Every
   * view drives it (`useElicitationFlow(entry.flow)`, the provider's dialog, `<ElicitationPanel pending>`), its one
   * answer settles the entry, and the entry's `state`, `answered`, `respond`, `open` and `dismiss` are read off it
   * or act through it. The same object for the entry's life.
   */
  readonly flow: ElicitationFlowMachine;
  /**
   * Read off the flow's phase: `asking`; for URL mode, `waiting` once the user opened the link
   * ({@link PendingElicitation.open}), and `completed` when the server said the out-of-band step finished
   * ({@link ElicitationQueue.complete}). Each change gives the entry a new (frozen) object with the same `id`.
   */
  readonly state: ElicitationState;
  /** Whether its answer reached the server: true for a 2025-11-25 URL request waiting after its `accept`. */
  readonly answered: boolean;
  /**
   * The host's policy answered it before the person was asked: the rule's name (see
   * {@link ElicitationQueueOptions.policy}). Such an entry is listed in `answeredByPolicy`, never in `pending`.
   */
  readonly answeredBy?: { readonly policy: string };
  /** URL mode: when `accept` is sent (see `UrlAcceptTiming`). */
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
  /**
   * Requests the host's policy answered before the person was asked (`flow.getState().answeredBy`), in arrival
   * order, so the person can see them: `usePendingElicitations` lists them, an inline panel shows each as its
   * record ("Declined by policy “…”") and then dismisses it, the provider says so briefly. Each stays until
   * dismissed (`entry.dismiss()`), the latest 50 at most; none of them is in `pending` or `current`. Absent when
   * there is none.
   */
  readonly answeredByPolicy?: readonly PendingElicitation[];
}

/**
 * How one request ended, as {@link ElicitationQueueOptions.onSettled} hears it: for an audit trail of what was
 * answered, by whom, and what ran out of time.
 */
export interface SettledElicitation {
  /** The request's entry (its id, request, server, source and origin). */
  readonly entry: PendingElicitation;
  /** What the queue answered (`present`'s promise): `cancel` for a request that ran out of time or was aborted. */
  readonly result: ElicitResult;
  /**
   * Exactly what was shown and what the server received (`sent: null` when nothing was: the server withdrew the
   * request), `answeredBy: { policy }` when a policy rule answered, `endedBy: 'expired'` when it ran out of time;
   * `consentDigest(receipt)` hashes it.
   */
  readonly receipt: ConsentReceipt;
}

/** A source the queue declines automatically: an item of {@link QueueSnapshot.declined}. */
export type DeclinedSource = QueueSnapshot['declined'][number];

/**
 * How {@link ElicitationQueue.present} is called: the request's part of its flow's options (`server`, who asks, shown
 * and never used to group requests; `signal`, whose abort answers `cancel` and removes the request, shown or not;
 * `expiresAt`, a deadline known for this request (the bridge's, a task's, your own): the views count down to it,
 * and when it passes the request ends as `expired` and the server gets `cancel`;
 * `urlAccept`, default `on-open` for a request with an `elicitationId` (2025-11-25), else `on-continue`
 * (2026-07-28), which `withUrlElicitations` asks for since its accept triggers the retry), and where it came from.
 */
export interface PresentOptions
  extends Pick<ElicitationFlowOptions, 'server' | 'signal' | 'urlAccept' | 'expiresAt'> {
  /**
   * The connection the request came from (required): requests are grouped by it for "Decline all" and
   * `cancelAll`. A missing or non-object source throws `TypeError`.
   */
  source: ElicitationSource;
  /**
   * The entry's id, when the request has one elsewhere (a remote queue's are the bridge's): unique in the queue (a
   * string another entry has throws `TypeError`). Default `elicitation-1`, `elicitation-2`, …
   */
  id?: string;
  /**
   * Where the answer travels before the entry settles, for a queue that relays answers (the remote queue POSTs
   * them): the flow's `onResult`, called once with the answer that passed the door. Return a promise to keep the
   * entry until it landed (the flow shows it sending; a rejection with `AnswerNotDeliveredError` lets the person
   * answer again). Without it the entry settles at once.
   */
  onResult?: ElicitationFlowOptions['onResult'];
  /**
   * The client request the server asks during (SEP-2260), shown as "why am I asked": `requestWithInput` passes it
   * to its answer callback, `attachElicitationHandler` on SDK v2 finds it for `callTool()`'s elicitations. Read
   * defensively: anything malformed is left out.
   */
  origin?: ElicitationOrigin;
}

/**
 * Options of {@link createElicitationQueue}: its part of the flow's options, for every request it holds
 * (`experimental`, the drafts this host speaks, read by each request's flow and so by every view of it: given here
 * once), and the queue's own.
 */
export interface ElicitationQueueOptions extends Pick<ElicitationFlowOptions, 'experimental'> {
  /** Limits passed to the parser for every request. */
  limits?: Partial<ElicitationLimits>;
  /**
   * What every request is checked with. Default: every check of `parseElicitRequest` (both modes) at once, a URL's
   * analysis for display (with the public-suffix list, about 49 kB gzip) loaded the first time a URL request comes,
   * so a page that only gets forms never loads it; until it is in, the request is `unchecked` (blocked) and its
   * flow `checking`. A host that declares only form mode passes `parseFormRequest` (or uses
   * `createFormElicitationQueue()`): URL requests are then refused as `unsupported-mode`, and the handler helpers
   * answer them `-32602`. `parseElicitRequest` from `/core` analyses at once; a wrapper can add options:
   * `(params, options) => parseElicitRequest(params, { ...options, strict: true })`.
   */
  parse?: ElicitationParser;
  /**
   * Receives what a subscriber, `onSettled` or `onPolicyError` threw. The queue keeps going either way; the default logs with
   * `console.error` so the mistake is not silent.
   */
  onListenerError?: (error: unknown) => void;
  /**
   * Hears why a policy rule's answer was not sent, the request asked of the person instead: a URL or a secret needs
   * the person, content the schema refuses, a rule that failed (see {@link ElicitationPolicyError}). Default:
   * `console.warn`, so a rule that never works is not silent.
   */
  onPolicyError?: (error: ElicitationPolicyError) => void;
  /**
   * The host's policy: rules that answer a request before the person is asked, in order, the first answer deciding
   * (see {@link ElicitationPolicyRule}). A policy's answer goes through the one door, never accepts a URL or a form
   * asking for a secret without the person, and is recorded as answered by policy, with the rule's name, in the
   * flow's state, the records, the receipts and `onSettled`. Requests it answers are listed in
   * `snapshot().answeredByPolicy`, so the person sees them. None by default.
   */
  policy?: readonly ElicitationPolicyRule[];
  /**
   * How long each request may wait for the person, in milliseconds, unless `present` gives its own `expiresAt`:
   * the views count down, and a request that runs out ends as `expired` (not a decline, not a cancel of the
   * person's) and the server gets `cancel`. None by default: without it (and without a deadline from the server or
   * the bridge) a request waits until answered or withdrawn.
   */
  timeoutMs?: number;
  /**
   * Called once for each request that ends, whoever ended it (the person, a policy rule, a bulk action, the
   * deadline, the server): what was answered and its receipt. Where an audit trail is written.
   */
  onSettled?: (settled: SettledElicitation) => void;
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
