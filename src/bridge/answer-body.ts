import { isJsonObject, own } from '../core/wire/json.js';
import type { ElicitAction, ElicitResult } from '../core/wire/protocol.js';

const ACTIONS: readonly string[] = ['accept', 'decline', 'cancel'] satisfies ElicitAction[];

/** The posted text as an `ElicitResult` (only its known fields), or `undefined` when it is not one. */
export function readElicitResult(text: string): ElicitResult | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isJsonObject(value)) return undefined;
  const action = own(value, 'action');
  const content = own(value, 'content');
  const meta = own(value, '_meta');
  if (typeof action !== 'string' || !ACTIONS.includes(action)) return undefined;
  if (content !== undefined && !isJsonObject(content)) return undefined;
  if (meta !== undefined && !isJsonObject(meta)) return undefined;
  const result: ElicitResult = { action: action as ElicitAction };
  if (action === 'accept' && content !== undefined) result.content = content as ElicitResult['content'];
  if (meta !== undefined) result._meta = meta as ElicitResult['_meta'];
  return result;
}
