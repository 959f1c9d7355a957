import type { FieldError } from '../answer/validate.js';

/**
 * Why an answer did not reach the server, when the person may answer again: `invalid-content` (the receiving end
 * checked the content against the request's schema and refused it; `issues` says why) or `unreachable` (the
 * connection failed, retries included). Nothing was delivered in either case.
 * @inline
 */
export type UndeliveredKind = 'invalid-content' | 'unreachable';

/**
 * An answer that did not reach the server while the request still waits. Thrown at once by every door an
 * answer goes through (a queue's {@link PendingElicitation.respond}, the flow's `finish`) for a form-mode `accept`
 * whose content fails the request's schema (`kind: 'invalid-content'`); and the rejection of a `respond` (or an
 * `onResult`) promise when the answer travelled and was refused or lost (the bridge's 422, a failed connection).
 * The dialog and the panel go back to the form, keep what the person typed, and say why. Any other rejection is a
 * failed delivery (`failed`), which cannot be retried.
 *
 * @example
 * onResult={async (result) => {
 *   const response = await post(result);
 *   if (response.status === 422) throw new AnswerNotDeliveredError('invalid-content', (await response.json()).issues);
 * }}
 */
export class AnswerNotDeliveredError extends Error {
  /** Always `AnswerNotDeliveredError`: the test that also holds across two copies of the library. */
  override readonly name = 'AnswerNotDeliveredError';
  /** Why it was not delivered. */
  readonly kind: UndeliveredKind;
  /** The refused fields (`invalid-content`), as `validateContent` words them; empty otherwise. */
  readonly issues: readonly FieldError[];

  constructor(kind: UndeliveredKind, issues: readonly FieldError[] = []) {
    super(
      kind === 'invalid-content'
        ? `The answer was refused: its content does not match the request’s schema${listed(issues)}`
        : 'The answer could not be delivered: the connection failed',
    );
    this.kind = kind;
    this.issues = issues;
  }
}

/** The refused fields in the message, so a developer reading a thrown error sees why without a debugger. */
function listed(issues: readonly FieldError[]): string {
  if (issues.length === 0) return '';
  return ` (${issues.map((issue) => `${issue.field || 'content'}: ${issue.message}`).join('; ')})`;
}

/** Whether `error` is an {@link AnswerNotDeliveredError}, also across two copies of the library in one page. */
export function isAnswerNotDelivered(error: unknown): error is AnswerNotDeliveredError {
  return (
    error instanceof AnswerNotDeliveredError ||
    (error instanceof Error &&
      error.name === 'AnswerNotDeliveredError' &&
      Array.isArray((error as Partial<AnswerNotDeliveredError>).issues))
  );
}
