import type { ElicitationParser, UrlElicitationRequest } from '../request/parse-request.js';
import { type ElicitationRequest, isElicitationRequest } from '../request/parse-request.js';
import { analysedRequestOf } from '../request/pending-analysis.js';
import { ElicitationError } from '../wire/errors.js';
import type { ExperimentalDrafts } from '../wire/experimental.js';
import type { ElicitRequestParams } from '../wire/protocol.js';

/**
 * What a flow (and the dialog, the panel) accepts as its request: a request from `parseElicitRequest` (or the
 * queue), or the raw `elicitation/create` params exactly as they arrived, typed or not. Anything else is shown as
 * a request that cannot be shown.
 */
export type ElicitationRequestInput = ElicitationRequest | ElicitRequestParams | unknown;

/** A request ready to show, or why it cannot be. */
export type FlowRequest =
  | { readonly request: ElicitationRequest; readonly error?: undefined }
  | { readonly request?: undefined; readonly error: ElicitationError };

/**
 * The request behind `input`: a parsed request as it is; anything else checked with `parse` (passed in, not
 * imported, so a view whose requests a queue parsed leaves the parser out of its bundle), with the drafts the host
 * speaks. Without `parse`, raw params are refused. A parser's `ElicitationError` is the answer;
 * anything else it throws is a bug, thrown on.
 *
 * @example
 * resolveFlowRequest(params, parseElicitRequest); // { request } or { error }
 * resolveFlowRequest(params, parseElicitRequest, { sep2631: fileInputs });
 */
export function resolveFlowRequest(
  input: ElicitationRequestInput,
  parse: ElicitationParser | undefined,
  experimental?: ExperimentalDrafts,
): FlowRequest {
  if (isElicitationRequest(input)) return { request: input };
  if (!parse) {
    const issue = { path: '', message: 'the request was not parsed', code: 'invalid-request' } as const;
    return { error: new ElicitationError([issue]) };
  }
  try {
    return { request: parse(input, experimental ? { experimental } : {}) };
  } catch (error) {
    if (error instanceof ElicitationError) return { error };
    throw error;
  }
}

/**
 * Waits for the analysis of a URL request the on-demand parse returned `unchecked`: `then` gets the analysed request,
 * or `undefined` when the analysis could not be loaded (the request stays blocked). Returns whether it waits.
 *
 * @example
 * let checking = awaitAnalysis(request, (analysed) => { request = analysed ?? request; checking = false; });
 */
export function awaitAnalysis(
  request: ElicitationRequest | undefined,
  then: (analysed: UrlElicitationRequest | undefined) => void,
): boolean {
  const analysis = request && analysedRequestOf(request);
  analysis?.then(then, () => then(undefined));
  return analysis !== undefined;
}
