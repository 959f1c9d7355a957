/** What {@link followSignal} returns: connections, and the check to run when the options may name another signal. */
export interface SignalFollower {
  /** One more follower (a view, or the queue for its entry); returns its stop, safe to call twice. */
  connect(): () => void;
  /** Follows the signal `current()` names now, when anyone is connected (after the options changed). */
  refresh(): void;
}

/**
 * Follows the request's signal while at least one follower is connected, and calls `onAbort` with it when it aborts,
 * or at once when it had aborted already: one listener however many views and queues follow the same flow.
 *
 * @example
 * const signal = followSignal(() => options.signal, (aborted) => expire(aborted.reason));
 * const stop = signal.connect();
 */
export function followSignal(
  current: () => AbortSignal | undefined,
  onAbort: (signal: AbortSignal) => void,
): SignalFollower {
  let connected = 0;
  let followed: AbortSignal | undefined;
  const aborted = () => {
    if (followed) onAbort(followed);
  };
  const refresh = () => {
    const next = connected > 0 ? current() : undefined;
    if (followed === next) return;
    followed?.removeEventListener('abort', aborted);
    followed = next;
    if (followed?.aborted) onAbort(followed);
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
