import type { ContentLanguage } from '../language/content-language.js';
import type { ParseOptions } from '../schema/compile-schema.js';
import type { ElicitationLimits } from '../schema/limits.js';
import type { UrlAnalyzer } from '../url/analysis-loader.js';
import { checkUrl } from '../url/block.js';
import { type UrlAnalysis, uncheckedAnalysis } from '../url/url-analysis.js';
import type { AuthorizationDenial } from '../wire/authorization-denial.js';
import { ElicitationError, type ElicitationIssue, pointer } from '../wire/errors.js';
import { own } from '../wire/json.js';
import { longerThan, MAX_ELICITATION_ID_LENGTH, URL_PATTERN } from '../wire/spec-limits.js';
import { type RequestEnvelope, wasParsed } from './envelope.js';
import type { FormElicitationRequest } from './parse-form-request.js';

/**
 * A checked URL-mode request. A `blocked` URL is still returned so the UI can say why it refuses it.
 * @inline
 */
export interface UrlElicitationRequest {
  mode: 'url';
  message: string;
  /**
   * The address analysed for display. From the queue and the views (which load the analysis on demand) it is
   * `blocked` as `unchecked` until the analysis is in: the flow's `checking` says it is on its way, and the flow's
   * `request` is then the analysed request. `parseElicitRequest` analyses at once.
   */
  url: UrlAnalysis;
  /** 2025-11-25 only: the id a server later names in `notifications/elicitation/complete`. */
  elicitationId?: string;
  /** SEP-2792: the language of `message`, from `_meta["io.modelcontextprotocol/contentLanguage"]`. */
  language?: ContentLanguage;
  /**
   * SEP-2643 (a draft, read only with `experimental.sep2643`): the server refused the request it runs until the
   * person approves at this URL. Shown as "approval required"; without `assured` the URL is `blocked` (never opened).
   */
  denial?: AuthorizationDenial;
}

/**
 * A checked `elicitation/create` request, ready to render: narrow it by `mode` (`'form'` has the compiled `form`,
 * `'url'` the analysed `url`). Made by `parseElicitRequest`, or {@link parseFormRequest} for form mode only.
 */
export type ElicitationRequest = FormElicitationRequest | UrlElicitationRequest;

/**
 * Checks untrusted `elicitation/create` params, as `parseElicitRequest` and `parseFormRequest` do: returns the
 * request ready to render, or throws `ElicitationError`.
 * @inline
 */
export type ElicitationParser = (params: unknown, options: ParseOptions) => ElicitationRequest;

/**
 * Whether `value` is a request returned by `parseElicitRequest` or `parseFormRequest` (the queue's
 * requests are). Raw params shaped like a parsed request are not: a server could send `form.fields` of its
 * own to skip every check, so anything else must be parsed.
 *
 * @example
 * isElicitationRequest(parseElicitRequest(params)); // true
 * isElicitationRequest({ ...parseElicitRequest(params) }); // false: a copy must be parsed again
 */
export function isElicitationRequest(value: unknown): value is ElicitationRequest {
  return wasParsed(value);
}

/**
 * URL mode, its address checked at once (a refusal throws) and described by `analyse`; without it (not loaded yet,
 * or not wanted), described as `unchecked`, which blocks it until the analysis is in. Read again once the analysis
 * is in (the on-demand parse), it applies every rule again, the SEP-2643 denial's included.
 * @internal
 */
export function readUrlMode(
  envelope: RequestEnvelope,
  analyse: UrlAnalyzer | undefined,
): UrlElicitationRequest {
  const { params, message, language, limits, issues, denials } = envelope;
  const analysis = readUrl(own(params, 'url'), limits, issues, analyse);
  const elicitationId = own(params, 'elicitationId');
  if (elicitationId !== undefined && typeof elicitationId !== 'string') {
    issues.push({
      path: pointer('elicitationId'),
      message: 'elicitationId must be a string',
      code: 'invalid-request',
    });
  } else if (elicitationId !== undefined && longerThan(elicitationId, MAX_ELICITATION_ID_LENGTH)) {
    issues.push({
      path: pointer('elicitationId'),
      message: `elicitationId is longer than ${MAX_ELICITATION_ID_LENGTH} characters (spec PR #2778)`,
      code: 'limit-exceeded',
    });
  }
  const denial = denials?.read(params, issues);
  if (issues.length > 0 || !analysis || message === undefined) throw new ElicitationError(issues);
  // Without assurance the denial came from the server it names, its URL must not be acted on (SEP-2643).
  const url = denial && !denial.assured ? { ...analysis, blocked: true } : analysis;
  const request: UrlElicitationRequest =
    typeof elicitationId === 'string'
      ? { mode: 'url', message, url, elicitationId }
      : { mode: 'url', message, url };
  if (language) request.language = language;
  if (denial) request.denial = denial;
  return request;
}

function readUrl(
  value: unknown,
  limits: ElicitationLimits,
  issues: ElicitationIssue[],
  analyse: UrlAnalyzer | undefined,
): UrlAnalysis | undefined {
  const path = pointer('url');
  if (typeof value !== 'string') {
    issues.push({
      path,
      message: value === undefined ? 'url is required' : 'url must be a string',
      code: 'invalid-request',
    });
    return undefined;
  }
  if (!URL_PATTERN.test(value)) {
    issues.push({
      path,
      message: 'url must start with https:// or http:// (spec PR #2778)',
      code: 'invalid-request',
    });
    return undefined;
  }
  // What refuses a request needs no public-suffix list: the checks that block, before any analysis.
  const { url, blockReason } = checkUrl(value, limits.maxTextLength);
  switch (blockReason) {
    case 'unparseable':
    case 'relative':
      issues.push({ path, message: 'url must be an absolute URL', code: 'invalid-request' });
      return undefined;
    case 'too-long':
      issues.push({
        path,
        message: `url is longer than ${limits.maxTextLength} characters`,
        code: 'limit-exceeded',
      });
      return undefined;
    case 'scheme':
    case 'invalid-host':
    case 'unchecked':
    case undefined:
      if (!url) {
        issues.push({ path, message: 'url must be an absolute URL', code: 'invalid-request' });
        return undefined;
      }
      return analyse
        ? analyse(value, { maxLength: limits.maxTextLength })
        : uncheckedAnalysis(url, blockReason);
    default:
      return blockReason satisfies never;
  }
}
