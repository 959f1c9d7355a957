// What the two round-trip loops share: requestWithInput (input-required.ts, 2026-07-28 multi round-trip) and
// followTask (tasks-extension.ts, the 2026-07-28 Tasks extension) take the same callbacks and hand each input
// request to them the same way. Both import this module; neither imports the other for it.
import type { ElicitationOrigin } from '../request/origin.js';
import type { ExperimentalDrafts } from '../wire/experimental.js';
import {
  ELICITATION_CREATE_METHOD,
  type ElicitResult,
  type InputRequest,
  type InputResponses,
} from '../wire/protocol.js';
import type { TaskMethod } from '../wire/tasks.js';
import { InputRequiredError } from './input-errors.js';

/**
 * Passed to `answer` and `onOtherInput`.
 * @inline
 */
export interface InputAnswerContext {
  /** Aborted when the whole call is aborted or another answer failed. */
  signal: AbortSignal;
  /**
   * The request the server asks during (the tool call with its arguments): pass it on as
   * `queue.present(params, { …, origin })`, and the dialog says why the user is asked.
   */
  origin?: ElicitationOrigin;
}

/**
 * Answers one `elicitation/create` entry. `params` is exactly what the server sent and is unchecked:
 * hand it to `queue.present` (or `parseElicitRequest`), which validates it.
 */
export type ElicitationAnswer = (
  params: unknown,
  key: string,
  context: InputAnswerContext,
) => Promise<ElicitResult>;

/**
 * Options of {@link requestWithInput}.
 * @inline
 */
export interface RequestWithInputOptions {
  /**
   * The method `send` sends, for the answers' `origin`: `tools/call` (the default), `prompts/get` or
   * `resources/read` (the default when `params` has a `uri`).
   */
  method?: string;
  /** Retries allowed before giving up with `too-many-rounds`. Default 10, as in the official SDK. */
  maxRounds?: number;
  /** Aborts the loop between steps (and cancels the answers in progress); the call throws its reason. */
  signal?: AbortSignal;
  /**
   * Answers input requests other than `elicitation/create` (`sampling/createMessage`, `roots/list`, …),
   * which this library leaves to the host. Without it such a request throws `unsupported-input`.
   */
  onOtherInput?: (
    key: string,
    request: InputRequest,
    context: InputAnswerContext,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * Milliseconds to wait before retrying a result that carries only `requestState` (a server shedding
   * load): nothing else slows such a loop down. Default 250, as in the official SDK.
   */
  stateOnlyDelayMs?: number;
  /**
   * The 2026-07-28 Tasks extension (SEP-2663): how to send `tasks/get`, `tasks/update` and `tasks/cancel`. When
   * the server answers with a task (`resultType: "task"`), the call follows it with {@link followTask} (its
   * elicitations answered once each through `answer`) and resolves with the task's final result. Declare the
   * extension in the request's capabilities (`clientCapabilities({ tasksExtension: true })`). Without it a task
   * result is `invalid-result`.
   */
  tasks?: TaskSend;
  /**
   * The drafts this loop speaks (see `ExperimentalDrafts`; give the queue the same): with `sep2643`
   * (`authorizationDenials` from `mcp-elicitation-react/drafts/sep2643`) a URL-mode request gets the denial its result
   * carried, and the retry echoes its `authorizationContextId` in `_meta`; with `sep3221` every retry carries the
   * call's `secureArguments` as they were when the call started. Without them the retries are as before.
   */
  experimental?: Pick<ExperimentalDrafts, 'sep2643' | 'sep3221'>;
}

/**
 * Sends one task request as a new JSON-RPC request and resolves with its result; rejects with an error that keeps
 * the JSON-RPC `code` and `data` when the server answers with one. Over Streamable HTTP, set the `Mcp-Name` header
 * to `params.taskId` (SEP-2663) and put the 2026-07-28 `_meta` on (see `withRequestMeta`).
 */
export type TaskSend = (
  method: TaskMethod,
  params: { taskId: string; inputResponses?: InputResponses },
) => Promise<unknown>;

/**
 * Answers one input request: an `elicitation/create` through `answer`, anything else through `onOtherInput`, and
 * without it fails with `unsupported-input`.
 */
export function answerInputRequest(
  key: string,
  request: InputRequest,
  context: InputAnswerContext,
  answer: ElicitationAnswer,
  onOtherInput: RequestWithInputOptions['onOtherInput'],
): Promise<ElicitResult> | Record<string, unknown> | Promise<Record<string, unknown>> {
  if (request.method === ELICITATION_CREATE_METHOD) return answer(request.params, key, context);
  if (!onOtherInput) {
    throw new InputRequiredError(
      'unsupported-input',
      `input request "${key}" is ${request.method}, which needs an onOtherInput callback`,
      { key, method: request.method },
    );
  }
  return onOtherInput(key, request, context);
}
