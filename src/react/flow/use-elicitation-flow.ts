'use client';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { type ReactElement, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type FieldError, validateContent } from '../../core/answer/validate.js';
import { type AnswerNotDeliveredError, isAnswerNotDelivered } from '../../core/host/delivery-error.js';
import type { ElicitationParser } from '../../core/host/queue.js';
import { defaultUrlAccept, type UrlAcceptTiming } from '../../core/host/url-lifecycle.js';
import { type ElicitationEndReason, endReasonOf } from '../../core/remote/settlement.js';
import { type ElicitationRequest, parseElicitRequest } from '../../core/request/parse-request.js';
import { type ServerIdentity, toServerIdentity } from '../../core/safety/server-identity.js';
import type { ElicitationError } from '../../core/wire/errors.js';
import type { ElicitContent, ElicitResult } from '../../core/wire/protocol.js';
import { acceptResult, cancelResult, declineResult } from '../../core/wire/results.js';
import { useI18n } from '../shared/i18n.js';
import { useShownServer } from '../shared/server-identity.js';
import { useIsomorphicLayoutEffect } from '../shared/use-isomorphic-layout-effect.js';
import { openElicitationUrl } from '../url/open-url.js';
import { type FlowPhase, isConfirmation } from './flow-phase.js';
import { type ResultHandler, useExactlyOnce } from './use-exactly-once.js';
import { useFlowFocus } from './use-flow-focus.js';
import { type ElicitationRequestInput, useResolvedRequest } from './use-resolved-request.js';

/** The question the flow is asking in place before something that cannot be undone, if any. */
export type FlowQuestion = 'discard' | 'decline-all' | 'stop-waiting';

/** Options of {@link useElicitationFlow}: who asks, how the answer is delivered, and what the host knows of the request. */
export interface UseElicitationFlowOptions {
  /** Who is asking, as the server names itself (display only). */
  server: ServerIdentity;
  /** Your app's own names: a server using one of them is shown as `Server “…”` (see `ElicitationDialog`). */
  reservedNames?: readonly string[];
  /** Called exactly once per request with `accept`, `decline` or `cancel`; a promise is waited for. */
  onResult: ResultHandler;
  /** Called once per request content when `request` is raw params the core refuses. */
  onError?: (error: ElicitationError) => void;
  /** The request's lifetime: once aborted, the flow is `expired`, locks, and reports nothing. */
  signal?: AbortSignal;
  /** Controlled open state; closing an unanswered request this way reports `cancel`. */
  open?: boolean;
  /** Uncontrolled initial open state; `true` by default. */
  defaultOpen?: boolean;
  /** Told when the flow opens or closes (after an answer, or a dismissal). */
  onOpenChange?: (open: boolean) => void;
  /** URL mode: when `accept` is reported (see `ElicitationDialogProps.urlAccept`). */
  urlAccept?: UrlAcceptTiming;
  /** URL mode: the server asked again for the address the user just continued from: start `waiting`. */
  notFinished?: boolean;
  /** URL mode: the server said the out-of-band step finished; a waiting flow becomes `completed`. */
  completed?: boolean;
  /** URL mode: called once when the user opens the link (before any `onResult`). */
  onOpenUrl?: () => void;
  /** Offers "Decline all from …" (asked first, as `asking: 'decline-all'`); called when the user confirms. */
  onDeclineAll?: () => void;
}

/**
 * The consent state of one elicitation, with what a presentation needs to show it and act on it. Every
 * action is safe to call at any time: one that does not apply (a second answer, Send after expiry) does nothing.
 */
export interface ElicitationFlow {
  /** The checked request, or `undefined` when the params were refused (see `error`). */
  readonly request: ElicitationRequest | undefined;
  /** Why the request cannot be shown; the only answer left is `dismiss()` (`cancel`). */
  readonly error: ElicitationError | undefined;
  /** Who asks, as given. */
  readonly server: ServerIdentity;
  /** The server's name as shown inside a sentence (`Server “…”` when it imitates your app). */
  readonly serverName: string;
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

