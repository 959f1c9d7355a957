import type { MessageKey } from '../../core/messages/index.js';
import type { ElicitationFlow } from './use-elicitation-flow.js';

/** The heading's message: what kind of request this is, with `{server}`. */
export function flowTitleKey(flow: Pick<ElicitationFlow, 'request' | 'confirmation'>): MessageKey {
  if (!flow.request) return 'dialog.title.rejected';
  if (flow.request.mode === 'url') return 'dialog.title.url';
  return flow.confirmation ? 'dialog.title.confirm' : 'dialog.title.form';
}
