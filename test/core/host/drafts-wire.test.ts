// SEP-2643 (authorization denials), SEP-3221 (secure parameters) and spec PR #2778 (schema hardening) on the wire,
// with both official SDKs and real servers in process: SDK v2's client (its own multi round-trip loop inside
// callTool, or requestWithInput in manual mode) against an McpServer over its fetch handler, and SDK v1's client
// (requestWithInput over client.request) against a low-level Server. Every JSON-RPC message the client sends is
// tapped as it goes on the wire. Off unless opted in: the same calls without `experimental` send what they sent before.
import { Client as ClientV2, InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryTransportV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolResultSchema, ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { Server as ServerV2 } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptResult,
  attachElicitationHandler,
  clientCapabilities,
  consentReceipt,
  createElicitationQueue,
  ElicitationError,
  type ElicitationQueue,
  type ExperimentalDrafts,
  requestWithInput,
} from '../../../src/core/index.js';
import {
  AUTHORIZATION_CONTEXT_ID_META_KEY,
  AUTHORIZATION_META_KEY,
} from '../../../src/core/wire/authorization-denial.js';
import { authorizationDenials } from '../../../src/drafts-sep2643.js';
import {
  APPROVAL,
  ENVELOPE,
  filesServer,
  SECRET,
  secureArguments,
  toolCalls,
  type WireMessage,
} from '../../support/files-server.js';
import { nextAnalysed, nextCurrent, rejection } from '../../support/queue-waits.js';

type Message = WireMessage;

const modes = { form: true, url: true };
const drafts: ExperimentalDrafts = { sep2643: authorizationDenials({ assured: true }), sep3221: true };

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  vi.restoreAllMocks();
});

/** Every console line while a test runs, as text: what a log would hold. */
function logged(): () => string {
  const lines: unknown[][] = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args));
  }
  return () => lines.map((args) => args.map((arg) => String(arg)).join(' ')).join('\n');
}

const echoed = (message: Message | undefined) =>
  (message?.params?._meta as Record<string, unknown> | undefined)?.[AUTHORIZATION_CONTEXT_ID_META_KEY];

/** The files server (SDK v2) with the envelope `meta` carries (none: no envelope), and a client on `queue`. */
async function filesV2(
  options: {
    meta?: Record<string, unknown>;
    requestState?: string;
    attach?: (client: ClientV2, queue: ElicitationQueue) => void;
    queue?: ElicitationQueue;
  } = {},
) {
  const envelope = options.meta?.[AUTHORIZATION_META_KEY];
  const files = filesServer({
    envelope,
    ...(options.requestState ? { requestState: options.requestState } : {}),
  });
  const queue = options.queue ?? createElicitationQueue();
  const client = await files.connect((sdk) => options.attach?.(sdk, queue));
  closers.push(() => client.close());
  return { client, queue, wire: files.wire };
}

/**
 * SDK v1's low-level Server answering `tools/call` from its raw request (SDK v1 strips params it does not know
 * before a registered handler sees them): denied until the retry carries `inputResponses`.
 */
async function filesV1(meta: Record<string, unknown> | undefined, requestState = 'state-1') {
  const server = new ServerV1({ name: 'files', version: '1.0.0' }, { capabilities: { tools: {} } });
  const received: Message[] = [];
  server.fallbackRequestHandler = async (request) => {
    received.push(request as Message);
    if ((request.params as Record<string, unknown> | undefined)?.inputResponses) {
      return { content: [{ type: 'text', text: 'listed' }] };
    }
    return {
      resultType: 'input_required',
      inputRequests: { folder_approval: { method: 'elicitation/create', params: APPROVAL } },
      requestState,
      ...(meta ? { _meta: meta } : {}),
    };
  };
  const client = new ClientV1(
    { name: 'host', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: modes, sep3221: true }) },
  );
  const [clientSide, serverSide] = InMemoryTransportV1.createLinkedPair();
  const wire: Message[] = [];
  const send = clientSide.send.bind(clientSide);
  clientSide.send = (message, options) => {
    wire.push(JSON.parse(JSON.stringify(message)) as Message);
    return send(message, options);
  };
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return { client, wire, received };
}

