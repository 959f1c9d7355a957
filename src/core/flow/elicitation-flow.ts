import type { FieldError } from '../answer/validate.js';
import type { LocaleOptions } from '../messages/keys.js';
import type { ElicitationParser } from '../request/parse-request.js';
import type { PersistChoice } from '../request/persist-offer.js';
import { type ServerIdentity, toServerIdentity } from '../safety/server-identity.js';
import { openElicitationUrl } from '../url/open-url.js';
import type { ElicitContent, ElicitResult } from '../wire/protocol.js';
import { acceptResult, cancelResult, declineResult } from '../wire/results.js';
import { admitAnswer } from './answer-door.js';
import { type AnswerNotDeliveredError, isAnswerNotDelivered } from './delivery-error.js';
import { createExactlyOnce } from './exactly-once.js';
import { type FlowPhase, type FlowQuestion, isConfirmation } from './flow-phase.js';
import type { ElicitationFlowActions, ElicitationFlowOptions, ElicitationFlowState } from './flow-state.js';
import { type ElicitationRequestInput, type FlowRequest, resolveFlowRequest } from './resolve-request.js';
import { type ElicitationEndReason, endReasonOf } from './settlement.js';
import { completeUrlStep, defaultUrlAccept } from './url-timing.js';

/**
 * Options of {@link createElicitationFlow}: the host's {@link ElicitationFlowOptions}, the locale that validation
 * errors are worded in, and what a view plugs in.
 */
export interface CreateElicitationFlowOptions extends ElicitationFlowOptions, LocaleOptions {
  /** Checks raw params (`parseElicitRequest`, `parseFormRequest`); without it raw params are refused. */
  parse?: ElicitationParser;
  /** Read on a stray dismissal: has the person changed anything? A view's form answers it. Default: no. */
  isDirty?: () => boolean;
  /** Called just before the flow asks a question in place: a view remembers where focus was. */
  onAsk?: (question: FlowQuestion) => void;
  /** Opens the link, on the person's click only. Default `openElicitationUrl` (a new, unlinked browsing context). */
  openUrl?: (href: string) => void;
  /**
   * Whoever holds the request has its answer already (a queue entry's `answered`, after the queue completed a URL
   * request): the flow never reports another, not even the `accept` a completion would send.
   */
  answeredByHolder?: boolean;
}

/**
 * The consent flow of one elicitation, outside any view: read it with `getState()`, follow it with `subscribe`,
 * act on it with the {@link ElicitationFlowActions}. A view calls `connect()` while it is shown, `update()` when
 * the host gives new options, and `abandon()` when it goes away for good.
 */
export interface ElicitationFlowMachine extends ElicitationFlowActions {
  /** The state now; the same object until something changes. */
  getState(): ElicitationFlowState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Starts following the request's `signal` (an abort that already happened counts at once) and tells `onError`
   * about refused params, once per flow. Returns the stop. A view calls it when shown and stops it when hidden; a
   * request that expires meanwhile is still never answered (the signal is read at the moment of answering).
   */
  connect(): () => void;
  /**
   * Gives the flow the host's latest options (all of them, as on every render): new handlers are used from now on,
   * a controlled `open` turning `false` on an unanswered request reports `cancel`, `completed` turning `true`
   * completes a waiting URL request, a new `signal` is followed instead of the old one.
   */
  update(options: CreateElicitationFlowOptions): void;
  /** The view went away for good: an unanswered request that has not expired is reported `cancel`. */
  abandon(): void;
}

/**
 * The whole consent state machine of one elicitation, framework-free: the steps (form → review → sending, URL
 * consent → waiting → completed), decline / cancel / dismiss with the spec's meaning, expiry by `signal`, a failed
 * delivery and one that may be retried, the inline questions that guard a stray dismissal ("Discard your
 * answers?", "Stop waiting?", "Decline all from …?"), and exactly one `onResult` per request, through the same door
 * as the queue's `respond` (an invalid `accept` is never reported). `useElicitationFlow` is a thin React binding of
 * it; a view in another framework subscribes the same way.
 *
 * @example
 * const flow = createElicitationFlow(params, { server: { name: 'weather' }, onResult: send, parse: parseElicitRequest });
 * const stop = flow.connect();
 * flow.subscribe(() => render(flow.getState()));
 * flow.setPhase('review');
 * flow.finish(acceptResult({ city: 'Lisbon' })); // reported once; the flow closes
 * stop();
 */
export function createElicitationFlow(
  input: ElicitationRequestInput,
  options: CreateElicitationFlowOptions,
): ElicitationFlowMachine {
  const parseOptions = options.experimental ? { experimental: options.experimental } : {};
  return createFlowFor(resolveFlowRequest(input, options.parse, parseOptions), options);
}

