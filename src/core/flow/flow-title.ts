import type { BuiltInMessageKey } from '../messages/keys.js';
import type { ElicitationFlowState } from './flow-state.js';

/**
 * The heading's message: what kind of request this is, with `{server}`.
 *
 * @example
 * t(flowTitleKey(flow.getState()), { server: 'weather' }); // 'weather is asking for information'
 */
export function flowTitleKey(
  flow: Pick<ElicitationFlowState, 'request' | 'confirmation'>,
): BuiltInMessageKey {
  if (!flow.request) return 'dialog.title.rejected';
  if (flow.request.mode === 'url') return 'dialog.title.url';
  return flow.confirmation ? 'dialog.title.confirm' : 'dialog.title.form';
}
