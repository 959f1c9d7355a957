// 2025-11-25 task-augmented elicitation: the client answers with a task at once, the server polls. First the
// registry on its own (the wire requests as a server sends them), then the official server-everything's
// `trigger-elicitation-request-async` in process against SDK v2, SDK v1, and SDK v1 with its own task store.
import { Client as ClientV2, InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks';
import { InMemoryTransport as InMemoryTransportV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { createServer as createEverything } from '@modelcontextprotocol/server-everything/dist/server/index.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptResult,
  attachElicitationHandler,
  clientCapabilities,
  createElicitationHandler,
  createElicitationQueue,
  createElicitationTasks,
  type PendingElicitation,
} from '../../../src/core/index.js';
import { nextCurrent, rejection } from '../../support/queue-waits.js';

const server = { name: 'everything' };
const connection = { connection: 'everything' };
const taskParams = (ttl?: number) => ({
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  task: ttl === undefined ? {} : { ttl },
});

/** The registry with a handler in front, as `attachElicitationHandler` wires them. */
function setUp(options: Parameters<typeof createElicitationTasks>[0] = {}) {
  const queue = createElicitationQueue();
  const tasks = createElicitationTasks(options);
  const handler = createElicitationHandler(queue, { server, source: connection });
  const start = (params: unknown) =>
    tasks.start(params, (signal) => handler({ method: 'elicitation/create', params }, { signal }));
  const serve = (method: string, params?: Record<string, unknown>) => tasks.serve({ method, params });
  return { queue, tasks, start, serve };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createElicitationTasks', () => {
  it('given a task-augmented request, should answer at once with a working task, then serve its status and result', async () => {
    const { queue, start, serve } = setUp({ pollInterval: 500 });
    const { task } = await start(taskParams(600_000));
    expect(task).toEqual({
      taskId: expect.any(String),
      status: 'working',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastUpdatedAt: task.createdAt,
      ttl: 600_000,
      pollInterval: 500,
    });
    const shown = await nextCurrent(queue);
    expect(shown.request.message).toBe('Your name?');
    await expect(serve('tasks/get', { taskId: task.taskId })).resolves.toMatchObject({ status: 'working' });
    await expect(serve('tasks/list')).resolves.toEqual({
      tasks: [expect.objectContaining({ taskId: task.taskId })],
    });

    // The server fetches the result early: it waits until the user answered.
    let fetched = false;
    const result = serve('tasks/result', { taskId: task.taskId })?.then((value) => {
      fetched = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetched).toBe(false);
    shown.respond(acceptResult({ name: 'Ada' }));
    await expect(result).resolves.toEqual({
      action: 'accept',
      content: { name: 'Ada' },
      _meta: { 'io.modelcontextprotocol/related-task': { taskId: task.taskId } },
    });
    await expect(serve('tasks/get', { taskId: task.taskId })).resolves.toMatchObject({ status: 'completed' });
    const refused = await rejection(serve('tasks/cancel', { taskId: task.taskId }));
    expect(refused).toMatchObject({
      code: -32602,
      message: 'Cannot cancel task in terminal status: completed',
    });
  });

  it('given the ttl runs out before the user answers, should lock the form (nothing sent) and fail the task', async () => {
    vi.useFakeTimers();
    const { queue, start, serve } = setUp();
    const { task } = await start(taskParams(30_000));
    const shown = queue.snapshot().current as PendingElicitation;
    expect(shown.signal?.aborted).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(shown.signal?.aborted).toBe(true);
    expect(queue.size).toBe(0);
    await expect(serve('tasks/get', { taskId: task.taskId })).resolves.toMatchObject({
      status: 'failed',
      statusMessage: 'The task expired before the user answered',
    });
    expect(await rejection(serve('tasks/result', { taskId: task.taskId }))).toMatchObject({ code: -32001 });
    // A late answer changes nothing; the task is forgotten one ttl later.
    shown.respond(acceptResult({ name: 'late' }));
    vi.advanceTimersByTime(30_000);
    expect(await rejection(serve('tasks/get', { taskId: task.taskId }))).toMatchObject({ code: -32602 });
  });

  it('given the server cancels the task, should lock the form and answer tasks/result with an error', async () => {
    const { queue, start, serve } = setUp();
    const { task } = await start(taskParams());
    const shown = await nextCurrent(queue);
    await expect(serve('tasks/cancel', { taskId: task.taskId })).resolves.toMatchObject({
      taskId: task.taskId,
      status: 'cancelled',
    });
    expect(shown.signal?.aborted).toBe(true);
    expect(queue.size).toBe(0);
    expect(await rejection(serve('tasks/result', { taskId: task.taskId }))).toMatchObject({ code: -32602 });
  });

  it('given an invalid request, should refuse it with -32602 and create no task', async () => {
    const { queue, start, serve } = setUp();
    const error = await rejection(
      start({
        message: 'x',
        requestedSchema: { type: 'object', properties: { a: { type: 'object' } } },
        task: {},
      }),
    );
    expect(error.code).toBe(-32602);
    expect(queue.size).toBe(0);
    await expect(serve('tasks/list')).resolves.toEqual({ tasks: [] });
  });

  it('given unknown tasks, a cursor, other methods or no ttl, should answer as the spec asks', async () => {
    const { start, serve, tasks } = setUp({ maxTtl: 60_000 });
    expect(await rejection(serve('tasks/get', { taskId: 'nope' }))).toMatchObject({ code: -32602 });
    expect(await rejection(serve('tasks/get', {}))).toMatchObject({ code: -32602 });
    expect(await rejection(serve('tasks/list', { cursor: 'abc' }))).toMatchObject({ code: -32602 });
    expect(serve('roots/list')).toBeUndefined();
    const { task } = await start(taskParams(10 * 60 * 60 * 1000));
    expect(task.ttl).toBe(60_000);
    expect((await start(taskParams())).task.ttl).toBe(60_000);
    expect(tasks.isTaskRequest(taskParams())).toBe(true);
    expect(tasks.isTaskRequest({ message: 'x', task: 'yes' })).toBe(false);
  });

  it('when the connection closes, should lock every open form and forget the tasks', async () => {
    const { queue, start, serve, tasks } = setUp();
    const { task } = await start(taskParams());
    const shown = await nextCurrent(queue);
    tasks.close();
    expect(shown.signal?.aborted).toBe(true);
    expect(await rejection(serve('tasks/get', { taskId: task.taskId }))).toMatchObject({ code: -32602 });
  });
});

type Connector = () => {
  client: ClientV2 | ClientV1;
  clientSide: unknown;
  serverSide: unknown;
};
const capabilities = clientCapabilities({ elicitation: { form: true }, elicitationTasks: true });

describe.each<{ sdk: string; connect: Connector; taskId: RegExp }>([
  {
    sdk: 'v2 (@modelcontextprotocol/client: no client-side tasks, our registry)',
    connect: () => {
      const [clientSide, serverSide] = InMemoryTransportV2.createLinkedPair();
      return {
        client: new ClientV2({ name: 'host', version: '1.0.0' }, { capabilities }),
        clientSide,
        serverSide,
      };
    },
    taskId: /^elicitation-task-/,
  },
  {
    sdk: 'v1 (@modelcontextprotocol/sdk without a taskStore: our registry)',
    connect: () => {
      const [clientSide, serverSide] = InMemoryTransportV1.createLinkedPair();
      return {
        client: new ClientV1({ name: 'host', version: '1.0.0' }, { capabilities }),
        clientSide,
        serverSide,
      };
    },
    taskId: /^elicitation-task-/,
  },
  {
    sdk: 'v1 (@modelcontextprotocol/sdk with its InMemoryTaskStore)',
    connect: () => {
      const [clientSide, serverSide] = InMemoryTransportV1.createLinkedPair();
      const client = new ClientV1(
        { name: 'host', version: '1.0.0' },
        { capabilities, taskStore: new InMemoryTaskStore() },
      );
      return { client, clientSide, serverSide };
    },
    // The SDK's store made it (and answered the polls itself).
    taskId: /^[0-9a-f]{32}$/,
  },
])('server-everything trigger-elicitation-request-async, SDK $sdk', ({ connect, taskId }) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it('should answer with a task, show the form once over several polls, and hand the answer to tasks/result', async () => {
    const { client, clientSide, serverSide } = connect();
    const queue = createElicitationQueue();
    attachElicitationHandler(client as ClientV2, queue, { tasks: true });
    const everything = createEverything();
    await everything.server.connect(serverSide as never);
    await (client as ClientV2).connect(clientSide as never);
    closers.push(async () => {
      await (client as ClientV2).close();
      everything.cleanup();
    });
    await vi.waitFor(async () => {
      const { tools } = await (client as ClientV2).listTools();
      expect(tools.map((tool) => tool.name)).toContain('trigger-elicitation-request-async');
    });

    const params = { name: 'trigger-elicitation-request-async', arguments: {} };
    const options = { timeout: 20_000 };
    // SDK v1 takes a result schema before the options.
    const call =
      client instanceof ClientV1
        ? client.callTool(params, undefined, options)
        : client.callTool(params, options);
    const shown = await nextCurrent(queue);
    expect(shown.request.message).toBe('Please provide inputs for the following fields (async task demo):');
    const snapshots = new Set<string>();
    const unsubscribe = queue.subscribe(() =>
      snapshots.add(
        queue
          .snapshot()
          .pending.map((entry) => entry.id)
          .join(),
      ),
    );
    // The server polls every second while the user thinks.
    await new Promise((resolve) => setTimeout(resolve, 2200));
    unsubscribe();
    expect(queue.snapshot().pending).toEqual([shown]);
    expect(snapshots.size).toBe(0);
    shown.respond(acceptResult({ name: 'Ada Lovelace', favoriteColor: 'Blue', agreeToTerms: true }));

    const result = (await call) as { content: { text: string }[] };
    const texts = result.content.map((block) => block.text);
    expect(texts[0]).toBe('[COMPLETED] User provided the requested information!');
    expect(texts[1]).toBe(
      'User inputs:\n- Name: Ada Lovelace\n- Favorite Color: Blue\n- Agreed to terms: true',
    );
    const debug = texts.at(-1) ?? '';
    expect(debug).toMatch(/Progress:\nTask created: \S+\nPoll 1: working/);
    expect(/Task created: (\S+)/.exec(debug)?.[1]).toMatch(taskId);
    expect(debug).toContain('completed');
    const raw = JSON.parse(debug.replace(/^[\s\S]*Raw result:\s*/, '')) as Record<string, unknown>;
    expect(raw).toMatchObject({
      action: 'accept',
      content: { name: 'Ada Lovelace', favoriteColor: 'Blue', agreeToTerms: true },
    });
  }, 20_000);
});
