import type { FormModel } from '../schema/model.js';
import type { ElicitationState } from './url-timing.js';

/**
 * The flow's step. Form mode: `form` → `review` (unless a confirmation). URL mode: `form` (consent) →
 * `waiting` (the link was opened; the user finishes on the site) → `completed` (the server said the step is
 * done). `failed`: the answer could not be delivered.
 *
 * The same life as the queue entry's {@link ElicitationState}, seen by the view: the entry is `asking` during
 * `form`, `review` and `failed`; `waiting` and `completed` are the same words in both.
 * @inline
 */
export type FlowPhase = 'form' | 'review' | 'waiting' | 'completed' | 'failed';

/**
 * The queue entry's state read off its flow's phase: `form`, `review` and `failed` are all still asking.
 *
 * @example
 * stateOfPhase('review'); // 'asking'
 */
export function stateOfPhase(phase: FlowPhase): ElicitationState {
  return phase === 'waiting' || phase === 'completed' ? phase : 'asking';
}

/**
 * A yes/no question: no fields at all, or a single checkbox. It is answered in one step, with Send
 * labelled "Confirm", and no review of an empty table.
 *
 * @example
 * isConfirmation(parseElicitRequest({ message: 'Delete 3 files?', requestedSchema: { type: 'object', properties: {} } }).form); // true
 */
export function isConfirmation(model: FormModel): boolean {
  const [only, ...rest] = model.fields;
  return only === undefined || (rest.length === 0 && only.kind === 'boolean');
}

/**
 * The question the flow is asking in place before something that cannot be undone, if any.
 * @inline
 */
export type FlowQuestion = 'discard' | 'decline-all' | 'stop-waiting';
