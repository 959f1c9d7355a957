// ACP (Agent Client Protocol) through the provider, in Chromium: the ACP SDK's own agent and client, in the page,
// over newline-delimited JSON through a pair of byte streams; the person answers with real clicks; the agent side
// holds what it received, and a tap on the client → agent bytes holds what went over the wire.
import {
  agent,
  type CreateElicitationRequest,
  type CreateElicitationResponse,
  client,
  methods,
  ndJsonStream,
  PROTOCOL_VERSION,
  RequestError,
  type ToolCall,
} from '@agentclientprotocol/sdk';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { attachAcpElicitation } from '../../src/acp/index.js';
import { createElicitationQueue } from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { button, dialog, expectNoAxeViolations } from './helpers.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  vi.restoreAllMocks();
});

type Heard = CreateElicitationResponse | { error: { code: number; data?: unknown } };

/** What the agent got back for an elicitation: the response, or the error as the SDK rejected with it. */
function heardOf(request: Promise<CreateElicitationResponse>): Promise<Heard> {
  return request.then(
    (response) => response,
    (error: unknown) => {
      if (!(error instanceof RequestError)) throw error;
      return { error: { code: error.code, ...(error.data === undefined ? {} : { data: error.data }) } };
    },
  );
}

/** Every JSON-RPC message written into `stream`, decoded line by line as it passes. */
function tap(stream: TransformStream<Uint8Array, Uint8Array>, messages: Record<string, unknown>[]) {
  const decoder = new TextDecoder();
  let buffered = '';
  const tapped = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      buffered += decoder.decode(chunk, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) messages.push(JSON.parse(line));
      controller.enqueue(chunk);
    },
  });
  void tapped.readable.pipeTo(stream.writable).catch(() => undefined);
  return { writable: tapped.writable, readable: stream.readable };
}

const retries = {
  type: 'object',
  properties: {
    retries: { type: 'integer', title: 'Retries', minimum: 0, maximum: 5, description: null },
    branch: { type: 'string', title: 'Branch', default: 'main' },
  },
  required: ['retries'],
} as const;

/**
 * A real ACP agent (`agent()` of the SDK) and a client app with our entry attached, connected in the page. The agent
 * answers `initialize`, asks during `authenticate` (a request scope) and during a prompt's tool call (after telling
 * the client about the tool call); `ask` sends any other request from the agent's side.
 */
