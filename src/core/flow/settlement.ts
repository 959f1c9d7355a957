import type { BridgeSettledReason } from '../bridge-wire/contract.js';
import type { ElicitAction } from '../wire/protocol.js';

/**
 * Why a request ended without this page's answer, as the person is told: `another-tab` (answered elsewhere, in
 * another tab or window of the same user), `expired` (it ran out of time: a deadline the flow knew passed, `expiresAt`
 * from the host, the bridge's TTL or a task's; the server got `cancel`, or a failed task),
 * `cancelled-by-server` (the MCP request was aborted), `shutdown` (the app stopped waiting), `declined-all` /
 * `cancelled-all` (settled in bulk by the host), `gone` (the bridge no longer knows it).
 * @inline
 */
export type ElicitationEndReason =
  | 'another-tab'
  | 'expired'
  | 'cancelled-by-server'
  | 'shutdown'
  | 'declined-all'
  | 'cancelled-all'
  | 'gone';

/**
 * The `reason` a remote queue entry's `signal` is aborted with: how the request was settled, and why this page
 * did not settle it. Read it with {@link endReasonOf}.
 */
export interface SettledElsewhere {
  /** Tells this reason from any other an `AbortSignal` may carry. */
  readonly kind: 'settled-elsewhere';
  /** What the MCP server got (`cancel` when nothing is known, `gone`). */
  readonly action: ElicitAction;
  /** Why this page's answer was not the one. */
  readonly reason: ElicitationEndReason;
}

const REASONS: readonly ElicitationEndReason[] = [
  'another-tab',
  'expired',
  'cancelled-by-server',
  'shutdown',
  'declined-all',
  'cancelled-all',
  'gone',
];

/** Whether `value` is an {@link ElicitationEndReason}: records read back from storage are checked with it. */
export function isEndReason(value: unknown): value is ElicitationEndReason {
  return REASONS.includes(value as ElicitationEndReason);
}

/**
 * Why the request behind an aborted `signal` ended, when the queue said so (a remote queue aborts with a
 * {@link SettledElsewhere}); `undefined` for a plain abort (an expiry with no known reason).
 *
 * @example
 * signal.addEventListener('abort', () => show(endReasonOf(signal.reason) ?? 'expired'));
 */
export function endReasonOf(reason: unknown): ElicitationEndReason | undefined {
  if (typeof reason !== 'object' || reason === null) return undefined;
  const { kind, reason: why } = reason as Partial<SettledElsewhere>;
  return kind === 'settled-elsewhere' && isEndReason(why) ? why : undefined;
}

/**
 * The reason a flow ends with when its deadline (`expiresAt`) passed: it ran out of time, and the server gets
 * `cancel` from whoever holds the request (the queue, the bridge), never a `decline`.
 */
export const RAN_OUT_OF_TIME: SettledElsewhere = Object.freeze({
  kind: 'settled-elsewhere',
  action: 'cancel',
  reason: 'expired',
});

/** The abort reason for a request settled with `action` for `reason` (`answered`: by another page). */
export function settledElsewhere(
  action: ElicitAction,
  reason: BridgeSettledReason | 'gone',
): SettledElsewhere {
  return Object.freeze({
    kind: 'settled-elsewhere',
    action,
    reason: reason === 'answered' ? 'another-tab' : reason,
  });
}
