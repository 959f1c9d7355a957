// The BridgeStore conformance suite, as a host runs it on its own store (from `mcp-elicitation-react/bridge/testing`),
// against the two built-in stores: memory, and Redis on a real redis-server.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createMemoryBridgeStore, createRedisBridgeStore } from '../../src/bridge/index.js';
import { describeBridgeStoreConformance } from '../../src/bridge/testing.js';
import { hasRedis, type RedisServer, startRedis } from './redis-server.js';

describeBridgeStoreConformance('memory', { describe, it }, { create: () => createMemoryBridgeStore() });

let redis: RedisServer | undefined;
beforeAll(async () => {
  if (hasRedis) redis = await startRedis();
}, 20_000);
afterAll(async () => redis?.stop());

// Without redis-server the Redis half cannot run; under CI redis-server is installed (see redis-server.ts).
const redisIt: typeof it = hasRedis || process.env.CI ? it : (it.skip as typeof it);
describeBridgeStoreConformance(
  'Redis',
  { describe, it: redisIt },
  {
    create: async () =>
      createRedisBridgeStore(await (redis as RedisServer).connect(), { prefix: 'conformance:' }),
  },
);
