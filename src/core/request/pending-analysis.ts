import type { ElicitationRequest, UrlElicitationRequest } from './parse-request.js';

/**
 * The analysed request of each URL request parsed before the analysis was loaded, while it loads: written by the
 * on-demand parse, read by the request's flow. A module of its own, so a flow carries no parser with it.
 */
const analysed = new WeakMap<object, Promise<UrlElicitationRequest>>();

/**
 * Records that `request` (`unchecked`) will be replaced by `analysis` once it resolves.
 * @internal
 */
export function pendAnalysis(request: UrlElicitationRequest, analysis: Promise<UrlElicitationRequest>): void {
  // Whoever holds the request hears of a failed load through its flow; nobody else needs to.
  analysis.catch(() => undefined);
  analysed.set(request, analysis);
}

/**
 * The analysed form of a URL request the on-demand parse returned `unchecked`, once its analysis loaded; `undefined`
 * for any other request. It rejects when the analysis could not be loaded: the request then stays blocked.
 * @internal
 */
export function analysedRequestOf(request: ElicitationRequest): Promise<UrlElicitationRequest> | undefined {
  return analysed.get(request);
}
