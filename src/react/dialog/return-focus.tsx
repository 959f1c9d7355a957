'use client';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useRef } from 'react';

/** A run of dialogs shown one after another (the provider's queue): where focus goes back at its end. */
interface FocusRun {
  /** What had focus before the run's first dialog opened. */
  opener: HTMLElement | null;
  /** A dialog of the run is on screen. */
  showing: boolean;
}

const FocusRunContext = createContext<FocusRun | null>(null);

/**
 * Groups the dialogs shown one after another into one run for focus: each next dialog opens as the last one
 * closes, when focus is on `<body>`, so only the first can tell what had focus before, and only the last may
 * give it back.
 */
export function FocusRunScope({ showing, children }: { showing: boolean; children: ReactNode }) {
  const run = useRef<FocusRun>({ opener: null, showing: false }).current;
  useLayoutEffect(() => {
    run.showing = showing;
    if (!showing) run.opener = null;
    return () => {
      run.showing = false;
    };
  }, [run, showing]);
  return <FocusRunContext.Provider value={run}>{children}</FocusRunContext.Provider>;
}

/**
 * Remembers what had focus when a dialog opened and returns the dialog's `onCloseAutoFocus`, which gives focus
 * back to it (Radix would return it to a `Dialog.Trigger`; we have none). In a run, the element is the run's opener
 * and a dialog that the next one replaced leaves focus where that one put it.
 *
 * @example
 * const onCloseAutoFocus = useReturnFocus(open);
 * <Dialog.Content onCloseAutoFocus={onCloseAutoFocus} />
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const run = useContext(FocusRunContext);
  const target = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (run) run.opener ??= focused;
    target.current = run ? run.opener : focused;
  }, [open, run]);
  return useCallback(
    (event: Event) => {
      if (run?.showing) {
        event.preventDefault();
        return;
      }
      const element = target.current;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
    [run],
  );
}
