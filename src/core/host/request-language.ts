/**
 * SEP-2792 on every request a client sends: `attachElicitationHandler(client, queue, { acceptLanguage })`
 * puts the user's language preference in `params._meta["io.modelcontextprotocol/acceptLanguage"]` and, for
 * Streamable HTTP, the same value in the `Accept-Language` header (SEP-2792 requires the two to agree exactly;
 * a browser's own default header would not).
 */
import { acceptLanguageMeta } from '../language/accept-language.js';
import { isJsonObject, own } from '../wire/json.js';
import { ACCEPT_LANGUAGE_META_KEY } from '../wire/protocol.js';

/**
 * The `acceptLanguage` option: an `Accept-Language` value (`'fr-CA,fr;q=0.9'`, or one locale, `'ar'`), the
 * host's locales in order (`navigator.languages`), or a function read at each request, so a change of the
 * host's language applies to the next request (`undefined`: send none).
 * @inline
 */
export type AcceptLanguageOption =
  | string
  | readonly string[]
  | (() => string | readonly string[] | undefined);

type RequestMethod = (request: unknown, ...rest: unknown[]) => unknown;

/** A result schema (zod, Standard Schema) rather than request options, in a request's second argument. */
function isSchema(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('~standard' in value || '_def' in value || typeof (value as { parse?: unknown }).parse === 'function')
  );
}

/** The request with the preference in `params._meta`, unless the caller already set one for this request. */
function withLanguage(request: unknown, value: string): unknown {
  if (!isJsonObject(request)) return request;
  const params = own(request, 'params');
  const base = isJsonObject(params) ? params : {};
  const meta = own(base, '_meta');
  const existing = isJsonObject(meta) ? meta : {};
  if (typeof own(existing, ACCEPT_LANGUAGE_META_KEY) === 'string') return request;
  return { ...request, params: { ...base, _meta: { ...existing, [ACCEPT_LANGUAGE_META_KEY]: value } } };
}

/** The request options with `Accept-Language` among their headers (SDK v2 sends them with an HTTP request). */
function withHeader(options: unknown, request: unknown): unknown {
  const params = isJsonObject(request) ? own(request, 'params') : undefined;
  const meta = isJsonObject(params) ? own(params, '_meta') : undefined;
  const value = isJsonObject(meta) ? own(meta, ACCEPT_LANGUAGE_META_KEY) : undefined;
  if (typeof value !== 'string') return options;
  const base = isJsonObject(options) ? options : {};
  const headers = own(base, 'headers');
  return { ...base, headers: { ...(isJsonObject(headers) ? headers : {}), 'Accept-Language': value } };
}

/**
 * Wraps the client's `request` on the instance (both SDKs send every request through it) so each request
 * carries the preference; returns the function that takes it off again. A malformed value throws an
 * `AcceptLanguageError`: at once for a fixed value, from the request for a function's.
 * @internal
 */
export function sendAcceptLanguage(client: object, option: AcceptLanguageOption): () => void {
  const read = typeof option === 'function' ? option : () => option;
  // A fixed value is checked now, before anything is sent.
  if (typeof option !== 'function') acceptLanguageMeta(option);
  const host = client as { request?: RequestMethod };
  const original = host.request;
  if (typeof original !== 'function') return () => {};
  const wrapped: RequestMethod = function (this: unknown, request, ...rest) {
    const preference = read();
    if (preference === undefined) return original.call(this, request, ...rest);
    const sent = withLanguage(request, acceptLanguageMeta(preference));
    const at = isSchema(rest[0]) ? 1 : 0;
    const args = [...rest];
    args[at] = withHeader(args[at], sent);
    return original.call(this, sent, ...args);
  };
  host.request = wrapped;
  return () => {
    if (host.request === wrapped) host.request = original;
  };
}
