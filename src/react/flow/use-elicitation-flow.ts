'use client';
import {
  type ReactElement,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type CreateElicitationFlowOptions,
  createFlowFor,
  type ElicitationFlowMachine,
} from '../../core/flow/elicitation-flow.js';
import type { FlowPhase } from '../../core/flow/flow-phase.js';
import type {
  ElicitationFlowActions,
  ElicitationFlowOptions,
  ElicitationFlowState,
} from '../../core/flow/flow-state.js';
import type { ElicitationRequestInput } from '../../core/flow/resolve-request.js';
import type { ElicitationParser } from '../../core/request/parse-request.js';
import { parseElicitRequest } from '../../core/request/parse-request.js';
import { useI18n } from '../shared/i18n.js';
import { useShownServer } from '../shared/server-identity.js';
import { useIsomorphicLayoutEffect } from '../shared/use-isomorphic-layout-effect.js';
import { useRealUnmount } from '../shared/use-real-unmount.js';
import { useFlowFocus } from './use-flow-focus.js';
import { useResolvedRequest } from './use-resolved-request.js';

/**
 * Options of {@link useElicitationFlow}: the core flow's options (who asks, where the answer goes, what the host
 * knows of the request) and your app's reserved names. `ElicitationDialog` and the live `ElicitationPanel` take
 * exactly these.
 */
export interface UseElicitationFlowOptions extends ElicitationFlowOptions {
  /** Your app's own names: a server using one of them is shown as `Server “…”` (see `ElicitationDialog`). */
  reservedNames?: readonly string[];
}

/**
 * The consent state of one elicitation (the core flow's state and actions), with what a React presentation needs
 * to show it: the server's name for a sentence, focus, the prop getters and the unmount anchor.
 */
export interface ElicitationFlow extends ElicitationFlowState, ElicitationFlowActions {
  /** The server's name as shown inside a sentence (`Server “…”` when it imitates your app). */
  readonly serverName: string;
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
 * The consent state machine of one elicitation, without any markup: a thin React binding of the core flow
 * (`createElicitationFlow`), which holds the rules — the steps (form → review → sending, URL consent → waiting →
 * completed), decline / cancel / dismiss with the spec's meaning, expiry by `signal`, a failed delivery, the inline
 * questions that guard a stray dismissal, and exactly one `onResult` per request (unmounting an unanswered one
 * reports `cancel`), through one door (an `accept` whose content fails the schema is never reported). This adds
 * focus, the prop getters and the unmount anchor. `ElicitationDialog` and `ElicitationPanel` are views of it; build
 * your own the same way. One flow serves one request: render the next request in a new component (a new React
 * `key`), while a new but equal `request` object keeps the flow.
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

/** What a queue-driven view adds to the host's options. */
export interface FlowHolder {
  /** The queue entry was answered by the queue (a completed URL request): report nothing more. */
  answeredByHolder?: boolean;
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
  holder: FlowHolder = {},
): ElicitationFlow {
  const resolved = useResolvedRequest(input, parse, options.experimental);
  const i18n = useI18n();
  const isDirty = useRef(() => false);
  // Asked for by the core just before it asks a question; set once the focus hook exists (below).
  const remember = useRef(() => undefined as void);
  const coreOptions: CreateElicitationFlowOptions = {
    ...options,
    locale: i18n.locale,
    messages: i18n.overrides,
    isDirty: () => isDirty.current(),
    onAsk: () => remember.current(),
    answeredByHolder: holder.answeredByHolder === true,
  };
  // One machine per flow (TanStack Form's useForm keeps its FormApi the same way); StrictMode's second call of the
  // initialiser makes one that is dropped untouched (creating one has no side effect).
  const [machine] = useState<ElicitationFlowMachine>(() => createFlowFor(resolved, coreOptions));
  useIsomorphicLayoutEffect(() => machine.update(coreOptions));
  useEffect(() => machine.connect(), [machine]);
  const state = useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);
  const anchor = useRealUnmount(machine.abandon);

  const focus = useFlowFocus(state.asking, state.locked);
  remember.current = focus.remember;
  const titleId = useId();
  const serverName = useShownServer(state.server, options.reservedNames).inSentence;
  const { returnAfterAsking } = focus;
  const keepGoing = useCallback(() => {
    returnAfterAsking();
    machine.keepGoing();
  }, [machine, returnAfterAsking]);

  return {
    ...state,
    serverName,
    finish: machine.finish,
    accept: machine.accept,
    decline: machine.decline,
    cancel: machine.cancel,
    dismiss: machine.dismiss,
    openUrl: machine.openUrl,
    setPhase: machine.setPhase,
    ask: machine.ask,
    confirm: machine.confirm,
    choosePersist: machine.choosePersist,
    keepGoing,
    focusStart: focus.focusStart,
    isDirty,
    getRootProps: () => ({
      ref: focus.rootRef,
      'aria-labelledby': titleId,
      'data-mode': state.request?.mode ?? 'rejected',
      'data-phase': state.phase,
    }),
    getTitleProps: () => ({ id: titleId, ref: focus.titleRef, tabIndex: -1 }),
    anchor,
  };
}
