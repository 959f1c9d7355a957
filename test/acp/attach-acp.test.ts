import { agent, client, methods, ndJsonStream, RequestError } from '@agentclientprotocol/sdk';
import { client as unstableClient } from '@agentclientprotocol/sdk/unstable';
import { afterEach, describe, expect, it } from 'vitest';
import { attachAcpElicitation } from '../../src/acp/index.js';
import {
  createElicitationQueue,
  type ElicitationQueue,
  type PendingElicitation,
} from '../../src/core/index.js';

/** A real ACP agent (the SDK's own agent side) and client, over newline-delimited JSON through byte streams. */
function connect(queue: ElicitationQueue, options: Parameters<typeof attachAcpElicitation>[2] = {}) {
  const toClient = new TransformStream<Uint8Array, Uint8Array>();
  const toAgent = new TransformStream<Uint8Array, Uint8Array>();
  const app = client({ name: 'test-editor' });
  const attached = attachAcpElicitation(app, queue, options);
  const clientConnection = app.connect(ndJsonStream(toAgent.writable, toClient.readable));
  const agentConnection = agent({ name: 'test-agent' }).connect(
    ndJsonStream(toClient.writable, toAgent.readable),
  );
  opened.push(clientConnection, agentConnection);
  return { attached, clientConnection, toClient: agentConnection.client };
}
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const connection of opened.splice(0)) connection.close();
});

/** The oldest request waiting for an answer, once there is one. */
function nextEntry(queue: ElicitationQueue): Promise<PendingElicitation> {
  return new Promise((resolve) => {
    const check = () => {
      const [first] = queue.snapshot().pending;
      if (first) {
        stop();
        resolve(first);
      }
    };
    const stop = queue.subscribe(check);
    check();
  });
}

const form = {
  sessionId: 'sess_1',
  mode: 'form',
  message: 'Which branch?',
  requestedSchema: {
    type: 'object',
    properties: { branch: { type: 'string', title: 'Branch', minLength: 1 } },
    required: ['branch'],
  },
} as const;

