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
