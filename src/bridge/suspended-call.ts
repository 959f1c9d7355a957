import { toElicitationOrigin } from '../core/request/origin.js';
import type { ElicitationParser } from '../core/request/parse-request.js';
import { InputRequiredError } from '../core/round-trip/input-errors.js';
import { isInputRequiredResult } from '../core/round-trip/input-required.js';
import type { ServerIdentity } from '../core/safety/server-identity.js';
import type { ElicitationLimits } from '../core/schema/limits.js';
import { ElicitationError } from '../core/wire/errors.js';
import { denialsOf, type ExperimentalDrafts } from '../core/wire/experimental.js';
import { isJsonObject, own } from '../core/wire/json.js';
import {
  ELICITATION_CREATE_METHOD,
  type ElicitResult,
  type InputRequest,
  type InputRequiredResult,
  type InputResponses,
} from '../core/wire/protocol.js';
import { cancelResult } from '../core/wire/results.js';
import { requestStateIssue } from '../core/wire/spec-limits.js';
import type { BridgeCallRecord, BridgeStore } from './store.js';

/**
 * What {@link ElicitationBridge.suspend} is given: a call that answered `input_required`.
 * @inline
 */
export interface SuspendCallInput {
  /** The user who answers. */
  readonly userId: string;
  /** The method sent; default `tools/call`. */
  readonly method?: string;
  /** The params sent (any `inputResponses`/`requestState` on them are dropped: each round sends its own). */
  readonly params: Record<string, unknown>;
  /** The server's `input_required` result, exactly as received. */
  readonly result: InputRequiredResult;
  /** Who asks, as shown to the person. */
  readonly server: ServerIdentity;
  /** Your JSON to find the call again on any instance: which MCP server, which chat, which tool call. */
  readonly context?: unknown;
}

/**
 * What the host's `resume` receives: send `params` (method + `inputResponses` + the echoed `requestState`).
 * @inline
 */
export interface BridgeResumeRequest {
  readonly userId: string;
  /** The bridge's id of the call, the same across rounds. */
  readonly callId: string;
  readonly method: string;
  /** The original params with this round's `inputResponses` and `requestState`: send exactly these. */
  readonly params: Record<string, unknown>;
  readonly inputResponses: InputResponses;
  readonly requestState?: string;
  readonly context?: unknown;
  /** 1 for the first resume. */
  readonly round: number;
}

/**
 * How a suspended call ended, as `onResumed` hears it: the final result, or why there is none.
 * @inline
 */
export type BridgeResumeOutcome = {
  readonly userId: string;
  readonly callId: string;
  readonly method: string;
  /** The params first sent. */
  readonly params: Record<string, unknown>;
  readonly context?: unknown;
} & ({ readonly result: unknown } | { readonly error: unknown });

/** The bridge's options for suspended calls. */
export interface SuspendedCallOptions {
  /**
   * Sends a suspended call again, from whichever instance took the last answer: connect to the MCP server named
   * by `context`, send `method` with `params`, return the result. An `input_required` result suspends the call
   * again (up to `maxResumeRounds`).
   */
  resume?: (request: BridgeResumeRequest) => Promise<unknown>;
  /** Hears each suspended call's final result (or failure), on the instance that completed it. */
  onResumed?: (outcome: BridgeResumeOutcome) => void;
  /** Resumes allowed per call before it fails with `too-many-rounds`. Default 10, as `requestWithInput`. */
  maxResumeRounds?: number;
}

/** What the suspended-call functions need from the bridge. */
export interface CallContext extends SuspendedCallOptions {
  readonly store: BridgeStore;
  readonly ttlMs: number;
  readonly parse: ElicitationParser;
  readonly limits: Partial<ElicitationLimits> | undefined;
  readonly onError: (error: unknown) => void;
  /** The bridge's drafts: with `sep2643`, a denial is shown with its request and its id echoed on the resume. */
  readonly experimental?: ExperimentalDrafts;
}

