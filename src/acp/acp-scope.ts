import { ACP_ORIGIN_METHODS, type ElicitationOrigin, toElicitationOrigin } from '../core/request/origin.js';
import { type ElicitationIssue, pointer } from '../core/wire/errors.js';
import { type JsonObject, own } from '../core/wire/json.js';

/**
 * Where an ACP agent asks: ACP's `ElicitationSessionScope` (a session, optionally one of its tool calls), or its
 * `ElicitationRequestScope` (one of the client's requests, outside any session: during `authenticate`, say).
 */
export type AcpElicitationScope =
  | {
      /** The session the agent asks in. */
      readonly sessionId: string;
      /** The tool call of that session the agent asks during, when it named one. */
      readonly toolCallId?: string;
    }
  | {
      /** The JSON-RPC id of the client's request the agent asks during. */
      readonly requestId: string | number | null;
    };

/**
 * What the host knows of a tool call, from the agent's `session/update` (`tool_call`) notifications: an ACP
 * `ToolCall` fits. The title is shown as the tool call's name, `rawInput` behind "Show the arguments".
 */
export interface AcpToolCallInfo {
  /** Human-readable title of what the tool is doing ("Reading config.json"). */
  readonly title?: string | null;
  /** The tool's raw input, shown when it is an object. */
  readonly rawInput?: unknown;
}

/**
 * The host's lookup of a tool call by its session and id; `undefined` when it does not know it.
 * @inline
 */
export type AcpToolCallLookup = (sessionId: string, toolCallId: string) => AcpToolCallInfo | undefined;

/** ACP's scope fields, which the request carries beside MCP's: consumed here, never handed to the parser. */
export const SCOPE_KEYS: readonly string[] = ['sessionId', 'toolCallId', 'requestId'];

/**
 * The scope of raw `elicitation/create` params: exactly one of `sessionId` (a string, with an optional string
 * `toolCallId`; `null` is no tool call) and `requestId` (a JSON-RPC id). Anything else adds an issue and returns
 * `undefined`.
 */
export function readAcpScope(
  params: JsonObject,
  issues: ElicitationIssue[],
): AcpElicitationScope | undefined {
  const sessionId = own(params, 'sessionId');
  const toolCallId = own(params, 'toolCallId');
  const requestId = own(params, 'requestId');
  // ACP counts a key whose value is null or malformed as present: the scopes exclude each other.
  if ((sessionId === undefined) === (requestId === undefined)) {
    issues.push({
      path: '',
      message:
        sessionId === undefined
          ? 'the request names no scope: give sessionId (a session) or requestId (a request)'
          : 'the request names two scopes: give sessionId or requestId, not both',
      code: 'invalid-request',
    });
    return undefined;
  }
  if (requestId !== undefined) return readRequestScope(requestId, toolCallId, issues);
  if (typeof sessionId !== 'string') {
    issues.push({
      path: pointer('sessionId'),
      message: 'sessionId must be a string',
      code: 'invalid-request',
    });
    return undefined;
  }
  if (toolCallId === undefined || toolCallId === null) return { sessionId };
  if (typeof toolCallId !== 'string') {
    issues.push({
      path: pointer('toolCallId'),
      message: 'toolCallId must be a string',
      code: 'invalid-request',
    });
    return undefined;
  }
  return { sessionId, toolCallId };
}

function readRequestScope(
  requestId: unknown,
  toolCallId: unknown,
  issues: ElicitationIssue[],
): AcpElicitationScope | undefined {
  if (toolCallId !== undefined && toolCallId !== null) {
    issues.push({
      path: pointer('toolCallId'),
      message: 'a tool call belongs to a session: toolCallId goes with sessionId, not requestId',
      code: 'invalid-request',
    });
    return undefined;
  }
  if (requestId === null || typeof requestId === 'string' || Number.isInteger(requestId)) {
    return { requestId: requestId as string | number | null };
  }
  issues.push({
    path: pointer('requestId'),
    message: 'requestId must be a JSON-RPC id: a string, an integer or null',
    code: 'invalid-request',
  });
  return undefined;
}

/**
 * The scope as "why am I asked": the tool call (by the title the host knows, else its id, with its raw input as the
 * arguments), the session, or the client's request outside any session. `undefined` when nothing readable is left.
 */
export function acpOrigin(
  scope: AcpElicitationScope,
  toolCall?: AcpToolCallLookup,
): ElicitationOrigin | undefined {
  if ('requestId' in scope) {
    return toElicitationOrigin(ACP_ORIGIN_METHODS.request, { name: String(scope.requestId) });
  }
  const { sessionId, toolCallId } = scope;
  if (toolCallId === undefined) return toElicitationOrigin(ACP_ORIGIN_METHODS.session, { name: sessionId });
  const known = toolCall?.(sessionId, toolCallId);
  const title = typeof known?.title === 'string' && known.title.trim() !== '' ? known.title : undefined;
  return (
    toElicitationOrigin(ACP_ORIGIN_METHODS.toolCall, {
      name: title ?? toolCallId,
      arguments: known?.rawInput,
    }) ??
    // A title too long to keep: the id still says which tool call.
    toElicitationOrigin(ACP_ORIGIN_METHODS.toolCall, { name: toolCallId, arguments: known?.rawInput })
  );
}
