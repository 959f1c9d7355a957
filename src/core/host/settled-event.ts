import type { ElicitResult } from '../wire/protocol.js';
import { consentReceipt } from './consent-receipt.js';
import type { PendingElicitation, SettledElicitation } from './queue.js';

/**
 * What `onSettled` hears of an entry that settled with `result`: the answer its flow sent (the person's, a policy
 * rule's, a bulk one), marked `answeredBy` when a rule gave it; or, when the flow ended unanswered, why (`endedBy`):
 * a request that ran out of time (`expired`) had `cancel` sent for it; one the server withdrew had nothing.
 *
 * @example
 * onSettled?.(settledEvent(entry.view, result));
 */
export function settledEvent(entry: PendingElicitation, result: ElicitResult): SettledElicitation {
  const { request, server, origin, flow } = entry;
  const state = flow.getState();
  const answered = state.result !== undefined;
  const endedBy = answered ? undefined : state.endedBy;
  // Unanswered: the queue's `cancel` reached the server only when the deadline passed; an abort is the server's own.
  const sent = answered || !state.expired || endedBy === 'expired' ? result : undefined;
  const receipt = consentReceipt(request, server, sent, origin, {
    ...(answered && state.answeredBy ? { answeredBy: state.answeredBy } : {}),
    ...(endedBy ? { endedBy } : {}),
  });
  return Object.freeze({ entry, result, receipt });
}