  /** Reports `result` and then closes (or, with `'waiting'`, moves to `waiting`); ignored once answered. */
  finish(result: ElicitResult, after?: 'close' | 'waiting'): void;
  /**
   * Form mode: checks `content` against the request's schema and sends it, or, when it breaks the schema, sends
   * nothing and returns why (worded in the current locale): a host-made form cannot send what the server did not
   * ask for. URL mode: Continue (the `accept` held since Open). Returns `[]` when sent or not applicable.
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
  /** Asks `question` in place, remembering where focus was so `keepGoing()` can go back there. */
  ask(question: FlowQuestion): void;
  /** Answers the question the unsafe way: discard (`cancel`), decline all, or stop waiting (`cancel`). */
  confirm(): void;
  /** Answers the question the safe way and puts focus back where it was. */
  keepGoing(): void;
  /** Moves focus to where the flow starts: the first field, else the heading; never a button. */
  focusStart(): void;
  /** Set by the form to "has the user changed anything?", read on a stray dismissal. */
  readonly isDirty: RefObject<() => boolean>;
  /**
   * Props for the element that holds the whole flow (a dialog's content, a panel's section): spread them on it,
   * since `ask` and `focusStart` look inside it.
   */
  getRootProps(): {
    ref: RefObject<HTMLElement | null>;
    'aria-labelledby': string;
    'data-mode': 'form' | 'url' | 'rejected';
    'data-phase': FlowPhase;
  };
  /** Props for the flow's heading: its id labels the root, and it takes focus when there is no field. */
  getTitleProps(): { id: string; ref: RefObject<HTMLHeadingElement | null>; tabIndex: -1 };
  /**
   * Render it once, anywhere in your output: it tells a real unmount (which reports `cancel` for an unanswered
   * request) from StrictMode's remount or a hidden `<Activity>`.
   */
  readonly anchor: ReactElement;
}

/**
 * The whole consent state machine of one elicitation, without any markup: the steps (form → review →
 * sending, URL consent → waiting → completed), decline / cancel / dismiss with the spec's meaning, expiry by
 * `signal`, a failed delivery, the inline questions that guard a stray dismissal, and exactly one `onResult`
 * per request (unmounting an unanswered one reports `cancel`). `ElicitationDialog` and `ElicitationPanel` are
 * views of it; build your own the same way. One flow serves one request: render the next request in a new
 * component (a new React `key`), while a new but equal `request` object keeps the flow.
 *
 * @example
 * function MyConfirm({ params, respond }: { params: unknown; respond: ResultHandler }) {
 *   const flow = useElicitationFlow(params, { server: { name: 'files' }, onResult: respond });
 *   if (!flow.open) return <p>Answered</p>;
 *   return (
 *     <section {...flow.getRootProps()}>
 *       {flow.anchor}
 *       <h2 {...flow.getTitleProps()}>{flow.request?.message}</h2>
 *       <button disabled={flow.locked} onClick={() => flow.accept({})}>Yes</button>
 *       <button disabled={flow.locked} onClick={flow.decline}>No</button>
 *     </section>
 *   );
 * }
 */
export function useElicitationFlow(
  input: ElicitationRequestInput,
  options: UseElicitationFlowOptions,
): ElicitationFlow {
  return useFlowWith(input, options, parseElicitRequest);
}

/**
 * The flow, raw params parsed with `parse` (none: refused). Apart from {@link useElicitationFlow} so that the
 * provider's dialog, whose requests the queue already parsed, does not bundle `parseElicitRequest`.
 * @internal
 */
