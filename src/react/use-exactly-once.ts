import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ElicitResult } from '../core/protocol.js';
import { cancelResult } from '../core/results.js';

/** What delivering the user's answer may return: a promise lets the dialog say when delivery failed. */
export type ResultHandler = (result: ElicitResult) => void | Promise<unknown>;

export interface ExactlyOnce {
  /** Reports `result` unless an answer was already reported or the request expired; true if reported. */
  report: (result: ElicitResult) => ReturnType<ResultHandler> | false;
  /** True once an answer was reported. */
  answered: () => boolean;
  /** After expiry nothing is reported any more, not even the `cancel` of an unmount. */
  expire: () => void;
}

/**
 * Guarantees one result per request, whatever the user or the host does: double clicks, closing
 * while sending, and unmounting an unanswered dialog (which reports `cancel`).
 */
export function useExactlyOnce(onResult: ResultHandler): ExactlyOnce {
  const latest = useRef(onResult);
  latest.current = onResult;
  const done = useRef(false);
  const mounted = useRef(false);

  const report = useCallback((result: ElicitResult) => {
    if (done.current) return false;
    done.current = true;
    return latest.current(result);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode unmounts and remounts at once; only a real unmount is still unmounted a tick later.
      queueMicrotask(() => {
        if (!mounted.current && !done.current) {
          done.current = true;
          void Promise.resolve(latest.current(cancelResult())).catch(() => undefined);
        }
      });
    };
  }, []);

  return useMemo(
    () => ({
      report,
      answered: () => done.current,
      expire: () => {
        done.current = true;
      },
    }),
    [report],
  );
}
