'use client';
import { type ReactElement, useCallback, useRef, useState } from 'react';
import type { ElicitResult } from '../../core/wire/protocol.js';
import { cancelResult } from '../../core/wire/results.js';
import { useIsomorphicLayoutEffect } from '../shared/use-isomorphic-layout-effect.js';
import { useRealUnmount } from '../shared/use-real-unmount.js';

/** What delivering the user's answer may return: a promise lets the dialog say when delivery failed. */
export type ResultHandler = (result: ElicitResult) => void | Promise<unknown>;

export interface ExactlyOnce {
  /** Reports `result` unless an answer was already reported or the request expired; false if it was not. */
  report: (result: ElicitResult) => ReturnType<ResultHandler> | false;
  /** Whether an answer was reported; state, so the caller re-renders when it flips. */
  answered: boolean;
  /** After expiry nothing is reported any more, not even the `cancel` of an unmount. */
  expire: () => void;
  /**
   * The reported answer was not delivered and the request still waits (the handler rejected with an
   * `AnswerNotDeliveredError`): the next answer counts again. Nothing reached the server, so one answer stays one.
   */
  reopen: () => void;
  /** Render it once: it tells a real unmount (which reports `cancel`) from a hidden or StrictMode one. */
  anchor: ReactElement;
}

/**
 * Guarantees one result per request, whatever the user or the host does: double clicks, closing
 * while sending, and unmounting an unanswered dialog (which reports `cancel`). Hiding it in
 * `<Activity mode="hidden">` is not an unmount: the request stays pending.
 *
 * @example
 * const once = useExactlyOnce(onResult, signal); // once `signal` aborts, nothing is reported, unmount included
 * return <>{once.anchor}<button disabled={once.answered} onClick={() => once.report(declineResult())}>Decline</button></>;
 */
export function useExactlyOnce(onResult: ResultHandler, signal?: AbortSignal): ExactlyOnce {
  const latest = useRef(onResult);
  const lifetime = useRef(signal);
  useIsomorphicLayoutEffect(() => {
    latest.current = onResult;
    lifetime.current = signal;
  });
  // The ref guards synchronously (two clicks in one frame); the state is what rendering reads.
  const done = useRef(false);
  const [answered, setAnswered] = useState(false);

  // `signal` is read at the moment of answering, not only through `expire`: the flow's abort listener is an
  // effect, which a hidden <Activity> tears down, so a request can expire unseen and then be removed.
  const report = useCallback((result: ElicitResult) => {
    if (done.current || lifetime.current?.aborted) return false;
    done.current = true;
    setAnswered(true);
    return latest.current(result);
  }, []);
  const expire = useCallback(() => {
    done.current = true;
  }, []);
  const reopen = useCallback(() => {
    if (lifetime.current?.aborted) return;
    done.current = false;
    setAnswered(false);
  }, []);

  const anchor = useRealUnmount(() => {
    if (done.current || lifetime.current?.aborted) return;
    done.current = true;
    void Promise.resolve(latest.current(cancelResult())).catch(() => undefined);
  });

  return { report, answered, expire, reopen, anchor };
}
