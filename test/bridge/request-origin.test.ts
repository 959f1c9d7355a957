/**
 * The answer route's own origin is the `Host` header's (the wire contract), whatever URL the framework built: a
 * Next.js route handler sees `http://localhost:PORT` for every request, so an answer from a page on 127.0.0.1 or a
 * real domain was refused 403 (issue 38). Forwarded headers count only behind a proxy the host names
 * (`trustedProxy`). Both ways in: `handle` with a web `Request` as Next.js builds it, and `toNodeListener`'s
 * native answer path on a real `node:http` server. Next.js itself, under `next start`: test/consumers/run.mjs.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  createElicitationBridge,
  type ElicitationBridge,
  type ElicitationBridgeOptions,
  toNodeListener,
} from '../../src/bridge/index.js';
import { nodeServers } from './node-servers.js';
import { readSse } from './sse-reader.js';
import { BASE, eventsRequest, formParams, server, source, testBridge } from './support.js';

const servers = nodeServers();
const open = (options?: Partial<ElicitationBridgeOptions>) => servers.keep(testBridge(options));

/** A request pending for ada, its bridge id as her page sees it, and what the server gets. */
async function pending(bridge: ElicitationBridge) {
  const stream = readSse(await bridge.handle(eventsRequest('ada')));
  const answer = bridge.forUser('ada').present(formParams, { server, source: source() });
  const event = await stream.next();
  await stream.close();
  return { id: (event.data as { id: string }).id, answer };
}

