// The origin an answer POST is judged against: the Host header's, or a trusted proxy's forwarded host.
import type { HeaderOf } from './http-replies.js';

/**
 * The reverse proxy in front of the bridge (nginx, Caddy, a load balancer, a CDN), named by the headers it sets
 * on every request it forwards. The answer route then takes the page's origin from those headers, as the proxy
 * saw it, instead of the `Host` header the proxy sent on.
 *
 * @example
 * // nginx: proxy_set_header X-Forwarded-Host $host; proxy_set_header X-Forwarded-Proto $scheme;
 * createElicitationBridge({ authorize, trustedProxy: { headers: 'x-forwarded' } });
 * // a proxy that writes RFC 7239's `Forwarded: for=…;host=app.example.com;proto=https`
 * createElicitationBridge({ authorize, trustedProxy: { headers: 'forwarded' } });
 * @inline
 */
export interface TrustedProxy {
  /**
   * Which headers carry the public host and scheme: `'x-forwarded'`, `X-Forwarded-Host` and `X-Forwarded-Proto`
   * (either may be absent: the `Host` header, or the request URL's scheme, stands in); `'forwarded'`, the `host=`
   * and `proto=` of RFC 7239's `Forwarded`. When proxies add to a header in turn, the last value is read: the one
   * the proxy next to this server wrote.
   */
  readonly headers: 'x-forwarded' | 'forwarded';
}

/** A `Host` value that names a host (and port), nothing that could move a URL's authority or path. */
export const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The items of a comma-separated header (quoted strings kept whole): the last one a proxy added comes last. */
const LIST_ITEM = /(?:[^,"]|"(?:[^"\\]|\\.)*")+/g;
/** Each `name=value` of one `Forwarded` element (RFC 7239), in turn: a quoted value is taken whole. */
const FORWARDED_PAIR = /(?:^|;)\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;"]*)/g;

/**
 * The origin a request says it was sent to: the `Host` header's, with the scheme of `url` (the request URL).
 * A framework may build the request URL from its own idea of the host (Next.js route handlers see
 * `http://localhost:PORT` whatever the `Host`), so the header, which the browser sets, decides. Forwarded headers
 * are read only with a {@link TrustedProxy}: any client can send them, so without a proxy that sets them on every
 * request, trusting them would let a request name whatever origin it likes.
 */
export function requestOrigin(url: URL, header: HeaderOf, proxy?: TrustedProxy): string {
  const forwarded: Forwarded = proxy
    ? proxy.headers === 'forwarded'
      ? fromForwarded(header('forwarded'))
      : { host: lastItem(header('x-forwarded-host')), proto: lastItem(header('x-forwarded-proto')) }
    : {};
  const host = readHost(forwarded.host) ?? readHost(header('host')) ?? url.host;
  const proto = forwarded.proto?.trim().toLowerCase();
  const scheme = proto === 'http' || proto === 'https' ? proto : url.protocol.slice(0, -1);
  try {
    // Lower case, and the default port dropped: as the browser writes `Origin`.
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

/**
 * `trustedProxy` as given to `createElicitationBridge`, checked: a misspelt proxy would silently read nothing.
 */
export function checkTrustedProxy(proxy: unknown): TrustedProxy | undefined {
  if (proxy === undefined) return undefined;
  const headers = (proxy as { headers?: unknown } | null)?.headers;
  if (headers === 'x-forwarded' || headers === 'forwarded') return { headers };
  throw new TypeError(
    "createElicitationBridge: trustedProxy must be { headers: 'x-forwarded' } or { headers: 'forwarded' }",
  );
}

function readHost(value: string | null | undefined): string | undefined {
  const host = value?.trim();
  return host && HOST.test(host) ? host : undefined;
}

/** What a proxy's headers say of the request as it received it. */
interface Forwarded {
  host?: string | undefined;
  proto?: string | undefined;
}

/** The last item of a comma-separated header. */
function lastItem(value: string | null): string | undefined {
  return value?.match(LIST_ITEM)?.at(-1);
}

/** `host=` and `proto=` of the last element of `Forwarded`, quoted strings unquoted. */
function fromForwarded(value: string | null): Forwarded {
  const found: Forwarded = {};
  for (const [, name = '', raw = ''] of lastItem(value)?.matchAll(FORWARDED_PAIR) ?? []) {
    const key = name.toLowerCase();
    if (key !== 'host' && key !== 'proto') continue;
    found[key] = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw.trim();
  }
  return found;
}
