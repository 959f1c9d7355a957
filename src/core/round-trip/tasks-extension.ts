import type { ElicitationOrigin } from '../request/origin.js';
import { isJsonObject, own, setOwn } from '../wire/json.js';
import type { InputRequest, InputResponses } from '../wire/protocol.js';
import type { CreateTaskResult, McpTask, TaskMethod, TaskStatus } from '../wire/tasks.js';
import {
  answerInputRequest,
  type ElicitationAnswer,
  type InputAnswerContext,
  type RequestWithInputOptions,
  type TaskSend,
} from './answer-input.js';
import { InputRequiredError, typedSendError } from './input-errors.js';

/**
 * Options of {@link followTask}.
 * @inline
 */
export interface FollowTaskOptions {
  /** Stops following: open forms lock, the task is cancelled (`tasks/cancel`), the call throws the reason. */
  signal?: AbortSignal;
  /** Answers input requests other than `elicitation/create`, as in {@link requestWithInput}. */
  onOtherInput?: RequestWithInputOptions['onOtherInput'];
  /** The poll interval when the task suggests none, in milliseconds. Default 1000. */
  pollIntervalMs?: number;
  /** Called with each state polled, e.g. to show the task's `statusMessage`. */
  onStatus?: (task: McpTask) => void;
  /** The request that created the task, passed to `answer` as its `origin` ("why am I asked"). */
  origin?: ElicitationOrigin;
}

const DEFAULT_POLL_INTERVAL_MS = 1000;
/** Never poll faster than this, whatever the server suggests: a loop that hot helps nobody. */
const MIN_POLL_INTERVAL_MS = 100;
const STATUSES: readonly TaskStatus[] = ['working', 'input_required', 'completed', 'failed', 'cancelled'];

/**
 * True for a 2026-07-28 `CreateTaskResult`: `resultType: "task"` with a string `taskId` and a known `status`.
 *
 * @example
 * const result = await rpc('tools/call', params);
 * if (isCreateTaskResult(result)) return followTask(rpc, result, answer);
 */
export function isCreateTaskResult(value: unknown): value is CreateTaskResult {
  return isJsonObject(value) && own(value, 'resultType') === 'task' && taskDefect(value) === undefined;
}

/**
 * Follows a server-side task of the 2026-07-28 Tasks extension (SEP-2663) to its end, for clients that do not use
 * the official SDK (SDK v2 cannot read a `resultType: "task"` at all). It polls `tasks/get` at the task's
 * `pollIntervalMs`; each `inputRequests` entry of an `input_required` task is answered once per key, however many
 * polls show it (elicitations through `answer`, which shows them through the queue), and its answer goes back at
 * once with `tasks/update { taskId, inputResponses: { [key]: result } }` (no `requestState`). A form whose key is
 * no longer outstanding, or whose task ended, locks: its signal aborts, so the dialog says the server stopped
 * waiting and nothing was sent. Resolves with the `result` of a `completed` task; a `failed` or `cancelled` one
 * throws {@link InputRequiredError} (`task-failed` with the server's `rpcError`, `task-cancelled`), a malformed
 * task `invalid-result`. Aborting `signal` cancels the task (`tasks/cancel`) and throws the reason.
 *
 * @example
 * const send: TaskSend = (method, params) => rpc(method, params, { 'Mcp-Name': params.taskId });
 * const created = await rpc('tools/call', withRequestMeta(params, { capabilities }));
 * if (isCreateTaskResult(created)) {
 *   const result = await followTask(send, created, (params, _key, { signal }) =>
 *     queue.present(params, { server, source: connection, signal }),
 *   );
 * }
 */
