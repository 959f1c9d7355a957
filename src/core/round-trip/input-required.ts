import { type ElicitationOrigin, toElicitationOrigin } from '../request/origin.js';
import { ElicitationError } from '../wire/errors.js';
import { isJsonObject, own, setOwn } from '../wire/json.js';
import {
  CONTENT_LANGUAGE_META_KEY,
  type InputRequest,
  type InputRequiredResult,
  type InputResponses,
} from '../wire/protocol.js';
import { requestStateIssue } from '../wire/spec-limits.js';
import type { CreateTaskResult } from '../wire/tasks.js';
import {
  answerInputRequest,
  type ElicitationAnswer,
  type InputAnswerContext,
  type RequestWithInputOptions,
} from './answer-input.js';
import { InputRequiredError, typedSendError } from './input-errors.js';
import { type RetryDrafts, retryDrafts } from './retry-drafts.js';
import { followTask, isCreateTaskResult } from './tasks-extension.js';

const DEFAULT_MAX_ROUNDS = 10;
const DEFAULT_STATE_ONLY_DELAY_MS = 250;

/**
 * True for a well-formed 2026-07-28 `InputRequiredResult`: `resultType: "input_required"`, an
 * `inputRequests` map of `{ method: string, params?: object }` and/or a string `requestState`.
 *
 * @example
 * const result = await rpc('tools/call', params);
 * if (isInputRequiredResult(result)) console.log(Object.keys(result.inputRequests ?? {}));
 */
export function isInputRequiredResult(value: unknown): value is InputRequiredResult {
  return (
    isJsonObject(value) && own(value, 'resultType') === 'input_required' && findDefect(value) === undefined
  );
}

/**
 * Sends a request the 2026-07-28 way (Multi Round-Trip Requests), for clients that do not use the
 * official SDK: while the server answers `input_required`, gathers every answer (elicitations through
 * `answer`, anything else through `onOtherInput`) and sends the same request again with
 * `inputResponses` and the server's `requestState`, echoed byte for byte. Each retry is a fresh shallow
 * copy of `params`: `params` itself is never changed and nothing carries over to another call.
 *
 * `send` is called with the original params first and must send them as a new JSON-RPC request each
 * time; put the per-request `_meta` on in `send` (see {@link withRequestMeta}) so every retry carries it.
 * When the server answers with a JSON-RPC error, `send` should reject with an error carrying its `code`
 * and `data` (as the SDKs' errors do): a `-32021` then becomes an {@link InputRequiredError} with code
 * `missing-capability` that names the capabilities the server needs.
 *
 * @example
 * const queue = createElicitationQueue();
 * const connection = {}; // this server connection, for "Decline all"
 * const result = await requestWithInput(
 *   (params) => rpc('tools/call', withRequestMeta(params, { capabilities })),
 *   { name: 'create_issue', arguments: { title: 'Bug' } },
 *   // `origin` is the tool call: the dialog says "github asks while running create_issue".
 *   (params, _key, { signal, origin }) =>
 *     queue.present(params, { server: { name: 'github' }, source: connection, signal, origin }),
 * );
 */
export async function requestWithInput<P extends object, R = unknown>(
  send: (params: P) => Promise<R>,
  params: P,
  answer: ElicitationAnswer,
  options: RequestWithInputOptions = {},
): Promise<Exclude<R, InputRequiredResult>> {
  const {
    maxRounds = DEFAULT_MAX_ROUNDS,
    signal,
    onOtherInput,
    stateOnlyDelayMs = DEFAULT_STATE_ONLY_DELAY_MS,
    tasks,
    experimental,
  } = options;
  const method =
    options.method ??
    (isJsonObject(params) && typeof own(params, 'uri') === 'string' ? 'resources/read' : 'tools/call');
  const origin = toElicitationOrigin(method, params);
  if (!Number.isInteger(maxRounds) || maxRounds < 0) {
    throw new RangeError(`requestWithInput: maxRounds must be a whole number >= 0, not ${maxRounds}`);
  }
  signal?.throwIfAborted();
  // Before the first send: SEP-3221's copy is of the secureArguments as the call starts.
  const drafts = retryDrafts(experimental, params);
  const sendTyped = async (next: P): Promise<unknown> => {
    try {
      return await send(next);
    } catch (error) {
      throw typedSendError(error);
    }
  };
  const followTaskResult = (result: Record<string, unknown>) => {
    if (!isCreateTaskResult(result)) throw invalid('a task result must carry a taskId and a known status');
    if (!tasks) throw invalid('the server answered with a task; pass options.tasks to follow it');
    return followTask(tasks, result as CreateTaskResult, answer, {
      ...(signal ? { signal } : {}),
      ...(onOtherInput ? { onOtherInput } : {}),
      ...(origin ? { origin } : {}),
    });
  };
  let result: unknown = await sendTyped(params);

  for (let round = 1; ; round++) {
    signal?.throwIfAborted();
    if (!isJsonObject(result)) throw invalid('the result is not an object');
    const resultType = own(result, 'resultType');
    if (resultType === undefined || resultType === 'complete')
      return result as Exclude<R, InputRequiredResult>;
    if (resultType === 'task') return (await followTaskResult(result)) as Exclude<R, InputRequiredResult>;
    if (resultType !== 'input_required') throw invalid(`unknown resultType ${JSON.stringify(resultType)}`);
    const defect = findDefect(result);
    if (defect !== undefined) throw invalid(defect);
    const stateIssue = requestStateIssue(result);
    if (stateIssue) throw new ElicitationError([stateIssue]);
    if (round > maxRounds) {
      throw new InputRequiredError(
        'too-many-rounds',
        `the server still required input after ${maxRounds} round${maxRounds === 1 ? '' : 's'}`,
      );
    }

    // Read from this round's result only, so a state can never outlive the round it came in.
    const inputRequests = own(result, 'inputRequests') as InputRequiredResult['inputRequests'];
    const requestState = own(result, 'requestState') as string | undefined;
    const shown = { contentLanguage: contentLanguageIn(result), drafts, result };
    const responses = inputRequests
      ? await answerAll(inputRequests, answer, onOtherInput, signal, origin, shown)
      : undefined;
    if (responses === undefined) await delay(stateOnlyDelayMs, signal);
    signal?.throwIfAborted();
    const retry = retryParams(params, responses, requestState);
    result = await sendTyped(drafts ? drafts.retry(retry, result) : retry);
  }
}

