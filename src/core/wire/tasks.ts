// The task shapes on the wire, of both task families: 2025-11-25 task-augmented elicitation (the client is the
// receiver, host/task-augmented-elicitation.ts) and the 2026-07-28 Tasks extension (the client follows a server
// task, round-trip/tasks-extension.ts).
import type { InputRequests } from './protocol.js';

/**
 * The status of a task (2025-11-25 tasks, and the 2026-07-28 Tasks extension).
 * @inline
 */
export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/**
 * A 2025-11-25 task as `tasks/get` returns it: the client runs the elicitation, the server polls.
 * @inline
 */
export interface ElicitationTask {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  lastUpdatedAt: string;
  /** Milliseconds from creation the task is kept; `null` for as long as the connection lasts. */
  ttl: number | null;
  /** Suggested milliseconds between the server's polls. */
  pollInterval?: number;
}

/**
 * What a task-augmented `elicitation/create` is answered with at once (2025-11-25 `CreateTaskResult`).
 * @inline
 */
export interface CreateElicitationTaskResult {
  task: ElicitationTask;
  [key: string]: unknown;
}

/** The identifier of the 2026-07-28 Tasks extension (SEP-2663), in `capabilities.extensions`. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/**
 * A server-side task as `tasks/get` returns it (2026-07-28 Tasks extension, SEP-2663).
 * @inline
 */
export interface McpTask {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt?: string;
  lastUpdatedAt?: string;
  /** Milliseconds from creation the server keeps the task; `null` for unlimited. */
  ttlMs?: number | null;
  /** How often to poll, in milliseconds. */
  pollIntervalMs?: number;
  /** With `input_required`: every request outstanding; keys are unique over the task's life. */
  inputRequests?: InputRequests;
  /** With `completed`: what the original request would have returned. */
  result?: Record<string, unknown>;
  /** With `failed`: the JSON-RPC error. */
  error?: Record<string, unknown>;
}

/**
 * What a task-returning request answers with at once: `resultType: "task"` and the task's first state.
 * @inline
 */
export interface CreateTaskResult extends McpTask {
  resultType: 'task';
}

/**
 * The task methods {@link followTask} sends.
 * @inline
 */
export type TaskMethod = 'tasks/get' | 'tasks/update' | 'tasks/cancel';

/** `_meta` key tying a result to the task it answers (2025-11-25 `tasks/result`). */
export const RELATED_TASK_META_KEY = 'io.modelcontextprotocol/related-task';

/** A task in one of these states never changes again. */
export const isTerminalStatus = (status: TaskStatus) =>
  status === 'completed' || status === 'failed' || status === 'cancelled';
