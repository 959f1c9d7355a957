/**
 * `toNodeListener(bridge.handle)` serves the event stream on Node's own objects too (issue 40: no web `Request`,
 * `ReadableStream`, `TextEncoder` or `Response` per stream and per event). The wire is the contract: the same
 * status, headers and bytes as through the web path (`handle` behind a wrapper, which the adapter cannot see through).
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { toNodeListener } from '../../src/bridge/index.js';
import { nodeServers } from './node-servers.js';
import { BASE, formParams, server, source, testBridge } from './support.js';

const { listen, keep } = nodeServers();

interface Got {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

/** A GET of the stream, read until `until` is in its text (or it ends), then dropped. */
function get(port: number, headers: Record<string, string>, until: string): Promise<Got> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method: 'GET', path: `${BASE}/events`, headers },
      (response) => {
        let text = '';
        const done = () => {
          const { date: _date, ...rest } = response.headers;
          resolve({ status: response.statusCode ?? 0, headers: rest, text });
          request.destroy();
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes(until)) done();
        });
        response.on('end', done);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Both ports (native, web) of one bridge. */
async function both() {
  const bridge = testBridge();
  keep(bridge);
  const native = await listen(toNodeListener(bridge.handle));
  const web = await listen(toNodeListener((request) => bridge.handle(request)));
  return { bridge, ports: [native, web] as const };
}

describe('toNodeListener(bridge.handle): the event stream on Node objects, the same wire as the web path', () => {
  it('given pending requests, a replay, a reset and no user, should send the same status, headers and bytes', async () => {
    const { bridge, ports } = await both();
    const answers = [0, 1].map((n) =>
      bridge.forUser('ada').present({ ...formParams, message: `q${n}` }, { server, source: source() }),
    );
    const got: Got[][] = [];
    for (const port of ports) {
      const fresh = await get(port, { 'x-user': 'ada' }, '"q1"');
      const ids = [...fresh.text.matchAll(/^id: (\d+)$/gm)].map(([, id]) => Number(id));
      const replay = await get(port, { 'x-user': 'ada', 'last-event-id': String(ids[0]) }, '"q1"');
      const reset = await get(port, { 'x-user': 'ada', 'last-event-id': '1' }, 'event: snapshot');
      const nobody = await get(port, {}, '}');
      got.push([fresh, replay, reset, nobody]);
    }
    expect(got[0]?.map((one) => one.status)).toEqual([200, 200, 200, 401]);
    expect(got[0]?.[0]?.text).toMatch(/^: connected\n\nid: \d+\nevent: pending\ndata: /);
    expect(got[0]).toEqual(got[1]);
    bridge.forUser('ada').cancelAll();
    await Promise.all(answers);
  });

  it('given the bridge’s own handle, should serve the stream without a web Request, and end it at close()', async () => {
    const bridge = testBridge();
    const calls: Request[] = [];
    // The handle the adapter is given: it carries the native routes, and counts what reaches the web path.
    const counted = Object.assign(
      (request: Request) => {
        calls.push(request);
        return bridge.handle(request);
      },
      Object.fromEntries(
        Object.getOwnPropertySymbols(bridge.handle).map((symbol) => [
          symbol,
          (bridge.handle as unknown as Record<symbol, unknown>)[symbol],
        ]),
      ),
    );
    const port = await listen(toNodeListener(counted));
    const ended = new Promise<string>((resolve) => {
      httpRequest(
        { host: '127.0.0.1', port, path: `${BASE}/events`, headers: { 'x-user': 'bo' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes(': connected')) void bridge.close();
          });
          response.on('end', () => resolve(text));
        },
      ).end();
    });
    expect(await ended).toBe(': connected\n\n');
    expect(calls).toEqual([]);
  });
});
