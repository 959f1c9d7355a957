import { denialsOf, type ExperimentalDrafts } from '../wire/experimental.js';
import { isJsonObject, own } from '../wire/json.js';
import type { InputRequest } from '../wire/protocol.js';

/** What the drafts a host opted into do in a multi round-trip loop, between one result and the retry after it. */
export interface RetryDrafts {
  /** An input request of `result` as it is shown (SEP-2643: a URL-mode request gets the result's denial). */
  carry(request: InputRequest, result: unknown): InputRequest;
  /** The retry after `result`, from the params the loop built (SEP-2643's echo, SEP-3221's `secureArguments`). */
  retry<P extends object>(params: P, result: unknown): P;
}

/**
 * The drafts of `experimental` that change a retry, for a call first sent with `params`; `undefined` when the host
 * opted into none of them, so the loop sends exactly what it did before. SEP-3221 (commit `03750370`): the
 * `secureArguments` are copied before the first send, and every retry carries that copy, whatever happens to the
 * host's object meanwhile.
 *
 * @throws {TypeError} with `sep3221` when `params.secureArguments` is neither absent nor a JSON object.
 * @example
 * const drafts = retryDrafts({ sep3221: true }, { name: 'query', secureArguments: { instance: 'db-1' } });
 * drafts?.retry({ name: 'query', inputResponses }, result); // carries { instance: 'db-1' }
 * @internal
 */
export function retryDrafts(
  experimental: ExperimentalDrafts | undefined,
  params: object,
): RetryDrafts | undefined {
  const denials = denialsOf(experimental);
  const secure = experimental?.sep3221 === true ? secureArgumentsOf(params) : undefined;
  if (!denials && !secure) return undefined;
  return {
    carry: (request, result) => (denials ? denials.carry(request, result) : request),
    retry(params, result) {
      const echoed = denials ? denials.echo(params, denials.contextIdOf(result)) : params;
      return secure ? { ...echoed, secureArguments: secure.copy() } : echoed;
    },
  };
}

/** The call's `secureArguments`, kept as JSON text so each retry gets a fresh copy of the same bytes. */
function secureArgumentsOf(params: object): { copy(): Record<string, unknown> } | undefined {
  const value = isJsonObject(params) ? own(params, 'secureArguments') : undefined;
  if (value === undefined) return undefined;
  if (!isJsonObject(value)) {
    throw new TypeError(
      'requestWithInput: secureArguments must be an object of the secure parameters (SEP-3221)',
    );
  }
  const text = JSON.stringify(value);
  return { copy: () => JSON.parse(text) as Record<string, unknown> };
}
