import type { ContentLanguage } from '../language/content-language.js';
import type { ParseOptions } from '../schema/compile-schema.js';
import type { ElicitationLimits } from '../schema/limits.js';
import { analyzeElicitationUrl, type UrlAnalysis } from '../url/analyze-url.js';
import type { AuthorizationDenial } from '../wire/authorization-denial.js';
import { ElicitationError, type ElicitationIssue, pointer } from '../wire/errors.js';
import { own } from '../wire/json.js';
import { longerThan, MAX_ELICITATION_ID_LENGTH, URL_PATTERN } from '../wire/spec-limits.js';
import { parseChecked, type RequestEnvelope, wasParsed } from './envelope.js';
import { type FormElicitationRequest, readFormMode } from './parse-form-request.js';

/**
 * A checked URL-mode request. A `blocked` URL is still returned so the UI can say why it refuses it.
 * @inline
 */
export interface UrlElicitationRequest {
  mode: 'url';
  message: string;
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
 * `'url'` the analysed `url`). Made by {@link parseElicitRequest}, or {@link parseFormRequest} for form mode only.
 */
export type ElicitationRequest = FormElicitationRequest | UrlElicitationRequest;

/**
 * Checks untrusted `elicitation/create` params, as `parseElicitRequest` and `parseFormRequest` do: returns the
 * request ready to render, or throws `ElicitationError`.
 * @inline
 */
export type ElicitationParser = (params: unknown, options: ParseOptions) => ElicitationRequest;

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
 * @example
 * const request = parseElicitRequest({
 *   message: 'Your GitHub username?',
 *   requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
 * });
 * if (request.mode === 'form') console.log(request.form.fields[0].label); // "name"
 */
export function parseElicitRequest(params: unknown, options: ParseOptions = {}): ElicitationRequest {
  return parseChecked<ElicitationRequest>(params, options, (envelope) =>
    envelope.mode === 'url' ? readUrlMode(envelope) : readFormMode(envelope),
  );
}

/**
 * Whether `value` is a request returned by {@link parseElicitRequest} or `parseFormRequest` (the queue's
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

function readUrlMode(envelope: RequestEnvelope): UrlElicitationRequest {
  const { params, message, language, limits, issues, denials } = envelope;
  const analysis = readUrl(own(params, 'url'), limits, issues);
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
  const analysis = analyzeElicitationUrl(value, { maxLength: limits.maxTextLength });
  switch (analysis.blockReason) {
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
    case undefined:
      return analysis;
    default:
      return analysis.blockReason satisfies never;
  }
}
