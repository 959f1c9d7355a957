import { type ElicitationQueue, requestWithInput } from 'mcp-elicitation-react/core';

/** A `tools/call` whose `secureArguments` are values your host binds (a session, a tenant), never the model's. */
export interface SecureCall {
  name: string;
  arguments: Record<string, unknown>;
  secureArguments: Record<string, unknown>;
}

/**
 * SEP-3221: the call is sent again after each `input_required` with the same `secureArguments`, copied when it
 * starts. `send` sends one `tools/call` and returns its result, `input_required` included (SDK v2:
 * `(params) => client.callTool(params, { allowInputRequired: true })`; its own `callTool()` retries them too).
 */
export function callWithSecureArguments(
  send: (call: SecureCall) => Promise<unknown>,
  call: SecureCall,
  queue: ElicitationQueue,
  server: { name: string },
) {
  const connection = {}; // this connection, for "Decline all"
  return requestWithInput(
    send,
    call,
    (params, _key, { signal, origin }) =>
      queue.present(params, { server, source: connection, signal, origin }),
    { experimental: { sep3221: true } },
  );
}
