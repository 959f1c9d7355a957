import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteConnectionState } from '../../../src/core/host/remote-facts.js';
import { openEventStream } from '../../../src/core/remote/reconnecting-stream.js';
import type { ServerSentEvent } from '../../../src/core/remote/sse-parser.js';

type Handler = (request: IncomingMessage, response: ServerResponse, attempt: number) => void;

const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** A real loopback server; `handler` sees each connect with its number (0 first). */
async function serve(handler: Handler) {
  const seen: { lastEventId: string | undefined; at: number }[] = [];
  const server = createServer((request, response) => {
    seen.push({ lastEventId: request.headers['last-event-id'] as string | undefined, at: Date.now() });
    handler(request, response, seen.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`, seen };
}

function open(url: string, options: { idleMs?: number; initialMs?: number } = {}) {
  const events: ServerSentEvent[] = [];
  const states: RemoteConnectionState[] = [];
  const refused: number[] = [];
  const stream = openEventStream({
    url,
    fetch,
    reconnect: { initialMs: options.initialMs ?? 30, maxMs: 1000 },
    ...(options.idleMs ? { idleMs: options.idleMs } : {}),
    headers: () => ({ authorization: 'Bearer t' }),
    onEvent: (event) => events.push(event),
    onState: (state) => states.push(state),
    onRefused: (status) => refused.push(status),
  });
  stops.push(() => stream.close());
  return { stream, events, states, refused };
}

const sse = (response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'text/event-stream' }).flushHeaders();

describe('openEventStream', () => {
  it('given the stream dropping after two events should reconnect with the last id and go on, states in order', async () => {
    const server = await serve((_, response, attempt) => {
      sse(response);
      if (attempt === 0) {
        response.write('id: 1\nevent: pending\ndata: a\n\n: heartbeat\n\nid: 2\nevent: pending\ndata: b\n\n');
        setTimeout(() => response.destroy(), 20);
      } else {
        response.write('id: 3\nevent: settled\ndata: c\n\n');
      }
    });
    const { events, states } = open(server.url);
    await expect.poll(() => events.length).toBe(3);
    expect(events.map((event) => [event.id, event.event, event.data])).toEqual([
      ['1', 'pending', 'a'],
      ['2', 'pending', 'b'],
      ['3', 'settled', 'c'],
    ]);
    expect(server.seen.map((connect) => connect.lastEventId)).toEqual([undefined, '2']);
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('given a 401 should close for good, say so once, and not retry', async () => {
    const server = await serve((_, response) => response.writeHead(401).end());
    const { states, refused } = open(server.url);
    await expect.poll(() => refused).toEqual([401]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.seen).toHaveLength(1);
    expect(states).toEqual(['connecting', 'closed']);
  });

  it('given a stream gone silent past the idle limit should drop it and reconnect', async () => {
    const server = await serve((_, response, attempt) => {
      sse(response);
      if (attempt === 0) response.write('id: 9\ndata: x\n\n');
    });
    const { states } = open(server.url, { idleMs: 120 });
    await expect.poll(() => server.seen.length, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
    expect(server.seen[1]?.lastEventId).toBe('9');
    expect(states.slice(0, 3)).toEqual(['connecting', 'open', 'reconnecting']);
  });

  it('given the server failing again and again should wait longer before each retry, then recover', async () => {
    const server = await serve((_, response, attempt) => {
      if (attempt < 4) return void response.writeHead(503).end();
      sse(response);
    });
    const { states } = open(server.url, { initialMs: 40 });
    await expect.poll(() => states.at(-1), { timeout: 3000 }).toBe('open');
    const gaps = server.seen.slice(1).map((connect, index) => connect.at - (server.seen[index]?.at ?? 0));
    // 40, 80, 160, 320 ms, each ±20 %.
    expect(gaps[0]).toBeGreaterThanOrEqual(25);
    expect(gaps[3]).toBeGreaterThan(gaps[0] as number);
    expect(gaps[2]).toBeGreaterThan(gaps[0] as number);
  });

  it('given close() while connected should end the stream and connect no more', async () => {
    const server = await serve((_, response) => sse(response));
    const { stream, states } = open(server.url);
    await expect.poll(() => states.at(-1)).toBe('open');
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.seen).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open', 'closed']);
  });
});
