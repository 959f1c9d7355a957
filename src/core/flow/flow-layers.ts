import type { LocaleOptions } from '../messages/keys.js';
import type { ElicitationFlowOptions, ElicitationFlowView } from './flow-options.js';

/** Who decides what in a flow: see {@link createFlowLayers}. */
export interface FlowLayers {
  /** The host's options now (a queue entry's: what its queue gave). */
  readonly options: ElicitationFlowOptions;
  /** The view attached now, if any. */
  readonly view: ElicitationFlowView | undefined;
  /** Replaces the host's options. */
  update(options: ElicitationFlowOptions): void;
  /** Attaches `view` (replacing the last one); returns the detach, which does nothing once another was attached. */
  attach(view: ElicitationFlowView): () => void;
  /** Open now: the view's `open`, else the host's, else the flow's own (from `defaultOpen`). */
  isOpen(): boolean;
  /**
   * Opens or closes: the flow's own state, unless the view or the host controls it; either way whoever listens
   * (`onOpenChange`) is told, after `changed` ran for a change of the flow's own.
   */
  setOpen(open: boolean, changed: () => void): void;
  /** The view went away for good: the flow's own state is closed, and nobody is told. */
  closeOwn(): void;
  /** "Decline all", the view's offer first. */
  onDeclineAll(): (() => void) | undefined;
  /** The locale errors are worded in, the view's first. */
  wording(): LocaleOptions;
}

/**
 * The two layers a flow reads its options from: the host's (`update`, or a queue's when the flow is an entry's)
 * and the view's (`attach`), whose keys win, each key the view leaves out falling back to the host's; and the open
 * state that follows from them.
 *
 * @example
 * const layers = createFlowLayers(options);
 * layers.attach({ open: false });
 * layers.isOpen(); // false
 */
export function createFlowLayers(initial: ElicitationFlowOptions): FlowLayers {
  let options = initial;
  let view: ElicitationFlowView | undefined;
  let own = initial.defaultOpen ?? true;
  const controlled = () => view?.open ?? options.open;
  return {
    get options() {
      return options;
    },
    get view() {
      return view;
    },
    update(next) {
      options = next;
    },
    attach(next) {
      view = next;
      return () => {
        if (view === next) view = undefined;
      };
    },
    isOpen: () => controlled() ?? own,
    setOpen(open, changed) {
      const given = controlled();
      if (given === undefined) {
        if (own === open) return;
        own = open;
        changed();
      }
      if (given !== open) (view?.onOpenChange ?? options.onOpenChange)?.(open);
    },
    closeOwn() {
      own = false;
    },
    onDeclineAll: () => view?.onDeclineAll ?? options.onDeclineAll,
    wording: () => ({
      locale: view?.locale ?? options.locale,
      messages: view?.messages ?? options.messages,
    }),
  };
}
