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
 * so Server-Sent Events are flushed at once and the stream stops when the socket closes.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(toNodeListener(bridge.handle)).listen(3000);
 * // Express: app.use('/api/elicitation', toNodeListener(bridge.handle)) with basePath '/api/elicitation'
 */
export function toNodeListener(handle: (request: Request) => Promise<Response>): NodeRequestListener {
  return async (request, response) => {
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
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error');
      // A client that went away mid-body is no fault of the host's: nothing to log (a client could flood the log).
      if (error instanceof ClientGoneError) return;
      // Said once, where the host sees it; the client only learns it failed.
      console.error(error);
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

/** The request body failed because the client went away (`aborted`): the body's error, said once and quietly. */
class ClientGoneError extends Error {
  constructor() {
    super('The client went away before the body ended');
    this.name = 'ClientGoneError';
  }
}

/** A Host header that names a host (and port), nothing that could move the URL's authority or path. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

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

/** The Node request as a `Request`: the URL from the Host header (Express's `originalUrl` when mounted). */
function toRequest(request: NodeIncomingMessage, signal: AbortSignal): Request {
  const secure = (request.socket as { encrypted?: boolean }).encrypted === true;
  const path = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '/';
  const url = requestUrl(path, request.headers.host, secure);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
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
