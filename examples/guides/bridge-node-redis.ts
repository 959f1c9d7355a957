import { createServer } from 'node:http';
import {
  createElicitationBridge,
  createRedisBridgeStore,
  type ElicitationBridgeOptions,
  toNodeListener,
} from 'mcp-elicitation-react/bridge';
import { createClient } from 'redis';

/**
 * The bridge on `node:http` (Express: `app.use(toNodeListener(bridge.handle))`), its requests in Redis so that
 * several instances share them: a request raised on one is shown and answered through any other.
 */
export async function startBridgeServer(options: {
  redisUrl: string;
  port: number;
  authorize: ElicitationBridgeOptions['authorize'];
}) {
  // pingInterval: a proxy that drops idle links sees traffic (the store's subscriber is idle most of the time).
  const redis = createClient({ url: options.redisUrl, pingInterval: 10_000 });
  redis.on('error', (error) => console.error('redis', error.message)); // a lost link must not end the process
  await redis.connect();
  const bridge = createElicitationBridge({
    authorize: options.authorize,
    basePath: '/api/elicitation',
    store: createRedisBridgeStore(redis),
    maxPendingPerUser: 5,
  });
  const server = createServer(toNodeListener(bridge.handle));
  // backlog: a burst of pages connecting at once waits in the accept queue rather than being dropped (Node's
  // default is 511; the kernel caps it at net.core.somaxconn).
  await new Promise<void>((resolve) => server.listen({ port: options.port, backlog: 4096 }, resolve));
  // SIGTERM: every waiting request gets `cancel` (reason `shutdown`), then the connections close.
  const close = async () => {
    await bridge.close();
    server.close();
    await redis.quit();
  };
  return { bridge, server, close };
}
