import type { ParseOptions } from '../schema/compile-schema.js';
import { analyzeElicitationUrl } from '../url/analyze-url.js';
import { parseChecked } from './envelope.js';
import { readFormMode } from './parse-form-request.js';
import { type ElicitationRequest, readUrlMode } from './parse-request.js';

/**
 * Checks untrusted `elicitation/create` params and compiles them for rendering. `mode` absent
 * means form. Anything outside the spec's subset, or over the limits, throws one
 * {@link ElicitationError} listing every issue with a JSON pointer into `params` — except a short
 * list of real-world spellings, rewritten and listed in `form.notices` (refused with `strict`).
 *
 * Three ways in, by what you hold: {@link parseElicitRequest} takes whole `elicitation/create` params of either
 * mode (what a client receives); {@link parseFormRequest} takes the same params for a client that declared form
 * mode only (a smaller bundle); {@link compileElicitationSchema} takes a bare `requestedSchema`, without the
 * message and mode around it. All three share every check, the limits and `strict`.
 *
 * Synchronous, URL mode included: a URL is analysed at once, with the public-suffix list (about 49 kB gzip), so it is
 * exported by `mcp-elicitation-react/core` only. The queue and the views, which need no such call, load that analysis
 * the first time a URL request is shown.
 *
 * @example
 * const request = parseElicitRequest({
 *   message: 'Your GitHub username?',
 *   requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
 * });
 * if (request.mode === 'form') console.log(request.form.fields[0].label); // "name"
 */
export function parseElicitRequest(params: unknown, options: ParseOptions = {}): ElicitationRequest {
  return parseChecked<ElicitationRequest>(params, options, (envelope) =>
    envelope.mode === 'url' ? readUrlMode(envelope, analyzeElicitationUrl) : readFormMode(envelope),
  );
}
