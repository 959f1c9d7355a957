import { Client as ClientV2, InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryTransportV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import { ElicitRequestSchema, ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { Server as ServerV2 } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationRpcError } from '../../../src/core/host/mcp-handler.js';
import {
  acceptResult,
  clientCapabilities,
  createElicitationHandler,
  createElicitationQueue,
  type ElicitationQueue,
  type ElicitResult,
  type PendingElicitation,
} from '../../../src/core/index.js';
import type { ElicitationModes } from '../../../src/core/wire/capabilities.js';
import { INVALID_PARAMS } from '../../../src/core/wire/protocol.js';
import { connectDeployer } from '../../support/deployer-server.js';
import { nextCurrent, rejection, waitFor } from '../../support/queue-waits.js';

const formParams = {
  message: 'Your GitHub username?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
} as const;

/** Nested object: outside the subset, and outside both SDKs' own zod schema. */
const nestedParams = {
  message: 'Address?',
  requestedSchema: {
    type: 'object',
    properties: { address: { type: 'object', properties: { street: { type: 'string' } } } },
  },
};

/** Passes both SDKs' zod schema (`minLength` is just "a number" there) but not our subset check. */
const negativeMinLengthParams = {
  message: 'Name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: -3 } } },
};

const urlParams = {
  mode: 'url',
  message: 'Sign in to continue',
  url: 'https://auth.example.com/login',
  elicitationId: 'e-1',
} as const;

/** Answers every request that reaches the front of the queue with `answer`. */
function autoAnswer(
  queue: ElicitationQueue,
  answer: (entry: PendingElicitation) => ElicitResult,
): () => void {
  return queue.subscribe(() => {
    const { current } = queue.snapshot();
    if (current) current.respond(answer(current));
  });
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

interface Pair {
  queue: ElicitationQueue;
  /** The server asks through its high-level API; resolves with what the server receives. */
  elicit(params: object, options?: { signal?: AbortSignal; timeout?: number }): Promise<unknown>;
  /** The server sends `elicitation/create` as is, skipping its own capability checks. */
  send(params: object): Promise<unknown>;
  /** A server-to-client round trip, so the next server request id is not 0 (see the v1 abort test). */
  warmUp(): Promise<unknown>;
  /** Closes the client side of the connection. */
  closeClient(): Promise<void>;
}

type Registration = 'setRequestHandler' | 'fallbackRequestHandler';

interface PairOptions {
  declared?: ElicitationModes;
  handlerModes?: ElicitationModes;
  via?: Registration;
}

async function connectV1({
  declared = { form: true },
  handlerModes,
  via = 'setRequestHandler',
}: PairOptions = {}): Promise<Pair> {
  const server = new ServerV1({ name: 'weather-v1', version: '1.0.0' }, { capabilities: {} });
  const client = new ClientV1(
    { name: 'host', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: declared }) },
  );
  const queue = createElicitationQueue();
  const handler = createElicitationHandler(queue, {
    server: () => client.getServerVersion(),
    modes: handlerModes,
  });
  // The lines a user writes: no cast, the SDK's real types.
  if (via === 'setRequestHandler') client.setRequestHandler(ElicitRequestSchema, handler);
  else client.fallbackRequestHandler = handler;
  const [clientSide, serverSide] = InMemoryTransportV1.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return {
    queue,
    // `elicitInput`'s type only admits valid params; the tests must also send invalid ones.
    elicit: (params, options) => server.elicitInput(params as never, options),
    send: (params) =>
      server.request({ method: 'elicitation/create', params: params as never }, ElicitResultSchema),
    warmUp: () => server.ping(),
    closeClient: () => client.close(),
  };
}

