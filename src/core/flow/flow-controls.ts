import type { ElicitResult } from '../wire/protocol.js';
import type { ElicitationFlowMachine } from './flow-state.js';

/**
 * What the holder of a flow (the queue entry whose request it is) may do and no view may: give it an answer the
 * process's door already checked, and say the host opened the link itself. Not public: a view answers through the
 * flow's actions, each through the door.
 * @internal
 */
export interface FlowControls {
  /**
   * Reports `result` without checking it again, and closes: an answer this process's door admitted already (the
   * bridge's answer route, whose 422 is that check), or a `cancel`, which carries nothing to check. Ignored once
   * answered, like any answer.
   */
  settleChecked(result: ElicitResult): void;
  /**
   * URL mode: the link was opened outside the flow (`entry.open()`): the flow waits, reporting `accept` at once with
   * `on-open`. Ignored unless the flow is at its consent step and answerable.
   */
  opened(): void;
  /**
   * The server stopped waiting (the holder followed the request's `signal`, with its abort `reason`): the flow is
   * `expired`, says why when the reason tells, and reports nothing any more.
   */
  expire(reason: unknown): void;
  /**
   * Answers for the host's policy, through the one door (as `finish`: an invalid `accept` throws
   * `AnswerNotDeliveredError` and changes nothing), marked as answered by `rule`, and closes.
   */
  answerByPolicy(result: ElicitResult, rule: string): void;
}

const controls = new WeakMap<ElicitationFlowMachine, FlowControls>();

/**
 * Gives `flow` its holder's controls (called once, by `createElicitationFlow`).
 * @internal
 */
export function registerControls(flow: ElicitationFlowMachine, given: FlowControls): void {
  controls.set(flow, given);
}

/**
 * The controls of a flow (every flow is made by `createElicitationFlow`): what the queue entry holding it uses.
 *
 * @example
 * controlsOf(entry.flow).settleChecked(outcome); // the bridge's checked answer, not checked again
 * @internal
 */
export function controlsOf(flow: ElicitationFlowMachine): FlowControls {
  // Every flow is made by `createElicitationFlow`, which registers its controls before anyone can hold it.
  return controls.get(flow) as FlowControls;
}