/** SEP-2792: the language the result says its text is in (`result._meta`), if it names one. */
function contentLanguageIn(result: unknown): string | undefined {
  const meta = isJsonObject(result) ? own(result, '_meta') : undefined;
  const value = isJsonObject(meta) ? own(meta, CONTENT_LANGUAGE_META_KEY) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * An embedded request with the result's `contentLanguage` in its own `_meta` (a copy; one it names itself is
 * kept), so the dialog knows the language of the message and titles that came inside the result.
 */
function inLanguage(request: InputRequest, contentLanguage: string | undefined): InputRequest {
  if (contentLanguage === undefined || !isJsonObject(request) || !isJsonObject(request.params))
    return request;
  const meta = own(request.params, '_meta');
  const base = isJsonObject(meta) ? meta : {};
  if (own(base, CONTENT_LANGUAGE_META_KEY) !== undefined) return request;
  return {
    ...request,
    params: { ...request.params, _meta: { ...base, [CONTENT_LANGUAGE_META_KEY]: contentLanguage } },
  } as InputRequest;
}

/** `params` plus this round's answers and state, as a new object; stale keys from `params` are dropped. */
function retryParams<P extends object>(
  params: P,
  responses: InputResponses | undefined,
  requestState: string | undefined,
): P {
  const { inputResponses: _responses, requestState: _state, ...base } = params as P & Record<string, unknown>;
  const retry: Record<string, unknown> = { ...base };
  if (responses !== undefined) retry.inputResponses = responses;
  if (requestState !== undefined) retry.requestState = requestState;
  return retry as P;
}

/** Runs every answer at once; the first failure aborts the rest (their dialogs answer `cancel`). */
async function answerAll(
  inputRequests: NonNullable<InputRequiredResult['inputRequests']>,
  answer: ElicitationAnswer,
  onOtherInput: RequestWithInputOptions['onOtherInput'],
  outer: AbortSignal | undefined,
  origin: ElicitationOrigin | undefined,
  shown: { contentLanguage: string | undefined; drafts: RetryDrafts | undefined; result: unknown },
): Promise<InputResponses | undefined> {
  const keys = Object.keys(inputRequests);
  if (keys.length === 0) return undefined;
  const round = new AbortController();
  const onOuterAbort = () => round.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  const context: InputAnswerContext = { signal: round.signal, ...(origin ? { origin } : {}) };
  try {
    const answers = keys.map(async (key) => {
      const entry = inLanguage(own(inputRequests, key) as InputRequest, shown.contentLanguage);
      const request = shown.drafts ? shown.drafts.carry(entry, shown.result) : entry;
      try {
        return await answerInputRequest(key, request, context, answer, onOtherInput);
      } catch (error) {
        round.abort(error);
        throw error;
      }
    });
    const settled = await Promise.race([Promise.all(answers), aborted(round.signal)]);
    const responses: InputResponses = {};
    keys.forEach((key, index) => {
      setOwn(responses, key, settled[index] as InputResponses[string]);
    });
    return responses;
  } finally {
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/** Rejects with the signal's reason once it aborts, so a stuck answer cannot outlive an abort. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

function invalid(defect: string): InputRequiredError {
  return new InputRequiredError('invalid-result', `malformed input_required result: ${defect}`);
}

/** What is wrong with an `input_required` result, or `undefined` when it is well formed. */
function findDefect(result: Record<string, unknown>): string | undefined {
  const inputRequests = own(result, 'inputRequests');
  const requestState = own(result, 'requestState');
  if (requestState !== undefined && typeof requestState !== 'string') return 'requestState must be a string';
  if (inputRequests === undefined) {
    return requestState === undefined ? 'it has neither inputRequests nor requestState' : undefined;
  }
  if (!isJsonObject(inputRequests)) return 'inputRequests must be an object (a map, not an array)';
  for (const key of Object.keys(inputRequests)) {
    const entry = own(inputRequests, key);
    if (!isJsonObject(entry)) return `inputRequests["${key}"] must be an object`;
    if (typeof own(entry, 'method') !== 'string') return `inputRequests["${key}"].method must be a string`;
    const params = own(entry, 'params');
    if (params !== undefined && !isJsonObject(params))
      return `inputRequests["${key}"].params must be an object`;
  }
  return undefined;
}
