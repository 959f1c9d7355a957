/** Request options for the MCP SDK's `callTool` / `request` (v1 and v2 take the same names). */
/** @inline */
export interface BridgeRequestOptions {
  /** Milliseconds the SDK waits for the call's result: longer than any answer the bridge waits for. */
  readonly timeout: number;
  /** Also the ceiling, whatever progress the server reports. */
  readonly maxTotalTimeout: number;
}

/**
 * The tool-call timeout to pass to the SDK while a person may be answering: the SDK's default of 60 s would
 * give up on a call whose form is still open. The bridge answers every request by its TTL (`cancel`, reason
 * `expired`), so the call's own timeout is set past it, plus `marginMs` for the server to finish its work.
 *
 * @example
 * await client.callTool({ name: 'deploy', arguments: {} }, undefined, bridgeRequestOptions(bridge));
 */
export function bridgeRequestOptions(
  bridge: { readonly ttlMs: number },
  marginMs = 60_000,
): BridgeRequestOptions {
  const timeout = bridge.ttlMs + marginMs;
  return { timeout, maxTotalTimeout: timeout };
}
