import type { ElicitResult } from '../wire/protocol.js';
import { cancelResult } from '../wire/results.js';

/** What delivering the user's answer may return: a promise lets the flow say when delivery failed. */
export type ResultHandler = (result: ElicitResult) => void | Promise<unknown>;

/** The single answer of one request: see {@link createExactlyOnce}. */
export interface ExactlyOnce {
  /**
   * Reports `result` unless an answer was already reported or the request expired; `false` if it was not. A
   * handler that throws is a delivery that failed at once: its error comes back as a rejected promise.
   */
  report(result: ElicitResult): ReturnType<ResultHandler> | false;
  /** Whether an answer was reported (and not given back by {@link ExactlyOnce.reopen}). */
  readonly answered: boolean;
  /** After expiry nothing is reported any more, not even the `cancel` of {@link ExactlyOnce.abandon}. */
  expire(): void;
  /**
   * The reported answer was not delivered and the request still waits (the handler rejected with an
   * `AnswerNotDeliveredError`): the next answer counts again. Nothing reached the server, so one answer stays one.
   */
  reopen(): void;
  /**
   * The view went away for good: an unanswered, unexpired request is reported `cancel` (a failure of its delivery
   * is nobody's to show). Returns what {@link ExactlyOnce.report} would: `false` when nothing was reported.
   */
  abandon(): ReturnType<ResultHandler> | false;
}

/**
 * Guarantees one result per request, whatever the user or the host does: double clicks, closing while sending,
 * and a view that goes away unanswered (`abandon`, which reports `cancel`). `handler` and `signal` are read at the
 * moment of answering, so a host may give new ones (a new closure on every render) and the latest is used; a
 * `signal` that aborted stops every report, even one the flow never heard expire.
 *
 * @example
 * const once = createExactlyOnce(() => onResult, () => signal);
 * once.report(declineResult()); // reported
 * once.report(acceptResult());  // false: already answered
 */
export function createExactlyOnce(
  handler: () => ResultHandler,
  signal: () => AbortSignal | undefined,
): ExactlyOnce {
  let done = false;
  let answered = false;
  return {
    report(result) {
      if (done || signal()?.aborted) return false;
      done = true;
      answered = true;
      try {
        return handler()(result);
      } catch (error) {
        return Promise.reject(error);
      }
    },
    get answered() {
      return answered;
    },
    expire() {
      done = true;
    },
    reopen() {
      if (signal()?.aborted) return;
      done = false;
      answered = false;
    },
    abandon() {
      if (done || signal()?.aborted) return false;
      done = true;
      answered = true;
      try {
        const delivery = handler()(cancelResult());
        // Nobody is left to tell of a failure: the view is gone.
        if (delivery instanceof Promise) delivery.catch(() => undefined);
        return delivery;
      } catch {
        return undefined;
      }
    },
  };
}
