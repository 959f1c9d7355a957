import type { FieldError } from '../answer/validate.js';
import type { ElicitationRequest } from '../request/parse-request.js';
import type { PersistChoice, PersistScope } from '../request/persist-offer.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import type { ElicitationError } from '../wire/errors.js';
import type { ExperimentalDrafts } from '../wire/experimental.js';
import type { ElicitContent, ElicitResult } from '../wire/protocol.js';
import type { AnswerNotDeliveredError } from './delivery-error.js';
import type { ElicitationFlowOptions, ElicitationFlowView } from './flow-options.js';
import type { FlowPhase, FlowQuestion } from './flow-phase.js';
import type { ElicitationEndReason } from './settlement.js';
import type { UrlAcceptTiming } from './url-timing.js';

/**
 * The consent state of one elicitation at one moment. Immutable: the flow gives a new object after each change
 * and the same one until then (`useSyncExternalStore` compares them).
 */
export interface ElicitationFlowState {
  /** The checked request, or `undefined` when the params were refused (see `error`). */
  readonly request: ElicitationRequest | undefined;
  /** Why the request cannot be shown; the only answer left is `dismiss()` (`cancel`). */
  readonly error: ElicitationError | undefined;
  /**
   * URL mode: the address is being analysed (the analysis, with its public-suffix list, loads the first time a URL
   * request is shown). Until then `request.url` is `blocked` as `unchecked` and `openUrl()` does nothing: show the
   * full address as plain text, say it is being checked, and offer no Open. If the analysis cannot be loaded, this
   * turns `false` and the request stays blocked (`unchecked`).
   */
  readonly checking: boolean;
  /** Who asks, as given (anything but text in it dropped). */
  readonly server: ServerIdentity;
  /** The step: `form` → `review` (form mode), `form` (consent) → `waiting` → `completed` (URL mode), `failed`. */
  readonly phase: FlowPhase;
  /** False once the request ended (answered and delivered, dismissed, or closed by the host). */
  readonly open: boolean;
  /** An answer is being delivered (the `onResult` promise is pending). */
  readonly sending: boolean;
  /**
   * URL mode, `on-continue`: the user chose Continue and the `accept` is on its way (the `onResult` promise is
   * pending); the server then finishes, or asks again ("not finished yet").
   */
  readonly continuing: boolean;
  /** The server stopped waiting (`signal` aborted), or the request ran out of time: nothing more is sent. */
  readonly expired: boolean;
  /** When the request runs out of time (`Date.now()` milliseconds), when a deadline is known: the views count down. */
  readonly expiresAt: number | undefined;
  /**
   * The host's policy answered, not the person: the name of the rule (see `ElicitationQueueOptions.policy`). The
   * record and the receipt say so.
   */
  readonly answeredBy: { readonly policy: string } | undefined;
  /**
   * Why it stopped waiting, when the queue said (the `signal` aborted with a reason a remote queue gives: answered
   * in another tab, cancelled by the server…), or `expired` when it ran out of time; `undefined` for a plain abort.
   */
  readonly endedBy: ElicitationEndReason | undefined;
  /**
   * The last answer did not reach the server and the request still waits (`onResult` rejected with an
   * {@link AnswerNotDeliveredError}): the form is back, with what the person typed, and this says why.
   */
  readonly undelivered: AnswerNotDeliveredError | undefined;
  /** An answer was reported. */
  readonly answered: boolean;
  /** Inputs and buttons should be off: expired, sending, or answered. */
  readonly locked: boolean;
  /** Nothing more can be answered (expired, failed, completed, refused params): only closing is left. */
  readonly closeOnly: boolean;
  /** A question the flow asks before going on; answer it with `confirm()` or `keepGoing()`. */
  readonly asking: FlowQuestion | undefined;
  /** Form mode with no fields or a single checkbox: one step, Send labelled "Confirm". */
  readonly confirmation: boolean;
  /** URL mode: when `accept` is reported. */
  readonly urlAccept: UrlAcceptTiming | undefined;
  /** URL mode: the server asked again for the address the person just continued from ("not finished yet"). */
  readonly notFinished: boolean;
  /** Whether "Decline all from …" is offered. */
  readonly offersDeclineAll: boolean;
  /** What this flow reported, once it did. */
  readonly result: ElicitResult | undefined;
  /**
   * The scopes the request offers for remembering the answer (its `_meta.persist`, Codex's convention); `undefined`
   * when it offers none, and then no choice is shown and no answer carries `persist`.
   */
  readonly persistOffer: readonly PersistScope[] | undefined;
  /**
   * What the person chose to have remembered: `once` (only this time) until they choose an offered scope. An
   * `accept` then carries it as `_meta: { persist }`; `once` adds nothing.
   */
  readonly persist: PersistChoice;
}

