/**
 * The HTTP edge (issue 28, items 5 and 7): the Node adapter takes the origin from the Host header, never from the
 * path; bodies that are not UTF-8 and cross-site requests without an `Origin` are refused; replies are never sniffed
 * nor cached; a client that goes away mid-body leaves no stack in the log.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ElicitationBridge, toNodeListener } from '../../src/bridge/index.js';
import { readSse } from './sse-reader.js';
import {
  answerRequest,
  BASE,
  eventsRequest,
  formParams,
  ORIGIN,
  server,
  source,
  testBridge,
} from './support.js';

let http: Server | undefined;
const bridges: ElicitationBridge[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const bridge of bridges.splice(0)) await bridge.close();
  http?.closeAllConnections();
  await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)));
  http = undefined;
});

const open = (options?: Parameters<typeof testBridge>[0]) => {
  const bridge = testBridge(options);
  bridges.push(bridge);
  return bridge;
};

/** A request pending for `user`, and its bridge id as the page sees it. */
async function pendingFor(bridge: ElicitationBridge, user = 'ada') {
  const stream = readSse(await bridge.handle(eventsRequest(user)));
  const answer = bridge.forUser(user).present(formParams, { server, source: source() });
  const event = await stream.next();
  await stream.close();
  return { id: (event.data as { id: string }).id, answer };
}

/** Listens on loopback with `listener`; resolves with the port. */
async function listen(listener: Parameters<typeof createServer>[1]): Promise<number> {
  http = createServer(listener);
  await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve));
  return (http.address() as AddressInfo).port;
}

