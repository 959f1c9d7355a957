// `createRedisBridgeStore`: the store for several instances, put together from its parts (the keys, the request
// scripts, the subscriber, the sweep).
import type { RedisBridgeClient } from './redis-client.js';
import { redisKeys } from './redis-keys.js';
import { createRedisRequests } from './redis-requests.js';
import { scriptRunner } from './redis-scripts.js';
import { createRedisSubscriptions } from './redis-subscriber.js';
import { createRedisSweep } from './redis-sweep.js';
import type { BridgeCallRecord, BridgeStore } from './store.js';

/** Options of {@link createRedisBridgeStore}. */
export interface RedisBridgeStoreOptions {
  /** Prefix of every key and of the channel, so several apps share one Redis. Default `mcp-elicit:`. */
  prefix?: string;
  /** Events kept per user for `Last-Event-ID` replay. Default 1000. */
  logSize?: number;
  /** How long a settled request is remembered, so a late answer gets 409 rather than 404. Default 1 hour. */
  keepSettledMs?: number;
  /**
   * How long a user's channel stays subscribed after the last stream or request of that user here ended, so a
   * page that reconnects or a user who asks again costs no `SUBSCRIBE`/`UNSUBSCRIBE`. Default 30 s.
   */
  lingerMs?: number;
  /**
   * Hears the subscriber connection's failures: once when it drops (it then reconnects with the client's
   * backoff, node-redis's `reconnectStrategy`), not on every failed attempt. Default `console.error`.
   */
  onError?: (error: unknown) => void;
}

/**
 * A store on Redis, for several instances of your app: requests, per-user event ids (`INCR`) and a bounded event
 * log live in Redis, each change is one Lua script (so the first settle wins everywhere), and instances hear each
 * other over pub/sub on a `duplicate()` of the client, never by polling. Instance leases let the others settle a
 * lost instance's requests.
 *
 * @example
 * import { createClient } from 'redis';
 * const client = await createClient({ url: process.env.REDIS_URL }).connect();
 * const bridge = createElicitationBridge({ authorize, store: createRedisBridgeStore(client) });
 */
export function createRedisBridgeStore(
  client: RedisBridgeClient,
  options: RedisBridgeStoreOptions = {},
): BridgeStore {
  const {
    prefix = 'mcp-elicit:',
    logSize = 1000,
    keepSettledMs = 3_600_000,
    onError = (error: unknown) => console.error(error),
    lingerMs = 30_000,
  } = options;
  const keys = redisKeys(prefix);
  const run = async (...args: (string | number)[]) => {
    // Down: fail now (the routes answer 503) rather than queue a command that would run at some later time.
    if (client.isReady === false) throw new Error('mcp-elicitation-react: the Redis connection is down');
    return client.sendCommand(args.map(String));
  };
  const script = scriptRunner(run);
  return {
    ...createRedisRequests({ run, script, keys, logSize, keepSettledMs }),
    ...createRedisSubscriptions(client, keys, onError, lingerMs),
    ...createRedisSweep(run, script, keys, prefix),
    async putCall(call) {
      const keepMs = Math.max(1, call.expiresAt - Date.now()) + keepSettledMs;
      await run('SET', keys.call(call.id), JSON.stringify(call), 'PX', keepMs);
    },
    async getCall(id) {
      const text = (await run('GET', keys.call(id))) as string | null;
      return text ? (JSON.parse(text) as BridgeCallRecord) : undefined;
    },
    async claimCall(id) {
      // DEL answers 1 to exactly one caller.
      return Number(await run('DEL', keys.call(id))) === 1;
    },
  };
}