/** An answer POST as a Next.js route handler receives it: the URL on localhost, the browser's headers as sent. */
const asNextSees = (id: string, headers: Record<string, string>) =>
  new Request(`http://localhost:3000${BASE}/answers/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user': 'ada', ...headers },
    body: '{"action":"decline"}',
  });

describe('the answer route’s own origin', () => {
  it.each([
    ['a real domain', 'app.example.test:3000', 'http://app.example.test:3000'],
    ['127.0.0.1', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['an IPv6 address', '[::1]:3000', 'http://[::1]:3000'],
    ['a default port written out', 'APP.example.test:80', 'http://app.example.test'],
  ])(
    'given a page on %s, when the framework’s request URL says localhost, should take the Host header’s origin',
    async (_, host, origin) => {
      const bridge = open();
      const { id, answer } = await pending(bridge);
      expect((await bridge.handle(asNextSees(id, { host, origin }))).status).toBe(200);
      await expect(answer).resolves.toEqual({ action: 'decline' });
    },
  );

  it('given an Origin other than the Host’s, should refuse 403, even the request URL’s own localhost', async () => {
    const bridge = open();
    const { id } = await pending(bridge);
    const host = 'app.example.test:3000';
    for (const origin of [
      'http://evil.example.test:3000',
      'http://localhost:3000',
      'https://app.example.test:3000',
    ]) {
      const refused = await bridge.handle(asNextSees(id, { host, origin }));
      expect([origin, refused.status, await refused.json()]).toEqual([
        origin,
        403,
        { error: 'forbidden-origin' },
      ]);
    }
    expect(bridge.forUser('ada').size).toBe(1);
  });

  it('given forwarded headers and no trustedProxy, should never read them: anyone can send them', async () => {
    const bridge = open();
    const { id } = await pending(bridge);
    const spoofed = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'evil.example.test',
      'x-forwarded-proto': 'https',
      forwarded: 'host=evil.example.test;proto=https',
      origin: 'https://evil.example.test',
    };
    expect((await bridge.handle(asNextSees(id, spoofed))).status).toBe(403);
  });

  it('given trustedProxy x-forwarded, should take the host and scheme the proxy forwarded, the last one it added', async () => {
    const bridge = open({ trustedProxy: { headers: 'x-forwarded' } });
    const { id, answer } = await pending(bridge);
    const behind = { host: '127.0.0.1:3000', 'x-forwarded-proto': 'https' };
    // A client's own X-Forwarded-Host, with the proxy's appended after it: the proxy's counts.
    const appended = { ...behind, 'x-forwarded-host': 'evil.example.test, app.example.test' };
    expect(
      (await bridge.handle(asNextSees(id, { ...appended, origin: 'https://evil.example.test' }))).status,
    ).toBe(403);
    // Forwarded (RFC 7239) is not the proxy this host named.
    const other = {
      host: '127.0.0.1:3000',
      forwarded: 'host=app.example.test;proto=https',
      origin: 'https://app.example.test',
    };
    expect((await bridge.handle(asNextSees(id, other))).status).toBe(403);
    expect(
      (await bridge.handle(asNextSees(id, { ...appended, origin: 'https://app.example.test' }))).status,
    ).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });

  it('given trustedProxy x-forwarded and a proxy that keeps Host, should take Host with the forwarded scheme', async () => {
    const bridge = open({ trustedProxy: { headers: 'x-forwarded' } });
    const { id } = await pending(bridge);
    const headers = {
      host: 'app.example.test',
      'x-forwarded-proto': 'https',
      origin: 'https://app.example.test',
    };
    expect((await bridge.handle(asNextSees(id, headers))).status).toBe(200);
  });

  it('given trustedProxy forwarded, should read host= and proto= of the last element, quoted or not', async () => {
    const bridge = open({ trustedProxy: { headers: 'forwarded' } });
    const { id, answer } = await pending(bridge);
    // A quoted value is one value: the `;host=` inside the last element's `by` names nothing.
    const forwarded =
      'for=192.0.2.1;host=evil.example.test, for="[2001:db8::1]:443";proto=HTTPS;host="app.example.test:8443";by="x;host=evil.example.test"';
    const at = (origin: string) => asNextSees(id, { host: '127.0.0.1:3000', forwarded, origin });
    expect((await bridge.handle(at('https://evil.example.test'))).status).toBe(403);
    expect((await bridge.handle(at('https://app.example.test:8443'))).status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });

  it('given a malformed forwarded host, should fall back to the Host header, never to the malformed value', async () => {
    const bridge = open({ trustedProxy: { headers: 'x-forwarded' } });
    const { id } = await pending(bridge);
    const headers = {
      host: 'app.example.test',
      'x-forwarded-host': 'evil.example.test/x@',
      'x-forwarded-proto': 'gopher',
    };
    expect(
      (await bridge.handle(asNextSees(id, { ...headers, origin: 'http://evil.example.test' }))).status,
    ).toBe(403);
    expect(
      (await bridge.handle(asNextSees(id, { ...headers, origin: 'http://app.example.test' }))).status,
    ).toBe(200);
  });

  it('given a misspelt trustedProxy, should throw a TypeError at once', () => {
    const authorize = () => 'ada';
    for (const trustedProxy of [{ headers: 'X-Forwarded-For' }, 'x-forwarded', null, {}]) {
      expect(() => createElicitationBridge({ authorize, trustedProxy: trustedProxy as never })).toThrow(
        /trustedProxy must be \{ headers: 'x-forwarded' \} or \{ headers: 'forwarded' \}/,
      );
    }
  });
});

describe('the answer route’s own origin through toNodeListener (the native answer path)', () => {
  const listen = (bridge: ElicitationBridge) => servers.listen(toNodeListener(bridge.handle));
  const post = (port: number, id: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const body = '{"action":"decline"}';
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${BASE}/answers/${id}`,
          headers: {
            'content-type': 'application/json',
            'x-user': 'ada',
            'content-length': body.length,
            ...headers,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('given a page on a real domain over loopback, should take its Host; forwarded headers only with trustedProxy', async () => {
    const direct = open();
    const proxied = open({ trustedProxy: { headers: 'x-forwarded' } });
    const [directPort, proxiedPort] = [await listen(direct), await listen(proxied)];
    const first = await pending(direct);
    const host = `app.example.test:${directPort}`;
    expect(await post(directPort, first.id, { host, origin: `http://evil.example.test:${directPort}` })).toBe(
      403,
    );
    expect(await post(directPort, first.id, { host, origin: `http://${host}` })).toBe(200);
    await expect(first.answer).resolves.toEqual({ action: 'decline' });

    const forwarded = {
      host: `127.0.0.1:${proxiedPort}`,
      'x-forwarded-host': 'app.example.test',
      'x-forwarded-proto': 'https',
    };
    const second = await pending(direct);
    expect(await post(directPort, second.id, { ...forwarded, origin: 'https://app.example.test' })).toBe(403);
    const third = await pending(proxied);
    expect(await post(proxiedPort, third.id, { ...forwarded, origin: 'https://app.example.test' })).toBe(200);
    await expect(third.answer).resolves.toEqual({ action: 'decline' });
  });
});
