/**
 * The pages of docs/ hold their code the way the README holds its example: every code block is a file, shown
 * character for character under a `<!-- path: … -->` marker. The files are type-checked by `tsc` (examples/ is in
 * tsconfig.json; examples/cloudflare-agents by its own) and run: those of examples/guides here, against real SDK
 * servers (in process, or over loopback HTTP), a real redis-server, or rendered in jsdom (rendered.test.tsx), and on
 * the packed package in a fresh project (packed.test.ts); the
 * frameworks' examples by test/frameworks and test/ai-sdk; the react-hook-form block in Chromium by
 * test/shadcn-app/readme.browser.test.tsx. Every link of every page resolves in the repository.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { agent, methods, ndJsonStream, PROTOCOL_VERSION } from '@agentclientprotocol/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { type ElicitResult, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient as languageClient } from '../../examples/guides/accept-language.js';
import { queue as acpQueue, connectAgent } from '../../examples/guides/acp-client.js';
import { queue as appQueue, createClient as createAppClient } from '../../examples/guides/app-elicitation.js';
import {
  attach as attachDenials,
  queue as denialQueue,
} from '../../examples/guides/authorization-denials.js';
import { startBridgeServer } from '../../examples/guides/bridge-node-redis.js';
import { answerFromCode } from '../../examples/guides/core-answer.js';
import { queue as fileQueue } from '../../examples/guides/file-inputs.js';
import {
  attach as attachFormOnly,
  capabilities as formOnlyCapabilities,
  queue as formOnlyQueue,
} from '../../examples/guides/form-only.js';
import {
  auditLog,
  connect as connectWithPolicy,
  queue as policyQueue,
} from '../../examples/guides/policy.js';
import { callTool, connect, queue } from '../../examples/guides/quick-start.js';
import { callWithSecureArguments } from '../../examples/guides/secure-parameters.js';
import { askThroughTheBridge, createBridge } from '../../examples/guides/server-bridge.js';
import { clientCapabilities, createElicitationQueue } from '../../src/core/index.js';
import { ASK, bookedText, startBookingServer } from '../ai-sdk/booking-server.js';
import { redisForTests, skipWithoutRedis } from '../bridge/redis-server.js';
import { readSse } from '../bridge/sse-reader.js';
import { filesServer, SECRET, secureArguments, toolCalls } from '../support/files-server.js';
import { nextCurrent } from '../support/queue-waits.js';
import { brokenLink, CODE_LANGS, codeBlocks, docsPages, linksOf, read, root } from './doc-pages.js';

const GUIDES = ['docs/in-page-client.md', 'docs/server-client.md', 'docs/own-components.md', 'docs/acp.md'];

describe('the pages of docs/', () => {
  const pages = docsPages();

  it('given docs/, should find the guides and the reference pages, each with a title', () => {
    expect(pages).toEqual(expect.arrayContaining([...GUIDES, 'docs/bridge.md', 'docs/components.md']));
    for (const page of pages) expect(read(page), page).toMatch(/^# \S/);
    for (const guide of GUIDES) expect(read(guide), guide).toMatch(/^# Guide: /);
  });

  it.each(pages)(
    'given %s, should show every code block as the file it names, character for character',
    (page) => {
      for (const block of codeBlocks(read(page)).filter((each) => CODE_LANGS.has(each.lang))) {
        expect(block.file, `${page}: a ${block.lang} block with no <!-- path --> marker`).toBeDefined();
        expect(block.code, `${page}: ${block.file}`).toBe(read(block.file as string));
      }
    },
  );

  it.each(pages)('given %s, should link only to what exists in the repository', (page) => {
    const local = linksOf(read(page)).filter((target) => !/^[a-z]+:/.test(target));
    expect(local.map((target) => brokenLink(page, target)).filter(Boolean)).toEqual([]);
  });

  it('given examples/guides, should show each of its files on some page', () => {
    const shown = new Set(
      [...pages, 'README.md'].flatMap((page) => codeBlocks(read(page)).map((block) => block.file)),
    );
    const files = readdirSync(join(root, 'examples/guides')).map((file) => `examples/guides/${file}`);
    expect(files.filter((file) => !shown.has(file))).toEqual([]);
  });
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const askAge = {
  message: 'How old are you?',
  requestedSchema: {
    type: 'object' as const,
    properties: { age: { type: 'integer' as const, minimum: 0 } },
    required: ['age'],
  },
};

/** A real SDK v1 server that asks once, when told to, linked in memory to `client`. */
async function connectAsker(client: Client, capabilities: { tools?: object } = {}) {
  const server = new Server({ name: 'ages', version: '1.0.0' }, { capabilities });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return { ask: (): Promise<ElicitResult> => server.elicitInput(askAge), server };
}

