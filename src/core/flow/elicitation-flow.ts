import type { FieldError } from '../answer/validate.js';
import { keptServer } from '../safety/server-identity.js';
import { openElicitationUrl } from '../url/open-url.js';
import type { ElicitContent, ElicitResult } from '../wire/protocol.js';
import { acceptResult, cancelResult, declineResult } from '../wire/results.js';
import { admitAnswer, withPersist } from './answer-door.js';
import { isAnswerNotDelivered } from './delivery-error.js';
import { createExactlyOnce } from './exactly-once.js';
import { registerControls } from './flow-controls.js';
import { createFlowDelivery } from './flow-delivery.js';
import { type FlowFacts, sameState, stateOf } from './flow-facts.js';
import { createFlowLayers } from './flow-layers.js';
import type { ElicitationFlowOptions } from './flow-options.js';
import type { FlowQuestion } from './flow-phase.js';
import { checkDeadline, followSignal } from './flow-signal.js';
import type { ElicitationFlowMachine, ElicitationFlowState } from './flow-state.js';
import { createListeners } from './listeners.js';
import { awaitAnalysis, type ElicitationRequestInput, resolveFlowRequest } from './resolve-request.js';
import { endReasonOf, RAN_OUT_OF_TIME } from './settlement.js';
import { defaultUrlAccept } from './url-timing.js';

