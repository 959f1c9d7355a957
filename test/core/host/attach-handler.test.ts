import { Client as ClientV2, InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryTransportV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ElicitRequestSchema,
  ElicitResultSchema,
  ListRootsResultSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { Server as ServerV2 } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationRpcError } from '../../../src/core/host/mcp-handler.js';
import {
  type AttachElicitationOptions,
  acceptResult,
  attachElicitationHandler,
  clientCapabilities,
  createElicitationHandler,
  createElicitationQueue,
  type ElicitationQueue,
  requestWithInput,
} from '../../../src/core/index.js';
import type { ElicitationModes } from '../../../src/core/wire/capabilities.js';
import { INVALID_PARAMS } from '../../../src/core/wire/protocol.js';
import { connectDeployer } from '../../support/deployer-server.js';
import { nextCurrent, rejection, waitFor } from '../../support/queue-waits.js';

/** Outside both SDKs' own schema (and ours): a nested object. */
const nestedParams = {
  message: 'Address?',
  requestedSchema: {
    type: 'object',
    properties: { address: { type: 'object', properties: { street: { type: 'string' } } } },
  },
};

const formParams = {
  message: 'Your GitHub username?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
};

const nestedIssues = {
  issues: [
    expect.objectContaining({ path: '/requestedSchema/properties/address/properties' }),
    expect.objectContaining({ path: '/requestedSchema/properties/address/type' }),
  ],
};

const urlModes: ElicitationModes = { form: true, url: true };
const urlParams = (elicitationId: string) => ({
  mode: 'url',
  message: 'Connect your account.',
  url: 'https://cloud.example.com/connect',
  elicitationId,
});

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

interface Pushed {
  queue: ElicitationQueue;
  /** The server sends `elicitation/create` as is; resolves with what it receives. */
  send(params: object): Promise<unknown>;
  /** The server sends any other method. */
  sendOther(method: string): Promise<unknown>;
  /** The server sends a notification. */
  notify(method: string, params: Record<string, unknown>): Promise<void>;
  detach: () => void;
  /** The connection's source in the queue. */
  source: object;
  closeClient(): Promise<void>;
}

interface PushedOptions {
  modes?: ElicitationModes;
  /** Lines the host ran before attaching (an earlier handler, another fallback). */
  before?: (client: ClientV1 | ClientV2, queue: ElicitationQueue) => void;
  /** What the host passes as the handler's `origin`. */
  origin?: AttachElicitationOptions['origin'];
}

async function pushedV1({ modes = { form: true }, before, origin }: PushedOptions = {}): Promise<Pushed> {
  const server = new ServerV1(
    { name: 'weather-v1', version: '1.0.0', title: 'Weather', icons: [{ src: 'https://example.com/w.png' }] },
    { capabilities: { logging: {} } },
  );
  const client = new ClientV1(
    { name: 'host', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: modes }) },
  );
  const queue = createElicitationQueue();
  before?.(client, queue);
  // The line a user writes: no cast, the SDK's real type.
  const { detach, source } = attachElicitationHandler(client, queue, {
    modes,
    ...(origin ? { origin } : {}),
  });
  const [clientSide, serverSide] = InMemoryTransportV1.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return {
    queue,
    detach,
    source,
    closeClient: () => client.close(),
    send: (params) =>
      server.request({ method: 'elicitation/create', params: params as never }, ElicitResultSchema),
    sendOther: (method) => server.request({ method: method as never }, ListRootsResultSchema),
    notify: (method, params) => server.notification({ method, params } as never),
  };
}

async function pushedV2({ modes = { form: true }, before, origin }: PushedOptions = {}): Promise<Pushed> {
  const server = new ServerV2(
    { name: 'weather-v2', version: '2.0.0', title: 'Weather', icons: [{ src: 'https://example.com/w.png' }] },
    { capabilities: { logging: {} } },
  );
  const client = new ClientV2(
    { name: 'host', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: modes }) },
  );
  const queue = createElicitationQueue();
  before?.(client, queue);
  const { detach, source } = attachElicitationHandler(client, queue, {
    modes,
    ...(origin ? { origin } : {}),
  });
  const [clientSide, serverSide] = InMemoryTransportV2.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return {
    queue,
    detach,
    source,
    closeClient: () => client.close(),
    send: (params) =>
      server.request({ method: 'elicitation/create', params: params as Record<string, unknown> }),
    sendOther: (method) => server.request({ method: method as 'ping' }),
    notify: (method, params) => server.notification({ method, params } as never),
  };
}