async function connect() {
  const heard: Heard[] = [];
  /** The ids of the editor's requests the agent asked during. */
  const scopes: unknown[] = [];
  const wire: Record<string, unknown>[] = [];
  const toClient = new TransformStream<Uint8Array, Uint8Array>();
  const toAgent = tap(new TransformStream<Uint8Array, Uint8Array>(), wire);

  const agentApp = agent({ name: 'code-agent' })
    .onRequest(methods.agent.initialize, () => ({
      protocolVersion: PROTOCOL_VERSION,
      agentInfo: { name: 'code-agent', title: 'Code Agent', version: '2.0.0' },
    }))
    .onRequest(methods.agent.authenticate, async ({ client: editor, requestId }) => {
      scopes.push(requestId);
      heard.push(
        await heardOf(
          editor.request(methods.client.elicitation.create, {
            requestId,
            mode: 'form',
            message: 'Which workspace should I sign in to?',
            requestedSchema: { properties: { workspace: { type: 'string', title: 'Workspace' } } },
          }),
        ),
      );
      return {};
    })
    .onRequest(methods.agent.session.new, () => ({ sessionId: 'sess_1' }))
    .onRequest(methods.agent.session.prompt, async ({ params, client: editor }) => {
      await editor.notify(methods.client.session.update, {
        sessionId: params.sessionId,
        update: {
          sessionUpdate: 'tool_call',
          toolCallId: 'call_7',
          title: 'Running the test suite',
          kind: 'execute',
          status: 'pending',
          rawInput: { command: 'npm test', cwd: '/repo' },
        },
      });
      heard.push(
        await heardOf(
          editor.request(methods.client.elicitation.create, {
            sessionId: params.sessionId,
            toolCallId: 'call_7',
            mode: 'form',
            message: 'How many times should I retry a failing test?',
            requestedSchema: retries,
          }),
        ),
      );
      return { stopReason: 'end_turn' };
    });

  // The editor's side: the tool calls it was told of, so the dialog can name the one the agent asks during.
  const toolCalls = new Map<string, ToolCall>();
  const queue = createElicitationQueue();
  const editorApp = client({ name: 'test-editor' }).onNotification(
    methods.client.session.update,
    ({ params: { sessionId, update } }) => {
      if (update.sessionUpdate === 'tool_call') toolCalls.set(`${sessionId}/${update.toolCallId}`, update);
    },
  );
  let agentInfo: { name: string } | null | undefined;
  const modes = { form: true, url: true };
  attachAcpElicitation(editorApp, queue, {
    agentInfo: () => agentInfo,
    modes,
    toolCall: (sessionId, toolCallId) => toolCalls.get(`${sessionId}/${toolCallId}`),
  });
  const editor = editorApp.connect(ndJsonStream(toAgent.writable, toClient.readable));
  const agentSide = agentApp.connect(ndJsonStream(toClient.writable, toAgent.readable));
  cleanups.push(
    () => editor.close(),
    () => agentSide.close(),
  );
  render(<ElicitationProvider queue={queue} review={false} />);

  ({ agentInfo } = await editor.agent.request(methods.agent.initialize, {
    protocolVersion: PROTOCOL_VERSION,
    clientCapabilities: { elicitation: { form: {}, url: {} } },
  }));
  const ask = (params: CreateElicitationRequest, signal?: AbortSignal) =>
    heardOf(
      agentSide.client.request(
        methods.client.elicitation.create,
        params,
        signal ? { cancellationSignal: signal } : {},
      ),
    );
  /** The responses to the agent's requests that crossed the wire, by request id. */
  const responses = () => wire.filter((message) => !('method' in message));
  return { editor, agentSide, ask, heard, scopes, queue, responses };
}

const sentence = () => dialog().querySelector('.mcp-elicit-why-asked p')?.textContent;

