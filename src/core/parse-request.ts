import { compileSchemaAt } from './compile-schema.js';
import { ElicitationError, type ElicitationIssue, pointer } from './errors.js';
import { isJsonObject, own, utf8Length } from './json.js';
import { type ElicitationLimits, findNestingProblem, resolveLimits } from './limits.js';
import type { FormModel } from './model.js';
import { analyzeElicitationUrl, type UrlAnalysis } from './url.js';

/** A checked form-mode request, ready to render. */
export interface FormElicitationRequest {
  mode: 'form';
  message: string;
  form: FormModel;
}

/** A checked URL-mode request. A `blocked` URL is still returned so the UI can say why it refuses it. */
export interface UrlElicitationRequest {
  mode: 'url';
  message: string;
  url: UrlAnalysis;
  /** 2025-11-25 only: the id a server later names in `notifications/elicitation/complete`. */
  elicitationId?: string;
}

export type ElicitationRequest = FormElicitationRequest | UrlElicitationRequest;

export interface ParseOptions {
  limits?: Partial<ElicitationLimits>;
  /**
   * Refuse the real-world spellings outside the spec's subset that are otherwise rewritten and
   * listed in `form.notices` (pydantic's `Optional` and `Enum` references, FastMCP's untyped
   * `items.enum`), for hosts that want the letter of the spec. Default `false`.
   */
  strict?: boolean;
}

/**
 * Checks untrusted `elicitation/create` params and compiles them for rendering. `mode` absent
 * means form. Anything outside the spec's subset, or over the limits, throws one
 * {@link ElicitationError} listing every issue with a JSON pointer into `params` — except a short
 * list of real-world spellings, rewritten and listed in `form.notices` (refused with `strict`).
 *
 * @example
 * const request = parseElicitRequest({
 *   message: 'Your GitHub username?',
 *   requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
 * });
 * if (request.mode === 'form') console.log(request.form.fields[0].label); // "name"
 */
export function parseElicitRequest(params: unknown, options: ParseOptions = {}): ElicitationRequest {
  const limits = resolveLimits(options.limits);
  try {
    const request = parseWithin(params, limits, options.strict ?? false);
    checked.add(request);
    return request;
  } catch (error) {
    if (error instanceof ElicitationError) throw error;
    // Exotic inputs (throwing getters, cyclic objects) must still end in our typed error.
    throw new ElicitationError([
      { path: '', message: `the request could not be read: ${String(error)}`, code: 'invalid-request' },
    ]);
  }
}

/** Every request {@link parseElicitRequest} returned: only these are trusted as already checked. */
const checked = new WeakSet<object>();

/**
 * Whether `value` is a request returned by {@link parseElicitRequest} (the queue's requests are). Raw
 * params shaped like a parsed request are not: a server could send `form.fields` of its own to skip
 * every check, so anything else must be parsed.
 *
 * @example
 * isElicitationRequest(parseElicitRequest(params)); // true
 * isElicitationRequest({ ...parseElicitRequest(params) }); // false: a copy must be parsed again
 */
export function isElicitationRequest(value: unknown): value is ElicitationRequest {
  return typeof value === 'object' && value !== null && checked.has(value);
}

function parseWithin(params: unknown, limits: ElicitationLimits, strict: boolean): ElicitationRequest {
  if (!isJsonObject(params)) {
    throw new ElicitationError([{ path: '', message: 'params must be an object', code: 'invalid-request' }]);
  }
  // Before serialising: JSON.stringify recurses, and deep enough junk would overflow the call stack.
  const nesting = findNestingProblem(params, limits.maxDepth, limits.maxRequestBytes);
  if (nesting?.kind === 'cycle') {
    throw new ElicitationError([
      {
        path: nesting.path,
        message: 'the request refers to itself, which JSON cannot',
        code: 'invalid-request',
      },
    ]);
  }
  if (nesting) {
    throw new ElicitationError([
      {
        path: nesting.path,
        message: `the request nests objects and arrays more than ${limits.maxDepth} levels deep`,
        code: 'limit-exceeded',
      },
    ]);
  }
  const size = utf8Length(JSON.stringify(params) ?? '');
  if (size > limits.maxRequestBytes) {
    throw new ElicitationError([
      {
        path: '',
        message: `the request is ${size} bytes; at most ${limits.maxRequestBytes} are allowed`,
        code: 'limit-exceeded',
      },
    ]);
  }

  const issues: ElicitationIssue[] = [];
  const message = readMessage(own(params, 'message'), limits, issues);
  const mode = own(params, 'mode');
  switch (mode) {
    case undefined:
    case 'form': {
      const form = compileSchemaAt(
        own(params, 'requestedSchema'),
        ['requestedSchema'],
        limits,
        issues,
        strict,
      );
      if (issues.length > 0 || !form || message === undefined) throw new ElicitationError(issues);
      return { mode: 'form', message, form };
    }
    case 'url': {
      const url = readUrl(own(params, 'url'), limits, issues);
      const elicitationId = own(params, 'elicitationId');
      if (elicitationId !== undefined && typeof elicitationId !== 'string') {
        issues.push({
          path: pointer('elicitationId'),
          message: 'elicitationId must be a string',
          code: 'invalid-request',
        });
      }
      if (issues.length > 0 || !url || message === undefined) throw new ElicitationError(issues);
      return typeof elicitationId === 'string'
        ? { mode: 'url', message, url, elicitationId }
        : { mode: 'url', message, url };
    }
    default:
      issues.push({
        path: pointer('mode'),
        message: `mode ${JSON.stringify(mode)} is not supported; expected "form" or "url"`,
        code: 'unsupported-mode',
      });
      throw new ElicitationError(issues);
  }
}

function readMessage(
  value: unknown,
  limits: ElicitationLimits,
  issues: ElicitationIssue[],
): string | undefined {
  const path = pointer('message');
  if (typeof value !== 'string') {
    const message = value === undefined ? 'message is required' : 'message must be a string';
    issues.push({ path, message, code: 'invalid-request' });
    return undefined;
  }
  if (value.length > limits.maxTextLength) {
    issues.push({
      path,
      message: `message is longer than ${limits.maxTextLength} characters`,
      code: 'limit-exceeded',
    });
    return undefined;
  }
  return value;
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
