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
  /** Ends the body. */
  end(body?: string): unknown;
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
    response.on('close', () => gone.abort());
    let answer: Response;
    try {
      answer = await handle(toRequest(request, gone.signal));
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error');
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
    response.writeHead(answer.status, headers);
    if (!answer.body) {
      response.end();
      return;
    }
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
    response.end();
  };
}

/** The Node request as a `Request`: the URL from the Host header (Express's `originalUrl` when mounted). */
function toRequest(request: NodeIncomingMessage, signal: AbortSignal): Request {
  const secure = (request.socket as { encrypted?: boolean }).encrypted === true;
  const path = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '/';
  const host = request.headers.host;
  const url = new URL(
    path,
    `${secure ? 'https' : 'http'}://${typeof host === 'string' ? host : 'localhost'}`,
  );
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
      request.on('error', (error: unknown) => {
        if (!cancelled) controller.error(error);
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
