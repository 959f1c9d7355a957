import type { FieldError } from '../answer/validate.js';
import type { PersistChoice } from '../request/persist-offer.js';
import { type ServerIdentity, toServerIdentity } from '../safety/server-identity.js';
import { openElicitationUrl } from '../url/open-url.js';
import type { ElicitContent, ElicitResult } from '../wire/protocol.js';
import { acceptResult, cancelResult, declineResult } from '../wire/results.js';
import { admitAnswer } from './answer-door.js';
import { type AnswerNotDeliveredError, isAnswerNotDelivered } from './delivery-error.js';
import { createExactlyOnce } from './exactly-once.js';
import { registerControls } from './flow-controls.js';
import type { ElicitationFlowOptions, ElicitationFlowView } from './flow-options.js';
import { type FlowPhase, type FlowQuestion, isConfirmation } from './flow-phase.js';
import { followSignal } from './flow-signal.js';
import type { ElicitationFlowMachine, ElicitationFlowState } from './flow-state.js';
import { type ElicitationRequestInput, resolveFlowRequest } from './resolve-request.js';
import { type ElicitationEndReason, endReasonOf } from './settlement.js';
import { completeUrlStep, defaultUrlAccept } from './url-timing.js';

/**
 * The whole consent state machine of one elicitation, framework-free: the steps (form → review → sending, URL
 * consent → waiting → completed), decline / cancel / dismiss with the spec's meaning, expiry by `signal`, a failed
 * delivery and one that may be retried, the inline questions that guard a stray dismissal ("Discard your
 * answers?", "Stop waiting?", "Decline all from …?"), and exactly one `onResult` per request, through the one door
 * (an invalid `accept` is never reported). A queue entry's flow is built by `present` (`entry.flow`); this builds one
 * for a request you hold yourself. `useElicitationFlow` is a thin React binding of it; a view in another framework
 * subscribes the same way.
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
  initial: ElicitationFlowOptions,
): ElicitationFlowMachine {
  const drafts = initial.experimental ? { experimental: initial.experimental } : {};
  const { request, error } = resolveFlowRequest(input, initial.parse, drafts);
  let options = initial;
  let view: ElicitationFlowView | undefined;
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

  // The view's keys win over the host's options; a key the view leaves out falls back to them.
  const isOpen = () => view?.open ?? options.open ?? ownOpen;
  const onDeclineAll = () => view?.onDeclineAll ?? options.onDeclineAll;
  const wording = () => ({
    locale: view?.locale ?? options.locale,
    messages: view?.messages ?? options.messages,
  });
  let wasOpen = isOpen();

  const compute = (): ElicitationFlowState => {
    // A host may write `server={{ name: 'weather' }}` on every render: equal content keeps the same object.
    if (server.given !== options.server) {
      const shown = toServerIdentity(options.server);
      server = { given: options.server, shown: sameServer(shown, server.shown) ? server.shown : shown };
    }
    const urlAccept = urlAcceptOf();
    const answered = once.answered;
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
      locked: expired || sending || answered,
      closeOnly: expired || phase === 'failed' || phase === 'completed' || error !== undefined,
      asking,
      confirmation: request?.mode === 'form' && isConfirmation(request.form),
      urlAccept,
      notFinished: options.notFinished === true,
      offersDeclineAll: onDeclineAll() !== undefined,
      result,
      persistOffer,
      persist,
    };
  };

  let state = compute();
  const listeners = new Set<() => void>();
  /** The server stopped waiting: nothing more is reported, and the flow says why when it was told. */
  const expire = (reason: unknown) => {
    once.expire();
    expired = true;
    endedBy = endReasonOf(reason);
    changed();
  };
  const signal = followSignal(
    () => options.signal,
    (aborted) => expire(aborted.reason),
  );

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
    if (options.completed === true && phase === 'waiting') completeStep();
  };

  /** The out-of-band step finished (the rule is `completeUrlStep`). */
  const completeStep = () => {
    const step = completeUrlStep({ state: 'waiting', urlAccept: urlAcceptOf(), answered: once.answered });
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

  /** Opens or closes: the flow's own state unless a view or the host controls it; either way, tells them. */
  const setOpen = (open: boolean) => {
    const controlled = view?.open ?? options.open;
    if (controlled === undefined) {
      if (ownOpen === open) return;
      ownOpen = open;
      changed();
    }
    if (controlled !== open) (view?.onOpenChange ?? options.onOpenChange)?.(open);
  };

  /** Reports an answer that passed the door, then closes (or waits): one change for the whole step. */
  const land = (answer: ElicitResult, after: 'close' | 'waiting') => {
    const delivery = send(answer);
    // Already answered (or expired): a dismissal just closes.
    if (delivery === false) {
      if (answer.action === 'cancel') setOpen(false);
      return;
    }
    undelivered = undefined;
    const arrive = () => {
      if (after === 'waiting') phase = 'waiting';
      else setOpen(false);
      // Always a change after an answer landed (its holder, a queue entry, settles on it).
      changed();
    };
    if (!(delivery instanceof Promise)) return arrive();
    sending = true;
    changed();
    delivery.then(arrive, refused).finally(() => {
      sending = false;
      changed();
    });
  };

  const refused = (reason: unknown) => {
    if (expired || options.signal?.aborted) {
      // The request ended while the answer travelled (answered in another tab, expired): it was not taken, so the
      // flow ends as an expiry does, saying why, not as a failure of ours.
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

  const finish = (given: ElicitResult, after: 'close' | 'waiting' = 'close') =>
    // The one door: throws for an invalid accept before anything is reported or changed.
    land(withPersist(admitAnswer(given, request, wording()), persist), after);

  const ask = (question: FlowQuestion) => {
    view?.onAsk?.(question);
    asking = question;
    changed();
  };

  /** The link is open (we opened it on a click, or the host did): wait, and accept now with `on-open`. */
  const opened = () => {
    if (request?.mode !== 'url' || state.locked || phase !== 'form') return;
    options.onOpenUrl?.();
    if (urlAcceptOf() === 'on-open') finish(acceptResult(), 'waiting');
    else machine.setPhase('waiting');
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
      return signal.connect();
    },
    update(next) {
      options = next;
      signal.refresh();
      changed();
    },
    attach(next) {
      view = next;
      changed();
      return () => {
        if (view === next) view = undefined;
      };
    },
    complete() {
      if (phase !== 'waiting') return false;
      completeStep();
      changed();
      return true;
    },
    abandon() {
      const delivery = once.abandon();
      // Gone for good: the flow is closed, whoever still holds it (a queue entry) lets it go.
      ownOpen = false;
      if (delivery !== false) result = cancelResult();
      if (delivery instanceof Promise) {
        sending = true;
        const landed = () => {
          sending = false;
          changed();
        };
        delivery.then(landed, landed);
      }
      changed();
    },
    get experimental() {
      return options.experimental;
    },
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
      if (answerable && view?.isDirty?.() === true) return ask('discard');
      // Nor what the user did on the site: coming back to the tab, the first click often lands outside.
      if (answerable && phase === 'waiting' && urlAcceptOf() === 'on-continue') return ask('stop-waiting');
      finish(cancelResult());
    },
    openUrl() {
      if (request?.mode !== 'url' || state.locked || phase !== 'form' || request.url.blocked) return;
      // Opened only here, on the user's click: never prefetched, never automatic.
      (view?.openUrl ?? openElicitationUrl)(request.url.href);
      opened();
    },
    setPhase(next) {
      phase = next;
      changed();
    },
    ask,
    confirm() {
      if (asking === 'decline-all') onDeclineAll()?.();
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
  registerControls(machine, { settleChecked: (checked) => land(checked, 'close'), opened, expire });
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
