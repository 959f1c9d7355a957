import { type CreateElicitationResponse, RequestError } from '@agentclientprotocol/sdk';
import type { ElicitationError } from '../core/wire/errors.js';
import type { ElicitResult } from '../core/wire/protocol.js';

/**
 * The person's answer in ACP's `CreateElicitationResponse` shape: `{ action: "accept", content }` (no `content` for
 * a URL request's consent), `{ action: "decline" }`, `{ action: "cancel" }`, each with the answer's `_meta` when it
 * has one (the Codex convention's `persist`). A fresh object of ACP's fields only.
 */
export function toAcpResponse(result: ElicitResult): CreateElicitationResponse {
  const meta = result._meta ? { _meta: result._meta } : {};
  switch (result.action) {
    case 'accept':
      return { action: 'accept', ...(result.content ? { content: result.content } : {}), ...meta };
    case 'decline':
      return { action: 'decline', ...meta };
    case 'cancel':
      return { action: 'cancel', ...meta };
    default:
      return result.action satisfies never;
  }
}

/**
 * A request we will not show, as the SDK puts it on the wire: `-32602` (Invalid params), `data: { issues }`, each
 * issue with its JSON pointer into the params the agent sent. Only the SDK's own `RequestError` keeps its code: the
 * SDK answers anything else `-32603` (Internal error), which tells the agent nothing.
 */
export function refusalOf(error: ElicitationError): RequestError {
  return RequestError.invalidParams({ issues: error.issues }, error.message);
}

/**
 * The agent withdrew the request (`$/cancel_request`, which aborts the handler's signal) or the connection closed:
 * ACP's answer is `-32800` (Request cancelled), not the person's `cancel`, since the person did nothing. The
 * SDK's own reason is kept when it is that error.
 */
export function withdrawnError(signal: AbortSignal): RequestError {
  const reason: unknown = signal.reason;
  return reason instanceof RequestError && reason.code === -32800 ? reason : RequestError.requestCancelled();
}
