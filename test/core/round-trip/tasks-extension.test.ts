// The 2026-07-28 Tasks extension (SEP-2663) from the client's side: a hand-written server in this file keeps a
// task, surfaces input requests in tasks/get (the same one on every poll until answered) and takes answers
// through tasks/update. It is served over loopback HTTP as JSON-RPC; the client is the library's no-SDK path
// (fetch + withRequestMeta + requestWithInput({ tasks })), its dialogs answered through the queue.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptResult,
  clientCapabilities,
  createElicitationQueue,
  followTask,
  InputRequiredError,
  type PendingElicitation,
  requestWithInput,
  withRequestMeta,
} from '../../../src/core/index.js';
import type { ElicitationAnswer, TaskSend } from '../../../src/core/round-trip/answer-input.js';
import { nextCurrent, waitFor } from '../../support/queue-waits.js';

type Json = Record<string, unknown>;

interface Step {
  /** The task's state while this step lasts. */
  status: 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';
  inputRequests?: Json;
  result?: Json;
  error?: Json;
  /** Polls to stay at this step (input_required steps also wait for their keys). */
  polls?: number;
  /** An input_required step moves on after this many polls even unanswered: the server stopped waiting. */
  giveUpAfter?: number;
}

/** A server-side task that follows `steps`; an input_required step lasts until its keys are all answered. */
function createTaskServer(steps: Step[]) {
  const log: { method: string; params: Json; headers: http.IncomingHttpHeaders }[] = [];
  const answers: Json = {};
  let step = 0;
  let pollsAtStep = 0;
  let cancelled = false;
  const taskId = `task-${Math.random().toString(36).slice(2)}`;
  const now = new Date().toISOString();
  const state = (): Json => {
    const current = steps[step] as Step;
    const task: Json = {
      taskId,
      status: cancelled ? 'cancelled' : current.status,
      createdAt: now,
      lastUpdatedAt: now,
      ttlMs: 60_000,
      pollIntervalMs: 100,
    };
    if (cancelled) return task;
    if (current.status === 'input_required') task.inputRequests = current.inputRequests;
    if (current.result) task.result = current.result;
    if (current.error) task.error = current.error;
    return task;
  };
  const advance = () => {
    const current = steps[step] as Step;
    pollsAtStep++;
    const waitingFor = Object.keys(current.inputRequests ?? {}).filter((key) => !(key in answers));
    const gaveUp = current.giveUpAfter !== undefined && pollsAtStep >= current.giveUpAfter;
    const done = current.status === 'input_required' ? waitingFor.length === 0 || gaveUp : true;
    if (done && pollsAtStep >= (current.polls ?? 1) && step < steps.length - 1) {
      step++;
      pollsAtStep = 0;
    }
  };

  const handle = (method: string, params: Json): Json => {
    switch (method) {
      case 'tools/call': {
        const declared = (params._meta as Json | undefined)?.['io.modelcontextprotocol/clientCapabilities'] as
          | Json
          | undefined;
        if (!(declared?.extensions as Json | undefined)?.['io.modelcontextprotocol/tasks']) {
          throw Object.assign(new Error('Missing required client capability'), {
            code: -32021,
            data: { requiredCapabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } } },
          });
        }
        return { resultType: 'task', ...state() };
      }
      case 'tasks/get': {
        const current = state();
        advance();
        return { resultType: 'complete', ...current };
      }
      case 'tasks/update': {
        for (const [key, value] of Object.entries(params.inputResponses as Json)) answers[key] = value;
        return { resultType: 'complete' };
      }
      case 'tasks/cancel':
        cancelled = true;
        return { resultType: 'complete' };
      default:
        throw Object.assign(new Error('Method not found'), { code: -32601 });
    }
  };

  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const message = JSON.parse(body) as { id: number; method: string; params: Json };
    log.push({ method: message.method, params: message.params, headers: req.headers });
    let reply: Json;
    try {
      reply = { jsonrpc: '2.0', id: message.id, result: handle(message.method, message.params) };
    } catch (error) {
      const { code, message: text, data } = error as { code: number; message: string; data?: unknown };
      reply = { jsonrpc: '2.0', id: message.id, error: { code, message: text, ...(data ? { data } : {}) } };
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  });

  return {
    taskId,
    log,
    answers,
    updates: () => log.filter((entry) => entry.method === 'tasks/update'),
    polls: () => log.filter((entry) => entry.method === 'tasks/get').length,
    async listen() {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A hand-written JSON-RPC client over fetch, as a host without the SDK writes one. */
function rpcClient(url: string) {
  let nextId = 1;
  return async (method: string, params: Json): Promise<unknown> => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
    };
    // SEP-2663: task requests carry the task in Mcp-Name, so a load balancer can route them.
    const name = typeof params.taskId === 'string' ? params.taskId : params.name;
    if (typeof name === 'string') headers['mcp-name'] = name;
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    });
    const reply = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply.result;
  };
}