export function useFlowWith(
  input: ElicitationRequestInput,
  options: UseElicitationFlowOptions,
  parse: ElicitationParser | undefined,
): ElicitationFlow {
  const resolved = useResolvedRequest(input, parse);
  const { request } = resolved;
  const { signal, onDeclineAll } = options;
  const { report, answered, expire, reopen, anchor } = useExactlyOnce(options.onResult, signal);
  const [open, setOpen] = useControllableState({
    prop: options.open,
    defaultProp: options.defaultOpen ?? true,
    onChange: options.onOpenChange,
    caller: 'useElicitationFlow',
  });
  const urlAccept = request?.mode === 'url' ? (options.urlAccept ?? defaultUrlAccept(request)) : undefined;
  // "Not finished yet" picks up where the user was: waiting, the accept still held for Continue.
  const [phase, setPhase] = useState<FlowPhase>(() =>
    options.notFinished && urlAccept === 'on-continue' ? 'waiting' : 'form',
  );
  const [sending, setSending] = useState(false);
  const [expired, setExpired] = useState(() => signal?.aborted === true);
  const [endedBy, setEndedBy] = useState(() => (signal?.aborted ? endReasonOf(signal.reason) : undefined));
  const [undelivered, setUndelivered] = useState<AnswerNotDeliveredError | undefined>(undefined);
  const [result, setResult] = useState<ElicitResult | undefined>(undefined);
  const isDirty = useRef(() => false);
  const titleId = useId();
  const server = toServerIdentity(options.server);
  const serverName = useShownServer(server, options.reservedNames).inSentence;
  const i18n = useI18n();

  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });
  // Once per request content, StrictMode's second effect run included.
  const toldError = useRef<ElicitationError | undefined>(undefined);
  useEffect(() => {
    if (!resolved.error || toldError.current === resolved.error) return;
    toldError.current = resolved.error;
    latest.current.onError?.(resolved.error);
  }, [resolved.error]);

  useEffect(() => {
    if (!signal) return;
    const onAbort = () => {
      expire();
      setExpired(true);
      setEndedBy(endReasonOf(signal.reason));
    };
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort);
    return () => signal.removeEventListener('abort', onAbort);
  }, [signal, expire]);

  const send = useCallback(
    (answer: ElicitResult) => {
      const delivery = report(answer);
      if (delivery !== false) setResult(answer);
      return delivery;
    },
    [report],
  );

  // A host that closes the flow itself before the user answered has dismissed it: `cancel`.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) void send(cancelResult());
    wasOpen.current = open;
  }, [open, send]);

  const finish = useCallback(
    (answer: ElicitResult, after: 'close' | 'waiting' = 'close') => {
      const delivery = send(answer);
      // Already answered (or expired): a dismissal just closes.
      if (delivery === false) {
        if (answer.action === 'cancel') setOpen(false);
        return;
      }
      const settle = () => (after === 'waiting' ? setPhase('waiting') : setOpen(false));
      setUndelivered(undefined);
      const refused = (error: unknown) => {
        // The request ended while the answer travelled (answered in another tab, expired): it was not taken, so
        // the flow ends as an expiry does, saying why, not as a failure of ours.
        if (signal?.aborted) return setResult(undefined);
        if (isAnswerNotDelivered(error)) {
          reopen();
          setResult(undefined);
          setUndelivered(error);
          // Fields to fix: back to the form, which kept every value.
          if (error.kind === 'invalid-content') setPhase('form');
          return;
        }
        setPhase('failed');
      };
      if (delivery instanceof Promise) {
        setSending(true);
        delivery.then(settle, refused).finally(() => setSending(false));
      } else {
        settle();
      }
    },
    [send, setOpen, signal, reopen],
  );

  // The out-of-band step finished: an accept still held for Continue goes now, as Continue would send it.
  const completed = options.completed === true && phase === 'waiting';
  useEffect(() => {
    if (!completed) return;
    const delivery = urlAccept === 'on-continue' ? send(acceptResult()) : false;
    setPhase('completed');
    if (delivery instanceof Promise) delivery.catch(() => setPhase('failed'));
  }, [completed, urlAccept, send]);

  const locked = expired || sending || answered;
  const closeOnly = expired || phase === 'failed' || phase === 'completed' || resolved.error !== undefined;

  const { asking, ask, keepGoing, focusStart, rootRef, titleRef } = useFlowFocus<FlowQuestion>(locked);

  const dismiss = () => {
    // While an answer is on its way the flow stays, so a failed delivery can still be shown.
    if (sending || asking === 'discard') return;
    // A stray dismissal must not throw away what the user typed: ask first (once).
    if (!locked && !closeOnly && isDirty.current()) return ask('discard');
    // Nor what the user did on the site: coming back to the tab, the first click often lands outside.
    if (!locked && !closeOnly && phase === 'waiting' && urlAccept === 'on-continue')
      return ask('stop-waiting');
    finish(cancelResult());
  };

  const confirm = () => {
    if (asking === 'decline-all') latest.current.onDeclineAll?.();
    else if (asking !== undefined) finish(cancelResult());
  };

  const openUrl = () => {
    if (request?.mode !== 'url' || locked || phase !== 'form' || request.url.blocked) return;
    // Opened only here, on the user's click: never prefetched, never automatic.
    openElicitationUrl(request.url.href);
    latest.current.onOpenUrl?.();
    if (urlAccept === 'on-open') finish(acceptResult(), 'waiting');
    else setPhase('waiting');
  };

  const accept = (content: ElicitContent = {}): FieldError[] => {
    if (locked || closeOnly) return [];
    if (request?.mode === 'form') {
      const errors = validateContent(request.form, content, {
        locale: i18n.locale,
        messages: i18n.overrides,
      });
      if (errors.length === 0) finish(acceptResult(content));
      return errors;
    }
    if (request?.mode === 'url' && phase === 'waiting' && urlAccept === 'on-continue') finish(acceptResult());
    return [];
  };

  return {
    request,
    error: resolved.error,
    server,
    serverName,
    phase,
    open,
    sending,
    continuing: sending && phase === 'waiting' && urlAccept === 'on-continue',
    expired,
    endedBy,
    undelivered,
    answered,
    locked,
    closeOnly,
    asking,
    confirmation: request?.mode === 'form' && isConfirmation(request.form),
    urlAccept,
    offersDeclineAll: onDeclineAll !== undefined,
    result,
    finish,
    accept,
    decline: () => finish(declineResult()),
    cancel: () => finish(cancelResult()),
    dismiss,
    openUrl,
    setPhase,
    ask,
    confirm,
    keepGoing,
    focusStart,
    isDirty,
    getRootProps: () => ({
      ref: rootRef,
      'aria-labelledby': titleId,
      'data-mode': request?.mode ?? 'rejected',
      'data-phase': phase,
    }),
    getTitleProps: () => ({ id: titleId, ref: titleRef, tabIndex: -1 }),
    anchor,
  };
}