describe('attachAcpElicitation, with the ACP SDK on both sides', () => {
  it('given a form request / should queue it with the agent named and answer ACP accept with typed content', async () => {
    const queue = createElicitationQueue();
    const { toClient } = connect(queue, {
      agentInfo: { name: 'claude-acp', title: 'Claude', version: '1.0' },
    });
    const response = toClient.request(methods.client.elicitation.create, form);
    const entry = await nextEntry(queue);
    expect(entry.server).toEqual({ name: 'claude-acp', title: 'Claude', version: '1.0' });
    expect(entry.origin).toEqual({ method: 'acp/session', name: 'sess_1' });
    entry.respond({ action: 'accept', content: { branch: 'main' } });
    await expect(response).resolves.toEqual({ action: 'accept', content: { branch: 'main' } });
  });

  it('given an invalid schema / should answer -32602 with the issues, and queue nothing', async () => {
    const queue = createElicitationQueue();
    const { toClient } = connect(queue);
    const bad = {
      ...form,
      requestedSchema: { type: 'object', properties: { branch: { type: 'object' } } },
    };
    const error = await toClient.request(methods.client.elicitation.create, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).code).toBe(-32602);
    expect((error as RequestError).data).toEqual({
      issues: [expect.objectContaining({ path: '/requestedSchema/properties/branch/type' })],
    });
    expect(queue.size).toBe(0);
  });

  it('given $/cancel_request from the agent / should take the request off the queue and answer -32800', async () => {
    const queue = createElicitationQueue();
    const { toClient } = connect(queue);
    const controller = new AbortController();
    const response = toClient.request(methods.client.elicitation.create, form, {
      cancellationSignal: controller.signal,
    });
    const entry = await nextEntry(queue);
    controller.abort();
    const error = await response.catch((e: unknown) => e);
    expect((error as RequestError).code).toBe(-32800);
    expect(queue.size).toBe(0);
    await expect(entry.answer).resolves.toEqual({ action: 'cancel' });
  });

  it('given the unstable entry’s ClientApp / should attach the same way (its type fits)', () => {
    const queue = createElicitationQueue();
    expect(attachAcpElicitation(unstableClient(), queue).source).toBeTypeOf('object');
  });

  it('given a URL request / should accept on Open (ACP: consent), and the agent’s elicitation/complete completes it', async () => {
    const queue = createElicitationQueue();
    const { toClient } = connect(queue, { modes: { url: true } });
    const response = toClient.request(methods.client.elicitation.create, {
      requestId: 'auth-1',
      mode: 'url',
      elicitationId: 'oauth-1',
      url: 'https://auth.example.com/start',
      message: 'Sign in',
    });
    const entry = await nextEntry(queue);
    expect(entry.origin).toEqual({ method: 'acp/request', name: 'auth-1' });
    entry.open();
    await expect(response).resolves.toStrictEqual({ action: 'accept' });
    expect(queue.snapshot().waiting.map((waiting) => waiting.state)).toEqual(['waiting']);
    await toClient.notify(methods.client.elicitation.complete, { elicitationId: 'oauth-1' });
    await expect.poll(() => queue.snapshot().waiting.map((waiting) => waiting.state)).toEqual(['completed']);
  });

  it('given a mode the client did not declare / should answer -32602 unsupported-mode (URL is off by default)', async () => {
    const queue = createElicitationQueue();
    const { toClient } = connect(queue);
    const error = await toClient
      .request(methods.client.elicitation.create, {
        sessionId: 's',
        mode: 'url',
        elicitationId: 'e',
        url: 'https://example.com',
        message: 'Open',
      })
      .catch((e: unknown) => e);
    expect((error as RequestError).code).toBe(-32602);
    expect((error as RequestError).data).toEqual({
      issues: [
        {
          path: '/mode',
          message: 'this client did not declare url-mode elicitation',
          code: 'unsupported-mode',
        },
      ],
    });
  });

  it('given "Decline all" for this agent / should decline its later requests at once, in ACP’s shape', async () => {
    const queue = createElicitationQueue();
    const { attached, toClient } = connect(queue);
    queue.declineAll(attached.source);
    await expect(toClient.request(methods.client.elicitation.create, form)).resolves.toStrictEqual({
      action: 'decline',
    });
  });

  it('given the connection closes / should take its requests off the screen, a URL request waiting after Open too', async () => {
    const queue = createElicitationQueue();
    const { clientConnection, toClient } = connect(queue, { modes: { form: true, url: true } });
    void toClient
      .request(methods.client.elicitation.create, {
        sessionId: 's',
        mode: 'url',
        elicitationId: 'e',
        url: 'https://example.com/go',
        message: 'Go',
      })
      .catch(() => undefined);
    (await nextEntry(queue)).open();
    void toClient.request(methods.client.elicitation.create, form).catch(() => undefined);
    const pending = await nextEntry(queue);
    expect(queue.snapshot().waiting).toHaveLength(1);
    clientConnection.close();
    await expect(pending.answer).resolves.toEqual({ action: 'cancel' });
    await expect.poll(() => queue.snapshot()).toMatchObject({ pending: [], waiting: [] });
  });

  it("given keywords the SDK's own schema would drop (not, const) or quietly default (title: 5) / should refuse them -32602, never show a weaker form", async () => {
    const queue = createElicitationQueue();
    const { toClient } = connect(queue);
    const error = await toClient
      .request(methods.client.elicitation.create, {
        ...form,
        requestedSchema: {
          type: 'object',
          properties: { branch: { type: 'string', title: 5, not: { const: 'main' } } as never },
        },
      })
      .catch((e: unknown) => e);
    expect((error as RequestError).code).toBe(-32602);
    expect(
      ((error as RequestError).data as { issues: { path: string }[] }).issues.map((issue) => issue.path),
    ).toEqual(
      expect.arrayContaining([
        '/requestedSchema/properties/branch/title',
        '/requestedSchema/properties/branch/not',
      ]),
    );
    expect(queue.size).toBe(0);
  });
});