/** Stores the call and shows each of its elicitations; throws as `requestWithInput` would on what it cannot ask. */
export async function suspendCall(
  context: CallContext,
  input: SuspendCallInput,
  round = 1,
  callId: string = crypto.randomUUID(),
): Promise<{ id: string }> {
  const { userId, server, result } = input;
  const method = input.method ?? 'tools/call';
  if (!context.resume) throw new TypeError('suspend: the bridge needs a resume option to complete the call');
  if (typeof userId !== 'string' || userId === '')
    throw new TypeError('suspend: userId must be a non-empty string');
  if (!isInputRequiredResult(result)) {
    throw new InputRequiredError(
      'invalid-result',
      'suspend: the result is not a well-formed input_required result',
    );
  }
  const stateIssue = requestStateIssue(result);
  if (stateIssue) throw new ElicitationError([stateIssue]);
  // SEP-2643: each URL-mode request as shown, with the denial the result carried (nothing without the opt-in).
  const denials = denialsOf(context.experimental);
  const shown = (request: InputRequest) => (denials ? denials.carry(request, result) : request);
  const inputRequests = result.inputRequests ?? {};
  const keys = Object.keys(inputRequests);
  if (keys.length === 0) {
    throw new InputRequiredError(
      'invalid-result',
      'suspend: nothing to ask (only requestState): retry the call yourself',
    );
  }
  for (const key of keys) {
    const request = shown(own(inputRequests, key) as InputRequest);
    if (request.method !== ELICITATION_CREATE_METHOD) {
      throw new InputRequiredError('unsupported-input', `input request "${key}" is ${request.method}`, {
        key,
        method: request.method,
      });
    }
    // Synchronously refused, as the queue refuses: nothing is stored for a call the page could not show.
    context.parse(request.params, context.limits ? { limits: context.limits } : {});
  }
  // Everything else of the call stays as sent, SEP-3221's `secureArguments` too: the resume sends it again.
  const { inputResponses: _responses, requestState: _state, ...params } = input.params;
  const contextId = denials?.contextIdOf(result);
  const now = Date.now();
  const ids = Object.fromEntries(keys.map((key) => [key, crypto.randomUUID()]));
  const call: BridgeCallRecord = {
    id: callId,
    userId,
    method,
    params,
    server,
    ...(result.requestState !== undefined ? { requestState: result.requestState } : {}),
    ...(contextId !== undefined ? { authorizationContextId: contextId } : {}),
    requests: ids,
    ...(input.context !== undefined ? { context: input.context } : {}),
    round,
    expiresAt: now + context.ttlMs,
  };
  await context.store.putCall(call);
  const origin = toElicitationOrigin(method, params);
  for (const key of keys) {
    const request = shown(own(inputRequests, key) as InputRequest);
    await context.store.add(
      {
        id: ids[key] as string,
        userId,
        params: request.params,
        server,
        ...(origin ? { origin } : {}),
        createdAt: now,
        expiresAt: call.expiresAt,
        call: { id: call.id, key },
      },
      {},
    );
  }
  return { id: call.id };
}

/**
 * After one of a call's elicitations settled: once all are, exactly one instance (the one that claims the call)
 * sends it again with every answer; cancelled or expired ones go as `cancel`.
 */
export async function continueCall(context: CallContext, callId: string): Promise<void> {
  const { store } = context;
  const call = await store.getCall(callId);
  if (!call) return;
  const entries = Object.entries(call.requests);
  const records = await Promise.all(entries.map(([, id]) => store.get(call.userId, id)));
  if (records.some((record) => record !== undefined && !record.settled)) return;
  if (!(await store.claimCall(callId))) return;
  const inputResponses: InputResponses = {};
  entries.forEach(([key], index) => {
    inputResponses[key] = (records[index]?.settled?.result ?? cancelResult()) satisfies ElicitResult;
  });
  const retry = {
    ...call.params,
    inputResponses,
    ...(call.requestState !== undefined ? { requestState: call.requestState } : {}),
  };
  // SEP-2643: the denial's id, echoed verbatim (stored only when the bridge opted in).
  const denials = denialsOf(context.experimental);
  const params = denials ? denials.echo(retry, call.authorizationContextId) : retry;
  const told = {
    userId: call.userId,
    callId,
    method: call.method,
    params: call.params,
    context: call.context,
  };
  try {
    const resume = context.resume;
    if (!resume) throw new TypeError('the bridge has no resume option');
    const result = await resume({
      userId: call.userId,
      callId,
      method: call.method,
      params,
      inputResponses,
      ...(call.requestState !== undefined ? { requestState: call.requestState } : {}),
      context: call.context,
      round: call.round,
    });
    if (isJsonObject(result) && own(result, 'resultType') === 'input_required') {
      const maxRounds = context.maxResumeRounds ?? 10;
      if (call.round >= maxRounds) {
        throw new InputRequiredError(
          'too-many-rounds',
          `the server still required input after ${maxRounds} rounds`,
        );
      }
      await suspendCall(
        context,
        {
          userId: call.userId,
          method: call.method,
          params: call.params,
          result: result as unknown as InputRequiredResult,
          server: call.server,
          context: call.context,
        },
        call.round + 1,
        callId,
      );
      return;
    }
    context.onResumed?.({ ...told, result });
  } catch (error) {
    if (context.onResumed) context.onResumed({ ...told, error });
    else context.onError(error);
  }
}