describe('ACP through the provider, with the ACP SDK on both sides', () => {
  it('given a form request during a tool call / should say which, show its input, and send the typed answer ACP types', async () => {
    const { editor, heard, responses } = await connect();
    const session = await editor.agent.request(methods.agent.session.new, { cwd: '/repo', mcpServers: [] });
    const turn = editor.agent.request(methods.agent.session.prompt, {
      sessionId: session.sessionId,
      prompt: [{ type: 'text', text: 'Fix the flaky test' }],
    });

    await expect
      .element(await screen.findByText('How many times should I retry a failing test?'))
      .toBeVisible();
    expect(sentence()).toBe('Code Agent asks during the tool call Running the test suite');
    await userEvent.click(button('Show the arguments'));
    expect(dialog().querySelector('.mcp-elicit-why-asked pre')?.textContent).toBe(
      '{\n  "command": "npm test",\n  "cwd": "/repo"\n}',
    );
    await expectNoAxeViolations(dialog());

    await userEvent.type(screen.getByRole('textbox', { name: /Retries/ }), '3');
    await userEvent.click(button('Send'));
    await expect(turn).resolves.toEqual({ stopReason: 'end_turn' });
    expect(heard).toStrictEqual([{ action: 'accept', content: { retries: 3, branch: 'main' } }]);
    expect(
      responses().filter((message) => 'result' in message && 'action' in (message.result as object)),
    ).toHaveLength(1);
  });

  it('given a request for the session / should say so, and a Decline reaches the agent as ACP decline', async () => {
    const { ask } = await connect();
    const answer = ask({
      sessionId: 'sess_1',
      mode: 'form',
      message: 'Use the staging database?',
      requestedSchema: { properties: { staging: { type: 'boolean', title: 'Staging' } } },
    });
    await expect.element(await screen.findByText('Use the staging database?')).toBeVisible();
    expect(sentence()).toBe('Code Agent asks for this session');
    await expectNoAxeViolations(dialog());
    await userEvent.click(button('Decline'));
    await expect(answer).resolves.toStrictEqual({ action: 'decline' });
  });

  it('given a request during one of the editor’s requests (authenticate) / should say it is outside any session, and Cancel reaches the agent as ACP cancel', async () => {
    const { editor, heard, scopes, queue } = await connect();
    const signedIn = editor.agent.request(methods.agent.authenticate, { methodId: 'workspace' });
    await expect.element(await screen.findByText('Which workspace should I sign in to?')).toBeVisible();
    expect(scopes).toHaveLength(1);
    expect(sentence()).toBe('Code Agent asks outside any session');
    // The request's id means nothing to a person; the origin keeps it, for records and receipts.
    expect(queue.snapshot().current?.origin).toEqual({ method: 'acp/request', name: String(scopes[0]) });
    await expectNoAxeViolations(dialog());
    await userEvent.click(button('Cancel'));
    await expect(signedIn).resolves.toEqual({});
    expect(heard).toStrictEqual([{ action: 'cancel' }]);
  });

  it('given a URL request / should ask consent, accept on Open, and the agent’s elicitation/complete shows it done', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { agentSide, ask, queue } = await connect();
    const href = 'https://auth.example.com/connect?state=xyz';
    const answer = ask({
      sessionId: 'sess_1',
      mode: 'url',
      elicitationId: 'github-oauth-001',
      url: href,
      message: 'Authorize access to your repositories.',
    });
    await expect.element(await screen.findByText('Authorize access to your repositories.')).toBeVisible();
    expect(sentence()).toBe('Code Agent asks for this session');
    await expectNoAxeViolations(dialog());
    await userEvent.click(button('Open'));
    expect(open.mock.calls).toStrictEqual([[href, '_blank', 'noopener,noreferrer']]);
    await expect(answer).resolves.toStrictEqual({ action: 'accept' });
    await expect.element(screen.getByRole('heading', { name: 'Finish on example.com' })).toBeVisible();

    // An id the agent never asked with is ignored; the one it asked with completes the request.
    await agentSide.client.notify(methods.client.elicitation.complete, { elicitationId: 'someone-else' });
    await agentSide.client.notify(methods.client.elicitation.complete, { elicitationId: 'github-oauth-001' });
    await expect.element(screen.getByRole('heading', { name: 'Done on example.com' })).toBeVisible();
    expect(queue.snapshot().waiting.map((entry) => entry.state)).toEqual(['completed']);
  });

  it('given the agent’s $/cancel_request while the person types / should lock the form, answer -32800, and send nothing of theirs', async () => {
    const { ask, responses } = await connect();
    const controller = new AbortController();
    const answer = ask(
      {
        sessionId: 'sess_1',
        toolCallId: 'call_9',
        mode: 'form',
        message: 'How many retries?',
        requestedSchema: retries,
      },
      controller.signal,
    );
    const field = await screen.findByRole('textbox', { name: /Retries/ });
    // A tool call the editor was never told of is named by its id.
    expect(sentence()).toBe('Code Agent asks during the tool call call_9');
    await userEvent.type(field, '2');
    controller.abort();
    await expect(answer).resolves.toEqual({ error: { code: -32800, data: expect.anything() } });
    await expect.element(screen.getByText('This request has expired')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Retries/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Retries/ })).toHaveValue('2');
    await userEvent.click(button('Close'));
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // On the wire: the one error, never an answer of the person's.
    const answers = responses().filter((message) => message.id === 0);
    expect(answers).toStrictEqual([
      { jsonrpc: '2.0', id: 0, error: expect.objectContaining({ code: -32800 }) },
    ]);
  });

  it('given a schema outside the restricted subset / should answer -32602 with every issue, and show nothing', async () => {
    const { ask, queue } = await connect();
    const answer = ask({
      sessionId: 'sess_1',
      mode: 'form',
      message: 'Paste your config',
      requestedSchema: {
        properties: {
          config: { type: 'object' } as never,
          port: { type: 'integer', minimum: 'low' } as never,
        },
      },
    });
    await expect(answer).resolves.toEqual({
      error: {
        code: -32602,
        data: {
          issues: [
            expect.objectContaining({ path: '/requestedSchema/properties/config/type' }),
            expect.objectContaining({ path: '/requestedSchema/properties/port/minimum' }),
          ],
        },
      },
    });
    expect(queue.size).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
