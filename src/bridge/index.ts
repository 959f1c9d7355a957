/**
 * `mcp-elicitation-react/bridge`: the MCP client on your server, the person in the browser. Web-standard
 * `Request` → `Response` routes (Next.js route handlers, Hono, Bun, Deno, Workers; `toNodeListener` for
 * `node:http` and Express), per-user queues for the SDK, and stores for one process or several (Redis).
 *
 * @module mcp-elicitation-react/bridge
 */

export type {
  BridgeErrorBody,
  BridgePendingEvent,
  BridgePendingSettledEvent,
  BridgeSettledEvent,
  BridgeSnapshotEvent,
} from '../core/bridge-wire/contract.js';
export { createElicitationBridge, type ElicitationBridge } from './bridge.js';
export type { ElicitationBridgeOptions } from './bridge-options.js';
export { createMemoryBridgeStore } from './memory-store.js';
export { toNodeListener } from './node-adapter.js';
export { createRedisBridgeStore, type RedisBridgeStoreOptions } from './redis-store.js';
export { bridgeRequestOptions } from './request-options.js';
export type {
  BridgeCallRecord,
  BridgeLoggedEvent,
  BridgeOutcome,
  BridgeReplayedEvent,
  BridgeRequestRecord,
  BridgeSettleAnswer,
  BridgeSnapshot,
  BridgeStore,
  BridgeStoreMessage,
  BridgeSubscribeScope,
  NewBridgeRequest,
} from './store.js';
export { eventIdBase } from './store.js';
export { BridgeStoreUnavailableError } from './store-guard.js';