async function connectV2({
  declared = { form: true },
  handlerModes,
  via = 'setRequestHandler',
}: PairOptions = {}): Promise<Pair> {
  const server = new ServerV2({ name: 'weather-v2', version: '2.0.0' }, { capabilities: {} });
  const client = new ClientV2(
    { name: 'host', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: declared }) },
  );
  const queue = createElicitationQueue();
  const handler = createElicitationHandler(queue, {
    server: () => client.getServerVersion(),
    modes: handlerModes,
  });
  if (via === 'setRequestHandler') client.setRequestHandler('elicitation/create', handler);
  else client.fallbackRequestHandler = handler;
  const [clientSide, serverSide] = InMemoryTransportV2.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return {
    queue,
    elicit: (params, options) => server.elicitInput(params as never, options),
    send: (params) =>
      server.request({ method: 'elicitation/create', params: params as Record<string, unknown> }),
    warmUp: () => server.ping(),
    closeClient: () => client.close(),
  };
}

const sdks = [
  // v1 refuses a request outside its zod schema before any handler runs, and without a numeric code:
  // Protocol.setRequestHandler parses with the given schema (shared/protocol.js:918) and the ZodError
  // becomes -32603. v2's Client._wrapHandler refuses it with -32602, but without `data`.
  { sdk: 'v1 (@modelcontextprotocol/sdk)', connect: connectV1, serverName: 'weather-v1', preChecked: -32603 },
  {
    sdk: 'v2 (@modelcontextprotocol/client)',
    connect: connectV2,
    serverName: 'weather-v2',
    preChecked: -32602,
  },
];

