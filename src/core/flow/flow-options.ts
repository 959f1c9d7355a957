import type { LocaleOptions } from '../messages/keys.js';
import type { ElicitationParser } from '../request/parse-request.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import type { ElicitationError } from '../wire/errors.js';
import type { ExperimentalDrafts } from '../wire/experimental.js';
import type { ResultHandler } from './exactly-once.js';
import type { FlowQuestion } from './flow-phase.js';
import type { UrlAcceptTiming } from './url-timing.js';

/**
 * What a host tells the consent flow of one request: who asks, where the one answer goes, what it knows of the
 * request's life, the drafts it speaks. Declared once, here: `createElicitationFlow`, `useElicitationFlow`,
 * `ElicitationDialog`, the live `ElicitationPanel` and the shadcn item take these, and the queue gives a request's
 * own flow its part of them (`server`, `signal`, `urlAccept`, `experimental`, `parse`, from `present` and the queue's
 * options), so a view of a queue entry takes none of them again.
 */
export interface ElicitationFlowOptions extends LocaleOptions {
  /** Who is asking, as the server names itself (display only). */
  server: ServerIdentity;
  /**
   * Called exactly once per request with `accept` (+ content), `decline` or `cancel`. Return a promise to have the
   * flow wait for delivery and say when it failed (reject with `AnswerNotDeliveredError` when the person may answer
   * again).
   */
  onResult: ResultHandler;
  /**
   * Called once per request when the request is raw params the core refuses (the flow then shows why, and closing it
   * reports `cancel`). A host usually logs it, or answers the server with `-32602`.
   */
  onError?: (error: ElicitationError) => void;
  /** The request's lifetime: once aborted, the flow is `expired`, locks, and reports nothing. */
  signal?: AbortSignal;
  /**
   * When the request runs out of time, if someone set a deadline (`Date.now()` milliseconds): the host's timeout,
   * the bridge's TTL, a task's `ttl`. The views show the time left; once it passed, the flow is `expired` with
   * `endedBy: 'expired'`, locks, and reports nothing (a queue then answers the server `cancel`). None by default:
   * nothing times out unless you, the server or the bridge said when.
   */
  expiresAt?: number;
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
   * The same as calling the flow's `complete()`.
   */
  completed?: boolean;
  /** URL mode: called once when the user opens the link (before any `onResult`). */
  onOpenUrl?: () => void;
  /** Offers "Decline all from …" (asked first, as `asking: 'decline-all'`); called when the user confirms. */
  onDeclineAll?: () => void;
  /**
   * The protocol drafts this host speaks, each off unless set (see {@link ExperimentalDrafts}): raw params are
   * parsed with them, and the views draw what they add (`sep2631`: file fields; `sep3118`: a server's app). The flow
   * carries them (`flow.experimental`), so views read them there. A queue's requests get the queue's own: give them
   * to the queue (`createElicitationQueue({ experimental })`), not to its views.
   */
  experimental?: ExperimentalDrafts;
  /**
   * Checks raw params (`parseElicitRequest`, `parseFormRequest`); without it, raw params are refused. The React views
   * and `useElicitationFlow` default to `parseElicitRequest`; a request parsed already is used as it is.
   */
  parse?: ElicitationParser;
  /** Your app's own names: a server using one of them is shown as `Server “…”` (read by the views). */
  reservedNames?: readonly string[];
}

/**
 * What a view plugs into the flow it shows, whether the flow is its own or a queue entry's (`entry.flow`): whether it
 * is open and who hears it close, "Decline all" when the view offers it, the locale errors are worded in, and the
 * hooks only a view has. Given with the flow's `attach`; each key left out falls back to the flow's options.
 * @inline
 */
export interface ElicitationFlowView
  extends Pick<
    ElicitationFlowOptions,
    'open' | 'onOpenChange' | 'onDeclineAll' | 'reservedNames' | 'locale' | 'messages'
  > {
  /** Read on a stray dismissal: has the person changed anything? A view's form answers it. Default: no. */
  isDirty?: () => boolean;
  /** Called just before the flow asks a question in place: a view remembers where focus was. */
  onAsk?: (question: FlowQuestion) => void;
  /** Opens the link, on the person's click only. Default `openElicitationUrl` (a new, unlinked browsing context). */
  openUrl?: (href: string) => void;
}
