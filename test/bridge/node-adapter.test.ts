import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type ElicitationBridge, toNodeListener } from '../../src/bridge/index.js';
import { readSse } from './sse-reader.js';
import { BASE, formParams, server, source, testBridge } from './support.js';

let http: Server | undefined;
let bridge: ElicitationBridge | undefined;
afterEach(async () => {
  await bridge?.close();
  http?.closeAllConnections();
  await new Promise((resolve) => http?.close(resolve));
});

async function listen(options?: Parameters<typeof testBridge>[0]) {
  bridge = testBridge(options);
  http = createServer(toNodeListener(bridge.handle));
  await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}${BASE}`;
}

describe('toNodeListener', () => {
  it('given node:http, should stream events as they happen and take answers with their status codes', async () => {
    const base = await listen();
    const page = new AbortController();
    const stream = readSse(
      await fetch(`${base}/events`, { headers: { 'x-user': 'ada' }, signal: page.signal }),
    );
    const answer = bridge?.forUser('ada').present(formParams, { server, source: source() });
    const { id } = (await stream.next()).data as { id: string };
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/answers/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-user': 'ada', ...headers },
        body,
      });
    expect((await post('{"action":"accept","content":{"name":"x"}}')).status).toBe(422);
    expect((await post('x'.repeat(300_000))).status).toBe(413);
    expect((await post('{"action":"accept","content":{"name":"octocat"}}')).status).toBe(200);
    expect((await post('{"action":"decline"}')).status).toBe(409);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    expect((await stream.next()).event).toBe('settled');
    page.abort();
  });

  it('given the client disconnects, should cancel the response body on the server', async () => {
    let cancelled = false;
    http = createServer(
      toNodeListener(async () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(': connected\n\n'));
          },
          cancel() {
            cancelled = true;
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve));
    const page = new AbortController();
    const response = await fetch(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`, {
      signal: page.signal,
    });
    const reader = response.body?.getReader();
    expect(new TextDecoder().decode((await reader?.read())?.value)).toBe(': connected\n\n');
    page.abort();
    for (let i = 0; i < 50 && !cancelled; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cancelled).toBe(true);
  });
});
