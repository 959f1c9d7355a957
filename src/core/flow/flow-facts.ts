import type { PersistChoice } from '../request/persist-offer.js';
import type { ElicitResult } from '../wire/protocol.js';
import type { AnswerNotDeliveredError } from './delivery-error.js';
import { type FlowPhase, type FlowQuestion, isConfirmation } from './flow-phase.js';
import type { ElicitationFlowState } from './flow-state.js';
import type { ElicitationEndReason } from './settlement.js';

/** What a flow's actions change: the facts its state is read from (see {@link stateOf}). */
export interface FlowFacts {
  phase: FlowPhase;
  /** An answer is on its way (its delivery's promise is pending). */
  sending: boolean;
  expired: boolean;
  endedBy: ElicitationEndReason | undefined;
  undelivered: AnswerNotDeliveredError | undefined;
  /** What the flow reported, once it did. */
  result: ElicitResult | undefined;
  asking: FlowQuestion | undefined;
  persist: PersistChoice;
  /** The host's policy rule that answered, once one did. */
  answeredBy: { readonly policy: string } | undefined;
  /**
   * URL mode: the request's analysis is loading; until it is in, the request is `unchecked` (blocked), and a failed
   * load leaves it so.
   */
  checking: boolean;
}

/** What the state reads besides the facts: the request, and what the flow's options and its one answer say now. */
export type FlowReadings = Pick<
  ElicitationFlowState,
  | 'request'
  | 'error'
  | 'server'
  | 'open'
  | 'answered'
  | 'urlAccept'
  | 'notFinished'
  | 'offersDeclineAll'
  | 'expiresAt'
>;

/**
 * A flow's state from its facts and readings: what follows from them (locked, only closing left, continuing, a
 * confirmation, the offered scopes) is worked out here, once.
 *
 * @example
 * stateOf(facts, readings).locked; // true while an answer travels
 */
export function stateOf(facts: FlowFacts, read: FlowReadings): ElicitationFlowState {
  const { phase, sending, expired } = facts;
  const { request, answered } = read;
  return {
    ...read,
    ...facts,
    continuing: sending && phase === 'waiting' && read.urlAccept === 'on-continue',
    locked: expired || sending || answered,
    closeOnly: expired || phase === 'failed' || phase === 'completed' || read.error !== undefined,
    confirmation: request?.mode === 'form' && isConfirmation(request.form),
    persistOffer: request?.mode === 'form' ? request.persistOffer : undefined,
  };
}

/** Whether two states say the same, key by key: a flow publishes a new state only when one differs. */
export function sameState(a: ElicitationFlowState, b: ElicitationFlowState): boolean {
  for (const key of Object.keys(a) as (keyof ElicitationFlowState)[]) if (a[key] !== b[key]) return false;
  return true;
}