export async function followTask(
  send: TaskSend,
  task: string | McpTask,
  answer: ElicitationAnswer,
  options: FollowTaskOptions = {},
): Promise<Record<string, unknown>> {
  const { signal, onOtherInput, onStatus, pollIntervalMs = DEFAULT_POLL_INTERVAL_MS, origin } = options;
  const taskId = typeof task === 'string' ? task : task.taskId;
  if (typeof taskId !== 'string' || taskId === '') throw new TypeError('followTask: taskId must be a string');
  let interval = typeof task === 'string' ? pollIntervalMs : (task.pollIntervalMs ?? pollIntervalMs);
  const sendTyped = async (method: TaskMethod, params: Parameters<TaskSend>[1]) => {
    try {
      return await send(method, params);
    } catch (error) {
      throw typedSendError(error);
    }
  };

  // Keys ever shown (never shown again), and the forms still open for them.
  const seen = new Set<string>();
  const open = new Map<string, AbortController>();
  let failure: { error: unknown } | undefined;
  let wake: () => void = () => undefined;
  const fail = (error: unknown) => {
    failure ??= { error };
    wake();
  };

  const respond = (key: string, request: InputRequest) => {
    const form = new AbortController();
    open.set(key, form);
    const context: InputAnswerContext = { signal: form.signal, ...(origin ? { origin } : {}) };
    const run = async () => answerInputRequest(key, request, context, answer, onOtherInput);
    run()
      .then(
        async (response) => {
          // Withdrawn, or the task ended, while the user answered: nothing goes.
          if (form.signal.aborted) return;
          open.delete(key);
          const inputResponses: InputResponses = {};
          setOwn(inputResponses, key, response as InputResponses[string]);
          await sendTyped('tasks/update', { taskId, inputResponses });
        },
        (error: unknown) => {
          if (!form.signal.aborted) throw error;
        },
      )
      .catch(fail);
  };

  const closeForms = (keep: (key: string) => boolean = () => false) => {
    for (const [key, form] of open) {
      if (keep(key)) continue;
      form.abort(new Error('the server no longer waits for this answer'));
      open.delete(key);
    }
  };

  let ended = false;
  try {
    for (;;) {
      signal?.throwIfAborted();
      if (failure) throw failure.error;
      const polled = await sendTyped('tasks/get', { taskId });
      const defect = isJsonObject(polled) ? taskDefect(polled) : 'the tasks/get result is not an object';
      if (defect !== undefined) throw invalid(defect);
      const current = polled as unknown as McpTask;
      onStatus?.(current);
      if (current.pollIntervalMs !== undefined) interval = current.pollIntervalMs;

      if (current.status === 'completed' || current.status === 'failed' || current.status === 'cancelled') {
        ended = true;
        closeForms();
        return finished(current);
      }
      const outstanding = current.status === 'input_required' ? (current.inputRequests ?? {}) : {};
      closeForms((key) => Object.hasOwn(outstanding, key));
      for (const key of Object.keys(outstanding)) {
        if (seen.has(key)) continue;
        seen.add(key);
        respond(key, own(outstanding, key) as InputRequest);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.max(MIN_POLL_INTERVAL_MS, interval));
        function done() {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          wake = () => undefined;
          resolve();
        }
        wake = done;
        signal?.addEventListener('abort', done, { once: true });
      });
    }
  } finally {
    closeForms();
    // Given up before the end (aborted, or an answer could not be sent): tell the server, as a courtesy.
    if (!ended) void sendTyped('tasks/cancel', { taskId }).catch(() => undefined);
  }
}

/** The end of a finished task: its result, or why there is none. */
function finished(task: McpTask): Record<string, unknown> {
  if (task.status === 'completed') {
    if (!isJsonObject(task.result)) throw invalid('a completed task must carry a result object');
    return task.result;
  }
  const rpcError = isJsonObject(task.error) ? task.error : undefined;
  const reason = task.statusMessage ? `: ${task.statusMessage}` : '';
  if (task.status === 'cancelled') {
    throw new InputRequiredError('task-cancelled', `the task was cancelled${reason}`, {
      taskId: task.taskId,
    });
  }
  const message = typeof rpcError?.message === 'string' ? `: ${rpcError.message}` : reason;
  throw new InputRequiredError('task-failed', `the task failed${message}`, {
    taskId: task.taskId,
    ...(rpcError ? { rpcError } : {}),
  });
}

function invalid(defect: string): InputRequiredError {
  return new InputRequiredError('invalid-result', `malformed task: ${defect}`);
}

/** What is wrong with a task object, or `undefined` when it is well formed. */
function taskDefect(task: Record<string, unknown>): string | undefined {
  const taskId = own(task, 'taskId');
  const status = own(task, 'status');
  if (typeof taskId !== 'string' || taskId === '') return 'taskId must be a non-empty string';
  if (!STATUSES.includes(status as TaskStatus)) return `unknown status ${JSON.stringify(status)}`;
  const interval = own(task, 'pollIntervalMs');
  if (
    interval !== undefined &&
    (typeof interval !== 'number' || !Number.isFinite(interval) || interval < 0)
  ) {
    return 'pollIntervalMs must be a number of milliseconds';
  }
  if (status !== 'input_required') return undefined;
  const inputRequests = own(task, 'inputRequests');
  if (!isJsonObject(inputRequests)) return 'an input_required task must carry an inputRequests map';
  for (const key of Object.keys(inputRequests)) {
    const entry = own(inputRequests, key);
    if (!isJsonObject(entry) || typeof own(entry, 'method') !== 'string') {
      return `inputRequests["${key}"] must be an object with a string method`;
    }
  }
  return undefined;
}
