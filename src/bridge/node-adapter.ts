import { type CappedBody, decodeBody, type JsonReply } from './http-replies.js';
import { type NativeAnswer, nativeAnswerOf } from './native-answer.js';
import { HOST } from './request-origin.js';

/**
 * The parts of `node:http`'s `IncomingMessage` the adapter reads (typed here, so the bridge's types need no
 * `@types/node`; Node's and Express's request objects fit).
 */
export interface NodeIncomingMessage {
  readonly url?: string | undefined;
  readonly method?: string | undefined;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly socket: object;
  readonly complete: boolean;
  /** A chunk of the body. */
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  /** The body ended. */
  on(event: 'end', listener: () => void): unknown;
  /** Reading the body failed. */
  on(event: 'error', listener: (error: unknown) => void): unknown;
  /** Stops reading (backpressure). */
  pause(): unknown;
  /** Reads on (or discards the rest). */
  resume(): unknown;
}

/** The parts of `node:http`'s `ServerResponse` the adapter writes. */
export interface NodeServerResponse {
  readonly headersSent: boolean;
  readonly socket: {
    /** Sends each small write (an SSE event) at once. */
    setNoDelay(noDelay?: boolean): unknown;
  } | null;
  /** Status and headers. */
  writeHead(status: number, headers: Record<string, string>): unknown;
  /** Sends the headers now. */
  flushHeaders(): void;
  /** A chunk of the body. */
  write(chunk: Uint8Array): unknown;
  /** Ends the body (with its last, or only, chunk). */
  end(body?: string | Uint8Array): unknown;
  /** The connection closed (finished, or the client went away). */
  on(event: 'close', listener: () => void): unknown;
}

/** A `node:http` request listener; also an Express/Connect middleware (it never calls `next`). */
export type NodeRequestListener = (
  request: NodeIncomingMessage,
  response: NodeServerResponse,
) => Promise<void>;

/**
 * Serves a web-standard handler (the bridge's `handle`) on `node:http` or Express: the request becomes a `Request`
 * whose signal aborts when the client goes away, and the response body is written chunk by chunk as it comes,
 * so Server-Sent Events are flushed at once and the stream stops when the socket closes. Given the bridge's own
 * `handle`, answer POSTs are served on Node's request and response objects directly (the same statuses, headers
 * and bodies, without a web `Request` body stream, `AbortSignal` or `Response` per answer).
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(toNodeListener(bridge.handle)).listen(3000);
 * // Express: app.use('/api/elicitation', toNodeListener(bridge.handle)) with basePath '/api/elicitation'
 */
export function toNodeListener(handle: (request: Request) => Promise<Response>): NodeRequestListener {
  // The bridge's own handler also serves answers on Node's objects: no web Request body, signal or Response.
  const native = nativeAnswerOf(handle);
  return async (request, response) => {
    if (native && request.method === 'POST' && (await answerNatively(native, request, response))) return;
    const gone = new AbortController();
    let ended = false;
    // Only a client that went away aborts: a finished response closes too, and an abort per answer costs an
    // `AbortError` and its listeners for nothing.
    response.on('close', () => {
      if (!ended) gone.abort();
    });
    let answer: Response;
    try {
      answer = await handle(toRequest(request, gone.signal));
    } catch (error) {
      failed(response, error);
      return;
    }
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, key) => {
      headers[key] = value;
    });
    // A body the handler did not read to the end (refused as too large): discard the rest, and do not reuse a
    // connection that may still carry it.
    if (!request.complete) {
      request.resume();
      headers.connection = 'close';
    }
    if (!answer.body) {
      response.writeHead(answer.status, headers);
      ended = true;
      response.end();
      return;
    }
    // Anything but an event stream is a small reply (JSON): read whole, sent in one write with its headers.
    if (!headers['content-type']?.startsWith('text/event-stream')) {
      let body: Uint8Array;
      try {
        body = new Uint8Array(await answer.arrayBuffer());
      } catch {
        ended = true;
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('Internal error');
        return;
      }
      response.writeHead(answer.status, headers);
      ended = true;
      response.end(body);
      return;
    }
    response.writeHead(answer.status, headers);
    response.flushHeaders();
    response.socket?.setNoDelay(true);
    const reader = answer.body.getReader();
    gone.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || gone.signal.aborted) break;
        response.write(value);
      }
    } catch {
      // The client went away mid-body.
    }
    ended = true;
    response.end();
  };
}

/** The handler threw: a 500 for the client, the error said once where the host sees it. */
function failed(response: NodeServerResponse, error: unknown): void {
  if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
  response.end('Internal error');
  // A client that went away mid-body is no fault of the host's: nothing to log (a client could flood the log).
  if (error instanceof ClientGoneError) return;
  // Said once, where the host sees it; the client only learns it failed.
  console.error(error);
}

/**
 * A POST served by the bridge's native answer route: `true` once replied, `false` when it is not an answer (the
 * web path serves it). Same checks and replies as `handle`, written in one `end`.
 */
