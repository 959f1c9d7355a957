/**
 * `mcp-elicitation-react/bridge/testing`: the conformance suite of `BridgeStore`, for a host's own store
 * (Postgres, DynamoDB, …). It takes your runner's `describe` and `it`, and imports no test framework.
 *
 * @module mcp-elicitation-react/bridge/testing
 */

export { describeBridgeStoreConformance } from './store-conformance.js';
export type { BridgeStoreConformanceOptions } from './store-conformance-support.js';
