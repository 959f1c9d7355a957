/**
 * A server that gives up on its question (`notifications/cancelled`) locks the form and gets nothing back, for every
 * request id (issue 38). SDK v1 (1.32) and `@modelcontextprotocol/client` 2.0 (which `@mastra/mcp` 2.0 pins) drop
 * the notification for request id 0 (`if (!requestId) return`): the first question of every session stayed
 * editable, and its Cancel sent a result to a server no longer waiting. `attachElicitationHandler` honours it
 * whatever the SDK does; client 2.4 (which fixed it) must not see the request aborted twice. Real SDK pairs on
 * their in-memory link, the client's outgoing messages tapped at its transport.
 */
import { Client as ClientV2, InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryTransportV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import { ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { Server as ServerV2 } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
// The client @mastra/mcp 2.0 pins, as npm installed it under @mastra/mcp.
import { Client as ClientV200 } from '../../../node_modules/@mastra/mcp/node_modules/@modelcontextprotocol/client/dist/index.mjs';
import {
  acceptResult,
  attachElicitationHandler,
  cancelResult,
  clientCapabilities,
  createElicitationFlow,
  createElicitationQueue,
  type ElicitationQueue,
  type ElicitResult,
  type PendingElicitation,
} from '../../../src/core/index.js';
import { nextCurrent, rejection, waitFor } from '../../support/queue-waits.js';

const formParams = {
  message: 'Your GitHub username?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

interface Pair {
  readonly queue: ElicitationQueue;
  /** The server asks; aborting `signal` sends `notifications/cancelled` for that request's id. */
  ask(signal?: AbortSignal): Promise<unknown>;
  /** Every JSON-RPC message the client sent, in order. */
  readonly sent: { id?: unknown; result?: unknown; error?: unknown }[];
  closeClient(): Promise<void>;
}

type Transport = { send(message: unknown, options?: unknown): Promise<void> };
/** Records what the client's transport sends, then sends it. */
function tap(transport: Transport, sent: unknown[]) {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    sent.push(message);
    return send(message, options);
  };
}

const capabilities = clientCapabilities({ elicitation: { form: true } });

interface Peer {
  connect(transport: never): Promise<void>;
  close(): Promise<void>;
}

/**
 * `client`, with a queue attached, linked to `server` over the SDK's in-memory pair (what the client sends
 * tapped); `ask` is how this server sends `elicitation/create`.
 */
async function link(
  client: Peer & Parameters<typeof attachElicitationHandler>[0],
  server: Peer,
  [clientSide, serverSide]: [unknown, unknown],
  ask: Pair['ask'],
): Promise<Pair> {
  const queue = createElicitationQueue();
  attachElicitationHandler(client, queue);
  const sent: Pair['sent'] = [];
  tap(clientSide as Transport, sent);
  await Promise.all([server.connect(serverSide as never), client.connect(clientSide as never)]);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return { queue, sent, ask, closeClient: () => client.close() };
}

async function pairV1(): Promise<Pair> {
  const server = new ServerV1({ name: 'asker', version: '1.0.0' }, { capabilities: {} });
  const client = new ClientV1({ name: 'host', version: '1.0.0' }, { capabilities });
  return link(client, server, InMemoryTransportV1.createLinkedPair(), (signal) =>
    server.request({ method: 'elicitation/create', params: formParams as never }, ElicitResultSchema, {
      ...(signal ? { signal } : {}),
    }),
  );
}

/** A client of the SDK v2 line (2.0.0 or 2.4.0) against the v2 server. */
function pairV2(Client: typeof ClientV2) {
  return async (): Promise<Pair> => {
    const server = new ServerV2({ name: 'asker', version: '2.0.0' }, { capabilities: {} });
    const client = new Client({ name: 'host', version: '1.0.0' }, { capabilities });
    return link(client, server, InMemoryTransportV2.createLinkedPair(), (signal) =>
      server.request(
        { method: 'elicitation/create', params: formParams as Record<string, unknown> },
        signal ? { signal } : undefined,
      ),
    );
  };
}

/** Every abort of the entry's signal, counted. */
function abortsOf(entry: PendingElicitation): { count: number; reason?: unknown } {
  const seen: { count: number; reason?: unknown } = { count: 0 };
  entry.signal?.addEventListener('abort', () => {
    seen.count += 1;
    seen.reason = entry.signal?.reason;
  });
  return seen;
}

/** The responses the client sent for request `id`. */
const responsesTo = (pair: Pair, id: number) =>
  pair.sent.filter((message) => message.id === id && ('result' in message || 'error' in message));

describe.each([
  { sdk: 'SDK v1 1.32 (@modelcontextprotocol/sdk)', connect: pairV1 },
  {
    sdk: '@modelcontextprotocol/client 2.0.0 (pinned by @mastra/mcp)',
    connect: pairV2(ClientV200 as unknown as typeof ClientV2),
  },
  { sdk: '@modelcontextprotocol/client 2.4.0', connect: pairV2(ClientV2) },
])('attachElicitationHandler on $sdk, the server cancels its question', ({ connect }) => {
  it('given the first question of the session (request id 0), should lock its entry once and send nothing back, even after Cancel', async () => {
    const pair = await connect();
    const stop = new AbortController();
    const first = pair.ask(stop.signal);
    const entry = await nextCurrent(pair.queue);
    const aborts = abortsOf(entry);
    expect(entry.signal?.aborted).toBe(false);
    // The consent flow as the dialog and the panel build it from the entry.
    const reported: ElicitResult[] = [];
    const flow = createElicitationFlow(entry.request, {
      server: entry.server,
      signal: entry.signal,
      onResult: (result) => {
        reported.push(result);
        entry.respond(result);
      },
    });
    const disconnect = flow.connect();
    expect(flow.getState()).toMatchObject({ expired: false, locked: false });

    stop.abort('the tool call ended');
    await rejection(first);
    await waitFor(() => entry.signal?.aborted === true, 'the entry of request 0 aborted');
    expect(pair.queue.size).toBe(0);
    // The form locks and says nothing was sent; its Cancel (and the entry's own respond) reach nothing.
    expect(flow.getState()).toMatchObject({ expired: true, locked: true });
    flow.finish(cancelResult());
    entry.respond(cancelResult());
    expect(reported).toEqual([]);
    disconnect();

    // A later question still works, and its answer, sent after everything above, is the barrier.
    const second = pair.ask();
    (await nextCurrent(pair.queue)).respond(acceptResult({ name: 'octocat' }));
    await expect(second).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    expect(responsesTo(pair, 0)).toEqual([]);
    expect(responsesTo(pair, 1)).toHaveLength(1);
    expect(aborts).toEqual({ count: 1, reason: 'the tool call ended' });
  });

  it('given a later question cancelled, should lock it once and send nothing back', async () => {
    const pair = await connect();
    const warmUp = pair.ask();
    (await nextCurrent(pair.queue)).respond(acceptResult({ name: 'first' }));
    await warmUp;
    const stop = new AbortController();
    const later = pair.ask(stop.signal);
    const entry = await nextCurrent(pair.queue);
    const aborts = abortsOf(entry);
    stop.abort('no longer needed');
    await rejection(later);
    await waitFor(() => entry.signal?.aborted === true, 'the entry of request 1 aborted');
    entry.respond(cancelResult());
    const barrier = pair.ask();
    (await nextCurrent(pair.queue)).respond(acceptResult({ name: 'third' }));
    await barrier;
    expect(responsesTo(pair, 1)).toEqual([]);
    expect(aborts.count).toBe(1);
  });

  it('given request 0 cancelled, when the connection closes, should send nothing and leave nothing waiting', async () => {
    const pair = await connect();
    const stop = new AbortController();
    const first = pair.ask(stop.signal);
    const entry = await nextCurrent(pair.queue);
    stop.abort('gone');
    await rejection(first);
    await waitFor(() => entry.signal?.aborted === true, 'the entry of request 0 aborted');
    await pair.closeClient();
    expect(responsesTo(pair, 0)).toEqual([]);
    expect(pair.queue.size).toBe(0);
  });
});