/** A raw POST whose request target is sent exactly as given (no URL normalisation on the way). */
function rawPost(port: number, target: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: target, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('toNodeListener: the origin comes from the Host header, never from the path', () => {
  it.each([
    ['//evil.example', (id: string) => `//evil.example${BASE}/answers/${id}`],
    ['///evil.example', (id: string) => `///evil.example${BASE}/answers/${id}`],
    ['/\\evil.example', (id: string) => `/\\evil.example${BASE}/answers/${id}`],
    ['an absolute-form target', (id: string) => `http://evil.example${BASE}/answers/${id}`],
  ])(
    'given a POST to %s with Origin http://evil.example, should refuse it and leave the request pending',
    async (_, target) => {
      const bridge = open();
      const port = await listen(toNodeListener(bridge.handle));
      const { id, answer } = await pendingFor(bridge);
      const reply = await rawPost(
        port,
        target(id),
        {
          host: `127.0.0.1:${port}`,
          origin: 'http://evil.example',
          'content-type': 'application/json',
          'x-user': 'ada',
        },
        '{"action":"decline"}',
      );
      // 403 when the route still matched (the absolute form), 404 when the path is now a path of this origin.
      expect([403, 404]).toContain(reply.status);
      expect(bridge.forUser('ada').size).toBe(1);
      // The same page, from the bridge's own origin, still answers.
      const own = await rawPost(
        port,
        `${BASE}/answers/${id}`,
        {
          host: `127.0.0.1:${port}`,
          origin: `http://127.0.0.1:${port}`,
          'content-type': 'application/json',
          'x-user': 'ada',
        },
        '{"action":"decline"}',
      );
      expect(own.status).toBe(200);
      await expect(answer).resolves.toEqual({ action: 'decline' });
    },
  );

  it('given a Host header that is not a host, should not take an origin from it', async () => {
    const bridge = open();
    const port = await listen(toNodeListener(bridge.handle));
    const { id } = await pendingFor(bridge);
    const reply = await rawPost(
      port,
      `${BASE}/answers/${id}`,
      {
        host: 'evil.example/x?',
        origin: 'http://evil.example',
        'content-type': 'application/json',
        'x-user': 'ada',
      },
      '{"action":"decline"}',
    );
    expect(reply.status).toBe(403);
    expect(bridge.forUser('ada').size).toBe(1);
  });
});

describe('the answer route: smaller edges', () => {
  it('given a body that is not valid UTF-8, should answer 400 and leave the request pending', async () => {
    const bridge = open();
    const { id, answer } = await pendingFor(bridge);
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"action":"accept","content":{"name":"A'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('da"}}'),
    ]);
    const invalid = new Request(`${ORIGIN}${BASE}/answers/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-user': 'ada' },
      body: bytes,
    });
    const response = await bridge.handle(invalid);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad-request' });
    expect(bridge.forUser('ada').size).toBe(1);
    const valid = await bridge.handle(
      answerRequest('ada', id, { action: 'accept', content: { name: 'Ada' } }),
    );
    expect(valid.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });

  it('given Sec-Fetch-Site cross-site or same-site and no Origin, should answer 403; same-origin and none pass', async () => {
    const bridge = open();
    const { id, answer } = await pendingFor(bridge);
    const withoutOrigin = (site: string) => {
      const request = answerRequest('ada', id, { action: 'decline' }, { 'sec-fetch-site': site });
      const headers = new Headers(request.headers);
      headers.delete('origin');
      return new Request(request, { headers });
    };
    for (const site of ['cross-site', 'same-site', 'Cross-Site']) {
      const response = await bridge.handle(withoutOrigin(site));
      expect(response.status, site).toBe(403);
      expect(await response.json()).toEqual({ error: 'forbidden-origin' });
    }
    expect(bridge.forUser('ada').size).toBe(1);
    expect((await bridge.handle(withoutOrigin('same-origin'))).status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'decline' });
    const other = await pendingFor(bridge);
    expect((await bridge.handle(answerRequest('ada', other.id, { action: 'decline' }, {}))).status).toBe(200);

    // With other origins listed (a sibling site posts), same-site without an Origin is let through; cross-site never.
    const listed = open({ allowedOrigins: ['https://www.app.example'] });
    const third = await pendingFor(listed);
    const request = (site: string) => {
      const headers = new Headers(answerRequest('ada', third.id, { action: 'decline' }).headers);
      headers.delete('origin');
      headers.set('sec-fetch-site', site);
      return new Request(`${ORIGIN}${BASE}/answers/${third.id}`, {
        method: 'POST',
        headers,
        body: '{"action":"decline"}',
      });
    };
    expect((await listed.handle(request('cross-site'))).status).toBe(403);
    expect((await listed.handle(request('same-site'))).status).toBe(200);
  });

  it('given any JSON reply or the event stream, should say nosniff and no-store', async () => {
    const bridge = open();
    const { id } = await pendingFor(bridge);
    const replies = [
      await bridge.handle(answerRequest('ada', id, { action: 'decline' })),
      await bridge.handle(answerRequest('ada', id, { action: 'decline' })),
      await bridge.handle(answerRequest(undefined, id, { action: 'decline' })),
      await bridge.handle(new Request(`${ORIGIN}${BASE}/nothing`)),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([200, 409, 401, 404]);
    for (const reply of replies) {
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('cache-control')).toBe('no-store');
    }
    const page = new AbortController();
    const stream = await bridge.handle(eventsRequest('ada', undefined, page.signal));
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    page.abort();
    await stream.body?.cancel();
  });
});

describe('toNodeListener: clients that go away mid-body', () => {
  it('given a flood of bodies cut off before their end, should log no stack and tell onError nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const bridge = open({ onError });
    const listener = toNodeListener(bridge.handle);
    const count = 40;
    let handled = 0;
    let allHandled: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      allHandled = resolve;
    });
    let arrived: () => void = () => undefined;
    const port = await listen((request, response) => {
      arrived();
      void listener(request, response).finally(() => {
        handled += 1;
        if (handled === count) allHandled();
      });
    });
    const { id } = await pendingFor(bridge);
    for (let i = 0; i < count; i++) {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const inServer = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      socket.write(
        `POST ${BASE}/answers/${id} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nx-user: ada\r\n` +
          `content-type: application/json\r\ncontent-length: 1000\r\n\r\n{"action":"dec`,
      );
      // Gone once the server has the request and the first part of its body.
      await inServer;
      socket.destroy();
    }
    await done;
    expect(logged).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(bridge.forUser('ada').size).toBe(1);
  });
});
