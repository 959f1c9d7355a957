// The BridgeStore conformance suite, as a host runs it on its own store (from `mcp-elicitation-react/bridge/testing`),
// against the two built-in stores: memory, and Redis on a real redis-server.
import { describe, it } from 'vitest';
import { createMemoryBridgeStore, createRedisBridgeStore } from '../../src/bridge/index.js';
import { describeBridgeStoreConformance } from '../../src/bridge/testing.js';
import { hasRedis, redisForTests } from './redis-server.js';

// A restart of the memory store: a new one (the old one's data gone with the process).
describeBridgeStoreConformance(
  'memory',
  { describe, it },
  { create: () => createMemoryBridgeStore(), reset: () => createMemoryBridgeStore() },
);

const redis = redisForTests();

// Without redis-server the Redis half cannot run; under CI redis-server is installed (see redis-server.ts).
const redisIt: typeof it = hasRedis || process.env.CI ? it : (it.skip as typeof it);
describeBridgeStoreConformance(
  'Redis',
  { describe, it: redisIt },
  {
    create: async () => createRedisBridgeStore(await redis().connect(), { prefix: 'conformance:' }),
    // FLUSHALL under the same store, as an operator (or a Redis restarted without its data) would.
    reset: async (store) => {
      await (await redis().connect()).sendCommand(['FLUSHALL']);
      return store;
    },
  },
);
