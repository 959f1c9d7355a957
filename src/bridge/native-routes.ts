// The bridge's routes on Node's own request objects, for `toNodeListener`: what `handle` carries for it.
import type { StartEventStream } from './events-route.js';
import type { CappedBody, HeaderOf, JsonReply } from './http-replies.js';

/**
 * Where a bridge's `handle` carries its answer route for Node's own request objects: `toNodeListener` serves
 * `POST {base}/answers/{id}` through it without building a web `Request` body stream, `AbortSignal` or `Response`
 * (the same checks, statuses, headers and bodies as `handle`). A registered symbol, so two copies of the package
 * still find each other's.
 */
export const NATIVE_ANSWER: unique symbol = Symbol.for('mcp-elicitation-react.bridge.native-answer');

/** A POST as `toNodeListener` hands it to {@link NativeAnswer}. */
export interface NativeAnswerInput {
  /** The request's URL (origin from the Host header, as `handle` sees it). */
  readonly url: URL;
  readonly header: HeaderOf;
  /** The request as a web `Request` without its body, for `authorize` (built when called). */
  readonly request: () => Request;
  /** The body as UTF-8 text, read with a cap. */
  readonly body: (limit: number) => Promise<CappedBody>;
}

/** Serves a POST when it is an answer (`undefined` at once otherwise: `handle` serves it). */
export type NativeAnswer = (input: NativeAnswerInput) => Promise<JsonReply> | undefined;

/** The native answer route a handler carries, if any. */
export function nativeAnswerOf(handle: object): NativeAnswer | undefined {
  const found = (handle as { [NATIVE_ANSWER]?: unknown })[NATIVE_ANSWER];
  return typeof found === 'function' ? (found as NativeAnswer) : undefined;
}

/**
 * Where a bridge's `handle` carries its event stream for Node's own request objects: `toNodeListener` serves
 * `GET {base}/events` through it and writes each event's text to the response as it comes, without a web
 * `ReadableStream`, `TextEncoder` or `Response` (the same statuses, headers and bytes as `handle`).
 */
export const NATIVE_EVENTS: unique symbol = Symbol.for('mcp-elicitation-react.bridge.native-events');

/** A GET as `toNodeListener` hands it to {@link NativeEvents}. */
export interface NativeEventsInput {
  readonly url: URL;
  readonly header: HeaderOf;
  /** The request as a web `Request`, for `authorize` (built when called). */
  readonly request: () => Request;
  /** Aborted when the client goes away. */
  readonly signal: AbortSignal;
}

/** What the native event route answers: a refusal (401, 503), or the stream, ready to start. */
export type NativeEventsReply =
  | { readonly kind: 'reply'; readonly reply: JsonReply }
  | {
      readonly kind: 'stream';
      readonly headers: Readonly<Record<string, string>>;
      readonly start: StartEventStream;
    };

/** Serves a GET when it is the event stream (`undefined` at once otherwise: `handle` serves it). */
export type NativeEvents = (input: NativeEventsInput) => Promise<NativeEventsReply> | undefined;

/** The native event route a handler carries, if any. */
export function nativeEventsOf(handle: object): NativeEvents | undefined {
  const found = (handle as { [NATIVE_EVENTS]?: unknown })[NATIVE_EVENTS];
  return typeof found === 'function' ? (found as NativeEvents) : undefined;
}