const pushedSdks = [
  { sdk: 'v1 (@modelcontextprotocol/sdk)', connect: pushedV1, serverName: 'weather-v1' },
  { sdk: 'v2 (@modelcontextprotocol/client)', connect: pushedV2, serverName: 'weather-v2' },
];

describe.each(pushedSdks)(
  'attachElicitationHandler on SDK $sdk, 2025-11-25 pushed requests',
  ({ connect, serverName }) => {
    it('given a request the SDK itself would refuse, should answer -32602 with every issue in data', async () => {
      const { queue, send } = await connect();
      const error = await rejection(send(nestedParams));
      expect(error.code).toBe(INVALID_PARAMS);
      expect(error.data).toEqual(nestedIssues);
      expect(queue.size).toBe(0);
    });

    it('given a valid request, should show who asks and deliver the answer', async () => {
      const { queue, send } = await connect();
      const received = send(formParams);
      const current = await nextCurrent(queue);
      expect(current.server).toMatchObject({ name: serverName });
      current.respond(acceptResult({ name: 'octocat' }));
      await expect(received).resolves.toMatchObject({ action: 'accept', content: { name: 'octocat' } });
    });

    it('given a pushed request, should claim no origin: the SDK does not say which call it belongs to', async () => {
      const { queue, send } = await connect();
      const answer = send(formParams);
      const current = await nextCurrent(queue);
      expect(current.origin).toBeUndefined();
      current.respond(acceptResult({ name: 'octocat' }));
      await answer;
    });

    it('given the host names the origin, should keep it checked on the pending entry', async () => {
      const { queue, send } = await connect({
        origin: () => ({ method: 'tools/call', name: 'forecast', arguments: { city: 'Oslo' } }),
      });
      const answer = send(formParams);
      const current = await nextCurrent(queue);
      expect(current.origin).toEqual({ method: 'tools/call', name: 'forecast', arguments: { city: 'Oslo' } });
      current.respond(acceptResult({ name: 'octocat' }));
      await answer;
    });

    it('given a handler registered earlier with setRequestHandler, should replace it', async () => {
      let earlier = 0;
      const { queue, send } = await connect({
        before: (client, queue) => {
          const handler = createElicitationHandler(queue, { server: { name: 'old' } });
          const counting: typeof handler = Object.assign(
            (...args: Parameters<typeof handler>) => {
              earlier++;
              return handler(...args);
            },
            { source: handler.source },
          );
          if (client instanceof ClientV1) client.setRequestHandler(ElicitRequestSchema, counting);
          else client.setRequestHandler('elicitation/create', counting);
        },
      });
      const error = await rejection(send(nestedParams));
      expect(error.data).toEqual(nestedIssues);
      expect(earlier).toBe(0);
      expect(queue.size).toBe(0);
    });

    it('given another fallback handler, should keep serving every other method through it', async () => {
      const seen: string[] = [];
      const { sendOther } = await connect({
        before: (client) => {
          client.fallbackRequestHandler = async (request: { method: string }) => {
            seen.push(request.method);
            return { roots: [] };
          };
        },
      });
      await expect(sendOther('roots/list')).resolves.toBeDefined();
      expect(seen).toEqual(['roots/list']);
    });

    it('given no other fallback, should answer other methods -32601', async () => {
      const { sendOther } = await connect();
      const error = await rejection(sendOther('roots/list'));
      expect(error.code).toBe(-32601);
    });

    it('given a URL request to a form-only attachment, should answer -32602 at /mode', async () => {
      const { send } = await connect();
      const error = await rejection(
        send({ mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'e-1' }),
      );
      expect(error.code).toBe(INVALID_PARAMS);
      expect(error.data).toEqual({
        issues: [expect.objectContaining({ path: '/mode', code: 'unsupported-mode' })],
      });
    });

    it('given a request on screen, when the connection closes, should cancel it and no other connection', async () => {
      const { queue, send, source, closeClient } = await connect();
      const other = { connection: 'another server' };
      const elsewhere = queue.present(formParams, { server: { name: 'other' }, source: other });
      void send(formParams).catch(() => undefined);
      await waitFor(() => queue.size === 2);
      const mine = queue.snapshot().pending.find((entry) => entry.source === source);
      expect(mine).toBeDefined();
      await closeClient();
      await waitFor(() => queue.size === 1);
      expect(queue.snapshot().pending[0]?.source).toBe(other);
      queue.snapshot().pending[0]?.respond(acceptResult({ name: 'still here' }));
      await expect(elsewhere).resolves.toEqual({ action: 'accept', content: { name: 'still here' } });
    });

    it('given an onclose the host set before attaching, should still call it', async () => {
      let closed = 0;
      const { closeClient } = await connect({
        before: (client) => {
          client.onclose = () => {
            closed++;
          };
        },
      });
      await closeClient();
      // SDK v1's in-memory transport reports the close twice; what matters is that it still arrives.
      expect(closed).toBeGreaterThan(0);
    });

    it('when detached, should leave the client as it was', async () => {
      const { send, detach } = await connect();
      detach();
      const error = await rejection(send(formParams));
      expect(error.code).toBe(-32601);
    });

    it('given a URL request the user opened, when notifications/elicitation/complete arrives, should mark it completed', async () => {
      const { queue, send, notify } = await connect({ modes: urlModes });
      const received = send(urlParams('e-complete'));
      const asked = await nextCurrent(queue);
      asked.open();
      // 2025-11-25: the accept goes on Open; the server then waits for the out-of-band step.
      await expect(received).resolves.toEqual({ action: 'accept' });
      expect(queue.snapshot().current).toMatchObject({ id: asked.id, state: 'waiting' });
      await notify('notifications/elicitation/complete', { elicitationId: 'unknown-id' });
      await notify('notifications/elicitation/complete', { elicitationId: 'e-complete' });
      await waitFor(() => queue.snapshot().current?.state === 'completed');
      expect(queue.snapshot().current?.id).toBe(asked.id);
    });

    it('given another fallback notification handler, should keep passing it every other notification', async () => {
      const seen: string[] = [];
      const { notify } = await connect({
        modes: urlModes,
        before: (client) => {
          client.fallbackNotificationHandler = async (notification: { method: string }) => {
            seen.push(notification.method);
          };
        },
      });
      await notify('notifications/elicitation/complete', { elicitationId: 'nobody' });
      await notify('notifications/message', { level: 'info', data: 'hello' });
      await waitFor(() => seen.length > 0);
      expect(seen).toEqual(['notifications/message']);
    });

    it('when detached, should stop closing waiting entries on completion', async () => {
      const { queue, send, notify, detach } = await connect({ modes: urlModes });
      void send(urlParams('e-detached'));
      (await nextCurrent(queue)).open();
      detach();
      await notify('notifications/elicitation/complete', { elicitationId: 'e-detached' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(queue.snapshot().current?.state).toBe('waiting');
    });
  },
);

describe('attachElicitationHandler on SDK v2, 2026-07-28 input_required inside callTool', () => {
  const confirmSchema = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };

  /** The deployer server with our handler attached (or, with `attach` false, nothing installed). */
  async function connectModern(elicitParams: Record<string, unknown>, attach = true) {
    const deployer = await connectDeployer(elicitParams, (client, queue) => {
      if (attach) attachElicitationHandler(client, queue);
    });
    closers.push(() => deployer.client.close());
    expect(deployer.client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    return deployer;
  }

  it('given an embedded request, should answer it through the queue inside callTool', async () => {
    const { client, queue, seen } = await connectModern({
      message: 'Deploy now?',
      requestedSchema: confirmSchema,
    });
    const result = client.callTool({ name: 'deploy', arguments: {} });
    const current = await nextCurrent(queue);
    expect(current.server).toMatchObject({ name: 'deployer' });
    current.respond(acceptResult({ ok: true }));
    await expect(result).resolves.toMatchObject({
      content: [{ type: 'text', text: 'deployed: {"ok":true}' }],
    });
    expect(seen[1]?.inputResponses).toEqual({ confirm: { action: 'accept', content: { ok: true } } });
  });

  it('given callTool with arguments, should name the tool and its arguments as the origin', async () => {
    const { client, queue } = await connectModern({ message: 'Deploy now?', requestedSchema: confirmSchema });
    const result = client.callTool({ name: 'deploy', arguments: { env: 'prod', replicas: 3 } });
    const current = await nextCurrent(queue);
    expect(current.origin).toEqual({
      method: 'tools/call',
      name: 'deploy',
      arguments: { env: 'prod', replicas: 3 },
    });
    current.respond(acceptResult({ ok: true }));
    await result;
  });

  it('given two calls in flight at once, should give each elicitation the call it belongs to', async () => {
    const { client, queue } = await connectModern({ message: 'Deploy now?', requestedSchema: confirmSchema });
    const first = client.callTool({ name: 'deploy', arguments: { env: 'staging' } });
    const second = client.callTool({ name: 'deploy', arguments: { env: 'prod' } });
    await waitFor(() => queue.snapshot().pending.length === 2);
    const origins = queue.snapshot().pending.map((entry) => entry.origin?.arguments);
    expect(origins).toEqual(expect.arrayContaining([{ env: 'staging' }, { env: 'prod' }]));
    for (const entry of queue.snapshot().pending) {
      entry.respond(acceptResult({ ok: entry.origin?.arguments?.env === 'prod' }));
    }
    await expect(first).resolves.toMatchObject({ content: [{ text: 'deployed: {"ok":false}' }] });
    await expect(second).resolves.toMatchObject({ content: [{ text: 'deployed: {"ok":true}' }] });
  });

  it('given getPrompt, should name the prompt as the origin', async () => {
    const { client, queue } = await connectModern({ message: 'Draft now?', requestedSchema: confirmSchema });
    const result = client.getPrompt({ name: 'release_notes' });
    const current = await nextCurrent(queue);
    expect(current.origin).toEqual({ method: 'prompts/get', name: 'release_notes' });
    current.respond(acceptResult({ ok: true }));
    await expect(result).resolves.toMatchObject({ messages: [{ content: { text: 'draft' } }] });
  });

  it('when detached, should put the SDK back as it was', async () => {
    const client = new ClientV2({ name: 'host', version: '1.0.0' });
    const { detach } = attachElicitationHandler(client, createElicitationQueue());
    expect(Object.hasOwn(client, '_resolveNonCompleteResult')).toBe(true);
    detach();
    expect(Object.hasOwn(client, '_resolveNonCompleteResult')).toBe(false);
    expect(Object.hasOwn(client, '_getRequestHandler')).toBe(false);
  });

  it('given an embedded request the SDK would refuse, should fail the call with our typed error and issues', async () => {
    const { client, queue } = await connectModern(nestedParams);
    const error = await rejection(client.callTool({ name: 'deploy', arguments: {} }));
    expect(error).toBeInstanceOf(ElicitationRpcError);
    expect(error.data).toEqual(nestedIssues);
    expect(queue.size).toBe(0);
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

  it('given only public SDK API (allowInputRequired + requestWithInput), should reach the same answer', async () => {
    const { client, queue, seen } = await connectModern(
      { message: 'Deploy now?', requestedSchema: confirmSchema },
      false,
    );
    const result = requestWithInput(
      (params) => client.callTool(params, { allowInputRequired: true }),
      { name: 'deploy', arguments: {} },
      (params, _key, { signal, origin }) =>
        queue.present(params, { server: { name: 'deployer' }, source: client, signal, origin }),
    );
    const current = await nextCurrent(queue);
    expect(current.origin).toEqual({ method: 'tools/call', name: 'deploy', arguments: {} });
    current.respond(acceptResult({ ok: true }));
    await expect(result).resolves.toMatchObject({
      content: [{ type: 'text', text: 'deployed: {"ok":true}' }],
    });
    expect(seen.map((call) => call.inputResponses)).toEqual([
      undefined,
      { confirm: { action: 'accept', content: { ok: true } } },
    ]);
  });
});

describe('attachElicitationHandler: where a request is routed', () => {
  it('given a request the fallback routes by its method, should read the method once (the route; the handler does not check it again)', async () => {
    const queue = createElicitationQueue();
    const client: { fallbackRequestHandler?: (request: unknown, context?: unknown) => Promise<unknown> } = {};
    attachElicitationHandler(client as never, queue, { server: { name: 'github' } });
    let reads = 0;
    const request = {
      get method() {
        reads += 1;
        return 'elicitation/create';
      },
      params: formParams,
    };
    const answer = client.fallbackRequestHandler?.(request, {});
    (await nextCurrent(queue)).respond(acceptResult({ name: 'octocat' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    expect(reads).toBe(1);
    // Every other method is still answered "Method not found" by the route.
    await expect(client.fallbackRequestHandler?.({ method: 'roots/list' }, {})).rejects.toMatchObject({
      code: -32601,
    });
  });
});
