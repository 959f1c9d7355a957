/**
 * `mcp-elicitation-react/core`: everything between an untrusted `elicitation/create` request and a
 * spec-correct `ElicitResult`, with no React. Runs in Node, browsers and workers.
 *
 * @module mcp-elicitation-react/core
 */

// Only here, not in the main entry: both analyse a URL at once, with the public-suffix list.
export { parseElicitRequest } from './request/parse-elicit-request.js';
export * from './shared.js';
export { analyzeElicitationUrl } from './url/analyze-url.js';
