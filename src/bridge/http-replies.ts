// The bridge's plain JSON replies and the checks every answer passes before the store is asked.
import type { BridgeErrorBody } from '../core/bridge-wire/contract.js';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** A JSON response with `status`. */
export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** A refusal with one of the wire's error names. */
export function refuse(
  status: number,
  error: BridgeErrorBody['error'],
  headers?: Record<string, string>,
): Response {
  return jsonReply(status, { error } satisfies BridgeErrorBody, headers);
}

/** `application/json`, with or without parameters (`; charset=utf-8`); anything else is a simple-request risk. */
export function isJsonContentType(value: string | null): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Whether the request may act: no `Origin` (not a browser's cross-site request) or one equal to the request's
 * own origin or listed. Behind a proxy the request URL may name an inner host: list the public origin then.
 */
export function isAllowedOrigin(request: Request, allowed: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  return origin === new URL(request.url).origin || allowed.includes(origin);
}

/** The body as text, read with a cap: `undefined` past `limit` bytes, whatever Content-Length said. */
export async function readCapped(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
