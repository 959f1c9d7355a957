/**
 * The parse the queue and the views use by default: every check `parseElicitRequest` makes, at once (a refusal throws
 * synchronously), with a URL's analysis for display loaded on demand, so a page that only ever shows forms never
 * loads the public-suffix list.
 *
 * @module
 */
import type { ParseOptions } from '../schema/compile-schema.js';
import { loadedUrlAnalysis, loadUrlAnalysis } from '../url/analysis-loader.js';
import { markParsed, parseChecked } from './envelope.js';
import { readFormMode } from './parse-form-request.js';
import { type ElicitationParser, type ElicitationRequest, readUrlMode } from './parse-request.js';
import { pendAnalysis } from './pending-analysis.js';

/**
 * Parses as `parseElicitRequest` does; a URL request is analysed at once when the analysis is loaded already,
 * otherwise returned `unchecked` (blocked) with its analysed request on the way (`analysedRequestOf`).
 * @internal
 */
export const parseOnDemand: ElicitationParser = (
  params: unknown,
  options: ParseOptions,
): ElicitationRequest =>
  parseChecked<ElicitationRequest>(params, options, (envelope) => {
    if (envelope.mode !== 'url') return readFormMode(envelope);
    const analyse = loadedUrlAnalysis();
    if (analyse) return readUrlMode(envelope, analyse);
    const request = readUrlMode(envelope, undefined);
    // The same reading again once the analysis is in (nothing is parsed twice: the envelope is kept).
    pendAnalysis(
      request,
      loadUrlAnalysis().then((loaded) => markParsed(readUrlMode(envelope, loaded))),
    );
    return request;
  });

/**
 * Every check of `parseElicitRequest`, and no analysis for display: a URL request stays `unchecked`. For a process
 * that relays requests and shows none (the bridge's server half: the page analyses what it shows).
 * @internal
 */
export const parseChecksOnly: ElicitationParser = (
  params: unknown,
  options: ParseOptions,
): ElicitationRequest =>
  parseChecked<ElicitationRequest>(params, options, (envelope) =>
    envelope.mode === 'url' ? readUrlMode(envelope, undefined) : readFormMode(envelope),
  );
