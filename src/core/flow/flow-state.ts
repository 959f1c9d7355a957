import type { FieldError } from '../answer/validate.js';
import type { ElicitationRequest } from '../request/parse-request.js';
import type { PersistChoice, PersistScope } from '../request/persist-offer.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import type { ElicitationError } from '../wire/errors.js';
import type { ExperimentalDrafts } from '../wire/experimental.js';
import type { ElicitContent, ElicitResult } from '../wire/protocol.js';
import type { AnswerNotDeliveredError } from './delivery-error.js';
import type { ResultHandler } from './exactly-once.js';
import type { FlowPhase, FlowQuestion } from './flow-phase.js';
import type { ElicitationEndReason } from './settlement.js';
import type { UrlAcceptTiming } from './url-timing.js';

/**
 * What a host tells a consent flow about one request: who asks, where the one answer goes, and what it knows of
 * the request's life. Declared once: `useElicitationFlow`, `ElicitationDialog` and the live `ElicitationPanel` all
 * take these (`UseElicitationFlowOptions` adds only the app's reserved names).
 */
export interface ElicitationFlowOptions {
  /** Who is asking, as the server names itself (display only). */
  server: ServerIdentity;
  /**
   * Called exactly once per request with `accept` (+ content), `decline` or `cancel`. Return a promise to have the
   * flow wait for delivery and say when it failed (reject with `AnswerNotDeliveredError` when the person may answer
   * again).
   */
  onResult: ResultHandler;
  /**
   * Called once per request content when the request is raw params the core refuses (the flow then shows why, and
   * closing it reports `cancel`). A host usually logs it, or answers the server with `-32602`.
   */
  onError?: (error: ElicitationError) => void;
  /** The request's lifetime: once aborted, the flow is `expired`, locks, and reports nothing. */
  signal?: AbortSignal;
  /** Controlled open state; closing an unanswered request this way reports `cancel`. */
  open?: boolean;
  /** Uncontrolled initial open state; `true` by default. */
  defaultOpen?: boolean;
  /** Told when the flow opens or closes (after an answer, or a dismissal). */
  onOpenChange?: (open: boolean) => void;
  /**
   * URL mode: when `accept` is reported. `on-continue` (the default without an `elicitationId`, 2026-07-28): Open
   * only opens the link and the flow waits; Continue reports `accept` (the client retries with it), Cancel request
   * reports `cancel`. `on-open` (the default with one, 2025-11-25): Open reports `accept` at once and the flow waits,
   * with Dismiss, until `completed`.
   */
  urlAccept?: UrlAcceptTiming;
  /**
   * URL mode: the server asked again for an address the user just continued from. The flow starts `waiting` ("not
   * finished yet"), with Continue, Open again, Copy link and Cancel request, instead of a new consent.
   */
  notFinished?: boolean;
  /**
   * URL mode: the server said the out-of-band step finished (2025-11-25 `notifications/elicitation/complete`). A
   * waiting flow becomes `completed` (an `accept` still held for Continue is reported now); closing it is up to you.
   */
  completed?: boolean;
  /** URL mode: called once when the user opens the link (before any `onResult`). */
  onOpenUrl?: () => void;
  /** Offers "Decline all from …" (asked first, as `asking: 'decline-all'`); called when the user confirms. */
  onDeclineAll?: () => void;
  /**
   * The protocol drafts this host speaks, each off unless `true` (see {@link ExperimentalDrafts}): raw params are
   * parsed with them, and the views draw what they add (`sep2631`: file fields). A request the queue parsed was
   * parsed with the queue's own `experimental`; give both the same.
   */
  experimental?: ExperimentalDrafts;
}

/**
 * The consent state of one elicitation at one moment. Immutable: the flow gives a new object after each change
 * and the same one until then (`useSyncExternalStore` compares them).
 */
export interface ElicitationFlowState {
  /** The checked request, or `undefined` when the params were refused (see `error`). */
  readonly request: ElicitationRequest | undefined;
  /** Why the request cannot be shown; the only answer left is `dismiss()` (`cancel`). */
  readonly error: ElicitationError | undefined;
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
  /** The server stopped waiting (`signal` aborted): nothing more is sent. */
  readonly expired: boolean;
  /**
   * Why it stopped waiting, when the queue said (the `signal` aborted with a reason a remote queue gives: answered
   * in another tab, expired, cancelled by the server…); `undefined` for a plain abort.
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
