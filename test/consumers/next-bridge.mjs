// The bridge's routes under `next start`, answered as pages on other hosts would answer them: a Next.js route
// handler sees every request URL as http://localhost:PORT, so the answer route must judge the page's `Origin` by
// the `Host` header (the wire contract), and a forwarded host only with `trustedProxy` (issue 38). Each answer is
// POSTed over loopback with the Host and Origin a browser on that host sends; every wait is bounded.
import { request as httpRequest } from 'node:http';
import { isDeepStrictEqual } from 'node:util';

const COOKIE = 'uid=ada';
const WAIT_MS = 30_000;
const ACCEPTED = {
  action: 'accept',
  content: { email: 'ada@example.com', city: 'Lisbon', express: false },
};

/**
 * Asks through each bridge of the app and answers from pages on a real domain, on 127.0.0.1 and behind a proxy:
 * what went wrong, or undefined.
 */
export async function answerFromOtherHosts(port) {
  const loopback = `127.0.0.1:${port}`;
  const domain = `app.example.test:${port}`;
  const forwarded = { host: loopback, 'x-forwarded-host': 'app.example.test', 'x-forwarded-proto': 'https' };
  const streams = { direct: openEvents(port, '/api/elicitation'), proxied: openEvents(port, '/api/proxied') };
  const problems = [];
  /** Asks once through `bridge`; each answer in `tries` is posted in turn, with the status it must get. */
  const round = async (what, bridge, tries, expected) => {
    const stop = new AbortController();
    const asked = send(port, {
      method: 'POST',
      path: `/api/ask?bridge=${bridge}`,
      headers: { host: loopback },
      signal: stop.signal,
    });
    asked.catch(() => undefined);
    const { id } = await streams[bridge].nextPending();
    const before = problems.length;
    for (const [headers, body, status] of tries) {
      const got = await send(port, {
        method: 'POST',
        path: `/api/${bridge === 'direct' ? 'elicitation' : 'proxied'}/answers/${id}`,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      if (got.status !== status) {
        problems.push(
          `${what}: Host ${headers.host}, Origin ${headers.origin}: ${got.status} ${got.text}, not ${status}`,
        );
      }
    }
    // An answer refused that should have reached the server: the question waits for its TTL, so stop here.
    if (problems.length > before) {
      stop.abort();
      return;
    }
    const result = JSON.parse((await asked).text);
    if (!isDeepStrictEqual(result, expected))
      problems.push(`${what}: the server got ${JSON.stringify(result)}, not ${JSON.stringify(expected)}`);
  };
  try {
    await round(
      'a page on a real domain',
      'direct',
      [
        [{ host: domain, origin: `http://evil.example.test:${port}` }, ACCEPTED, 403],
        [{ host: domain, origin: `http://localhost:${port}` }, ACCEPTED, 403],
        [{ host: domain, origin: `http://${domain}` }, ACCEPTED, 200],
      ],
      ACCEPTED,
    );
    await round(
      'a page on 127.0.0.1',
      'direct',
      [[{ host: loopback, origin: `http://${loopback}` }, ACCEPTED, 200]],
      ACCEPTED,
    );
    await round(
      'forwarded headers, no trustedProxy',
      'direct',
      [
        [{ ...forwarded, origin: 'https://app.example.test' }, ACCEPTED, 403],
        [{ host: loopback, origin: `http://${loopback}` }, { action: 'decline' }, 200],
      ],
      { action: 'decline' },
    );
    await round(
      'forwarded headers, trustedProxy x-forwarded',
      'proxied',
      [
        [{ ...forwarded, origin: 'https://evil.example.test' }, ACCEPTED, 403],
        [{ ...forwarded, origin: 'https://app.example.test' }, ACCEPTED, 200],
      ],
      ACCEPTED,
    );
  } finally {
    for (const stream of Object.values(streams)) stream.close();
  }
  return problems.length ? problems.join('\n') : undefined;
}

/** One HTTP request on loopback with exactly these headers (the Host a browser on another host sends). */
function send(port, { method, path, headers, body, signal }) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          cookie: COOKIE,
          ...headers,
          ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(WAIT_MS)])
          : AbortSignal.timeout(WAIT_MS),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The user's event stream of the bridge at `base`: its `pending` events, one at a time. */
function openEvents(port, base) {
  const pending = [];
  const waiting = [];
  let failure;
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    path: `${base}/events`,
    headers: { host: `127.0.0.1:${port}`, cookie: COOKIE, accept: 'text/event-stream' },
  });
  const fail = (error) => {
    failure ??= error;
    for (const waiter of waiting.splice(0)) waiter.reject(failure);
  };
  request.on('response', (response) => {
    if (response.statusCode !== 200) fail(new Error(`GET ${base}/events: ${response.statusCode}`));
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!/^event: pending$/m.test(block)) continue;
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
        const waiter = waiting.shift();
        if (waiter) waiter.resolve(data);
        else pending.push(data);
      }
    });
  });
  request.on('error', fail);
  request.end();
  return {
    nextPending() {
      if (failure) return Promise.reject(failure);
      const ready = pending.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no pending event on ${base} within ${WAIT_MS} ms`)),
          WAIT_MS,
        );
        waiting.push({
          resolve: (data) => {
            clearTimeout(timer);
            resolve(data);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
      });
    },
    close() {
      failure ??= new Error('closed');
      request.destroy();
    },
  };
}
