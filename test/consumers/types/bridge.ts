// What a server host writes with `mcp-elicitation-react/bridge` (docs/bridge.md's Node and Redis examples), and a
// resume host reading `resultType`, with the names the entries export (the surface by rule). Type-checked, never
// run; no @types/node: the bridge's types stand on the web-standard `Request`/`Response` alone.

import {
  type BridgePendingEvent,
  type BridgeStore,
  bridgeRequestOptions,
  createElicitationBridge,
  createMemoryBridgeStore,
  createRedisBridgeStore,
  toNodeListener,
} from 'mcp-elicitation-react/bridge';
import type { InputRequiredResult } from 'mcp-elicitation-react/core';

declare const process: { env: Record<string, string | undefined> };
declare const redis: Parameters<typeof createRedisBridgeStore>[0];
const store: BridgeStore = process.env.REDIS ? createRedisBridgeStore(redis) : createMemoryBridgeStore();

export const bridge = createElicitationBridge({
  basePath: '/api/elicitation',
  authorize: (request) => request.headers.get('x-user'),
  store,
  maxPendingPerUser: 5,
  allowedOrigins: ['https://app.example'],
  trustedProxy: { headers: 'x-forwarded' },
});
export const listener = toNodeListener(bridge.handle);
export const options = bridgeRequestOptions(bridge);
export const source = (event: BridgePendingEvent): string | undefined => event.source;

export async function answer(request: Request): Promise<number> {
  return (await bridge.handle(request)).status;
}

export function needsInput(result: { resultType?: string } | InputRequiredResult): number {
  return result.resultType === 'input_required'
    ? Object.keys((result as InputRequiredResult).inputRequests ?? {}).length
    : 0;
}

// @ts-expect-error `authorize` is required
export const noAuthorize = createElicitationBridge({ basePath: '/x' });