/**
 * The whole consent state machine of one elicitation, framework-free: the steps (form → review → sending, URL
 * consent → waiting → completed), decline / cancel / dismiss with the spec's meaning, expiry by `signal` or
 * deadline (`expiresAt`: running out of time is its own end, `endedBy: 'expired'`), a failed
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
  checkDeadline(initial.expiresAt, 'createElicitationFlow: options.expiresAt');
  let { request, error } = resolveFlowRequest(input, initial.parse, initial.experimental);
  const layers = createFlowLayers(initial);
  const urlAcceptOf = () =>
    request?.mode === 'url' ? (layers.options.urlAccept ?? defaultUrlAccept(request)) : undefined;
  const once = createExactlyOnce(
    () => layers.options.onResult,
    () => layers.options.signal,
  );

  // "Not finished yet" picks up where the user was: waiting, the accept still held for Continue.
  const expired = initial.signal?.aborted === true;
  const facts: FlowFacts = {
    phase: initial.notFinished && urlAcceptOf() === 'on-continue' ? 'waiting' : 'form',
    sending: false,
    expired,
    endedBy: expired ? endReasonOf(initial.signal?.reason) : undefined,
    undelivered: undefined,
    result: undefined,
    asking: undefined,
    persist: 'once',
    answeredBy: undefined,
    checking: awaitAnalysis(request, (analysed) => {
      request = analysed ?? request;
      facts.checking = false;
      changed();
    }),
  };
  let toldError = false;
  let server = { given: initial.server, shown: keptServer(undefined, initial.server) };
  let wasOpen = layers.isOpen();

  const compute = (): ElicitationFlowState => {
    // A host may write `server={{ name: 'weather' }}` on every render: equal content keeps the same object.
    const given = layers.options.server;
    if (server.given !== given) server = { given, shown: keptServer(server.shown, given) };
    return stateOf(facts, {
      request,
      error,
      server: server.shown,
      open: layers.isOpen(),
      answered: once.answered,
      urlAccept: urlAcceptOf(),
      notFinished: layers.options.notFinished === true,
      offersDeclineAll: layers.onDeclineAll() !== undefined,
      expiresAt: layers.options.expiresAt,
    });
  };

  let state = compute();
  const listeners = createListeners();
  /** The server stopped waiting: nothing more is reported, and the flow says why when it was told. */
  const expire = (reason: unknown) => {
    // A deadline passing after the answer went is nobody's concern: the server has its answer.
    if (reason === RAN_OUT_OF_TIME && once.answered) return;
    once.expire();
    // The first reason told stands: it is what the person saw.
    facts.endedBy = (facts.expired ? facts.endedBy : undefined) ?? endReasonOf(reason);
    facts.expired = true;
    changed();
  };
  const signal = followSignal(
    () => layers.options.signal,
    () => layers.options.expiresAt,
    expire,
  );

  /** The rules that follow from any change: a flow closed unanswered is cancelled; a waiting one completes. */
  const follow = () => {
    const open = layers.isOpen();
    const closed = wasOpen && !open;
    wasOpen = open;
    // A host that closes the flow itself before the user answered has dismissed it: `cancel`.
    if (closed) void send(cancelResult());
    if (layers.options.completed === true && facts.phase === 'waiting') completeStep();
  };

  /**
   * The out-of-band step of a waiting request finished: it is `completed`, and an `accept` still held for Continue
   * (`on-continue`, not answered yet) is sent now, as Continue would send it.
   */
  const completeStep = () => {
    facts.phase = 'completed';
    const delivery = urlAcceptOf() === 'on-continue' && !once.answered && send(acceptResult());
    if (delivery instanceof Promise)
      delivery.catch(() => {
        facts.phase = 'failed';
        changed();
      });
  };

  const changed = () => {
    follow();
    const next = compute();
    if (sameState(state, next)) return;
    state = next;
    listeners.notify();
  };

  const setOpen = (open: boolean) => layers.setOpen(open, changed);
  const { send, land, answering } = createFlowDelivery({ facts, once, layers, changed, setOpen, expire });

  const finish = (given: ElicitResult, after: 'close' | 'waiting' = 'close') =>
    // The one door: throws for an invalid accept before anything is reported or changed.
    land(withPersist(admitAnswer(given, request, layers.wording()), facts.persist), after);

  const ask = (question: FlowQuestion) => {
    layers.view?.onAsk?.(question);
    facts.asking = question;
    changed();
  };

  /** The link is open (we opened it on a click, or the host did): wait, and accept now with `on-open`. */
  const opened = () => {
    if (request?.mode !== 'url' || state.locked || facts.phase !== 'form') return;
    layers.options.onOpenUrl?.();
    if (urlAcceptOf() === 'on-open') finish(acceptResult(), 'waiting');
    else machine.setPhase('waiting');
  };

  const machine: ElicitationFlowMachine = {
    getState: () => state,
    subscribe: listeners.subscribe,
    connect() {
      if (error && !toldError) {
        toldError = true;
        layers.options.onError?.(error);
      }
      return signal.connect();
    },
    update(next) {
      checkDeadline(next.expiresAt, 'update: options.expiresAt');
      layers.update(next);
      signal.refresh();
      changed();
    },
    attach(next) {
      const detach = layers.attach(next);
      changed();
      return detach;
    },
    complete() {
      if (facts.phase !== 'waiting') return false;
      completeStep();
      changed();
      return true;
    },
    abandon() {
      const delivery = once.abandon();
      // Gone for good: the flow is closed, whoever still holds it (a queue entry) lets it go.
      layers.closeOwn();
      if (delivery !== false) facts.result = cancelResult();
      if (delivery instanceof Promise) {
        facts.sending = true;
        const landed = () => {
          facts.sending = false;
          changed();
        };
        delivery.then(landed, landed);
      }
      changed();
    },
    get experimental() {
      return layers.options.experimental;
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
      if (request?.mode === 'url' && facts.phase === 'waiting' && urlAcceptOf() === 'on-continue')
        finish(acceptResult());
      return [];
    },
    decline: () => finish(declineResult()),
    cancel: () => finish(cancelResult()),
    dismiss() {
      // While an answer is on its way the flow stays, so a failed delivery can still be shown.
      if (facts.sending || facts.asking === 'discard') return;
      const answerable = !state.locked && !state.closeOnly;
      // A stray dismissal must not throw away what the user typed: ask first (once).
      if (answerable && layers.view?.isDirty?.() === true) return ask('discard');
      // Nor what the user did on the site: coming back to the tab, the first click often lands outside.
      if (answerable && facts.phase === 'waiting' && urlAcceptOf() === 'on-continue')
        return ask('stop-waiting');
      finish(cancelResult());
    },
    openUrl() {
      if (request?.mode !== 'url' || state.locked || facts.phase !== 'form' || request.url.blocked) return;
      // Opened only here, on the user's click: never prefetched, never automatic.
      (layers.view?.openUrl ?? openElicitationUrl)(request.url.href);
      opened();
    },
    setPhase(next) {
      facts.phase = next;
      changed();
    },
    ask,
    confirm() {
      if (facts.asking === 'decline-all') layers.onDeclineAll()?.();
      else if (facts.asking !== undefined) finish(cancelResult());
    },
    keepGoing() {
      facts.asking = undefined;
      changed();
    },
    choosePersist(choice) {
      if (once.answered || (choice !== 'once' && !state.persistOffer?.includes(choice))) return;
      facts.persist = choice;
      changed();
    },
  };
  registerControls(machine, {
    settleChecked: (checked) => land(checked, 'close'),
    opened,
    expire,
    answerByPolicy(result, rule) {
      answering({ policy: rule });
      try {
        finish(result);
      } finally {
        answering(undefined);
      }
    },
  });
  return machine;
}
