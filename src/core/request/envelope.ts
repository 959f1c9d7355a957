import { type ContentLanguage, contentLanguageOf } from '../language/content-language.js';
import type { ParseOptions } from '../schema/compile-schema.js';
import { type ElicitationLimits, findNestingProblem, resolveLimits } from '../schema/limits.js';
import type { AuthorizationDenialsDraft } from '../wire/denials-draft.js';
import { ElicitationError, type ElicitationIssue, pointer } from '../wire/errors.js';
import { denialsOf, fileInputsOf } from '../wire/experimental.js';
import type { FileInputsDraft } from '../wire/file-inputs-draft.js';
import { isJsonObject, own, utf8Length } from '../wire/json.js';

/** What every mode shares once the params passed the size and depth limits. */
export interface RequestEnvelope {
  params: Readonly<Record<string, unknown>>;
  /** The request's `message`; undefined when missing or invalid (an issue says why). */
  message: string | undefined;
  /** SEP-2792: the language of the server's text, from `_meta["io.modelcontextprotocol/contentLanguage"]`. */
  language: ContentLanguage | undefined;
  mode: unknown;
  limits: ElicitationLimits;
  strict: boolean;
  /** SEP-2631 file inputs read with this draft (`experimental.sep2631`); none: `undefined`. */
  files: FileInputsDraft | undefined;
  /** SEP-2643 authorization denials read with this draft (`experimental.sep2643`); none: `undefined`. */
  denials: AuthorizationDenialsDraft | undefined;
  /** Every issue found so far; a mode adds its own and throws them all together. */
  issues: ElicitationIssue[];
}

/**
 * Runs the checks every mode shares, then `readMode`; marks the result as checked (see
 * `isElicitationRequest`) and turns anything thrown but our own error into an `ElicitationError`.
 * @internal
 */
export function parseChecked<R extends object>(
  params: unknown,
  options: ParseOptions,
  readMode: (envelope: RequestEnvelope) => R,
): R {
  const limits = resolveLimits(options.limits);
  // A wrong opt-in is the host's mistake, not the request's: its TypeError is thrown as it is.
  const files = fileInputsOf(options.experimental);
  const denials = denialsOf(options.experimental);
  try {
    const request = readMode({
      ...readEnvelope(params, limits, options.strict ?? false),
      files,
      denials,
    });
    return markParsed(request);
  } catch (error) {
    if (error instanceof ElicitationError) throw error;
    // Exotic inputs (throwing getters, cyclic objects) must still end in our typed error.
    throw new ElicitationError([
      { path: '', message: `the request could not be read: ${String(error)}`, code: 'invalid-request' },
    ]);
  }
}

/** Every request a parse returned: only these are trusted as already checked. */
const checked = new WeakSet<object>();

/**
 * Trusts `request` as checked: what a parse returned, or a URL request completed by its analysis.
 * @internal
 */
export function markParsed<R extends object>(request: R): R {
  checked.add(request);
  return request;
}

/**
 * Whether `value` came from `parseFormRequest` or `parseElicitRequest` (see `isElicitationRequest`).
 * @internal
 */
export function wasParsed(value: unknown): boolean {
  return typeof value === 'object' && value !== null && checked.has(value);
}

function readEnvelope(
  params: unknown,
  limits: ElicitationLimits,
  strict: boolean,
): Omit<RequestEnvelope, 'files' | 'denials'> {
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
  const language = contentLanguageOf(own(params, '_meta'));
  return { params, message, language, mode: own(params, 'mode'), limits, strict, issues };
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
