/**
 * `mcp-elicitation-react/bridge`: the MCP client on your server, the person in the browser. Web-standard
 * `Request` → `Response` routes (Next.js route handlers, Hono, Bun, Deno, Workers; `toNodeListener` for
 * `node:http` and Express), per-user queues for the SDK, and stores for one process or several (Redis).
 *
 * @module mcp-elicitation-react/bridge
 */

export {
  BRIDGE_ANSWERS_PATH,
  BRIDGE_EVENT,
  BRIDGE_EVENTS_PATH,
  BRIDGE_HEARTBEAT_MS,
  BRIDGE_IDEMPOTENCY_HEADER,
  type BridgeConflictBody,
  type BridgeErrorBody,
  type BridgeInvalidBody,
  type BridgePendingEvent,
  type BridgePendingSettledEvent,
  type BridgeSettledEvent,
  type BridgeSettledReason,
  type BridgeSnapshotEvent,
} from '../core/bridge-wire/contract.js';
export {
  createElicitationBridge,
  type ElicitationBridge,
  type ElicitationBridgeOptions,
} from './bridge.js';
export { createMemoryBridgeStore, type MemoryBridgeStoreOptions } from './memory-store.js';
export {
  type NodeIncomingMessage,
  type NodeRequestListener,
  type NodeServerResponse,
  toNodeListener,
} from './node-adapter.js';
export {
  createRedisBridgeStore,
  type RedisBridgeClient,
  type RedisBridgeStoreOptions,
  type RedisBridgeSubscriber,
} from './redis-store.js';
export { type BridgeRequestOptions, bridgeRequestOptions } from './request-options.js';
export type { TrustedProxy } from './request-origin.js';
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
export type {
  BridgeResumeOutcome,
  BridgeResumeRequest,
  SuspendCallInput,
  SuspendedCallOptions,
} from './suspended-call.js';
export type { BridgeRefusal } from './user-queue.js';