describe('the code of the pages, run', () => {
  it('given the quick start, when a real server over Streamable HTTP asks during a tool call, should queue it and resume the call with the answer', async () => {
    const booking = await startBookingServer('2025-11-25');
    closers.push(() => booking.close());
    const client = await connect(booking.url);
    closers.push(() => client.close());
    const booked = callTool(client, 'book_table');
    const entry = await nextCurrent(queue);
    expect(entry.request.message).toBe(ASK);
    expect(entry.server.name).toBe('bookings');
    expect(() => entry.respond({ action: 'accept', content: { guests: 0, name: 'Ada' } })).toThrow(/guests/);
    entry.respond({ action: 'accept', content: { guests: 4, name: 'Ada' } });
    const result = (await booked) as { content: { text: string }[] };
    expect(result.content[0]?.text).toBe(
      bookedText({ action: 'accept', content: { guests: 4, name: 'Ada' } }),
    );
  });

  it('given the core example, should answer from code with typed content, and refuse a bad request with every issue', () => {
    const params = {
      mode: 'form',
      message: 'Your age?',
      requestedSchema: { type: 'object', properties: { age: { type: 'integer', minimum: 0 } } },
    };
    expect(answerFromCode(params, { age: '36' })).toEqual({ action: 'accept', content: { age: 36 } });
    expect(answerFromCode(params, { age: '-1' })).toEqual({ action: 'decline' });
    expect(() =>
      answerFromCode({ mode: 'form', message: 'x', requestedSchema: { type: 'array' } }, {}),
    ).toThrow(expect.objectContaining({ code: 'unsupported-schema' }));
  });

  it('given the server guide’s bridge, when a server elicits for a user, should push it to that user’s page and take its answer', async () => {
    const bridge = createBridge((request) => request.headers.get('x-user'));
    closers.push(() => bridge.close());
    const serverClient = new Client(
      { name: 'my-server', version: '1.0.0' },
      { capabilities: clientCapabilities({ elicitation: { form: true, url: true } }) },
    );
    askThroughTheBridge(serverClient, bridge, 'ada');
    const { ask } = await connectAsker(serverClient);
    const heard = ask();

    const controller = new AbortController();
    closers.push(async () => controller.abort());
    const stream = readSse(
      await bridge.handle(
        new Request('https://app.example/api/elicitation/events', {
          headers: { 'x-user': 'ada' },
          signal: controller.signal,
        }),
      ),
    );
    const pending = await stream.next(30_000);
    expect(pending.event).toBe('pending');
    const { id } = pending.data as { id: string };
    const answered = await bridge.handle(
      new Request(`https://app.example/api/elicitation/answers/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-user': 'ada', origin: 'https://app.example' },
        body: JSON.stringify({ action: 'accept', content: { age: 7 } }),
      }),
    );
    expect(answered.status).toBe(200);
    await expect(heard).resolves.toEqual({ action: 'accept', content: { age: 7 } });
  });

  const redis = redisForTests();
  it('given the bridge page’s Node server on Redis, should take a page’s answer over HTTP for the request an MCP client asked', async (context) => {
    skipWithoutRedis(context);
    const { bridge, server, close } = await startBridgeServer({
      redisUrl: redis().url,
      port: 0,
      authorize: (request) => request.headers.get('x-user'),
    });
    closers.push(close);
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const answer = bridge.forUser('ada').present(askAge, { server: { name: 'ages' }, source: {} });
    const controller = new AbortController();
    closers.push(async () => controller.abort());
    const events = await fetch(`${origin}/api/elicitation/events`, {
      headers: { 'x-user': 'ada' },
      signal: controller.signal,
    });
    const pending = await readSse(events).next(30_000);
    expect(pending.event).toBe('pending');
    const { id } = pending.data as { id: string };
    const posted = await fetch(`${origin}/api/elicitation/answers/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user': 'ada', origin },
      body: JSON.stringify({ action: 'accept', content: { age: 41 } }),
    });
    expect(posted.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { age: 41 } });
  });

  it('given the SEP-2631 page’s queue, should compile an x-mcp-file field as a file field; without it, an address', () => {
    const params = {
      mode: 'form',
      message: 'Your CV?',
      requestedSchema: {
        type: 'object',
        properties: { cv: { type: 'string', format: 'uri', 'x-mcp-file': { accept: ['application/pdf'] } } },
      },
    };
    void fileQueue.present(params, { server: { name: 'jobs' }, source: {} });
    const entry = fileQueue.snapshot().current;
    expect(entry?.request.mode === 'form' && entry.request.form.fields[0]?.kind).toBe('file');
    entry?.respond({ action: 'cancel' });
    const plain = createElicitationQueue();
    void plain.present(params, { server: { name: 'jobs' }, source: {} });
    const shown = plain.snapshot().current;
    expect(shown?.request.mode === 'form' && shown.request.form.fields[0]?.kind).not.toBe('file');
    shown?.respond({ action: 'cancel' });
  });

  it('given the SEP-3118 page’s client, should declare the apps extension and queue requests with the draft on', async () => {
    const client = createAppClient();
    const { ask, server } = await connectAsker(client);
    expect(server.getClientCapabilities()).toMatchObject({
      extensions: { 'io.modelcontextprotocol/ui': {} },
      elicitation: { form: {} },
    });
    const heard = ask();
    const entry = await nextCurrent(appQueue);
    expect(entry.flow.experimental?.sep3118).toBeDefined();
    entry.respond({ action: 'decline' });
    await expect(heard).resolves.toEqual({ action: 'decline' });
  });

  it('given the SEP-2792 page’s client, should tell the server the person’s languages on each request', async () => {
    const languages = ['ar-EG', 'en'];
    const client = languageClient(createElicitationQueue(), () => languages);
    const { server } = await connectAsker(client, { tools: {} });
    const heard: unknown[] = [];
    server.setRequestHandler(ListToolsRequestSchema, (request) => {
      heard.push(request.params?._meta?.['io.modelcontextprotocol/acceptLanguage']);
      return { tools: [] };
    });
    await client.listTools();
    languages.splice(0, 2, 'fr');
    await client.listTools();
    expect(heard).toEqual(['ar-EG,en;q=0.9', 'fr']);
  });

  it('given the form-only page’s queue, should queue a form request and refuse a URL request, unsupported mode', async () => {
    const client = new Client({ name: 'forms', version: '1.0.0' }, { capabilities: formOnlyCapabilities });
    attachFormOnly(client);
    const { ask } = await connectAsker(client);
    const heard = ask();
    const entry = await nextCurrent(formOnlyQueue);
    entry.respond({ action: 'accept', content: { age: 3 } });
    await expect(heard).resolves.toEqual({ action: 'accept', content: { age: 3 } });
    expect(() =>
      formOnlyQueue.present(
        { mode: 'url', message: 'Sign in', url: 'https://example.com/x', elicitationId: 'e1' },
        { server: { name: 'x' }, source: {} },
      ),
    ).toThrow(expect.objectContaining({ code: 'unsupported-mode' }));
  });

  it('given the SEP-2643 page’s attachment, when a real server denies until approved, should show the denial and echo its id on the retry', async () => {
    const files = filesServer();
    const client = await files.connect(attachDenials);
    closers.push(() => client.close());
    const listed = client.callTool({ name: 'list_folder', arguments: {} });
    const entry = await nextCurrent(denialQueue);
    expect(entry.request.mode === 'url' && entry.request.denial?.authorizationContextId).toBe(
      'authzctx_7c5d1d79',
    );
    entry.respond({ action: 'accept' });
    await expect(listed).resolves.toMatchObject({ content: [{ text: 'listed' }] });
    const [, retry] = toolCalls(files.wire);
    expect(retry?.params?._meta).toMatchObject({
      'io.modelcontextprotocol/authorization-context-id': 'authzctx_7c5d1d79',
    });
  });

  it('given the SEP-3221 page’s call, when a real server asks for input, should send the secure arguments again, unchanged, and show them to nobody', async () => {
    const files = filesServer({ envelope: undefined });
    const client = await files.connect();
    closers.push(() => client.close());
    const asked = createElicitationQueue();
    const bound = secureArguments();
    const call = callWithSecureArguments(
      (params) => client.callTool(params as never, { allowInputRequired: true }),
      { name: 'list_folder', arguments: {}, secureArguments: bound },
      asked,
      { name: 'files' },
    );
    const entry = await nextCurrent(asked);
    expect(JSON.stringify({ request: entry.request, origin: entry.origin })).not.toContain(SECRET);
    bound.session_token = 'changed while asking';
    entry.respond({ action: 'accept' });
    await expect(call).resolves.toMatchObject({ content: [{ text: 'listed' }] });
    const sent = toolCalls(files.wire).map((message) => message.params?.secureArguments);
    expect(sent).toEqual([secureArguments(), secureArguments()]);
  });

  it('given the ACP guide’s client, when an agent asks during a tool call, should name the tool call and send the answer in ACP’s shape', async () => {
    const toClient = new TransformStream<Uint8Array, Uint8Array>();
    const toAgent = new TransformStream<Uint8Array, Uint8Array>();
    let heard: unknown;
    const agentSide = agent({ name: 'code-agent' })
      .onRequest(methods.agent.initialize, () => ({
        protocolVersion: PROTOCOL_VERSION,
        agentInfo: { name: 'code-agent', title: 'Code Agent', version: '1.0.0' },
      }))
      .onRequest(methods.agent.session.prompt, async ({ params: { sessionId }, client }) => {
        await client.notify(methods.client.session.update, {
          sessionId,
          update: {
            sessionUpdate: 'tool_call',
            toolCallId: 'call_1',
            title: 'Editing main.ts',
            rawInput: { path: 'main.ts' },
          },
        });
        heard = await client.request(methods.client.elicitation.create, {
          sessionId,
          toolCallId: 'call_1',
          mode: 'form',
          message: 'Keep the old API?',
          requestedSchema: { properties: { keep: { type: 'boolean', title: 'Keep' } }, required: ['keep'] },
        });
        return { stopReason: 'end_turn' };
      })
      .connect(ndJsonStream(toClient.writable, toAgent.readable));
    const connection = await connectAgent(ndJsonStream(toAgent.writable, toClient.readable));
    closers.push(async () => {
      connection.close();
      agentSide.close();
    });
    const turn = connection.agent.request(methods.agent.session.prompt, {
      sessionId: 'sess_1',
      prompt: [{ type: 'text', text: 'Refactor' }],
    });
    await expect.poll(() => acpQueue.snapshot().current?.request.message).toBe('Keep the old API?');
    const entry = acpQueue.snapshot().current;
    expect(entry?.server).toEqual({ name: 'code-agent', title: 'Code Agent', version: '1.0.0' });
    expect(entry?.origin).toEqual({
      method: 'acp/tool_call',
      name: 'Editing main.ts',
      arguments: { path: 'main.ts' },
    });
    entry?.respond({ action: 'accept', content: { keep: true } });
    await expect(turn).resolves.toEqual({ stopReason: 'end_turn' });
    expect(heard).toStrictEqual({ action: 'accept', content: { keep: true } });
  });

  it('given the policy guide’s queue, a quiet connection is declined by its rule, a deploy gets its default region, and both are audited', async () => {
    const quiet = new Client(
      { name: 'ci', version: '1.0.0' },
      { capabilities: clientCapabilities({ elicitation: { form: true } }) },
    );
    connectWithPolicy(quiet, { quiet: true });
    const fromCi = await connectAsker(quiet);
    await expect(fromCi.ask()).resolves.toEqual({ action: 'decline' });

    const deployer = new Client(
      { name: 'laptop', version: '1.0.0' },
      { capabilities: clientCapabilities({ elicitation: { form: true } }) },
    );
    connectWithPolicy(deployer);
    const server = new Server({ name: 'deploys', version: '1.0.0' }, { capabilities: { tools: {} } });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    await deployer.connect(clientSide);
    closers.push(async () => {
      await deployer.close();
      await server.close();
    });
    const regionAsk = {
      message: 'Which region?',
      requestedSchema: { type: 'object' as const, properties: { region: { type: 'string' as const } } },
    };
    // Asked outside a deploy: the person's to answer (the queue shows it, with ten minutes to do so).
    const asked = server.elicitInput(regionAsk);
    await expect.poll(() => policyQueue.snapshot().current?.request.message).toBe('Which region?');
    expect(policyQueue.snapshot().current?.flow.getState().expiresAt).toBeGreaterThan(Date.now());
    policyQueue.snapshot().current?.respond({ action: 'accept', content: { region: 'us-east-1' } });
    await expect(asked).resolves.toEqual({ action: 'accept', content: { region: 'us-east-1' } });
    // During a deploy, the host's default answers: the same queue, the rule's answer.
    void policyQueue.present(regionAsk, {
      server: { name: 'deploys' },
      source: {},
      origin: { method: 'tools/call', name: 'deploy' },
    });
    await expect.poll(() => auditLog.length).toBe(3);
    expect(auditLog.map(({ rule, action }) => [rule, action])).toEqual([
      ['No prompts from CI', 'decline'],
      [undefined, 'accept'],
      ['Default region for deploys', 'accept'],
    ]);
    expect(auditLog.every(({ digest }) => /^sha256:[0-9a-f]{64}$/.test(digest))).toBe(true);
  });
});
