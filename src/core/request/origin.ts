import { isJsonObject, own } from '../wire/json.js';

/**
 * The client request an elicitation belongs to (SEP-2260: every elicitation is asked while the server handles one
 * of the client's requests): what a dialog shows as "why am I asked". Server- and model-controlled text (the
 * name, every argument): display it as untrusted text.
 */
export interface ElicitationOrigin {
  /**
   * The originating request's method: `tools/call`, `prompts/get`, `resources/read`, or another. An ACP agent's
   * request (`mcp-elicitation-react/acp`) names its scope instead, one of `ACP_ORIGIN_METHODS`: `acp/tool_call`,
   * `acp/session` or `acp/request`.
   */
  readonly method: string;
  /**
   * The tool or prompt name; for `resources/read`, the resource's URI; for ACP's scopes, the tool call's title (or
   * its id), the session's id, or the id of the client's request.
   */
  readonly name?: string;
  /** The arguments the tool or prompt was called with, as the client sent them. */
  readonly arguments?: Readonly<Record<string, unknown>>;
}

/** Longest method or name kept: enough for any real one, and a hostile one cannot fill the screen. */
const MAX_NAME = 512;

/**
 * The origins of an ACP agent's elicitation, by its scope: ACP names where the agent asks (a tool call of a
 * session, a session, or one of the client's requests outside any session), not a request the agent runs, so these
 * are not JSON-RPC methods. Made by the `mcp-elicitation-react/acp` entry; the views word each ("asks during the
 * tool call …", "asks for this session").
 */
export const ACP_ORIGIN_METHODS = Object.freeze({
  toolCall: 'acp/tool_call',
  session: 'acp/session',
  request: 'acp/request',
} as const);

/** The methods that always name what they run: without a readable name they say nothing worth showing. */
const NAMED_METHODS: ReadonlySet<string> = new Set([
  'tools/call',
  'prompts/get',
  'resources/read',
  ...Object.values(ACP_ORIGIN_METHODS),
]);

/**
 * The origin of an elicitation asked while `method` ran with `params`: the tool or prompt name and its
 * `arguments`, or a resource's `uri`. Anything unreadable is left out; `undefined` when the method is not a string,
 * or is `tools/call`, `prompts/get` or `resources/read` without a readable name. A frozen copy: later changes to
 * `params` do not show.
 *
 * @example
 * toElicitationOrigin('tools/call', { name: 'book_table', arguments: { guests: 2 } });
 * // { method: 'tools/call', name: 'book_table', arguments: { guests: 2 } }
 * toElicitationOrigin('resources/read', { uri: 'file:///notes.md' }); // { method: 'resources/read', name: 'file:///notes.md' }
 */
export function toElicitationOrigin(method: unknown, params: unknown): ElicitationOrigin | undefined {
  if (typeof method !== 'string' || method === '' || method.length > MAX_NAME) return undefined;
  const fields = isJsonObject(params) ? params : {};
  const rawName = method === 'resources/read' ? own(fields, 'uri') : own(fields, 'name');
  const name =
    typeof rawName === 'string' && rawName !== '' && rawName.length <= MAX_NAME ? rawName : undefined;
  if (name === undefined && NAMED_METHODS.has(method)) return undefined;
  const args = own(fields, 'arguments');
  return Object.freeze({
    method,
    ...(name !== undefined ? { name } : {}),
    ...(isJsonObject(args) ? { arguments: frozenCopy(args) } : {}),
  });
}

/**
 * What a host passed as an origin, made safe to keep and show: the same shape, every part checked.
 *
 * @example
 * readElicitationOrigin({ method: 'tools/call', name: 'x', arguments: [] }); // { method: 'tools/call', name: 'x' }
 */
export function readElicitationOrigin(value: unknown): ElicitationOrigin | undefined {
  if (!isJsonObject(value)) return undefined;
  const method = own(value, 'method');
  const name = own(value, 'name');
  const args = own(value, 'arguments');
  return toElicitationOrigin(method, {
    ...(method === 'resources/read' ? { uri: name } : { name }),
    ...(args !== undefined ? { arguments: args } : {}),
  });
}

/** A deep, frozen JSON copy; what JSON cannot hold (a cycle, a function) becomes `undefined`. */
function frozenCopy(args: Record<string, unknown>): Readonly<Record<string, unknown>> {
  try {
    return deepFreeze(JSON.parse(JSON.stringify(args)) as Record<string, unknown>);
  } catch {
    return Object.freeze({});
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}