const capabilities = clientCapabilities({ elicitation: { form: true, url: true }, tasksExtension: true });
const server = { name: 'deployer' };
const connection = { connection: 'deployer' };

function connect(url: string) {
  const rpc = rpcClient(url);
  const queue = createElicitationQueue();
  const presented: unknown[] = [];
  const answer: ElicitationAnswer = (params, _key, { signal, origin }) => {
    presented.push(params);
    return queue.present(params, { server, source: connection, signal, origin });
  };
  const tasks: TaskSend = (method, params) => rpc(method, withRequestMeta(params, { capabilities }));
  const call = (options: { signal?: AbortSignal } = {}) =>
    requestWithInput(
      (params: Json) => rpc('tools/call', withRequestMeta(params, { capabilities })),
      { name: 'deploy', arguments: { release: 'v2' } },
      answer,
      { tasks, ...options },
    );
  return { rpc, queue, presented, answer, tasks, call };
}

const approval = {
  approve: {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: 'Deploy v2 to production?',
      requestedSchema: {
        type: 'object',
        properties: { environment: { type: 'string', enum: ['staging', 'production'] } },
        required: ['environment'],
      },
    },
  },
};

describe('followTask (2026-07-28 Tasks extension, SEP-2663) against a loopback server', () => {
  it('given an input request seen on several polls, should show it once and answer it once with tasks/update, then return the result', async () => {
    const taskServer = createTaskServer([
      { status: 'working', polls: 1 },
      { status: 'input_required', inputRequests: approval },
      { status: 'working', polls: 1 },
      { status: 'completed', result: { content: [{ type: 'text', text: 'deployed v2 to production' }] } },
    ]);
    servers.push(taskServer);
    const { queue, presented, call } = connect(await taskServer.listen());
    const result = call();
    const shown = await nextCurrent(queue);
    expect(shown.request.message).toBe('Deploy v2 to production?');
    // Asked inside the task the tool call created: still that call's elicitation.
    expect(shown.origin).toEqual({ method: 'tools/call', name: 'deploy', arguments: { release: 'v2' } });
    // The user takes their time: the server keeps showing the same request.
    const pollsBefore = taskServer.polls();
    await waitFor(() => taskServer.polls() >= pollsBefore + 3);
    expect(presented).toHaveLength(1);
    expect(queue.snapshot().pending).toEqual([shown]);
    shown.respond(acceptResult({ environment: 'production' }));

    await expect(result).resolves.toEqual({ content: [{ type: 'text', text: 'deployed v2 to production' }] });
    const updates = taskServer.updates();
    expect(updates).toHaveLength(1);
    const { _meta, ...params } = (updates[0]?.params ?? {}) as Json;
    expect(params).toEqual({
      taskId: taskServer.taskId,
      inputResponses: { approve: { action: 'accept', content: { environment: 'production' } } },
    });
    expect(Object.keys(params)).not.toContain('requestState');
    expect(_meta).toMatchObject({ 'io.modelcontextprotocol/protocolVersion': '2026-07-28' });
    for (const entry of taskServer.log.filter((logged) => logged.method.startsWith('tasks/'))) {
      expect(entry.headers['mcp-name']).toBe(taskServer.taskId);
    }
    expect(presented).toHaveLength(1);
  });

  it('given the task fails while the form is open, should lock the form, send nothing, and throw task-failed with the error', async () => {
    const taskServer = createTaskServer([
      { status: 'input_required', inputRequests: approval, giveUpAfter: 3 },
      { status: 'failed', error: { code: -32603, message: 'the deploy window closed' } },
    ]);
    servers.push(taskServer);
    const { queue, call } = connect(await taskServer.listen());
    const result = call().catch((error: unknown) => error);
    const shown = await nextCurrent(queue);
    const error = await result;
    expect(error).toBeInstanceOf(InputRequiredError);
    expect(error).toMatchObject({
      code: 'task-failed',
      taskId: taskServer.taskId,
      rpcError: { code: -32603, message: 'the deploy window closed' },
    });
    expect(shown.signal?.aborted).toBe(true);
    expect(queue.size).toBe(0);
    shown.respond(acceptResult({ environment: 'staging' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(taskServer.updates()).toHaveLength(0);
  });

  it('given two requests surfaced one after the other, should show and answer each once', async () => {
    const second = {
      notes: {
        method: 'elicitation/create',
        params: {
          message: 'Release notes?',
          requestedSchema: { type: 'object', properties: { text: { type: 'string' } } },
        },
      },
    };
    const taskServer = createTaskServer([
      { status: 'input_required', inputRequests: approval },
      { status: 'input_required', inputRequests: second },
      { status: 'completed', result: { content: [] } },
    ]);
    servers.push(taskServer);
    const { queue, presented, call } = connect(await taskServer.listen());
    const result = call();
    (await nextCurrent(queue)).respond(acceptResult({ environment: 'staging' }));
    await waitFor(() => queue.snapshot().current?.request.message === 'Release notes?');
    queue.snapshot().current?.respond(acceptResult({ text: 'Faster.' }));
    await expect(result).resolves.toEqual({ content: [] });
    expect(presented).toHaveLength(2);
    expect(taskServer.updates().map((entry) => Object.keys(entry.params.inputResponses as Json))).toEqual([
      ['approve'],
      ['notes'],
    ]);
  });

  it('given the caller aborts while a form is open, should lock it, cancel the task and throw the reason', async () => {
    const taskServer = createTaskServer([{ status: 'input_required', inputRequests: approval }]);
    servers.push(taskServer);
    const { queue, call } = connect(await taskServer.listen());
    const controller = new AbortController();
    const result = call({ signal: controller.signal }).catch((error: unknown) => error);
    const shown = await nextCurrent(queue);
    controller.abort(new Error('the user left'));
    expect(await result).toMatchObject({ message: 'the user left' });
    expect(shown.signal?.aborted).toBe(true);
    await waitFor(() => taskServer.log.some((entry) => entry.method === 'tasks/cancel'));
  });

  it('given a tools/call without the extension declared, should say which capability the server needs', async () => {
    const taskServer = createTaskServer([{ status: 'working' }]);
    servers.push(taskServer);
    const rpc = rpcClient(await taskServer.listen());
    const error = await requestWithInput(
      (params: Json) =>
        rpc('tools/call', withRequestMeta(params, { capabilities: clientCapabilities({ elicitation: {} }) })),
      { name: 'deploy', arguments: {} },
      () => Promise.resolve(acceptResult()),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'missing-capability',
      capabilities: ['extensions.io.modelcontextprotocol/tasks'],
    });
  });
});

describe('followTask: what the server sends, checked', () => {
  /** A scripted `send`: the answers to tasks/get in turn; records every call. */
  function scripted(polls: unknown[]) {
    const calls: { method: string; params: Json }[] = [];
    const send: TaskSend = async (method, params) => {
      calls.push({ method, params });
      if (method !== 'tasks/get') return { resultType: 'complete' };
      return polls.length > 1 ? polls.shift() : polls[0];
    };
    return { send, calls };
  }
  const answerNothing = () => new Promise<never>(() => undefined);

  it('given a request withdrawn before the user answered, should lock its form and send nothing for it', async () => {
    const queue = createElicitationQueue();
    const { send, calls } = scripted([
      { taskId: 't', status: 'input_required', inputRequests: approval, pollIntervalMs: 0 },
      { taskId: 't', status: 'working', pollIntervalMs: 0 },
      { taskId: 't', status: 'completed', result: { ok: true } },
    ]);
    let shown: PendingElicitation | undefined;
    const result = followTask(send, 't', (params, _key, { signal }) => {
      const answer = queue.present(params, { server, source: connection, signal });
      shown = queue.snapshot().current;
      return answer;
    });
    await expect(result).resolves.toEqual({ ok: true });
    expect(shown?.signal?.aborted).toBe(true);
    expect(calls.filter((call) => call.method === 'tasks/update')).toEqual([]);
  });

  it('given a malformed task, should throw invalid-result and cancel the task', async () => {
    for (const polled of [
      null,
      { taskId: 't', status: 'sleeping' },
      { taskId: 't', status: 'input_required' },
      { taskId: 't', status: 'input_required', inputRequests: { a: { params: {} } } },
      { taskId: '', status: 'working' },
      { taskId: 't', status: 'completed' },
    ]) {
      const { send, calls } = scripted([polled]);
      await expect(followTask(send, 't', answerNothing)).rejects.toMatchObject({ code: 'invalid-result' });
      if (polled && (polled as Json).status !== 'completed') {
        expect(calls.at(-1)?.method).toBe('tasks/cancel');
      }
    }
  });

  it('given a sampling request and no onOtherInput, should throw unsupported-input and cancel the task', async () => {
    const { send, calls } = scripted([
      {
        taskId: 't',
        status: 'input_required',
        inputRequests: { s: { method: 'sampling/createMessage', params: {} } },
      },
    ]);
    await expect(followTask(send, 't', answerNothing)).rejects.toMatchObject({
      code: 'unsupported-input',
      key: 's',
    });
    expect(calls.at(-1)?.method).toBe('tasks/cancel');
  });

  it('given a cancelled task, should throw task-cancelled with its status message', async () => {
    const { send } = scripted([
      { taskId: 't', status: 'cancelled', statusMessage: 'stopped by an operator' },
    ]);
    await expect(followTask(send, 't', answerNothing)).rejects.toMatchObject({
      code: 'task-cancelled',
      message: 'the task was cancelled: stopped by an operator',
    });
  });
});
