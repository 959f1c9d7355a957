// `deploy_release`: a long-running tool with a human in the loop. When the request declares the 2026-07-28
// Tasks extension (SEP-2663, `io.modelcontextprotocol/tasks`) it answers at once with a task: the task builds,
// then waits in `input_required` for an approval (the same input request on every `tasks/get` until it is
// answered with `tasks/update`), deploys, and completes. Without the extension it asks in the call itself
// (a multi round-trip `input_required`), so the SDK client can run it too.
//
// The server SDK routes the task methods (custom `tasks/get` / `tasks/update` / `tasks/cancel` handlers, the
// `Mcp-Name` header check) and passes a `resultType: "task"` through; the task itself lives here.
import { randomUUID } from 'node:crypto';
import {
  CLIENT_CAPABILITIES_META_KEY,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  ProtocolError,
} from '@modelcontextprotocol/server';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

const POLL_INTERVAL_MS = 500;
const BUILD_MS = 1200;
const DEPLOY_MS = 800;
const TTL_MS = 15 * 60 * 1000;
const APPROVAL_WINDOW_MS = 10 * 60 * 1000;
const APPROVAL_KEY = 'approve';

/**
 * @typedef {'working' | 'input_required' | 'completed' | 'failed' | 'cancelled'} TaskStatus
 * @typedef {{ taskId: string; status: TaskStatus; statusMessage?: string; createdAt: string; lastUpdatedAt: string;
 *   ttlMs: number; pollIntervalMs: number; inputRequests?: Record<string, unknown>; result?: object;
 *   error?: { code: number; message: string } }} Task
 * @typedef {{ task: Task; release: string; received?: unknown; updates: number; ignored: number;
 *   pollsWhileWaiting: number; timers: Set<ReturnType<typeof setTimeout>> }} TaskRecord
 */

/** @param {string} release */
const approval = (release) =>
  inputRequired.elicit({
    message: `Approve deploying ${release}? Choose where it goes.`,
    requestedSchema: {
      type: 'object',
      properties: {
        environment: {
          type: 'string',
          title: 'Environment',
          oneOf: [
            { const: 'staging', title: 'Staging' },
            { const: 'production', title: 'Production' },
          ],
          default: 'staging',
        },
      },
      required: ['environment'],
    },
  });

/**
 * What the server received and how it went, as the other demo tools report it: a summary, then JSON.
 * @param {string} summary
 * @param {Record<string, unknown>} body
 * @returns {import('@modelcontextprotocol/server').CallToolResult}
 */
const reportResult = (summary, body) => ({
  content: [
    { type: 'text', text: summary },
    { type: 'text', text: JSON.stringify(body, null, 2) },
  ],
});

/** @param {string} release @param {unknown} response @returns {string} */
function outcome(release, response) {
  const answer = /** @type {{ action?: string; content?: { environment?: string } } | undefined} */ (
    response
  );
  if (answer?.action !== 'accept') return `Not deployed: you chose ${answer?.action ?? 'nothing'}.`;
  return `Deployed ${release} to ${answer.content?.environment ?? 'staging'}.`;
}