describe('SDK v2: callTool with attachElicitationHandler', () => {
  it('given the opt-in, should show the denial, echo its id on the retry and send secureArguments again unchanged', async () => {
    const log = logged();
    const queue = createElicitationQueue({ experimental: drafts });
    const { client, wire } = await filesV2({
      meta: { [AUTHORIZATION_META_KEY]: ENVELOPE },
      queue,
      attach: (sdk, shown) => attachElicitationHandler(sdk, shown, { modes, experimental: drafts }),
    });
    const result = client.callTool({
      name: 'list_folder',
      arguments: { folderId: 'fld_12345' },
      secureArguments: secureArguments(),
    } as never);
    const entry = await nextAnalysed(queue);
    if (entry.request.mode !== 'url') throw new Error('expected the URL request');
    expect(entry.request.denial).toMatchObject({
      authorizationContextId: 'authzctx_7c5d1d79',
      hints: [{ type: 'url' }],
      assured: true,
    });
    expect(entry.request.url).toMatchObject({ blocked: false, registrableDomain: 'example.com' });
    expect(entry.origin).toEqual({
      method: 'tools/call',
      name: 'list_folder',
      arguments: { folderId: 'fld_12345' },
    });
    const sent = acceptResult();
    const receipt = consentReceipt(entry.request, entry.server, sent, entry.origin);
    entry.respond(sent);
    await expect(result).resolves.toMatchObject({ content: [{ text: 'listed' }] });

    const [first, retry] = toolCalls(wire);
    expect(echoed(first)).toBeUndefined();
    expect(echoed(retry)).toBe('authzctx_7c5d1d79');
    expect(retry?.params).toMatchObject({
      requestState: 'eyJhcHByb3ZhbCI6ImZsZF8xMjM0NSJ9',
      inputResponses: { folder_approval: { action: 'accept' } },
    });
    for (const call of [first, retry]) expect(call?.params?.secureArguments).toEqual(secureArguments());
    // The capability, on every request (2026-07-28).
    const meta = (retry?.params?._meta ?? {}) as Record<string, { extensions?: unknown }>;
    expect(meta['io.modelcontextprotocol/clientCapabilities']?.extensions).toEqual({
      'io.modelcontextprotocol/secure-params': {},
    });
    // The secret went to the server, and nowhere the person or a log could read it.
    expect(JSON.stringify(wire)).toContain(SECRET);
    for (const [where, text] of [
      [
        'the queue entry',
        JSON.stringify({ request: entry.request, origin: entry.origin, server: entry.server }),
      ],
      ['the receipt', JSON.stringify(receipt)],
      ['a log', log()],
    ]) {
      expect(text, where).not.toContain(SECRET);
    }
  });

  it('without the opt-in, should show a plain URL request and retry as before: no echo', async () => {
    const { client, queue, wire } = await filesV2({
      meta: { [AUTHORIZATION_META_KEY]: ENVELOPE },
      attach: (sdk, shown) => attachElicitationHandler(sdk, shown, { modes }),
    });
    const result = client.callTool({
      name: 'list_folder',
      arguments: {},
      secureArguments: secureArguments(),
    } as never);
    const entry = await nextCurrent(queue);
    expect('denial' in entry.request).toBe(false);
    entry.respond(acceptResult());
    await result;
    const [, retry] = toolCalls(wire);
    expect(echoed(retry)).toBeUndefined();
    // SDK v2 itself sends the call's params again: secureArguments are on the retry either way.
    expect(retry?.params?.secureArguments).toEqual(secureArguments());
  });

  it('given a requestState over 65,536 characters (spec PR #2778), should fail callTool with an ElicitationError and send no retry', async () => {
    const { client, queue, wire } = await filesV2({
      requestState: 's'.repeat(65_537),
      attach: (sdk, shown) => attachElicitationHandler(sdk, shown, { modes }),
    });
    const error = await rejection(client.callTool({ name: 'list_folder', arguments: {} }));
    expect(error).toBeInstanceOf(ElicitationError);
    expect((error as unknown as ElicitationError).issues).toMatchObject([
      { path: '/requestState', code: 'limit-exceeded' },
    ]);
    expect(toolCalls(wire)).toHaveLength(1);
    expect(queue.size).toBe(0);
  });
});

describe('SDK v2: requestWithInput in manual mode', () => {
  it('given the opt-in, should echo the id and send the secureArguments the call started with', async () => {
    const queue = createElicitationQueue({ experimental: drafts });
    const { client, wire } = await filesV2({ meta: { [AUTHORIZATION_META_KEY]: ENVELOPE } });
    const bound = secureArguments();
    const result = requestWithInput(
      (params) => client.callTool(params as never, { allowInputRequired: true }),
      { name: 'list_folder', arguments: {}, secureArguments: bound },
      (params, _key, { signal, origin }) =>
        queue.present(params, { server: { name: 'files' }, source: client, signal, origin }),
      { experimental: drafts },
    );
    const entry = await nextCurrent(queue);
    expect(entry.request.mode === 'url' && entry.request.denial?.authorizationContextId).toBe(
      'authzctx_7c5d1d79',
    );
    bound.session_token = 'rebound-while-asking';
    entry.respond(acceptResult());
    await expect(result).resolves.toMatchObject({ content: [{ text: 'listed' }] });
    const [, retry] = toolCalls(wire);
    expect(echoed(retry)).toBe('authzctx_7c5d1d79');
    expect(retry?.params?.secureArguments).toEqual(secureArguments());
  });
});

