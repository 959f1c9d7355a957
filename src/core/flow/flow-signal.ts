import { RAN_OUT_OF_TIME } from './settlement.js';

/** What {@link followSignal} returns: connections, and the check to run when the options may name another signal. */
export interface SignalFollower {
  /** One more follower (a view, or the queue for its entry); returns its stop, safe to call twice. */
  connect(): () => void;
  /** Follows the signal and deadline the options name now, when anyone is connected (after the options changed). */
  refresh(): void;
}

/**
 * A deadline as given (`expiresAt`), checked: `undefined`, or milliseconds since the epoch (`Date.now()`'s clock).
 * Anything else is a `TypeError` naming `what`, never a timer that fires at once or never.
 *
 * @example
 * checkDeadline(Date.now() + 60_000, 'present: options.expiresAt'); // the same number
 */
export function checkDeadline(value: unknown, what: string): number | undefined {
  if (value === undefined || (typeof value === 'number' && Number.isFinite(value))) return value;
  throw new TypeError(`${what} must be a time in milliseconds (Date.now()'s clock), not ${String(value)}`);
}

/** The longest delay `setTimeout` takes (about 24.8 days); a later deadline is waited for in steps of it. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Follows the request's life while at least one follower is connected: its signal, calling `onEnd` with the abort
 * reason when it aborts (at once when it had aborted already), and its deadline (`expiresAt`, `Date.now()`
 * milliseconds), calling `onEnd` with {@link RAN_OUT_OF_TIME} when it passes. One listener and one timer however
 * many views and queues follow the same flow.
 *
 * @example
 * const life = followSignal(() => options.signal, () => options.expiresAt, (reason) => expire(reason));
 * const stop = life.connect();
 */
export function followSignal(
  current: () => AbortSignal | undefined,
  deadline: () => number | undefined,
  onEnd: (reason: unknown) => void,
): SignalFollower {
  let connected = 0;
  let followed: AbortSignal | undefined;
  let timed: { at: number; timer: ReturnType<typeof setTimeout> } | undefined;
  const aborted = () => {
    if (followed) onEnd(followed.reason);
  };
  const arm = (at: number | undefined) => {
    if (timed?.at === at) return;
    if (timed) clearTimeout(timed.timer);
    timed = undefined;
    if (at === undefined) return;
    const left = at - Date.now();
    if (left <= 0) return onEnd(RAN_OUT_OF_TIME);
    const timer = setTimeout(
      () => {
        timed = undefined;
        arm(at);
      },
      Math.min(left, LONGEST_TIMER_MS),
    );
    timed = { at, timer };
  };
  const refresh = () => {
    const next = connected > 0 ? current() : undefined;
    arm(connected > 0 ? deadline() : undefined);
    if (followed === next) return;
    followed?.removeEventListener('abort', aborted);
    followed = next;
    if (followed?.aborted) onEnd(followed.reason);
    else followed?.addEventListener('abort', aborted);
  };
  return {
    connect() {
      connected += 1;
      refresh();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        connected -= 1;
        refresh();
      };
    },
    refresh,
  };
}
