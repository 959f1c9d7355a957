/** Why a request was refused. */
/** @inline */
export type ElicitationErrorCode =
  | 'invalid-request'
  | 'unsupported-schema'
  | 'unsupported-mode'
  | 'limit-exceeded';

/**
 * One thing wrong with a request; `path` is a JSON pointer into the request params.
 * @inline
 */
export interface ElicitationIssue {
  path: string;
  message: string;
  code: ElicitationErrorCode;
}

/**
 * Thrown for every request the library will not render. It carries *every* issue found, so a
 * server author sees the whole list at once.
 *
 * @example
 * try {
 *   parseElicitRequest(params);
 * } catch (error) {
 *   if (error instanceof ElicitationError) console.log(error.code, error.issues);
 * }
 */
export class ElicitationError extends Error {
  override readonly name = 'ElicitationError';
  /** The most important code among the issues (limits first, then mode, schema, request). */
  readonly code: ElicitationErrorCode;
  readonly issues: readonly ElicitationIssue[];

  constructor(issues: readonly ElicitationIssue[]) {
    const list =
      issues.length > 0
        ? issues
        : [{ path: '', message: 'Invalid request', code: 'invalid-request' as const }];
    super(summarise(list));
    this.issues = list;
    this.code = mostSevere(list);
  }
}

const severity: readonly ElicitationErrorCode[] = [
  'limit-exceeded',
  'unsupported-mode',
  'unsupported-schema',
  'invalid-request',
];

function mostSevere(issues: readonly ElicitationIssue[]): ElicitationErrorCode {
  return severity.find((code) => issues.some((issue) => issue.code === code)) ?? 'invalid-request';
}

function summarise(issues: readonly ElicitationIssue[]): string {
  const shown = issues.slice(0, 5).map((issue) => `${issue.path || '/'}: ${issue.message}`);
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  return `Invalid elicitation request: ${shown.join('; ')}${more}`;
}

/** Builds JSON pointers (RFC 6901), escaping `~` and `/` inside property names. */
export function pointer(...segments: readonly (string | number)[]): string {
  return segments
    .map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`)
    .join('');
}
