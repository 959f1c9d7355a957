// What a server host writes with `mcp-elicitation-react/bridge` (the README's Node and Redis examples), and a
// resume host with `isInputRequiredResult` from /core. Type-checked, never run; no @types/node: the bridge's
// types stand on the web-standard `Request`/`Response` alone.
import {
  BRIDGE_IDEMPOTENCY_HEADER,
  type BridgePendingEvent,
  type BridgeStore,
  bridgeRequestOptions,
  createElicitationBridge,
  createMemoryBridgeStore,
  createRedisBridgeStore,
  type RedisBridgeClient,
  toNodeListener,
} from 'mcp-elicitation-react/bridge';
import { isInputRequiredResult } from 'mcp-elicitation-react/core';

declare const process: { env: Record<string, string | undefined> };
declare const redis: RedisBridgeClient;
const store: BridgeStore = process.env.REDIS ? createRedisBridgeStore(redis) : createMemoryBridgeStore();

export const bridge = createElicitationBridge({
  basePath: '/api/elicitation',
  authorize: (request) => request.headers.get('x-user'),
  store,
  maxPendingPerUser: 5,
  allowedOrigins: ['https://app.example'],
});
export const listener = toNodeListener(bridge.handle);
export const options = bridgeRequestOptions(bridge);
export const header: 'Idempotency-Key' = BRIDGE_IDEMPOTENCY_HEADER;
export const source = (event: BridgePendingEvent): string | undefined => event.source;

export async function answer(request: Request): Promise<number> {
  return (await bridge.handle(request)).status;
}

export function needsInput(result: unknown): number {
  return isInputRequiredResult(result) ? Object.keys(result.inputRequests ?? {}).length : 0;
}

// @ts-expect-error `authorize` is required
export const noAuthorize = createElicitationBridge({ basePath: '/x' });
