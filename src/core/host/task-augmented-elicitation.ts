import { RAN_OUT_OF_TIME } from '../flow/settlement.js';
import { isJsonObject, own } from '../wire/json.js';
import type { ElicitResult } from '../wire/protocol.js';
import { INTERNAL_ERROR, INVALID_PARAMS, REQUEST_TIMEOUT } from '../wire/protocol.js';
import {
  type CreateElicitationTaskResult,
  type ElicitationTask,
  isTerminalStatus,
  RELATED_TASK_META_KEY,
} from '../wire/tasks.js';
import { sdkTaskStore, startInSdkStore } from './sdk-task-store.js';

/**
 * Options of {@link createElicitationTasks}.
 * @inline
 */
export interface ElicitationTasksOptions {
  /** The poll interval suggested to the server, in milliseconds. Default 1000. */
  pollInterval?: number;
  /**
   * The longest `ttl` granted, in milliseconds (a receiver may shorten the requested one). A request without a
   * `ttl` gets this too. Default one hour.
   */
  maxTtl?: number;
}

/**
 * The client side of 2025-11-25 task-augmented elicitation, for one connection: a request with `params.task` is
 * answered at once with a task, its form shown through the queue, and the server polls `tasks/get` and fetches the
 * answer with `tasks/result`. `attachElicitationHandler({ tasks: true })` wires it into an SDK client.
 * @inline
 */
export interface ElicitationTasks {
  /** True when `params` ask for a task (`params.task` is an object). */
  isTaskRequest(params: unknown): boolean;
  /**
   * Creates the task and starts `answer` (the dialog) with a signal that aborts when the server cancels the task,
   * and the moment its `ttl` runs out (`expiresAt`, for the queue's `present`: the views count down to it, and the
   * request then ends as `expired`; the task fails with `-32001`). Resolves with the `CreateTaskResult`
   * to send back at once. An `answer` that fails at once (the request is invalid) rejects instead, with no task
   * created, so the server gets the `-32602` as for any request. `context` is the SDK's handler context: with
   * SDK v1's `extra.taskStore` the task lives there.
   */
  start(
    params: unknown,
    answer: (signal: AbortSignal, expiresAt: number) => Promise<ElicitResult>,
    context?: unknown,
  ): Promise<CreateElicitationTaskResult>;
  /**
   * Answers `tasks/get`, `tasks/result` (waiting until the task ends), `tasks/list` and `tasks/cancel` for the
   * tasks of this connection; `undefined` for any other method. Unknown tasks, a cursor, or cancelling a finished
   * task are JSON-RPC errors `-32602`, as the spec asks.
   */
  serve(request: unknown, context?: unknown): Promise<Record<string, unknown>> | undefined;
  /** The connection closed: every task ends (their forms lock) and is forgotten. */
  close(): void;
}

interface TaskRecord {
  task: ElicitationTask;
  result?: ElicitResult;
  failure?: { code: number; message: string };
  readonly lifetime: AbortController;
  readonly waiters: Set<() => void>;
  timer?: ReturnType<typeof setTimeout>;
}

const DEFAULT_POLL_INTERVAL = 1000;
const DEFAULT_MAX_TTL = 60 * 60 * 1000;
const PENDING = Symbol('pending');

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

/**
 * Creates the task registry of one connection (see `ElicitationTasks`). SDK v2 has no client-side task
 * support at all, and SDK v1 only with a `taskStore`: this one serves both, and hand-written clients.
 *
 * @example
 * const tasks = createElicitationTasks();
 * // elicitation/create with params.task:
 * if (tasks.isTaskRequest(params)) return tasks.start(params, (signal) => queue.present(params, { server, source, signal }));
 * // tasks/get, tasks/result, tasks/list, tasks/cancel:
 * return tasks.serve(request) ?? methodNotFound();
 */
