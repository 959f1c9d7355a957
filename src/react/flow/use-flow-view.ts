'use client';
import {
  type ReactElement,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { ElicitationFlowOptions, ElicitationFlowView } from '../../core/flow/flow-options.js';
import type { FlowPhase } from '../../core/flow/flow-phase.js';
import type {
  ElicitationFlowActions,
  ElicitationFlowMachine,
  ElicitationFlowState,
} from '../../core/flow/flow-state.js';
import type { ExperimentalDrafts } from '../../core/wire/experimental.js';
import { useI18n } from '../shared/i18n.js';
import { useShownServer } from '../shared/server-identity.js';
import { useIsomorphicLayoutEffect } from '../shared/use-isomorphic-layout-effect.js';
import { useRealUnmount } from '../shared/use-real-unmount.js';
import { useFlowFocus } from './use-flow-focus.js';

/**
 * The consent state of one elicitation (the core flow's state and actions), with what a React presentation needs
 * to show it: the server's name for a sentence, focus, the prop getters and the unmount anchor.
 */
export interface ElicitationFlow extends ElicitationFlowState, ElicitationFlowActions {
  /** The server's name as shown inside a sentence (`Server “…”` when it imitates your app). */
  readonly serverName: string;
  /** The drafts the flow speaks (a queue entry's: its queue's), for drawing what they add. */
  readonly experimental: ExperimentalDrafts | undefined;
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

/** What a view of a flow decides itself: whether it is open, who hears it close, "Decline all", reserved names. */
export type FlowViewOptions = Pick<
  ElicitationFlowOptions,
  'open' | 'onOpenChange' | 'onDeclineAll' | 'reservedNames'
>;

/**
 * Shows `machine` in a React view: subscribed with `useSyncExternalStore`, with the view's own hooks attached (its
 * form's "changed anything?", focus to return to, the locale errors are worded in, and `view`). The one binding of
 * every view: `useElicitationFlow` for a flow of its own, the provider's dialog and the queue's panel for an entry's.
 *
 * @example
 * const flow = useFlowView(entry.flow, { onDeclineAll: () => queue.declineAll(entry.source) });
 */
export function useFlowView(machine: ElicitationFlowMachine, view: FlowViewOptions): ElicitationFlow {
  const i18n = useI18n();
  const isDirty = useRef(() => false);
  // Asked for by the core just before it asks a question; set once the focus hook exists (below).
  const remember = useRef(() => undefined as void);
  const attached: ElicitationFlowView = {
    open: view.open,
    onOpenChange: view.onOpenChange,
    onDeclineAll: view.onDeclineAll,
    locale: i18n.locale,
    messages: i18n.overrides,
    isDirty: () => isDirty.current(),
    onAsk: () => remember.current(),
  };
  const state = useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);
  // Attached after each render; a state the view changes (its `open`, its "Decline all") renders again at once,
  // before anything is painted, even on the first render, before the store is subscribed.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useIsomorphicLayoutEffect(() => {
    const detach = machine.attach(attached);
    if (machine.getState() !== state) rerender();
    return detach;
  });
  useEffect(() => machine.connect(), [machine]);
  const anchor = useRealUnmount(machine.abandon);

  const focus = useFlowFocus(state.asking, state.locked);
  remember.current = focus.remember;
  const titleId = useId();
  const serverName = useShownServer(state.server, view.reservedNames).inSentence;
  const { returnAfterAsking } = focus;
  const keepGoing = useCallback(() => {
    returnAfterAsking();
    machine.keepGoing();
  }, [machine, returnAfterAsking]);

  return {
    ...state,
    serverName,
    experimental: machine.experimental,
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
