/**
 * `toNodeListener(bridge.handle)` serves answers on Node's own request objects (no web `Request` body stream,
 * `AbortSignal` or `Response`; issue 33). The wire is the contract: every answer POST gets the same status, headers
 * and body as through the web path (`handle` behind a wrapper, which the adapter cannot see through).
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { toNodeListener } from '../../src/bridge/index.js';
import { nodeServers } from './node-servers.js';
import { readSse } from './sse-reader.js';
import { BASE, eventsRequest, formParams, server, source, testBridge } from './support.js';

const { listen, keep } = nodeServers();

interface Sent {
  readonly path?: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  /** Written in these parts (several: chunked, no Content-Length). */
  readonly parts?: readonly (string | Uint8Array)[];
}

interface Got {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

function send(port: number, id: string, sent: Sent): Promise<Got> {
  const parts = sent.parts ?? ['{"action":"decline"}'];
  const single = parts.length === 1 ? parts[0] : undefined;
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    'content-type': 'application/json',
    'x-user': 'ada',
    ...(single !== undefined ? { 'content-length': String(Buffer.byteLength(single)) } : {}),
    ...sent.headers,
  };
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: sent.method ?? 'POST',
        path: (sent.path ?? `${BASE}/answers/{id}`).replace('{id}', encodeURIComponent(id)),
        headers,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    for (const part of parts) request.write(part);
    request.end();
  });
}

/** What must be equal: status, every header but `date`, the body with the request's id written as `{id}`. */
const wire = (got: Got, id: string) => {
  const { date: _date, ...headers } = got.headers;
  return { status: got.status, headers, body: got.text.replaceAll(id, '{id}') };
};

const accept = (name: string) => JSON.stringify({ action: 'accept', content: { name } });

const cases: [string, Sent][] = [
  ['a valid accept', { parts: [accept('octocat')] }],
  ['a decline with an Idempotency-Key', { headers: { 'idempotency-key': 'k-1' } }],
  ['content the schema refuses (422)', { parts: [accept('x')] }],
  ['a body in two chunks, no Content-Length', { parts: ['{"action":', '"decline"}'] }],
  ['a declared body past the cap (413)', { parts: ['x'.repeat(300_000)] }],
  ['a chunked body past the cap (413)', { parts: ['x'.repeat(200_000), 'x'.repeat(200_000)] }],
  ['text/plain (415)', { headers: { 'content-type': 'text/plain' } }],
  ['another origin (403)', { headers: { origin: 'https://evil.example' } }],
  ['no Origin, cross-site (403)', { headers: { origin: '', 'sec-fetch-site': 'cross-site' } }],
  ['no user (401)', { headers: { 'x-user': '' } }],
  ['another user (404)', { headers: { 'x-user': 'eve' } }],
  ['an unknown id (404)', { path: `${BASE}/answers/nope` }],
  ['a path outside the base (404)', { path: '/elsewhere/answers/{id}' }],
  ['POST on the events path (405)', { path: `${BASE}/events` }],
  ['not JSON (400)', { parts: ['{"action":'] }],
  ['not UTF-8 (400)', { parts: [new Uint8Array([0x7b, 0xff, 0x7d])] }],
  ['a malformed Idempotency-Key (400)', { headers: { 'idempotency-key': 'a b' } }],
];

describe('toNodeListener(bridge.handle): answers on Node objects, the same wire as the web path', () => {
  it.each(cases)('given %s, should reply exactly as the web path does', async (name, sent) => {
    const bridge = testBridge();
    keep(bridge);
    const native = await listen(toNodeListener(bridge.handle));
    const web = await listen(toNodeListener((request) => bridge.handle(request)));
    const got: ReturnType<typeof wire>[] = [];
    for (const port of [native, web]) {
      const stream = readSse(await bridge.handle(eventsRequest('ada')));
      const answer = bridge.forUser('ada').present(formParams, { server, source: source() });
      const { id } = (await stream.next()).data as { id: string };
      await stream.close();
      got.push(wire(await send(port, id, sent), id));
      // Settled by the POST, or withdrawn here: the next round starts with nothing pending.
      bridge.forUser('ada').cancelAll();
      await answer;
    }
    expect(got[0]?.status).toBe(Number(/\((\d{3})\)/.exec(name)?.[1] ?? 200));
    expect(got[0]).toEqual(got[1]);
  });

  it('given a retry of a settled answer and a conflicting one, should reply 200 then 409 as the web path does', async () => {
    const bridge = testBridge();
    keep(bridge);
    const native = await listen(toNodeListener(bridge.handle));
    const web = await listen(toNodeListener((request) => bridge.handle(request)));
    const got: ReturnType<typeof wire>[][] = [];
    for (const port of [native, web]) {
      const stream = readSse(await bridge.handle(eventsRequest('ada')));
      const answer = bridge.forUser('ada').present(formParams, { server, source: source() });
      const { id } = (await stream.next()).data as { id: string };
      await stream.close();
      const key = { headers: { 'idempotency-key': 'k-2' } };
      const first = await send(port, id, key);
      await answer;
      const retry = await send(port, id, key);
      const other = await send(port, id, { parts: [accept('octocat')] });
      got.push([first, retry, other].map((one) => wire(one, id)));
    }
    expect(got[0]?.map((one) => one.status)).toEqual([200, 200, 409]);
    expect(got[0]).toEqual(got[1]);
  });
});
