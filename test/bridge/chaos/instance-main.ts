// One bridge instance as the README's Node example sets it up (node:http, toNodeListener, a node-redis client
// with an 'error' listener, createRedisBridgeStore), in its own process, driven over IPC by the chaos tests:
// `raise` asks its user a question (the MCP side), every result goes back as `result`; `close` runs
// `bridge.close()` then closes the client, as a SIGTERM handler would.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import {
  createElicitationBridge,
  createRedisBridgeStore,
  toNodeListener,
} from '../../../src/bridge/index.js';

export type ToInstance =
  | { readonly type: 'raise'; readonly key: string; readonly user: string; readonly message: string }
  | { readonly type: 'size'; readonly user: string }
  | { readonly type: 'close' };

export type FromInstance =
  | { readonly type: 'listening'; readonly port: number }
  | { readonly type: 'result'; readonly key: string; readonly result: unknown; readonly at: number }
  | { readonly type: 'size'; readonly user: string; readonly size: number }
  | { readonly type: 'closed' };

const send = (message: FromInstance) => process.send?.(message);

const redis = createClient({ url: process.env.REDIS_URL });
redis.on('error', () => undefined);
await redis.connect();
const bridge = createElicitationBridge({
  basePath: '/api/elicitation',
  authorize: (request) => request.headers.get('x-user'),
  store: createRedisBridgeStore(redis, { prefix: process.env.PREFIX ?? 'chaos:', onError: () => undefined }),
  ttlMs: Number(process.env.TTL_MS ?? 60_000),
  sweepIntervalMs: 100,
  leaseMs: Number(process.env.LEASE_MS ?? 30_000),
  storeTimeoutMs: 1000,
  onError: () => undefined,
});
const server = createServer(toNodeListener(bridge.handle));
server.listen(0, '127.0.0.1', () =>
  send({ type: 'listening', port: (server.address() as AddressInfo).port }),
);

const form = (message: string) => ({
  message,
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
});

process.on('message', (message: ToInstance) => {
  switch (message.type) {
    case 'raise':
      void bridge
        .forUser(message.user)
        .present(form(message.message), { server: { name: 'chaos' }, source: {} })
        .then((result) => send({ type: 'result', key: message.key, result, at: Date.now() }));
      return;
    case 'size':
      send({ type: 'size', user: message.user, size: bridge.forUser(message.user).size });
      return;
    case 'close':
      void (async () => {
        await bridge.close();
        await redis.close().catch(() => undefined);
        send({ type: 'closed' });
      })();
      return;
    default:
      return message satisfies never;
  }
});
