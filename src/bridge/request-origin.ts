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

/** The values of a comma-separated header (quoted strings kept whole): the last one a proxy added comes last. */
const LIST_ITEM = /(?:[^,"]|"(?:[^"\\]|\\.)*")+/g;
/** The `name=value` pairs of one `Forwarded` element. */
const PAIR = /(?:[^;"]|"(?:[^"\\]|\\.)*")+/g;

/**
 * The origin a request says it was sent to: the `Host` header's, with the scheme of `url` (the request URL).
 * A framework may build the request URL from its own idea of the host (Next.js route handlers see
 * `http://localhost:PORT` whatever the `Host`), so the header, which the browser sets, decides. Forwarded headers
 * are read only with a {@link TrustedProxy}: any client can send them, so without a proxy that sets them on every
 * request, trusting them would let a request name whatever origin it likes.
 */
export function requestOrigin(url: URL, header: HeaderOf, proxy?: TrustedProxy): string {
  let host = readHost(header('host')) ?? url.host;
  let scheme = url.protocol.slice(0, -1);
  if (proxy) {
    const forwarded = proxy.headers === 'forwarded' ? fromForwarded(header) : fromXForwarded(header);
    host = readHost(forwarded.host) ?? host;
    scheme = readScheme(forwarded.proto) ?? scheme;
  }
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
    `createElicitationBridge: trustedProxy must be { headers: 'x-forwarded' } or { headers: 'forwarded' }, not ${JSON.stringify(proxy)}`,
  );
}

function readHost(value: string | null | undefined): string | undefined {
  const host = value?.trim();
  return host && HOST.test(host) ? host : undefined;
}

function readScheme(value: string | undefined): string | undefined {
  const scheme = value?.trim().toLowerCase();
  return scheme === 'http' || scheme === 'https' ? scheme : undefined;
}

/** The last item of a comma-separated header. */
function lastItem(value: string | null): string | undefined {
  return value?.match(LIST_ITEM)?.at(-1);
}

function fromXForwarded(header: HeaderOf): { host?: string; proto?: string } {
  const host = lastItem(header('x-forwarded-host'));
  const proto = lastItem(header('x-forwarded-proto'));
  return { ...(host ? { host } : {}), ...(proto ? { proto } : {}) };
}

/** `host=` and `proto=` of the last element of `Forwarded` (RFC 7239), quoted strings unquoted. */
function fromForwarded(header: HeaderOf): { host?: string; proto?: string } {
  const found: { host?: string; proto?: string } = {};
  for (const pair of lastItem(header('forwarded'))?.match(PAIR) ?? []) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim().toLowerCase();
    if (name !== 'host' && name !== 'proto') continue;
    let value = pair.slice(at + 1).trim();
    if (value.startsWith('"')) {
      if (value.length < 2 || !value.endsWith('"')) continue;
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    found[name] = value;
  }
  return found;
}
