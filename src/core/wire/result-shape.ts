import { isJsonObject, own } from './json.js';
import type { ElicitAction, ElicitResult } from './protocol.js';

const ACTIONS: readonly string[] = ['accept', 'decline', 'cancel'] satisfies ElicitAction[];

/**
 * An untrusted value as an `ElicitResult` (only its known fields), or `undefined` when it is not one: what a page
 * posts to the bridge, what a server's app answers over ext-apps. Its content is checked against the request
 * elsewhere (`validateContent`, the door).
 * @internal
 */
export function asElicitResult(value: unknown): ElicitResult | undefined {
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
