/**
 * The URL analysis on demand: `analyze-url.ts` and the public-suffix list it needs (about 49 kB gzip) are loaded
 * the first time a URL-mode request is shown, so a page that only ever gets forms never fetches them.
 *
 * @module
 */
import type { analyzeElicitationUrl } from './analyze-url.js';

/** The analysis itself, as `/core` exports it. */
export type UrlAnalyzer = typeof analyzeElicitationUrl;

let loaded: UrlAnalyzer | undefined;
let loading: Promise<UrlAnalyzer> | undefined;

/**
 * The analysis once it has been loaded, to run at once from then on; `undefined` before.
 * @internal
 */
export function loadedUrlAnalysis(): UrlAnalyzer | undefined {
  return loaded;
}

/**
 * Loads the analysis, once for the page; a load that failed is tried again by the next request that needs it.
 * @internal
 */
export function loadUrlAnalysis(): Promise<UrlAnalyzer> {
  loading ??= import('./analyze-url.js').then(
    (module) => {
      loaded = module.analyzeElicitationUrl;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
