// Node's request as the bridge reads it: its URL (from the Host header, never the path), its headers, its body
// (capped, or as a web stream), and the web `Request` the handler or `authorize` gets.
import { type CappedBody, decodeBody } from './http-replies.js';
import { HOST } from './request-origin.js';

/**
 * The parts of `node:http`'s `IncomingMessage` the adapter reads (typed here, so the bridge's types need no
 * `@types/node`; Node's and Express's request objects fit).
 * @inline
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

/** A request header as `Headers.get` gives it: several values joined with `, `, `null` when absent. */
export function headerOf(headers: NodeIncomingMessage['headers'], name: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The body, read with a cap (as `readCapped`): listened to at once, so a client gone before the route reads it
 * is still heard, and held one chunk at a time (paused) until the route asks.
 */
export function bodyReader(
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
export class ClientGoneError extends Error {
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
export function urlOf(request: NodeIncomingMessage): URL {
  const secure = (request.socket as { encrypted?: boolean }).encrypted === true;
  const path = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '/';
  return requestUrl(path, request.headers.host, secure);
}

/** The request's headers as web `Headers`. */
export function headersOf(request: NodeIncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * The request as a web `Request` without its body: what `authorize` gets on the native routes. Node's headers go in
 * as they are (one value per name, already joined) unless a name came as a list, which is appended value by value.
 */
export function headersOnlyRequest(request: NodeIncomingMessage, url: URL, method: string): Request {
  const listed = Object.values(request.headers).some((value) => typeof value !== 'string');
  return new Request(url.href, {
    method,
    headers: listed ? headersOf(request) : (request.headers as Record<string, string>),
  });
}

/** The Node request as a `Request`. */
export function toRequest(request: NodeIncomingMessage, signal: AbortSignal): Request {
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