/** The tasks of every connection; per-request servers share it. */
export function createTaskStore() {
  /** @type {Map<string, TaskRecord>} */
  const records = new Map();

  /** @param {TaskRecord} record @param {Partial<Task>} patch */
  const change = (record, patch) => {
    const { inputRequests: _gone, ...rest } = record.task;
    record.task = { ...rest, ...patch, lastUpdatedAt: new Date().toISOString() };
  };
  /** @param {TaskRecord} record @param {() => void} step @param {number} ms */
  const later = (record, step, ms) => {
    const timer = setTimeout(() => {
      record.timers.delete(timer);
      step();
    }, ms);
    record.timers.add(timer);
  };
  /** @param {TaskRecord} record */
  const stop = (record) => {
    for (const timer of record.timers) clearTimeout(timer);
    record.timers.clear();
  };
  /** @param {string} taskId */
  const find = (taskId) => {
    const record = records.get(taskId);
    if (!record) throw new ProtocolError(-32602, `Unknown task: ${taskId}`);
    return record;
  };
  const isTerminal = (/** @type {TaskStatus} */ status) =>
    status === 'completed' || status === 'failed' || status === 'cancelled';

  return {
    /** Starts a deployment task and returns its first state. @param {string} release */
    create(release) {
      const now = new Date().toISOString();
      /** @type {TaskRecord} */
      const record = {
        task: {
          taskId: randomUUID(),
          status: 'working',
          statusMessage: `Building ${release}`,
          createdAt: now,
          lastUpdatedAt: now,
          ttlMs: TTL_MS,
          pollIntervalMs: POLL_INTERVAL_MS,
        },
        release,
        updates: 0,
        ignored: 0,
        pollsWhileWaiting: 0,
        timers: new Set(),
      };
      records.set(record.task.taskId, record);
      later(record, () => records.delete(record.task.taskId), TTL_MS);
      later(
        record,
        () => {
          change(record, {
            status: 'input_required',
            statusMessage: 'Waiting for your approval',
            inputRequests: { [APPROVAL_KEY]: approval(release) },
          });
          later(
            record,
            () => {
              change(record, {
                status: 'failed',
                statusMessage: 'Nobody approved in time',
                error: { code: -32001, message: 'The approval window closed' },
              });
            },
            APPROVAL_WINDOW_MS,
          );
        },
        BUILD_MS,
      );
      return { ...record.task };
    },

    /** `tasks/get`. @param {string} taskId */
    get(taskId) {
      const record = find(taskId);
      if (record.task.status === 'input_required') record.pollsWhileWaiting++;
      return { ...record.task };
    },

    /**
     * `tasks/update`: answers for keys that are not outstanding (never asked, already answered) are ignored.
     * @param {string} taskId @param {Record<string, unknown>} inputResponses
     */
    update(taskId, inputResponses) {
      const record = find(taskId);
      const outstanding = record.task.inputRequests ?? {};
      for (const [key, response] of Object.entries(inputResponses)) {
        if (!Object.hasOwn(outstanding, key)) {
          record.ignored++;
          continue;
        }
        record.updates++;
        record.received = response;
        stop(record);
        later(record, () => records.delete(taskId), TTL_MS);
        const answer = inputResponse({ [key]: /** @type {never} */ (response) }, key);
        const approved = answer.kind === 'elicit' && answer.action === 'accept';
        change(record, { status: 'working', statusMessage: approved ? 'Deploying' : 'Stopping' });
        later(
          record,
          () => {
            const summary = outcome(record.release, response);
            change(record, {
              status: 'completed',
              statusMessage: summary,
              result: reportResult(summary, {
                protocolVersion: '2026-07-28',
                asTask: true,
                received: { [key]: response },
                updates: record.updates,
                ignoredUpdates: record.ignored,
                pollsWhileWaiting: record.pollsWhileWaiting,
              }),
            });
          },
          approved ? DEPLOY_MS : 0,
        );
      }
      return {};
    },

    /** `tasks/cancel`: cooperative; a finished task stays as it is. @param {string} taskId */
    cancel(taskId) {
      const record = find(taskId);
      if (!isTerminal(record.task.status)) {
        stop(record);
        later(record, () => records.delete(taskId), TTL_MS);
        change(record, { status: 'cancelled', statusMessage: 'Cancelled by the client' });
      }
      return {};
    },
  };
}

/** @typedef {ReturnType<typeof createTaskStore>} TaskStore */

const taskIdParams = fromJsonSchema({
  type: 'object',
  properties: { taskId: { type: 'string' } },
  required: ['taskId'],
});
/**
 * Registers `deploy_release` and the task methods on one (per-request or per-session) server.
 * @param {import('@modelcontextprotocol/server').McpServer} server
 * @param {TaskStore} tasks
 */
export function registerDeploy(server, tasks) {
  server.server.setRequestHandler('tasks/get', { params: taskIdParams }, (params) =>
    tasks.get(/** @type {{ taskId: string }} */ (params).taskId),
  );
  // The SDK lifts `inputResponses` out of the params of every request (multi round-trip material) and hands
  // them over, checked, as ctx.mcpReq.inputResponses.
  server.server.setRequestHandler('tasks/update', { params: taskIdParams }, (params, ctx) =>
    tasks.update(/** @type {{ taskId: string }} */ (params).taskId, ctx.mcpReq.inputResponses ?? {}),
  );
  server.server.setRequestHandler('tasks/cancel', { params: taskIdParams }, (params) =>
    tasks.cancel(/** @type {{ taskId: string }} */ (params).taskId),
  );

  server.registerTool(
    'deploy_release',
    {
      title: 'Deploy a release',
      description:
        'A long-running deployment that needs your approval halfway. With the 2026-07-28 Tasks extension declared ' +
        '(the client’s “Tasks extension” switch) it runs as a task: the approval arrives through tasks/get and ' +
        'goes back with tasks/update. Without it, it asks in the call itself.',
      inputSchema: fromJsonSchema({
        type: 'object',
        properties: { release: { type: 'string', default: 'v2.4.0' } },
      }),
      annotations: { readOnlyHint: false, openWorldHint: false },
    },
    async (args, ctx) => {
      const { release = 'v2.4.0' } = /** @type {{ release?: string }} */ (args);
      const envelope = /** @type {Record<string, any> | undefined} */ (ctx.mcpReq.envelope);
      if (envelope?.[CLIENT_CAPABILITIES_META_KEY]?.extensions?.[TASKS_EXTENSION]) {
        return /** @type {never} */ ({ resultType: 'task', ...tasks.create(release) });
      }
      const answer = inputResponse(ctx.mcpReq.inputResponses, APPROVAL_KEY);
      if (answer.kind === 'missing')
        return inputRequired({ inputRequests: { [APPROVAL_KEY]: approval(release) } });
      const received = ctx.mcpReq.inputResponses?.[APPROVAL_KEY];
      const summary = outcome(release, received);
      return reportResult(summary, { asTask: false, received: { [APPROVAL_KEY]: received } });
    },
  );
}