describe('SDK v1: requestWithInput over client.request', () => {
  const callWith = (client: ClientV1, queue: ElicitationQueue, experimental?: ExperimentalDrafts) =>
    requestWithInput(
      (params) => client.request({ method: 'tools/call', params: params as never }, CallToolResultSchema),
      { name: 'list_folder', arguments: { folderId: 'fld_12345' }, secureArguments: secureArguments() },
      (params, _key, { signal, origin }) =>
        queue.present(params, { server: { name: 'files' }, source: client, signal, origin }),
      experimental ? { experimental } : {},
    );

  it('given the opt-in, should show the denial and send the echo and the secureArguments to the server', async () => {
    const log = logged();
    const queue = createElicitationQueue({ experimental: drafts });
    const { client, wire, received } = await filesV1({ [AUTHORIZATION_META_KEY]: ENVELOPE });
    const result = callWith(client, queue, drafts);
    const entry = await nextCurrent(queue);
    expect(entry.request.mode === 'url' && entry.request.denial?.remediation).toBe('available');
    entry.respond(acceptResult());
    await expect(result).resolves.toMatchObject({ content: [{ text: 'listed' }] });
    expect(toolCalls(wire).map(echoed)).toEqual([undefined, 'authzctx_7c5d1d79']);
    // What the server received, raw: the echo and the secure parameters on both sends.
    expect(received.map((request) => request.params?.secureArguments)).toEqual([
      secureArguments(),
      secureArguments(),
    ]);
    expect(echoed(received[1])).toBe('authzctx_7c5d1d79');
    expect(JSON.stringify(entry.request) + log()).not.toContain(SECRET);
  });

  it('without the opt-in, should retry as before: no denial shown, no echo', async () => {
    const queue = createElicitationQueue();
    const { client, wire } = await filesV1({ [AUTHORIZATION_META_KEY]: ENVELOPE });
    const result = callWith(client, queue);
    const entry = await nextCurrent(queue);
    expect('denial' in entry.request).toBe(false);
    entry.respond(acceptResult());
    await result;
    expect(toolCalls(wire).map(echoed)).toEqual([undefined, undefined]);
  });

  it('given a requestState over 65,536 characters (spec PR #2778), should throw an ElicitationError at /requestState', async () => {
    const queue = createElicitationQueue();
    const { client, wire } = await filesV1(undefined, '🙂'.repeat(65_537));
    const error = await rejection(callWith(client, queue));
    expect((error as unknown as ElicitationError).issues).toMatchObject([
      { path: '/requestState', code: 'limit-exceeded' },
    ]);
    expect(toolCalls(wire)).toHaveLength(1);
  });
});

describe('spec PR #2778 on pushed requests (2025-11-25), with or without a draft', () => {
  const pushedV1 = async () => {
    const server = new ServerV1({ name: 'pusher', version: '1.0.0' }, { capabilities: {} });
    const client = new ClientV1(
      { name: 'host', version: '1.0.0' },
      { capabilities: clientCapabilities({ elicitation: modes }) },
    );
    attachElicitationHandler(client, createElicitationQueue(), { modes });
    const [clientSide, serverSide] = InMemoryTransportV1.createLinkedPair();
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    closers.push(async () => {
      await client.close();
      await server.close();
    });
    return (params: object) =>
      server.request({ method: 'elicitation/create', params: params as never }, ElicitResultSchema);
  };
  const pushedV2 = async () => {
    const server = new ServerV2({ name: 'pusher', version: '2.0.0' }, { capabilities: {} });
    const client = new ClientV2(
      { name: 'host', version: '1.0.0' },
      { capabilities: clientCapabilities({ elicitation: modes }) },
    );
    attachElicitationHandler(client, createElicitationQueue(), { modes });
    const [clientSide, serverSide] = InMemoryTransportV2.createLinkedPair();
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    closers.push(async () => {
      await client.close();
      await server.close();
    });
    return (params: object) =>
      server.request({ method: 'elicitation/create', params: params as Record<string, unknown> });
  };

  it.each([
    ['v1 (@modelcontextprotocol/sdk)', pushedV1],
    ['v2 (@modelcontextprotocol/server + client)', pushedV2],
  ])(
    'SDK %s: should answer -32602 naming /url for a non-http(s) URL and /elicitationId past 256',
    async (_sdk, connect) => {
      const push = await connect();
      const badUrl = await rejection(push({ ...APPROVAL, url: 'javascript:alert(1)', elicitationId: 'e1' }));
      expect(badUrl).toMatchObject({
        code: -32602,
        data: { issues: [{ path: '/url', code: 'invalid-request' }] },
      });
      const longId = await rejection(push({ ...APPROVAL, elicitationId: 'e'.repeat(257) }));
      expect(longId).toMatchObject({
        code: -32602,
        data: { issues: [{ path: '/elicitationId', code: 'limit-exceeded' }] },
      });
    },
  );
});