describe.each(sdks)(
  'createElicitationHandler with SDK $sdk, 2025-11-25',
  ({ connect, serverName, preChecked }) => {
    it('given a form request, when the user answers, should deliver the ElicitResult to the server', async () => {
      const { queue, elicit } = await connect();
      const received = elicit(formParams);
      const current = await nextCurrent(queue);
      expect(current.server).toMatchObject({ name: serverName });
      expect(current.request).toMatchObject({ mode: 'form', message: 'Your GitHub username?' });
      current.respond(acceptResult({ name: 'octocat' }));
      await expect(received).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
      expect(queue.size).toBe(0);
    });

    it('given decline and cancel answers, should deliver them without content', async () => {
      const { queue, elicit } = await connect();
      const answers: ElicitResult[] = [{ action: 'decline' }, { action: 'cancel' }];
      autoAnswer(queue, () => answers.shift() ?? { action: 'cancel' });
      await expect(elicit(formParams)).resolves.toEqual({ action: 'decline' });
      await expect(elicit(formParams)).resolves.toEqual({ action: 'cancel' });
    });

    it('given a request outside the subset that the SDK lets through, should answer -32602 with the issues in data', async () => {
      const { queue, elicit } = await connect();
      let queued = 0;
      queue.subscribe(() => {
        queued++;
      });
      const error = await rejection(elicit(negativeMinLengthParams));
      expect(error.code).toBe(INVALID_PARAMS);
      expect(error.data).toEqual({
        issues: [
          {
            path: '/requestedSchema/properties/name/minLength',
            message: expect.any(String),
            code: 'unsupported-schema',
          },
        ],
      });
      expect(queued).toBe(0);
    });

    it('given a nested object schema via setRequestHandler, should be refused by the SDK before the handler', async () => {
      const { queue, elicit } = await connect();
      let queued = 0;
      queue.subscribe(() => {
        queued++;
      });
      const error = await rejection(elicit(nestedParams));
      expect(error.code).toBe(preChecked);
      expect(error.data).toBeUndefined();
      expect(queued).toBe(0);
    });

    it('given a nested object schema via fallbackRequestHandler, should answer -32602 with the issues in data', async () => {
      const { queue, elicit } = await connect({ via: 'fallbackRequestHandler' });
      const error = await rejection(elicit(nestedParams));
      expect(error.code).toBe(INVALID_PARAMS);
      expect(error.data).toEqual({
        issues: [
          {
            path: '/requestedSchema/properties/address/properties',
            message: 'nested objects are not supported',
            code: 'unsupported-schema',
          },
          {
            path: '/requestedSchema/properties/address/type',
            message: 'nested objects are not supported',
            code: 'unsupported-schema',
          },
        ],
      });
      expect(queue.size).toBe(0);
    });

    it('given a valid request via fallbackRequestHandler, should deliver the answer', async () => {
      const { queue, elicit } = await connect({ via: 'fallbackRequestHandler' });
      autoAnswer(queue, () => acceptResult({ name: 'octocat' }));
      await expect(elicit(formParams)).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    });

    it('given a URL request the client declared but the handler does not serve, should answer -32602 with an issue at /mode', async () => {
      const { queue, elicit } = await connect({ declared: { form: true, url: true } });
      const error = await rejection(elicit(urlParams));
      expect(error.code).toBe(INVALID_PARAMS);
      expect(error.data).toEqual({
        issues: [{ path: '/mode', message: expect.stringMatching(/url/), code: 'unsupported-mode' }],
      });
      expect(queue.size).toBe(0);
    });

    it('given a URL request to a form-only client, should answer -32602', async () => {
      // `send`, not `elicitInput`: both servers refuse locally to send a mode the client did not declare.
      const { queue, send } = await connect({ declared: { form: true } });
      const error = await rejection(send(urlParams));
      expect(error.code).toBe(INVALID_PARAMS);
      expect(queue.size).toBe(0);
    });

    it('given a URL request to a form-only client via fallbackRequestHandler, should answer -32602 with an issue at /mode', async () => {
      const { send } = await connect({ declared: { form: true }, via: 'fallbackRequestHandler' });
      const error = await rejection(send(urlParams));
      expect(error.code).toBe(INVALID_PARAMS);
      expect(error.data).toEqual({
        issues: [expect.objectContaining({ path: '/mode', code: 'unsupported-mode' })],
      });
    });

    it('given URL mode on both sides, should queue the request and deliver the consent', async () => {
      const { queue, elicit } = await connect({ declared: { url: true }, handlerModes: { url: true } });
      const received = elicit(urlParams);
      const current = await nextCurrent(queue);
      expect(current.request).toMatchObject({ mode: 'url', elicitationId: 'e-1' });
      current.respond({ action: 'accept' });
      await expect(received).resolves.toEqual({ action: 'accept' });
    });

    it('given the server aborts its request, should cancel the queued dialog', async () => {
      const { queue, elicit, warmUp } = await connect();
      // v1 ignores `notifications/cancelled` for request id 0 (`if (!requestId) return` in _oncancel),
      // so the first server request of a v1 connection cannot be cancelled; make this one id 1.
      await warmUp();
      const controller = new AbortController();
      const received = elicit(formParams, { signal: controller.signal });
      const current = await nextCurrent(queue);
      expect(current.signal?.aborted).toBe(false);
      controller.abort(new Error('the tool call was cancelled'));
      await expect(received).rejects.toThrow();
      await waitFor(() => queue.size === 0);
      expect(current.signal?.aborted).toBe(true);
      expect(queue.snapshot().current).toBeUndefined();
    });

    it('given the server request times out, should cancel the queued dialog and ignore a late answer', async () => {
      const { queue, elicit, warmUp } = await connect();
      await warmUp();
      const received = elicit(formParams, { timeout: 50 });
      const current = await nextCurrent(queue);
      const error = await rejection(received);
      expect(error.message).toMatch(/timed out/i);
      await waitFor(() => queue.size === 0);
      expect(() => current.respond(acceptResult({ name: 'late' }))).not.toThrow();
      expect(queue.size).toBe(0);
    });

    it('given the connection closes, should cancel every queued dialog', async () => {
      const { queue, elicit, closeClient } = await connect();
      void elicit(formParams).catch(() => {});
      void elicit(formParams).catch(() => {});
      await waitFor(() => queue.size === 2);
      const [first, second] = queue.snapshot().pending;
      await closeClient();
      expect(queue.size).toBe(0);
      expect(first?.signal?.aborted).toBe(true);
      expect(second?.signal?.aborted).toBe(true);
    });

    it('given two requests in flight, should answer each one with its own result', async () => {
      const { queue, elicit } = await connect();
      const first = elicit({ ...formParams, message: 'first' });
      const second = elicit({ ...formParams, message: 'second' });
      await waitFor(() => queue.size === 2);
      const [a, b] = queue.snapshot().pending;
      expect(a?.request.message).toBe('first');
      b?.respond(acceptResult({ name: 'two' }));
      a?.respond(acceptResult({ name: 'one' }));
      await expect(first).resolves.toEqual({ action: 'accept', content: { name: 'one' } });
      await expect(second).resolves.toEqual({ action: 'accept', content: { name: 'two' } });
    });
  },
);

