import {
  AUTHORIZATION_META_KEY,
  type AuthorizationDenial,
  type AuthorizationHint,
  type AuthorizationRemediation,
} from '../wire/authorization-denial.js';
import { type ElicitationIssue, pointer } from '../wire/errors.js';
import { isJsonObject, own } from '../wire/json.js';

const REMEDIATIONS: readonly unknown[] = ['available', 'unavailable', 'undisclosed'];

/**
 * SEP-2643 (commit `6bff817c`): the denial a URL-mode request carries in `_meta["io.modelcontextprotocol/authorization"]`,
 * checked field by field; `undefined` when it carries none or something is wrong (each problem in `issues`, with its
 * path). A URL-mode request is the SEP's first interaction, "completed by the user at a URL": its envelope must say
 * `remediation: "available"` with a `url` hint. Hints of a type the SEP does not define are left out, as it requires.
 * @internal
 */
export function readAuthorizationDenial(
  params: Readonly<Record<string, unknown>>,
  issues: ElicitationIssue[],
  assured: boolean,
): AuthorizationDenial | undefined {
  const meta = own(params, '_meta');
  const envelope = isJsonObject(meta) ? own(meta, AUTHORIZATION_META_KEY) : undefined;
  if (envelope === undefined) return undefined;
  const at = (...rest: (string | number)[]) => pointer('_meta', AUTHORIZATION_META_KEY, ...rest);
  const found = issues.length;
  const problem = (path: string, message: string) =>
    issues.push({ path, message: `${message} (SEP-2643)`, code: 'invalid-request' });
  if (!isJsonObject(envelope)) {
    problem(at(), 'an authorization denial must be an object');
    return undefined;
  }
  const reason = own(envelope, 'reason');
  if (typeof reason !== 'string' || reason === '') problem(at('reason'), 'reason must be a non-empty string');
  const remediation = own(envelope, 'remediation');
  if (!REMEDIATIONS.includes(remediation)) {
    problem(at('remediation'), 'remediation must be "available", "unavailable" or "undisclosed"');
  }
  const id = own(envelope, 'authorizationContextId');
  if (id !== undefined && typeof id !== 'string') {
    problem(at('authorizationContextId'), 'authorizationContextId must be a string');
  }
  const hints = readHints(own(envelope, 'remediationHints'), remediation, at, problem);
  if (
    issues.length === found &&
    (remediation !== 'available' || !hints.some((hint) => hint.type === 'url'))
  ) {
    problem(at(), 'a denial asking for a URL must say remediation "available" with a "url" hint');
  }
  if (issues.length > found) return undefined;
  return Object.freeze({
    reason: reason as string,
    remediation: remediation as AuthorizationRemediation,
    ...(typeof id === 'string' ? { authorizationContextId: id } : {}),
    hints: Object.freeze(hints),
    assured,
  });
}

function readHints(
  value: unknown,
  remediation: unknown,
  at: (...rest: (string | number)[]) => string,
  problem: (path: string, message: string) => void,
): AuthorizationHint[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problem(at('remediationHints'), 'remediationHints must be an array');
    return [];
  }
  if (remediation === 'unavailable' || remediation === 'undisclosed') {
    problem(at('remediationHints'), `remediationHints must be absent when remediation is "${remediation}"`);
    return [];
  }
  const hints: AuthorizationHint[] = [];
  value.forEach((hint: unknown, index) => {
    const type = isJsonObject(hint) ? own(hint, 'type') : undefined;
    if (typeof type !== 'string') {
      problem(at('remediationHints', index, 'type'), 'each remediation hint must have a string type');
    } else if (type === 'url' || type === 'task') {
      hints.push(Object.freeze({ type }));
    } else if (type === 'authorization_remediation') {
      const details = readDetails(own(hint as Record<string, unknown>, 'authorization_details'));
      if (details) hints.push(Object.freeze({ type: 'authorization-remediation', details }));
      else {
        problem(
          at('remediationHints', index, 'authorization_details'),
          'authorization_details must be an array of objects, each with a string type (RFC 9396)',
        );
      }
    }
    // Any other type is a later SEP's: ignored, as the SEP requires.
  });
  return hints;
}

/** The `type` of each RFC 9396 authorization details object, or `undefined` when one is malformed. */
function readDetails(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const types: string[] = [];
  for (const detail of value) {
    const type = isJsonObject(detail) ? own(detail, 'type') : undefined;
    if (typeof type !== 'string' || type === '') return undefined;
    types.push(type);
  }
  return Object.freeze(types);
}
