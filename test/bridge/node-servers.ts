// `node:http` servers for a test file, each listening on a free loopback port, and the bridges behind them, all
// closed after each test.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { ElicitationBridge } from '../../src/bridge/index.js';

/** Registers the cleanup; returns `listen` (a listener → its port) and `keep` (a bridge to close after the test). */
export function nodeServers() {
  const servers: Server[] = [];
  const bridges: ElicitationBridge[] = [];
  afterEach(async () => {
    for (const bridge of bridges.splice(0)) await bridge.close();
    for (const http of servers.splice(0)) {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    }
  });
  return {
    async listen(listener: Parameters<typeof createServer>[1]): Promise<number> {
      const http = createServer(listener);
      servers.push(http);
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      return (http.address() as AddressInfo).port;
    },
    keep<T extends ElicitationBridge>(bridge: T): T {
      bridges.push(bridge);
      return bridge;
    },
  };
}
