import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { acceptedContent, createMcpHandler, inputRequired, McpServer } from '@modelcontextprotocol/server';
import { describe, expect, it, vi } from 'vitest';
import {
  acceptResult,
  clientCapabilities,
  createElicitationQueue,
  declineResult,
  type ElicitResult,
  InputRequiredError,
  type InputRequiredResult,
  parseElicitRequest,
  requestWithInput,
} from '../../../src/core/index.js';
import type { ElicitationAnswer } from '../../../src/core/round-trip/answer-input.js';
import { isInputRequiredResult } from '../../../src/core/round-trip/input-required.js';

/** Any JSON: unicode, spaces, quotes, backslashes, an astral character. */
/** The connection every queued request here comes from. */
const connection = {};

const TRICKY_STATE = ' {"step": 2, "note": "naïve café — 日本語 \\"quoted\\" 🙂"}  ';

const elicit = (message: string) => ({
  method: 'elicitation/create',
  params: { message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
});

const complete = (text: string) => ({ content: [{ type: 'text' as const, text }] });

type Params = Record<string, unknown>;

/** A scripted server: answers each call with the next scripted result and records every call's params. */
function scripted(results: unknown[]) {
  const calls: Params[] = [];
  const send = vi.fn(async (params: Params) => {
    calls.push(params);
    if (results.length === 0) throw new Error('the script ran out');
    return results.shift();
  });
  return { send, calls };
}

const accept: ElicitationAnswer = async () => acceptResult({ ok: true });

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('requestWithInput: the loop', () => {
  it("should give each embedded elicitation the result's contentLanguage (SEP-2792), keeping one it names itself", async () => {
    const own = {
      ...elicit('Sicher?'),
      params: { ...elicit('Sicher?').params, _meta: { 'io.modelcontextprotocol/contentLanguage': 'de' } },
    };
    const { send } = scripted([
      {
        resultType: 'input_required',
        inputRequests: { a: elicit('متأكد؟'), b: own },
        _meta: { 'io.modelcontextprotocol/contentLanguage': 'ar' },
      },
      complete('done'),
    ]);
    const seen: Record<string, unknown> = {};
    await requestWithInput(send, { name: 'tool' }, async (params, key) => {
      seen[key] = parseElicitRequest(params).language;
      return acceptResult({ ok: true });
    });
    expect(seen).toEqual({ a: { lang: 'ar', dir: 'rtl' }, b: { lang: 'de', dir: 'ltr' } });
  });

  it('should return a result without resultType, or with resultType "complete", after one send', async () => {
    for (const result of [complete('a'), { ...complete('b'), resultType: 'complete' }]) {
      const { send, calls } = scripted([result]);
      await expect(requestWithInput(send, { name: 'tool' }, accept)).resolves.toBe(result);
      expect(calls).toEqual([{ name: 'tool' }]);
    }
  });

  it('should echo requestState byte for byte', async () => {
    const { send, calls } = scripted([
      { resultType: 'input_required', inputRequests: { q: elicit('Sure?') }, requestState: TRICKY_STATE },
      complete('done'),
    ]);
    await requestWithInput(send, { name: 'tool' }, accept, { stateOnlyDelayMs: 0 });
    expect(calls[1]?.requestState === TRICKY_STATE).toBe(true);
    expect(JSON.stringify(calls[1]?.requestState)).toBe(JSON.stringify(TRICKY_STATE));
  });

  it('should leave requestState out entirely when the server sent none', async () => {
    const { send, calls } = scripted([
      { resultType: 'input_required', inputRequests: { q: elicit('Sure?') } },
      complete('done'),
    ]);
    await requestWithInput(send, { name: 'tool' }, accept);
    expect('requestState' in (calls[1] ?? {})).toBe(false);
    expect(calls[1]).toEqual({
      name: 'tool',
      inputResponses: { q: { action: 'accept', content: { ok: true } } },
    });
  });

  it("should never carry round 1's state or answers into round 2", async () => {
    const { send, calls } = scripted([
      { resultType: 'input_required', inputRequests: { first: elicit('1?') }, requestState: 'state-1' },
      { resultType: 'input_required', inputRequests: { second: elicit('2?') } },
      complete('done'),
    ]);
    await requestWithInput(send, { name: 'tool' }, accept);
    expect(calls[1]).toMatchObject({ requestState: 'state-1', inputResponses: { first: expect.anything() } });
    expect('requestState' in (calls[2] ?? {})).toBe(false);
    expect(Object.keys(calls[2]?.inputResponses as object)).toEqual(['second']);
  });

  it('should key the answers exactly like inputRequests, including odd keys', async () => {
    const keys = ['b', 'a', '0', 'with space', '__proto__', 'ключ'];
    const inputRequests = JSON.parse(
      JSON.stringify(Object.fromEntries(keys.map((key) => [key, elicit(`q ${key}`)]))),
    ) as Params;
    const { send, calls } = scripted([{ resultType: 'input_required', inputRequests }, complete('done')]);
    const answer: ElicitationAnswer = async (params, key) =>
      acceptResult({ key, message: (params as { message: string }).message });
    await requestWithInput(send, { name: 'tool' }, answer);
    const responses = calls[1]?.inputResponses as Record<string, ElicitResult>;
    expect(Object.keys(responses).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(Object.hasOwn(responses, key)).toBe(true);
      expect(responses[key]).toEqual({ action: 'accept', content: { key, message: `q ${key}` } });
    }
    expect(Object.getPrototypeOf(responses)).toBe(Object.prototype);
  });

  it('should pass each elicitation its own params and key', async () => {
    const { send } = scripted([
      { resultType: 'input_required', inputRequests: { x: elicit('X?'), y: elicit('Y?') } },
      complete('done'),
    ]);
    const answer = vi.fn<ElicitationAnswer>(async () => declineResult());
    await requestWithInput(send, {}, answer);
    expect(answer).toHaveBeenCalledTimes(2);
    expect(answer).toHaveBeenCalledWith(elicit('X?').params, 'x', { signal: expect.any(AbortSignal) });
    expect(answer).toHaveBeenCalledWith(elicit('Y?').params, 'y', { signal: expect.any(AbortSignal) });
  });

  it('should never change the original params and carry _meta into every retry', async () => {
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', progressToken: 7 };
    const original = deepFreeze({ name: 'tool', arguments: { city: 'Oslo' }, _meta: meta });
    const before = JSON.stringify(original);
    const { send, calls } = scripted([
      { resultType: 'input_required', inputRequests: { q: elicit('?') }, requestState: 's1' },
      { resultType: 'input_required', inputRequests: { q: elicit('?') }, requestState: 's2' },
      complete('done'),
    ]);
    await requestWithInput(send, original, accept);
    expect(JSON.stringify(original)).toBe(before);
    expect(calls[0]).toBe(original);
    for (const retry of calls.slice(1)) {
      expect(retry).not.toBe(original);
      expect(retry._meta).toEqual(meta);
      expect(retry.arguments).toEqual({ city: 'Oslo' });
    }
    expect(calls.map((call) => call.requestState)).toEqual([undefined, 's1', 's2']);
  });

  it('should drop stale inputResponses and requestState the caller left in params', async () => {
    const { send, calls } = scripted([
      { resultType: 'input_required', inputRequests: { q: elicit('?') } },
      complete('done'),
    ]);
    await requestWithInput(
      send,
      { name: 'tool', requestState: 'stale', inputResponses: { old: {} } },
      accept,
    );
    expect('requestState' in (calls[1] ?? {})).toBe(false);
    expect(Object.keys(calls[1]?.inputResponses as object)).toEqual(['q']);
  });

  it('should keep two parallel calls apart', async () => {
    const server = (state: string) => {
      let round = 0;
      const calls: Params[] = [];
      const send = async (params: Params) => {
        calls.push(params);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        round++;
        return round < 3
          ? {
              resultType: 'input_required',
              inputRequests: { q: elicit(state) },
              requestState: `${state}-${round}`,
            }
          : complete(state);
      };
      return { send, calls };
    };
    const left = server('left');
    const right = server('right');
    const answer: ElicitationAnswer = async (params) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      return acceptResult({ from: (params as { message: string }).message });
    };
    const [l, r] = await Promise.all([
      requestWithInput(left.send, { name: 'l' }, answer),
      requestWithInput(right.send, { name: 'r' }, answer),
    ]);
    expect(l).toEqual(complete('left'));
    expect(r).toEqual(complete('right'));
    expect(left.calls.map((call) => call.requestState)).toEqual([undefined, 'left-1', 'left-2']);
    expect(right.calls.map((call) => call.requestState)).toEqual([undefined, 'right-1', 'right-2']);
    for (const call of left.calls.slice(1))
      expect(call).toMatchObject({ name: 'l', inputResponses: { q: { content: { from: 'left' } } } });
    for (const call of right.calls.slice(1))
      expect(call).toMatchObject({ name: 'r', inputResponses: { q: { content: { from: 'right' } } } });
  });

  it('should retry a requestState-only result with the state and no inputResponses, after a pause', async () => {
    vi.useFakeTimers();
    try {
      const { send, calls } = scripted([
        { resultType: 'input_required', requestState: 'busy' },
        complete('done'),
      ]);
      const result = requestWithInput(send, { name: 'tool' }, accept, { stateOnlyDelayMs: 100 });
      await vi.advanceTimersByTimeAsync(99);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual(complete('done'));
      expect(calls[1]).toEqual({ name: 'tool', requestState: 'busy' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('requestWithInput: limits and failures', () => {
  const forever = () => ({ resultType: 'input_required', inputRequests: { q: elicit('again?') } });

  it('should give up after 10 retries by default', async () => {
    const send = vi.fn(async () => forever());
    const error = await rejection(requestWithInput(send, {}, accept));
    expect(error).toBeInstanceOf(InputRequiredError);
    expect(error).toMatchObject({ code: 'too-many-rounds' });
    expect(send).toHaveBeenCalledTimes(11);
  });

  it('should honour a custom maxRounds, including 0', async () => {
    const send = vi.fn(async () => forever());
    await expect(requestWithInput(send, {}, accept, { maxRounds: 2 })).rejects.toMatchObject({
      code: 'too-many-rounds',
    });
    expect(send).toHaveBeenCalledTimes(3);
    send.mockClear();
    const answer = vi.fn(accept);
    await expect(requestWithInput(send, {}, answer, { maxRounds: 0 })).rejects.toMatchObject({
      code: 'too-many-rounds',
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(answer).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a plain JSON-RPC error object',
      {
        code: -32021,
        message: 'needs URL mode',
        data: { requiredCapabilities: { elicitation: { url: {} } } },
      },
    ],
    [
      'an Error carrying code and data',
      Object.assign(new Error('needs URL mode and sampling'), {
        code: -32021,
        data: { requiredCapabilities: { elicitation: { url: {} }, sampling: {} } },
      }),
    ],
  ])('given -32021 as %s, should throw missing-capability naming each capability', async (_, failure) => {
    const { send } = scripted([{ resultType: 'input_required', inputRequests: { q: elicit('?') } }]);
    send.mockImplementationOnce(async () => {
      throw failure;
    });
    const error = await rejection(requestWithInput(send, {}, accept));
    expect(error).toBeInstanceOf(InputRequiredError);
    const expected = (failure as { data: { requiredCapabilities: object } }).data.requiredCapabilities;
    expect(error).toMatchObject({
      code: 'missing-capability',
      requiredCapabilities: expected,
      capabilities: 'sampling' in expected ? ['elicitation.url', 'sampling'] : ['elicitation.url'],
      cause: failure,
    });
    expect((error as Error).message).toMatch(/elicitation\.url/);
  });

  it('given -32021 on a retry, should throw missing-capability too', async () => {
    const { send } = scripted([{ resultType: 'input_required', inputRequests: { q: elicit('?') } }]);
    send.mockImplementationOnce(async () => ({
      resultType: 'input_required',
      inputRequests: { q: elicit('?') },
    }));
    send.mockImplementationOnce(async () => {
      throw { code: -32021, message: 'no', data: {} };
    });
    await expect(requestWithInput(send, {}, accept)).rejects.toMatchObject({
      code: 'missing-capability',
      capabilities: [],
    });
  });

  it('should let other send failures through unchanged', async () => {
    const failure = Object.assign(new Error('tool not found'), { code: -32602 });
    const send = vi.fn(async () => {
      throw failure;
    });
    await expect(requestWithInput(send, {}, accept)).rejects.toBe(failure);
  });

  it('should refuse a maxRounds that is not a whole number', async () => {
    await expect(requestWithInput(vi.fn(), {}, accept, { maxRounds: Number.NaN })).rejects.toThrow(
      RangeError,
    );
  });

  it('should hand other input requests to onOtherInput and send back its answer', async () => {
    const { send, calls } = scripted([
      {
        resultType: 'input_required',
        inputRequests: { roots: { method: 'roots/list' }, ask: elicit('?') },
      },
      complete('done'),
    ]);
    const onOtherInput = vi.fn(async () => ({ roots: [{ uri: 'file:///work' }] }));
    const answer = vi.fn(accept);
    await requestWithInput(send, {}, answer, { onOtherInput });
    expect(onOtherInput).toHaveBeenCalledWith(
      'roots',
      { method: 'roots/list' },
      { signal: expect.any(AbortSignal) },
    );
    expect(answer).toHaveBeenCalledTimes(1);
    expect(calls[1]?.inputResponses).toEqual({
      roots: { roots: [{ uri: 'file:///work' }] },
      ask: { action: 'accept', content: { ok: true } },
    });
  });

  it('should throw unsupported-input for another method without onOtherInput, and cancel the other answers', async () => {
    const { send } = scripted([
      {
        resultType: 'input_required',
        inputRequests: { ask: elicit('?'), sample: { method: 'sampling/createMessage', params: {} } },
      },
    ]);
    const queue = createElicitationQueue();
    const answer: ElicitationAnswer = (params, _key, { signal }) =>
      queue.present(params, { server: { name: 's' }, source: connection, signal });
    const error = await rejection(requestWithInput(send, {}, answer));
    expect(error).toBeInstanceOf(InputRequiredError);
    expect(error).toMatchObject({
      code: 'unsupported-input',
      key: 'sample',
      method: 'sampling/createMessage',
    });
    expect(queue.size).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('should let an answer failure through and cancel the dialogs still open', async () => {
    const { send } = scripted([
      { resultType: 'input_required', inputRequests: { open: elicit('?'), broken: elicit('?') } },
    ]);
    const queue = createElicitationQueue();
    const failure = new Error('renderer crashed');
    const answer: ElicitationAnswer = async (params, key, { signal }) => {
      if (key === 'broken') throw failure;
      return queue.present(params, { server: { name: 's' }, source: connection, signal });
    };
    await expect(requestWithInput(send, {}, answer)).rejects.toBe(failure);
    expect(queue.size).toBe(0);
  });

  it.each([
    ['not an object', 'done'],
    ['an unknown resultType', { resultType: 'task' }],
    ['neither inputRequests nor requestState', { resultType: 'input_required' }],
    ['an array of inputRequests', { resultType: 'input_required', inputRequests: [elicit('?')] }],
    ['an entry without method', { resultType: 'input_required', inputRequests: { q: { params: {} } } }],
    [
      'params that are not an object',
      { resultType: 'input_required', inputRequests: { q: { method: 'x', params: 3 } } },
    ],
    ['a numeric requestState', { resultType: 'input_required', requestState: 42 }],
    ['a null entry', { resultType: 'input_required', inputRequests: { q: null } }],
  ])('should throw invalid-result for %s', async (_label, result) => {
    const send = vi.fn(async () => result);
    const error = await rejection(requestWithInput(send, {}, accept));
    expect(error).toBeInstanceOf(InputRequiredError);
    expect(error).toMatchObject({ code: 'invalid-result' });
  });

  it('should let an invalid elicitation fail through the answer (queue.present throws ElicitationError)', async () => {
    const { send } = scripted([
      { resultType: 'input_required', inputRequests: { q: { method: 'elicitation/create' } } },
    ]);
    const queue = createElicitationQueue();
    await expect(
      requestWithInput(send, {}, (params, _key, { signal }) =>
        queue.present(params, { server: { name: 's' }, source: connection, signal }),
      ),
    ).rejects.toMatchObject({ name: 'ElicitationError' });
  });
});

describe('requestWithInput: abort', () => {
  it('should not send at all with an already-aborted signal', async () => {
    const send = vi.fn();
    const reason = new Error('gone');
    await expect(requestWithInput(send, {}, accept, { signal: AbortSignal.abort(reason) })).rejects.toBe(
      reason,
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('should stop between rounds, cancel the open dialog and throw the reason', async () => {
    const { send, calls } = scripted([{ resultType: 'input_required', inputRequests: { q: elicit('?') } }]);
    const queue = createElicitationQueue();
    const controller = new AbortController();
    const pending = requestWithInput(
      send,
      {},
      (params, _key, { signal }) =>
        queue.present(params, { server: { name: 's' }, source: connection, signal }),
      { signal: controller.signal },
    );
    await vi.waitFor(() => expect(queue.size).toBe(1));
    const reason = new Error('user closed the chat');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(queue.size).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('should throw an AbortError when aborted without a reason, even if the answer ignores the signal', async () => {
    const { send } = scripted([{ resultType: 'input_required', inputRequests: { q: elicit('?') } }]);
    const controller = new AbortController();
    const stuck: ElicitationAnswer = () => new Promise(() => {});
    const pending = requestWithInput(send, {}, stuck, { signal: controller.signal });
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('should not retry when aborted while the first send is in flight', async () => {
    const controller = new AbortController();
    const send = vi.fn(async () => {
      controller.abort();
      return { resultType: 'input_required', inputRequests: { q: elicit('?') } };
    });
    const answer = vi.fn(accept);
    await expect(requestWithInput(send, {}, answer, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(answer).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('isInputRequiredResult', () => {
  it('should accept well-formed results and refuse everything else', () => {
    const good: InputRequiredResult[] = [
      { resultType: 'input_required', inputRequests: { q: elicit('?') } },
      { resultType: 'input_required', requestState: '' },
      { resultType: 'input_required', inputRequests: {}, requestState: 's' },
    ];
    for (const value of good) expect(isInputRequiredResult(value)).toBe(true);
    const bad = [
      null,
      'input_required',
      {},
      { resultType: 'complete' },
      { resultType: 'input_required' },
      { resultType: 'input_required', inputRequests: { q: { method: 1 } } },
      { resultType: 'input_required', inputRequests: [] },
    ];
    for (const value of bad) expect(isInputRequiredResult(value)).toBe(false);
  });
});

describe('requestWithInput against the real SDK v2 server (2026-07-28)', () => {
  it('given a server that needs URL mode, should throw missing-capability naming it', async () => {
    const http = createMcpHandler(() => {
      const server = new McpServer({ name: 'linker', version: '1.0.0' });
      // The SDK answers -32021 itself: the client declared form mode only.
      server.registerTool('link_account', { description: 'Needs URL-mode elicitation' }, async () =>
        inputRequired({
          inputRequests: {
            link: inputRequired.elicitUrl({ message: 'Link your account', url: 'https://example.com/link' }),
          },
        }),
      );
      return server;
    });
    const client = new Client(
      { name: 'host', version: '1.0.0' },
      {
        capabilities: clientCapabilities({ elicitation: { form: true } }),
        versionNegotiation: { mode: 'auto' },
      },
    );
    await client.connect(
      new StreamableHTTPClientTransport(new URL('http://in-process.invalid/mcp'), {
        fetch: (url, init) => http.fetch(new Request(url, init)),
      }),
    );
    try {
      const error = await rejection(
        requestWithInput(
          (params) => client.request({ method: 'tools/call', params }, { allowInputRequired: true }),
          { name: 'link_account', arguments: {} },
          accept,
        ),
      );
      expect(error).toMatchObject({
        name: 'InputRequiredError',
        code: 'missing-capability',
        capabilities: ['elicitation.url'],
      });
    } finally {
      await client.close();
    }
  });

  it('should complete a tool call through input_required with the state echoed', async () => {
    const seen: { inputResponses: unknown; requestState: unknown }[] = [];
    const http = createMcpHandler(() => {
      const server = new McpServer({ name: 'deployer', version: '1.0.0' });
      server.registerTool('deploy', { description: 'Deploys after confirmation' }, async (ctx) => {
        seen.push({ inputResponses: ctx.mcpReq.inputResponses, requestState: ctx.mcpReq.requestState() });
        const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (!confirmed) {
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: 'Deploy?',
                requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
              }),
            },
            requestState: TRICKY_STATE,
          });
        }
        return complete(`deployed ${JSON.stringify(confirmed)}`);
      });
      return server;
    });
    const client = new Client(
      { name: 'host', version: '1.0.0' },
      {
        capabilities: clientCapabilities({ elicitation: { form: true } }),
        versionNegotiation: { mode: 'auto' },
      },
    );
    await client.connect(
      new StreamableHTTPClientTransport(new URL('http://in-process.invalid/mcp'), {
        fetch: (url, init) => http.fetch(new Request(url, init)),
      }),
    );
    try {
      const queue = createElicitationQueue();
      queue.subscribe(() => queue.snapshot().current?.respond(acceptResult({ ok: true })));
      const result = await requestWithInput(
        // Manual mode: the SDK hands the input_required result back instead of fulfilling it itself.
        (params) => client.request({ method: 'tools/call', params }, { allowInputRequired: true }),
        { name: 'deploy', arguments: {} },
        (params, _key, { signal }) =>
          queue.present(params, { server: { name: 'deployer' }, source: connection, signal }),
      );
      expect(result).toMatchObject(complete('deployed {"ok":true}'));
      expect(seen).toHaveLength(2);
      expect(seen[1]?.requestState === TRICKY_STATE).toBe(true);
      expect(seen[1]?.inputResponses).toEqual({ confirm: { action: 'accept', content: { ok: true } } });
    } finally {
      await client.close();
    }
  });
});

describe('requestWithInput: the origin ("why am I asked")', () => {
  const once = () =>
    scripted([{ resultType: 'input_required', inputRequests: { q: elicit('Sure?') } }, complete('done')]);

  it('given a tool call, should tell each answer the tool and a frozen copy of its arguments', async () => {
    const { send } = once();
    const args = { city: 'Oslo', days: [1, 2] };
    const answer = vi.fn<ElicitationAnswer>(async () => declineResult());
    await requestWithInput(send, { name: 'forecast', arguments: args }, answer);
    const { origin } = answer.mock.calls[0]?.[2] ?? {};
    expect(origin).toEqual({
      method: 'tools/call',
      name: 'forecast',
      arguments: { city: 'Oslo', days: [1, 2] },
    });
    args.city = 'Bergen';
    expect(origin?.arguments).toEqual({ city: 'Oslo', days: [1, 2] });
    expect(Object.isFrozen(origin?.arguments?.days)).toBe(true);
  });

  it('given method prompts/get, should name the prompt, not a tool', async () => {
    const { send } = once();
    const answer = vi.fn<ElicitationAnswer>(async () => declineResult());
    await requestWithInput(send, { name: 'summarise', arguments: { length: 'short' } }, answer, {
      method: 'prompts/get',
    });
    expect(answer.mock.calls[0]?.[2].origin).toEqual({
      method: 'prompts/get',
      name: 'summarise',
      arguments: { length: 'short' },
    });
  });

  it('given params with a uri, should default to resources/read and name the resource', async () => {
    const { send } = once();
    const answer = vi.fn<ElicitationAnswer>(async () => declineResult());
    await requestWithInput(send, { uri: 'file:///notes.md' }, answer);
    expect(answer.mock.calls[0]?.[2].origin).toEqual({ method: 'resources/read', name: 'file:///notes.md' });
  });

  it('given a tool call without a readable name, should claim no origin', async () => {
    const { send } = once();
    const answer = vi.fn<ElicitationAnswer>(async () => declineResult());
    await requestWithInput(send, { name: 42, arguments: { a: 1 } }, answer);
    expect(answer.mock.calls[0]?.[2]).not.toHaveProperty('origin');
  });

  it('should let the queue keep it on the pending entry, malformed parts left out', async () => {
    const queue = createElicitationQueue();
    const answered = queue.present(elicit('Sure?').params, {
      server: { name: 'weather' },
      source: connection,
      origin: { method: 'tools/call', name: 'forecast', arguments: ['not', 'an', 'object'] } as never,
    });
    expect(queue.snapshot().current?.origin).toEqual({ method: 'tools/call', name: 'forecast' });
    queue.snapshot().current?.respond(declineResult());
    await answered;
    const other = queue.present(elicit('Sure?').params, {
      server: { name: 'weather' },
      source: connection,
      origin: 'tools/call' as never,
    });
    expect(queue.snapshot().current).not.toHaveProperty('origin');
    queue.cancelAll();
    await other;
  });
});