/**
 * The flow of a request already resolved (a view resolves once per content and keeps it).
 * @internal
 */
export function createFlowFor(
  resolved: FlowRequest,
  initial: CreateElicitationFlowOptions,
): ElicitationFlowMachine {
  const { request, error } = resolved;
  let options = initial;
  const urlAcceptOf = () =>
    request?.mode === 'url' ? (options.urlAccept ?? defaultUrlAccept(request)) : undefined;
  const once = createExactlyOnce(
    () => options.onResult,
    () => options.signal,
  );

  // "Not finished yet" picks up where the user was: waiting, the accept still held for Continue.
  let phase: FlowPhase = options.notFinished && urlAcceptOf() === 'on-continue' ? 'waiting' : 'form';
  let sending = false;
  let expired = options.signal?.aborted === true;
  let endedBy: ElicitationEndReason | undefined = expired ? endReasonOf(options.signal?.reason) : undefined;
  let undelivered: AnswerNotDeliveredError | undefined;
  let result: ElicitResult | undefined;
  let asking: FlowQuestion | undefined;
  let ownOpen = options.defaultOpen ?? true;
  let toldError = false;
  const persistOffer = request?.mode === 'form' ? request.persistOffer : undefined;
  let persist: PersistChoice = 'once';
  let server = { given: options.server, shown: toServerIdentity(options.server) };

  const isOpen = () => options.open ?? ownOpen;
  let wasOpen = isOpen();

  const compute = (): ElicitationFlowState => {
    // A host may write `server={{ name: 'weather' }}` on every render: equal content keeps the same object.
    if (server.given !== options.server) {
      const shown = toServerIdentity(options.server);
      server = { given: options.server, shown: sameServer(shown, server.shown) ? server.shown : shown };
    }
    const urlAccept = urlAcceptOf();
    const answered = once.answered;
    const locked = expired || sending || answered;
    return {
      request,
      error,
      server: server.shown,
      phase,
      open: isOpen(),
      sending,
      continuing: sending && phase === 'waiting' && urlAccept === 'on-continue',
      expired,
      endedBy,
      undelivered,
      answered,
      locked,
      closeOnly: expired || phase === 'failed' || phase === 'completed' || error !== undefined,
      asking,
      confirmation: request?.mode === 'form' && isConfirmation(request.form),
      urlAccept,
      offersDeclineAll: options.onDeclineAll !== undefined,
      result,
      persistOffer,
      persist,
    };
  };

  let state = compute();
  const listeners = new Set<() => void>();
  // One per connected view: each follows the signal the options name now.
  const signalFollowers = new Set<() => void>();

  /** Reports `answer` once; remembers it as the result when it went. */
  const send = (answer: ElicitResult) => {
    const delivery = once.report(answer);
    if (delivery !== false) result = answer;
    return delivery;
  };

  /** The rules that follow from any change: a flow closed unanswered is cancelled; a waiting one completes. */
  const follow = () => {
    const open = isOpen();
    // A host that closes the flow itself before the user answered has dismissed it: `cancel`.
    if (wasOpen && !open) void send(cancelResult());
    wasOpen = open;
    if (options.completed === true && phase === 'waiting') complete();
  };

  /** The out-of-band step finished (the rule is `completeUrlStep`, shared with the queue). */
  const complete = () => {
    const step = completeUrlStep({
      state: 'waiting',
      urlAccept: urlAcceptOf(),
      answered: once.answered || options.answeredByHolder === true,
    });
    phase = 'completed';
    const delivery = step?.answer ? send(step.answer) : false;
    if (delivery instanceof Promise)
      delivery.catch(() => {
        phase = 'failed';
        changed();
      });
  };

  const changed = () => {
    follow();
    const next = compute();
    if (sameState(state, next)) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const setOpen = (open: boolean) => {
    if (options.open === undefined) {
      if (ownOpen === open) return;
      ownOpen = open;
      changed();
    }
    if (options.open !== open) options.onOpenChange?.(open);
  };

  const finish = (given: ElicitResult, after: 'close' | 'waiting' = 'close') => {
    // The one door: throws for an invalid accept before anything is reported or changed.
    const answer = withPersist(admitAnswer(given, request, options), persist);
    const delivery = send(answer);
    // Already answered (or expired): a dismissal just closes.
    if (delivery === false) {
      if (answer.action === 'cancel') setOpen(false);
      return;
    }
    undelivered = undefined;
    const settle = () => {
      if (after === 'waiting') {
        phase = 'waiting';
        changed();
      } else {
        setOpen(false);
      }
    };
    const refused = (reason: unknown) => {
      if (options.signal?.aborted) {
        // The request ended while the answer travelled (answered in another tab, expired): it was not taken, so
        // the flow ends as an expiry does, saying why, not as a failure of ours.
        result = undefined;
      } else if (isAnswerNotDelivered(reason)) {
        once.reopen();
        result = undefined;
        undelivered = reason;
        // Fields to fix: back to the form, which kept every value.
        if (reason.kind === 'invalid-content') phase = 'form';
      } else {
        phase = 'failed';
      }
      changed();
    };
    if (delivery instanceof Promise) {
      sending = true;
      changed();
      delivery.then(settle, refused).finally(() => {
        sending = false;
        changed();
      });
    } else {
      changed();
      settle();
    }
  };

  const ask = (question: FlowQuestion) => {
    options.onAsk?.(question);
    asking = question;
    changed();
  };

  const machine: ElicitationFlowMachine = {
    getState: () => state,
    subscribe(listener) {
      const subscription = () => listener();
      listeners.add(subscription);
      return () => {
        listeners.delete(subscription);
      };
    },
    connect() {
      if (error && !toldError) {
        toldError = true;
        options.onError?.(error);
      }
      let followed: AbortSignal | undefined;
      const onAbort = () => {
        once.expire();
        expired = true;
        endedBy = endReasonOf(followed?.reason);
        changed();
      };
      const followSignal = () => {
        if (followed === options.signal) return;
        followed?.removeEventListener('abort', onAbort);
        followed = options.signal;
        if (followed?.aborted) onAbort();
        else followed?.addEventListener('abort', onAbort);
      };
      followSignal();
      signalFollowers.add(followSignal);
      return () => {
        signalFollowers.delete(followSignal);
        followed?.removeEventListener('abort', onAbort);
        followed = undefined;
      };
    },
    update(next) {
      options = next;
      for (const followSignal of [...signalFollowers]) followSignal();
      changed();
    },
    abandon: () => once.abandon(),
    finish,
    accept(content: ElicitContent = {}): FieldError[] {
      if (state.locked || state.closeOnly) return [];
      if (request?.mode === 'form') {
        try {
          finish(acceptResult(content));
        } catch (refusal) {
          if (isAnswerNotDelivered(refusal) && refusal.kind === 'invalid-content') return [...refusal.issues];
          throw refusal;
        }
        return [];
      }
      if (request?.mode === 'url' && phase === 'waiting' && urlAcceptOf() === 'on-continue')
        finish(acceptResult());
      return [];
    },
    decline: () => finish(declineResult()),
    cancel: () => finish(cancelResult()),
    dismiss() {
      // While an answer is on its way the flow stays, so a failed delivery can still be shown.
      if (sending || asking === 'discard') return;
      const answerable = !state.locked && !state.closeOnly;
      // A stray dismissal must not throw away what the user typed: ask first (once).
      if (answerable && options.isDirty?.() === true) return ask('discard');
      // Nor what the user did on the site: coming back to the tab, the first click often lands outside.
      if (answerable && phase === 'waiting' && urlAcceptOf() === 'on-continue') return ask('stop-waiting');
      finish(cancelResult());
    },
    openUrl() {
      if (request?.mode !== 'url' || state.locked || phase !== 'form' || request.url.blocked) return;
      // Opened only here, on the user's click: never prefetched, never automatic.
      (options.openUrl ?? openElicitationUrl)(request.url.href);
      options.onOpenUrl?.();
      if (urlAcceptOf() === 'on-open') finish(acceptResult(), 'waiting');
      else machine.setPhase('waiting');
    },
    setPhase(next) {
      phase = next;
      changed();
    },
    ask,
    confirm() {
      if (asking === 'decline-all') options.onDeclineAll?.();
      else if (asking !== undefined) finish(cancelResult());
    },
    keepGoing() {
      asking = undefined;
      changed();
    },
    choosePersist(choice) {
      if (once.answered || (choice !== 'once' && !persistOffer?.includes(choice))) return;
      persist = choice;
      changed();
    },
  };
  return machine;
}

/**
 * An `accept` with the person's choice of remembering, as Codex's convention carries it (`_meta: { persist }`, the
 * answer's other `_meta` kept); `once`, a `decline` and a `cancel` go as they are.
 */
function withPersist(answer: ElicitResult, persist: PersistChoice): ElicitResult {
  if (persist === 'once' || answer.action !== 'accept') return answer;
  return { ...answer, _meta: { ...answer._meta, persist } };
}

function sameServer(a: ServerIdentity, b: ServerIdentity): boolean {
  return a.name === b.name && a.title === b.title && a.version === b.version && a.iconUrl === b.iconUrl;
}

function sameState(a: ElicitationFlowState, b: ElicitationFlowState): boolean {
  for (const key of Object.keys(a) as (keyof ElicitationFlowState)[]) if (a[key] !== b[key]) return false;
  return true;
}
