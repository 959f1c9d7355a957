// The bridge's plain JSON replies and the checks every answer passes before the store is asked.
import type { BridgeErrorBody } from '../core/bridge-wire/contract.js';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** A JSON reply before it is a `Response`: what `toNodeListener`'s answer path writes as is. */
export interface JsonReply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A JSON reply with `status`. */
export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): JsonReply {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** A refusal with one of the wire's error names. */
export function refusal(
  status: number,
  error: BridgeErrorBody['error'],
  headers?: Record<string, string>,
): JsonReply {
  return jsonReply(status, { error } satisfies BridgeErrorBody, headers);
}

/** The reply as a web `Response`. */
export function toResponse(reply: JsonReply): Response {
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

/** A refusal with one of the wire's error names, as a `Response`. */
export function refuse(
  status: number,
  error: BridgeErrorBody['error'],
  headers?: Record<string, string>,
): Response {
  return toResponse(refusal(status, error, headers));
}

/** `application/json`, with or without parameters (`; charset=utf-8`); anything else is a simple-request risk. */
export function isJsonContentType(value: string | null): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** A request header by its lower-case name (several values joined with `, `, as `Headers.get`), or `null`. */
export type HeaderOf = (name: string) => string | null;

/**
 * Whether the request may act: an `Origin` equal to the request's own origin (`own`, see `requestOrigin`) or
 * listed; with no `Origin`, only when the browser did not say it came from another site (`Sec-Fetch-Site:
 * cross-site`, or `same-site` unless other origins are listed).
 */
export function isAllowedOrigin(header: HeaderOf, own: string, allowed: readonly string[]): boolean {
  const origin = header('origin');
  if (origin === null) {
    const site = header('sec-fetch-site')?.trim().toLowerCase();
    if (site === 'cross-site') return false;
    return site !== 'same-site' || allowed.length > 0;
  }
  return origin === own || allowed.includes(origin);
}

/** What {@link readCapped} read: the text, or why there is none. */
export type CappedBody =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'too-large' }
  /** Not valid UTF-8: refused rather than decoded with replacement characters. */
  | { readonly kind: 'not-utf8' };

/** The body as UTF-8 text, read with a cap: `too-large` past `limit` bytes, whatever Content-Length said. */
export async function readCapped(request: Request, limit: number): Promise<CappedBody> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { kind: 'too-large' };
  if (!request.body) return { kind: 'text', text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { kind: 'too-large' };
    }
    chunks.push(value);
  }
  return decodeBody(chunks, size);
}

/** Body chunks (`size` bytes in all) as UTF-8 text, or `not-utf8`. */
export function decodeBody(chunks: readonly Uint8Array[], size: number): CappedBody {
  let bytes: Uint8Array;
  if (chunks.length === 1 && chunks[0]) bytes = chunks[0];
  else {
    bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
  }
  try {
    return { kind: 'text', text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { kind: 'not-utf8' };
  }
}
