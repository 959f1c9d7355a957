import type { JsonReply } from './http-replies.js';
import { type NativeAnswer, type NativeEvents, nativeAnswerOf, nativeEventsOf } from './native-routes.js';
import {
  bodyReader,
  ClientGoneError,
  headerOf,
  headersOnlyRequest,
  type NodeIncomingMessage,
  toRequest,
  urlOf,
} from './node-request.js';

/**
 * The parts of `node:http`'s `ServerResponse` the adapter writes.
 * @inline
 */
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
  /** A chunk of the body (text is sent as UTF-8). */
  write(chunk: Uint8Array | string): unknown;
  /** Ends the body (with its last, or only, chunk). */
  end(body?: string | Uint8Array): unknown;
  /** The connection closed (finished, or the client went away). */
  on(event: 'close', listener: () => void): unknown;
}

/**
 * A `node:http` request listener; also an Express/Connect middleware (it never calls `next`).
 * @inline
 */
export type NodeRequestListener = (
  request: NodeIncomingMessage,
  response: NodeServerResponse,
) => Promise<void>;

/**
 * Serves a web-standard handler (the bridge's `handle`) on `node:http` or Express: the request becomes a `Request`
 * whose signal aborts when the client goes away, and the response body is written chunk by chunk as it comes,
 * so Server-Sent Events are flushed at once and the stream stops when the socket closes. Given the bridge's own
 * `handle`, answer POSTs and the event stream are served on Node's request and response objects directly (the same
 * statuses, headers and bytes, without a web `Request` body stream, `ReadableStream` or `Response`).
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(toNodeListener(bridge.handle)).listen({ port: 3000, backlog: 4096 });
 * // Express: app.use('/api/elicitation', toNodeListener(bridge.handle)) with basePath '/api/elicitation'
 */
export function toNodeListener(handle: (request: Request) => Promise<Response>): NodeRequestListener {
  // The bridge's own handler also serves its routes on Node's objects: no web body, signal or Response.
  const answers = nativeAnswerOf(handle);
  const events = nativeEventsOf(handle);
  return async (request, response) => {
    if (answers && request.method === 'POST' && (await answerNatively(answers, request, response))) return;
    if (events && request.method === 'GET' && (await streamNatively(events, request, response))) return;
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

/** A JSON reply, in one write; a body not read to the end is discarded and the connection not reused. */
function reply(request: NodeIncomingMessage, response: NodeServerResponse, json: JsonReply): void {
  const headers: Record<string, string> = { ...json.headers };
  if (!request.complete) {
    request.resume();
    headers.connection = 'close';
  }
  response.writeHead(json.status, headers);
  response.end(json.body);
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
  let json: JsonReply;
  try {
    const url = urlOf(request);
    const header = (name: string) => headerOf(request.headers, name);
    let reader: ReturnType<typeof bodyReader> | undefined;
    const read = () => {
      reader ??= bodyReader(request, header);
      return reader;
    };
    const pending = native({
      url,
      header,
      request: () => headersOnlyRequest(request, url, 'POST'),
      body: (limit) => read()(limit),
    });
    if (!pending) return false;
    // An answer: its body listened to from now (before `authorize` ends), as the web path's body stream is.
    read();
    json = await pending;
  } catch (error) {
    failed(response, error);
    return true;
  }
  reply(request, response, json);
  return true;
}

/**
 * A GET served by the bridge's native event route: `true` once answered, `false` when it is not the event stream.
 * The stream's text goes straight to the response, each event in one write; it stops when the client goes away.
 */
async function streamNatively(
  native: NativeEvents,
  request: NodeIncomingMessage,
  response: NodeServerResponse,
): Promise<boolean> {
  const gone = new AbortController();
  let ended = false;
  response.on('close', () => {
    if (!ended) gone.abort();
  });
  let opened: Awaited<ReturnType<NativeEvents>>;
  try {
    const url = urlOf(request);
    const pending = native({
      url,
      header: (name) => headerOf(request.headers, name),
      request: () => headersOnlyRequest(request, url, 'GET'),
      signal: gone.signal,
    });
    if (!pending) return false;
    opened = await pending;
  } catch (error) {
    ended = true;
    failed(response, error);
    return true;
  }
  if (opened.kind === 'reply') {
    ended = true;
    reply(request, response, opened.reply);
    return true;
  }
  response.writeHead(200, { ...opened.headers });
  response.socket?.setNoDelay(true);
  opened.start({
    write: (text) => response.write(text),
    close() {
      if (ended) return;
      ended = true;
      response.end();
    },
  });
  return true;
}