/**
 * What a person (or a view acting for one) can do to a flow. Every action is safe to call at any time: one that
 * does not apply (a second answer, Send after expiry) does nothing. Answers go through one door: a form-mode
 * `accept` whose content fails the request's schema is never reported.
 */
export interface ElicitationFlowActions {
  /**
   * Reports `result` and then closes (or, with `'waiting'`, moves to `waiting`); ignored once answered. The same
   * door as the queue's `respond`: a form-mode `accept` whose content fails the request's schema is not reported —
   * `finish` throws `AnswerNotDeliveredError` (`kind: 'invalid-content'`, with the `issues`) and the flow stays as
   * it was, so a valid answer afterwards goes through. A `decline` or `cancel` loses any `content`.
   */
  finish(result: ElicitResult, after?: 'close' | 'waiting'): void;
  /**
   * Form mode: checks `content` against the request's schema and sends it, or, when it breaks the schema, sends
   * nothing and returns why (worded in the flow's locale): the checking door, which never throws for content.
   * URL mode: Continue (the `accept` held since Open). Returns `[]` when sent or not applicable.
   */
  accept(content?: ElicitContent): FieldError[];
  /** The user refuses to share: `decline`. No confirmation (an explicit choice). */
  decline(): void;
  /** The user did not choose: `cancel`. No confirmation (an explicit choice). */
  cancel(): void;
  /**
   * A stray dismissal (Escape, a click outside, the close button): asks "Discard your answers?" once the user
   * changed something, "Stop waiting?" while a URL step is under way; otherwise reports `cancel` and closes.
   * When only closing is left it just closes.
   */
  dismiss(): void;
  /** URL mode consent: opens the link (on this click only), then waits (reporting `accept` with `on-open`). */
  openUrl(): void;
  /** Moves to another step, e.g. `review` with the content to show, or back to `form`. */
  setPhase(phase: FlowPhase): void;
  /** Asks `question` in place (a view remembers where focus was, to go back there on `keepGoing()`). */
  ask(question: FlowQuestion): void;
  /** Answers the question the unsafe way: discard (`cancel`), decline all, or stop waiting (`cancel`). */
  confirm(): void;
  /** Answers the question the safe way. */
  keepGoing(): void;
  /**
   * The person's choice of how long the answer may be remembered: `once`, or a scope the request offers (any other
   * is ignored, so nothing is ever offered by us on our own). Ignored once answered.
   */
  choosePersist(choice: PersistChoice): void;
}

/**
 * The consent flow of one elicitation, outside any view: read it with `getState()`, follow it with `subscribe`, act
 * on it with the `ElicitationFlowActions`. A queue entry carries one (`entry.flow`, built once by `present`);
 * `createElicitationFlow` makes one for a request you hold yourself. A view calls `connect()` while it is shown and
 * `attach()` with what it plugs in, `update()` when the host gives new options to a flow of its own, and `abandon()`
 * when it goes away for good.
 */
export interface ElicitationFlowMachine extends ElicitationFlowActions {
  /** The state now; the same object until something changes. */
  getState(): ElicitationFlowState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Starts following the request's `signal` (an abort that already happened counts at once) and tells `onError`
   * about refused params, once per flow. Returns the stop. Each view (and the queue, for its entry) connects while
   * it follows the flow; the signal is followed while anyone is connected, and read at the moment of answering
   * anyway, so a request that expired meanwhile is never answered.
   */
  connect(): () => void;
  /**
   * Gives a flow of your own the host's latest options (all of them, as on every render): new handlers are used from
   * now on, a controlled `open` turning `false` on an unanswered request reports `cancel`, `completed` turning `true`
   * completes a waiting URL request, a new `signal` is followed instead of the old one.
   */
  update(options: ElicitationFlowOptions): void;
  /**
   * Plugs a view into the flow (replacing the view attached before): its keys win over the flow's options, the rest
   * fall back to them. Call it again with the view's latest; returns the detach, which does nothing once another
   * view was attached.
   */
  attach(view: ElicitationFlowView): () => void;
  /**
   * URL mode: the server said the out-of-band step finished (2025-11-25's `notifications/elicitation/complete`). A
   * waiting flow becomes `completed`, and an `accept` still held for Continue is reported now; any other is left as
   * it is. Returns whether it completed.
   */
  complete(): boolean;
  /** The view went away for good: an unanswered request that has not expired is reported `cancel`. */
  abandon(): void;
  /** The drafts the flow was given (a queue entry's: its queue's), for the views to draw what they add. */
  readonly experimental: ExperimentalDrafts | undefined;
}