describe('createElicitationHandler without an SDK', () => {
  const server = { name: 'hand-written' };

  it('given a nested object schema, should throw ElicitationRpcError -32602 with JSON-pointer issues', async () => {
    const handler = createElicitationHandler(createElicitationQueue(), { server });
    const error = await rejection(handler({ params: nestedParams }));
    expect(error).toBeInstanceOf(ElicitationRpcError);
    expect(error.code).toBe(-32602);
    expect(error.data).toEqual({
      issues: [
        expect.objectContaining({ path: '/requestedSchema/properties/address/properties' }),
        expect.objectContaining({ path: '/requestedSchema/properties/address/type' }),
      ],
    });
    expect(error.message).toMatch(/nested objects are not supported/);
  });

  it('given another method (as a fallbackRequestHandler sees), should answer -32601 and queue nothing', async () => {
    const queue = createElicitationQueue();
    const handler = createElicitationHandler(queue, { server });
    const error = await rejection(handler({ method: 'roots/list', params: formParams }));
    expect(error.code).toBe(-32601);
    expect(queue.size).toBe(0);
  });

  it('given missing params, should throw -32602 rather than crash', async () => {
    const handler = createElicitationHandler(createElicitationQueue(), { server });
    const error = await rejection(handler({}));
    expect(error.code).toBe(-32602);
    expect(error.data).toEqual({ issues: [expect.objectContaining({ path: '' })] });
  });

  it('given a form request to a URL-only handler, should refuse form mode', async () => {
    const handler = createElicitationHandler(createElicitationQueue(), {
      server,
      modes: { form: false, url: true },
    });
    const error = await rejection(handler({ params: formParams }));
    expect(error.code).toBe(-32602);
    expect(error.data).toEqual({
      issues: [expect.objectContaining({ path: '/mode', code: 'unsupported-mode' })],
    });
  });

  it('should take the abort signal from v2 ctx.mcpReq.signal and from v1 extra.signal', async () => {
    const queue = createElicitationQueue();
    const handler = createElicitationHandler(queue, { server });
    const v2 = new AbortController();
    const v1 = new AbortController();
    const viaV2 = handler({ params: formParams }, { mcpReq: { signal: v2.signal } });
    const viaV1 = handler({ params: formParams }, { signal: v1.signal });
    expect(queue.size).toBe(2);
    v2.abort();
    v1.abort();
    await expect(viaV2).resolves.toEqual({ action: 'cancel' });
    await expect(viaV1).resolves.toEqual({ action: 'cancel' });
    expect(queue.size).toBe(0);
  });

  it('should read a server function at each request and fall back to an empty name', async () => {
    const queue = createElicitationQueue();
    let identity: { name: string } | undefined;
    const handler = createElicitationHandler(queue, { server: () => identity });
    void handler({ params: formParams });
    identity = { name: 'later' };
    void handler({ params: formParams });
    expect(queue.snapshot().pending.map((entry) => entry.server.name)).toEqual(['', 'later']);
    queue.cancelAll();
  });

  it('given two handlers whose servers both call themselves "github", should keep their requests and decline memory apart', async () => {
    const queue = createElicitationQueue();
    const github = { name: 'github', title: 'GitHub' };
    const real = createElicitationHandler(queue, { server: github });
    const impostor = createElicitationHandler(queue, { server: { ...github } });
    expect(real.source).not.toBe(impostor.source);
    const fromReal = real({ params: formParams });
    const fromImpostor = impostor({ params: formParams });
    expect(queue.snapshot().pending.map((entry) => entry.source)).toEqual([real.source, impostor.source]);

    queue.declineAll(impostor.source);
    await expect(fromImpostor).resolves.toEqual({ action: 'decline' });
    await expect(impostor({ params: formParams })).resolves.toEqual({ action: 'decline' });
    expect(queue.size).toBe(1);
    void real({ params: formParams });
    expect(queue.size).toBe(2);

    queue.cancelAll(real.source);
    await expect(fromReal).resolves.toEqual({ action: 'cancel' });
    expect(queue.size).toBe(0);
  });

  it('given a source in the options, should queue under it, so two handlers of one connection share it', () => {
    const queue = createElicitationQueue();
    const connection = {};
    const pushed = createElicitationHandler(queue, { server, source: connection });
    const fallback = createElicitationHandler(queue, { server, source: connection });
    expect(pushed.source).toBe(connection);
    void pushed({ params: formParams });
    void fallback({ params: formParams });
    queue.cancelAll(connection);
    expect(queue.size).toBe(0);
  });

  it('should let errors other than invalid requests through unchanged', async () => {
    const failure = new Error('storage full');
    const queue = createElicitationQueue();
    const broken: ElicitationQueue = {
      ...queue,
      present: () => {
        throw failure;
      },
    };
    const handler = createElicitationHandler(broken, { server });
    await expect(handler({ params: formParams })).rejects.toBe(failure);
  });
});

