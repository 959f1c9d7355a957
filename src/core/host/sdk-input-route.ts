import { type ElicitationOrigin, toElicitationOrigin } from '../request/origin.js';
import type { AuthorizationDenialsDraft } from '../wire/denials-draft.js';
import { ElicitationError } from '../wire/errors.js';
import { isJsonObject, own } from '../wire/json.js';
import { ELICITATION_CREATE_METHOD, type InputRequest } from '../wire/protocol.js';
import { requestStateIssue } from '../wire/spec-limits.js';
import { overrideOnInstance } from './instance-override.js';

/** A request handler as both SDKs store and call it. */
type RawHandler = (request: unknown, context: unknown) => Promise<unknown>;

/** SDK v2's retry of one `input_required` flow: sends the original request again with `params`. */
type Retry = (params: unknown, options: unknown) => Promise<unknown>;

/**
 * SDK v2 fulfils the `elicitation/create` entries of a 2026-07-28 `input_required` result by looking the
 * handler up with this protected method, which is reachable on the instance.
 */
export interface InputRequestLookup {
  _getRequestHandler?: (method: string) => RawHandler | undefined;
  /**
   * SDK v2 runs one `input_required` flow per originating request through this protected hook, with that
   * request in `flow.request` and its retry in `flow.retry`: the only place that ties an embedded elicitation to
   * the call it belongs to, and that sees each round's whole result (`_meta`, `requestState`).
   */
  _resolveNonCompleteResult?: (decoded: unknown, flow: unknown) => Promise<unknown>;
}

/**
 * Makes SDK v2's multi round-trip driver find our handler for `elicitation/create`, told which request it
 * belongs to; a no-op on SDK v1. Each flow runs with a `this` of its own (the client underneath: SDK 2.4 only
 * reads from it there, so nothing it keeps is lost) whose `_getRequestHandler` knows that flow's request, so
 * concurrent calls each name their own: no guess from what else is in flight. A driver that reaches
 * `_getRequestHandler` some other way gets the handler without an origin, never a wrong one.
 *
 * Each round's result is also held to spec PR #2778 (a `requestState` over 65,536 characters fails the call with an
 * `ElicitationError`), and with `denials` (SEP-2643) a URL-mode request gets the denial its round's result carried
 * and the retry after that round echoes the result's `authorizationContextId` in `_meta`.
 * @internal
 */
export function routeInputRequests(
  client: InputRequestLookup,
  raw: (origin: ElicitationOrigin | undefined) => RawHandler,
  denials: AuthorizationDenialsDraft | undefined,
): () => void {
  const inherited = client._getRequestHandler;
  if (typeof inherited !== 'function') return () => undefined;
  const withoutOrigin = raw(undefined);
  const restoreLookup = overrideOnInstance(
    client,
    '_getRequestHandler',
    function (this: unknown, method: string) {
      return method === ELICITATION_CREATE_METHOD ? withoutOrigin : inherited.call(this, method);
    },
  );
  const resolve = client._resolveNonCompleteResult;
  if (typeof resolve !== 'function') return restoreLookup;
  const restoreResolve = overrideOnInstance(
    client,
    '_resolveNonCompleteResult',
    function (this: InputRequestLookup, decoded: unknown, flow: unknown) {
      const stateIssue = requestStateIssue(decoded);
      if (stateIssue) return Promise.reject(new ElicitationError([stateIssue]));
      const request = isJsonObject(flow) ? own(flow, 'request') : undefined;
      const origin = isJsonObject(request)
        ? toElicitationOrigin(own(request, 'method'), own(request, 'params'))
        : undefined;
      const retry = isJsonObject(flow) ? own(flow, 'retry') : undefined;
      if (typeof retry !== 'function') return resolve.call(this, decoded, flow);
      // The result whose requests are being answered: the first, then each retry's.
      let round: unknown = decoded;
      const lookup = this._getRequestHandler;
      const forThisFlow = raw(origin);
      const handle: RawHandler = denials
        ? (entry, context) => forThisFlow(denials.carry(entry as InputRequest, round), context)
        : forThisFlow;
      const scoped = Object.create(this) as InputRequestLookup;
      scoped._getRequestHandler = (method: string) =>
        method === ELICITATION_CREATE_METHOD ? handle : lookup?.call(this, method);
      const scopedFlow = {
        ...(flow as Record<string, unknown>),
        retry: async (params: unknown, options: unknown) => {
          const sent =
            denials && isJsonObject(params) ? denials.echo(params, denials.contextIdOf(round)) : params;
          const result = await (retry as Retry).call(flow, sent, options);
          const issue = requestStateIssue(result);
          if (issue) throw new ElicitationError([issue]);
          round = result;
          return result;
        },
      };
      return resolve.call(scoped, decoded, scopedFlow);
    },
  );
  return () => {
    restoreResolve();
    restoreLookup();
  };
}
