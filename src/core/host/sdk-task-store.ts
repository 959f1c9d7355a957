// The bridge to SDK v1's task store: with a `taskStore`, SDK v1 answers the server's task polls itself, so a
// task-augmented elicitation (host/task-augmented-elicitation.ts) must keep its task there instead.
import { RAN_OUT_OF_TIME } from '../flow/settlement.js';
import { isJsonObject, own } from '../wire/json.js';
import type { ElicitResult } from '../wire/protocol.js';
import { type CreateElicitationTaskResult, type ElicitationTask, isTerminalStatus } from '../wire/tasks.js';

/**
 * SDK v1's request-scoped task store (`extra.taskStore`, there when the client was created with a `taskStore`).
 * SDK v1 then answers `tasks/get`, `tasks/result`, `tasks/list` and `tasks/cancel` itself from it, so the task
 * must live there.
 */
export interface SdkTaskStore {
  createTask(params: { ttl?: number | null; pollInterval?: number }): Promise<ElicitationTask>;
  /** Throws (or resolves with nothing) once the task is gone. */
  getTask(taskId: string): Promise<ElicitationTask | null | undefined>;
  storeTaskResult(
    taskId: string,
    status: 'completed' | 'failed',
    result: Record<string, unknown>,
  ): Promise<void>;
}

/** SDK v1's `extra.taskStore`, when the client has one. */
export function sdkTaskStore(context: unknown): SdkTaskStore | undefined {
  const store = isJsonObject(context) ? own(context, 'taskStore') : undefined;
  if (!isJsonObject(store)) return undefined;
  const { createTask, getTask, storeTaskResult } = store as Partial<SdkTaskStore>;
  return typeof createTask === 'function' &&
    typeof getTask === 'function' &&
    typeof storeTaskResult === 'function'
    ? (store as unknown as SdkTaskStore)
    : undefined;
}

/**
 * The task in SDK v1's store, which answers the server's polls itself. The store tells nobody when the server
 * cancels a task or when it expires, so it is polled (as SDK v1 polls it for `tasks/result`) while the form is
 * open: a task that ended, or is gone, locks the form.
 */
export async function startInSdkStore(
  store: SdkTaskStore,
  params: { ttl: number; pollInterval: number; expiresAt: number },
  lifetime: AbortController,
  answered: Promise<ElicitResult>,
  stops: Set<() => void>,
): Promise<CreateElicitationTaskResult> {
  const task = await store.createTask({ ttl: params.ttl, pollInterval: params.pollInterval });
  const expiry = setTimeout(() => lifetime.abort(RAN_OUT_OF_TIME), params.ttl);
  const watch = setInterval(() => {
    store.getTask(task.taskId).then(
      (current) => {
        if (!current || isTerminalStatus(current.status)) lifetime.abort();
      },
      () => lifetime.abort(),
    );
  }, params.pollInterval);
  const stop = () => {
    clearTimeout(expiry);
    clearInterval(watch);
    stops.delete(stop);
    lifetime.abort();
  };
  stops.add(stop);
  lifetime.signal.addEventListener('abort', stop, { once: true });
  answered.then(
    (result) => {
      // Past the deadline the queue's `cancel` is the expiry, not an answer: the store's ttl ends the task.
      if (!lifetime.signal.aborted && Date.now() < params.expiresAt)
        void store.storeTaskResult(task.taskId, 'completed', { ...result }).catch(() => undefined);
      stop();
    },
    () => stop(),
  );
  return { task };
}