describe('createElicitationHandler with SDK v2, 2026-07-28 (input_required inside callTool)', () => {
  const confirmSchema = {
    type: 'object',
    properties: { ok: { type: 'boolean' } },
    required: ['ok'],
  } as const;

  /** The deployer server, our handler registered the SDK's way (`setRequestHandler`). */
  async function connectModern(elicitParams: Record<string, unknown>) {
    const deployer = await connectDeployer(elicitParams, (client, queue) =>
      client.setRequestHandler(
        'elicitation/create',
        createElicitationHandler(queue, { server: () => client.getServerVersion() }),
      ),
    );
    closers.push(() => deployer.client.close());
    return deployer;
  }

  it('given an input_required result, should answer its elicitation through the same handler', async () => {
    const { client, queue, seen } = await connectModern({
      message: 'Deploy now?',
      requestedSchema: confirmSchema,
    });
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const result = client.callTool({ name: 'deploy', arguments: {} });
    const current = await nextCurrent(queue);
    expect(current.server).toMatchObject({ name: 'deployer' });
    expect(current.request).toMatchObject({ mode: 'form', message: 'Deploy now?' });
    current.respond(acceptResult({ ok: true }));
    await expect(result).resolves.toMatchObject({
      content: [{ type: 'text', text: 'deployed: {"ok":true}' }],
    });
    expect(seen[1]).toEqual({
      inputResponses: { confirm: { action: 'accept', content: { ok: true } } },
      requestState: 'round-1',
    });
  });

  it('given the caller aborts callTool, should cancel the queued dialog', async () => {
    const { client, queue } = await connectModern({ message: 'Deploy now?', requestedSchema: confirmSchema });
    const controller = new AbortController();
    const result = client.callTool({ name: 'deploy', arguments: {} }, { signal: controller.signal });
    const current = await nextCurrent(queue);
    controller.abort(new Error('user left the chat'));
    await expect(result).rejects.toThrow();
    expect(current.signal?.aborted).toBe(true);
    expect(queue.size).toBe(0);
  });

  it('given an embedded request outside the subset, should fail the call with -32602 and the issues', async () => {
    const { client, queue } = await connectModern({
      message: 'Name?',
      requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: -3 } } },
    });
    const error = await rejection(client.callTool({ name: 'deploy', arguments: {} }));
    expect(error).toBeInstanceOf(ElicitationRpcError);
    expect(error.code).toBe(INVALID_PARAMS);
    expect(error.data).toEqual({
      issues: [expect.objectContaining({ path: '/requestedSchema/properties/name/minLength' })],
    });
    expect(queue.size).toBe(0);
  });
});