async function answerNatively(
  native: NativeAnswer,
  request: NodeIncomingMessage,
  response: NodeServerResponse,
): Promise<boolean> {
  let reply: JsonReply;
  try {
    const url = urlOf(request);
    const header = (name: string) => headerOf(request.headers, name);
    let reader: ((limit: number) => Promise<CappedBody>) | undefined;
    const read = () => {
      reader ??= bodyReader(request, header);
      return reader;
    };
    const pending = native({
      url,
      header,
      request: () => new Request(url, { method: 'POST', headers: headersOf(request) }),
      body: (limit) => read()(limit),
    });
    if (!pending) return false;
    // An answer: its body listened to from now (before `authorize` ends), as the web path's body stream is.
    read();
    reply = await pending;
  } catch (error) {
    failed(response, error);
    return true;
  }
  const headers: Record<string, string> = { ...reply.headers };
  // A body not read to the end (refused before or as too large): discard the rest, do not reuse the connection.
  if (!request.complete) {
    request.resume();
    headers.connection = 'close';
  }
  response.writeHead(reply.status, headers);
  response.end(reply.body);
  return true;
}

/** A request header as `Headers.get` gives it: several values joined with `, `, `null` when absent. */
function headerOf(headers: NodeIncomingMessage['headers'], name: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The body, read with a cap (as `readCapped`): listened to at once, so a client gone before the route reads it
 * is still heard, and held one chunk at a time (paused) until the route asks.
 */
function bodyReader(
  request: NodeIncomingMessage,
  header: (name: string) => string | null,
): (limit: number) => Promise<CappedBody> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let limit = Number.POSITIVE_INFINITY;
  let reading = false;
  let state: 'open' | 'ended' | 'gone' | 'too-large' = 'open';
  let wake: (() => void) | undefined;
  request.on('data', (chunk: Uint8Array) => {
    if (state !== 'open') return;
    size += chunk.byteLength;
    if (size > limit) state = 'too-large';
    else chunks.push(chunk);
    if (!reading) request.pause();
    wake?.();
  });
  request.on('end', () => {
    if (state === 'open') state = 'ended';
    wake?.();
  });
  request.on('error', () => {
    // `aborted` or a reset: the client went away mid-body (its stack says nothing the host can act on).
    if (state === 'open') state = 'gone';
    wake?.();
  });
  return async (cap) => {
    const declared = Number(header('content-length'));
    if (Number.isFinite(declared) && declared > cap) return { kind: 'too-large' };
    limit = cap;
    if (size > limit) state = 'too-large';
    reading = true;
    request.resume();
    while (state === 'open') await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
    switch (state) {
      case 'too-large':
        // The rest is discarded (the reply closes the connection).
        return { kind: 'too-large' };
      case 'gone':
        throw new ClientGoneError();
      case 'ended':
        return decodeBody(chunks, size);
      default:
        return state satisfies never;
    }
  };
}

/** The request body failed because the client went away (`aborted`): the body's error, said once and quietly. */
class ClientGoneError extends Error {
  constructor() {
    super('The client went away before the body ended');
    this.name = 'ClientGoneError';
  }
}

/**
 * The request's URL: its origin from the Host header, its path and query from the request target. The target is
 * only ever a path here: `//evil.example/x`, `///x` or `/\\evil.example/x` stay paths of this origin (never another
 * host), and an absolute-form target (`http://other/x`) gives its path alone.
 */
function requestUrl(target: string, host: unknown, secure: boolean): URL {
  const origin = `${secure ? 'https' : 'http'}://${typeof host === 'string' && HOST.test(host) ? host : 'localhost'}`;
  let path = target;
  if (!path.startsWith('/')) {
    try {
      const absolute = new URL(path);
      path = `${absolute.pathname}${absolute.search}`;
    } catch {
      path = '/';
    }
  }
  // Concatenated, not resolved against a base: a path that looks like `//host` cannot become the authority.
  const url = new URL(`${origin}${path}`);
  if (url.origin !== origin)
    throw new TypeError(`The request target ${JSON.stringify(target)} is not a path`);
  return url;
}

/** The request's URL from the Host header (Express's `originalUrl` when mounted). */
function urlOf(request: NodeIncomingMessage): URL {
  const secure = (request.socket as { encrypted?: boolean }).encrypted === true;
  const path = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '/';
  return requestUrl(path, request.headers.host, secure);
}

/** The request's headers as web `Headers`. */
function headersOf(request: NodeIncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** The Node request as a `Request`. */
function toRequest(request: NodeIncomingMessage, signal: AbortSignal): Request {
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(urlOf(request), {
    method,
    headers: headersOf(request),
    signal,
    ...(hasBody ? { body: bodyOf(request), duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * The request body as a web stream with backpressure (no `node:stream` import: the entry also runs on edge
 * runtimes). Cancelling it (a body past the limit) discards the rest instead of resetting the connection.
 */
function bodyOf(request: NodeIncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on('data', (chunk: Uint8Array) => {
        if (cancelled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) request.pause();
      });
      request.on('end', () => {
        if (!cancelled) controller.close();
      });
      request.on('error', () => {
        // `aborted` or a reset: the client went away mid-body (its stack says nothing the host can act on).
        if (!cancelled) controller.error(new ClientGoneError());
      });
    },
    pull() {
      request.resume();
    },
    cancel() {
      cancelled = true;
      request.resume();
    },
  });
}