export function createElicitationTasks(options: ElicitationTasksOptions = {}): ElicitationTasks {
  const { pollInterval = DEFAULT_POLL_INTERVAL, maxTtl = DEFAULT_MAX_TTL } = options;
  const records = new Map<string, TaskRecord>();
  const stops = new Set<() => void>();
  let nextId = 1;

  const change = (record: TaskRecord, patch: Partial<ElicitationTask>) => {
    record.task = { ...record.task, ...patch, lastUpdatedAt: new Date().toISOString() };
    for (const wake of [...record.waiters]) wake();
  };

  /** Ends a task: terminal for good, forgotten once its ttl (counted from now) is over. */
  const end = (record: TaskRecord, patch: Partial<ElicitationTask>, why?: unknown) => {
    if (isTerminalStatus(record.task.status)) return false;
    clearTimeout(record.timer);
    change(record, patch);
    record.lifetime.abort(why);
    const { ttl } = record.task;
    if (ttl !== null) {
      record.timer = setTimeout(() => records.delete(record.task.taskId), ttl);
    }
    return true;
  };

  const find = (params: unknown): TaskRecord => {
    const taskId = isJsonObject(params) ? own(params, 'taskId') : undefined;
    if (typeof taskId !== 'string') throw rpcError(INVALID_PARAMS, 'taskId must be a string');
    const record = records.get(taskId);
    if (!record) throw rpcError(INVALID_PARAMS, 'Failed to retrieve task: Task not found');
    return record;
  };

  const resultOf = (record: TaskRecord): Record<string, unknown> => {
    if (record.result) {
      return {
        ...record.result,
        _meta: { ...record.result._meta, [RELATED_TASK_META_KEY]: { taskId: record.task.taskId } },
      };
    }
    const failure = record.failure ?? {
      code: INVALID_PARAMS,
      message: 'Task was cancelled: it has no result',
    };
    throw rpcError(failure.code, failure.message);
  };

  const untilEnded = (record: TaskRecord, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (isTerminalStatus(record.task.status)) return resolve();
      const stop = () => {
        record.waiters.delete(wake);
        signal?.removeEventListener('abort', onAbort);
      };
      const wake = () => {
        if (!isTerminalStatus(record.task.status)) return;
        stop();
        resolve();
      };
      const onAbort = () => {
        stop();
        reject(signal?.reason);
      };
      record.waiters.add(wake);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  return {
    isTaskRequest(params) {
      return isJsonObject(params) && isJsonObject(own(params, 'task'));
    },

    async start(params, answer, context) {
      const requested = isJsonObject(params) ? own(params, 'task') : undefined;
      const ttlAsked = isJsonObject(requested) ? own(requested, 'ttl') : undefined;
      const ttl =
        typeof ttlAsked === 'number' && Number.isFinite(ttlAsked) && ttlAsked >= 0
          ? Math.min(Math.floor(ttlAsked), maxTtl)
          : maxTtl;
      const lifetime = new AbortController();
      const expiresAt = Date.now() + ttl;
      const answered = answer(lifetime.signal, expiresAt);
      // An invalid request fails at once: answer it as an error, and create nothing.
      await Promise.race([answered, Promise.resolve(PENDING)]);

      const store = sdkTaskStore(context);
      if (store) return startInSdkStore(store, { ttl, pollInterval, expiresAt }, lifetime, answered, stops);

      const now = new Date().toISOString();
      const task: ElicitationTask = {
        taskId: `elicitation-task-${nextId++}-${Math.random().toString(36).slice(2, 10)}`,
        status: 'working',
        createdAt: now,
        lastUpdatedAt: now,
        ttl,
        pollInterval,
      };
      const record: TaskRecord = { task, lifetime, waiters: new Set() };
      records.set(task.taskId, record);
      // The ttl ran out before the user answered: the server stopped waiting, the form locks.
      const expire = () => {
        record.failure = { code: REQUEST_TIMEOUT, message: 'The task expired before the user answered' };
        end(record, { status: 'failed', statusMessage: record.failure.message }, RAN_OUT_OF_TIME);
      };
      record.timer = setTimeout(expire, ttl);
      answered.then(
        (result) => {
          if (lifetime.signal.aborted) return;
          // The queue's `cancel` at the same deadline: the task expired, it was not cancelled by the person.
          if (Date.now() >= expiresAt) return expire();
          record.result = result;
          end(record, { status: 'completed' });
        },
        (error: unknown) => {
          record.failure = {
            code: INTERNAL_ERROR,
            message: error instanceof Error ? error.message : String(error),
          };
          end(record, { status: 'failed', statusMessage: record.failure.message });
        },
      );
      return { task: { ...task } };
    },

    serve(request, context) {
      const method = isJsonObject(request) ? own(request, 'method') : undefined;
      const params = isJsonObject(request) ? own(request, 'params') : undefined;
      switch (method) {
        case 'tasks/get':
          return Promise.resolve().then(() => ({ ...find(params).task }));
        case 'tasks/result':
          return Promise.resolve().then(async () => {
            const record = find(params);
            await untilEnded(record, requestSignal(context));
            return resultOf(record);
          });
        case 'tasks/list':
          return Promise.resolve().then(() => {
            if (isJsonObject(params) && own(params, 'cursor') !== undefined) {
              throw rpcError(INVALID_PARAMS, 'Invalid cursor: this client lists every task in one page');
            }
            return { tasks: [...records.values()].map((record) => ({ ...record.task })) };
          });
        case 'tasks/cancel':
          return Promise.resolve().then(() => {
            const record = find(params);
            if (!end(record, { status: 'cancelled', statusMessage: 'The server cancelled the task' })) {
              throw rpcError(INVALID_PARAMS, `Cannot cancel task in terminal status: ${record.task.status}`);
            }
            return { ...record.task };
          });
        default:
          return undefined;
      }
    },

    close() {
      for (const record of records.values()) {
        clearTimeout(record.timer);
        record.lifetime.abort();
      }
      records.clear();
      for (const stop of [...stops]) stop();
    },
  };
}

function requestSignal(context: unknown): AbortSignal | undefined {
  if (!isJsonObject(context)) return undefined;
  const direct = own(context, 'signal');
  if (direct instanceof AbortSignal) return direct;
  const mcpReq = own(context, 'mcpReq');
  const nested = isJsonObject(mcpReq) ? own(mcpReq, 'signal') : undefined;
  return nested instanceof AbortSignal ? nested : undefined;
}
