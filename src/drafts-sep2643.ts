/**
 * `mcp-elicitation-react/drafts/sep2643`: SEP-2643's structured authorization denials as a value a host passes to opt
 * in (`experimental: { sep2643: authorizationDenials({ assured }) }`), followed at the SEP's commit `6bff817c`
 * (2026-08-21). Only a host that imports it ships the draft's code and words.
 *
 * @packageDocumentation
 */
export { authorizationDenials } from './core/request/denial-draft.js';
export type { AuthorizationDenial } from './core/wire/authorization-denial.js';
export type { AuthorizationDenialsDraft } from './core/wire/denials-draft.js';
