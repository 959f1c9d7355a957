/**
 * The README opens with a one-screen choice (an MCP client in the page, on your server, your own components), each
 * linking to a guide in docs/. Kept true the way the README's own code blocks are: every code block a guide marks
 * with `<!-- path … -->` is that file, character for character; the files are type-checked by `tsc` (examples/ is
 * in tsconfig.json) and the two host-side ones run here against real SDK servers, in process; the third guide's
 * block is the README's react-hook-form example, run in Chromium by test/shadcn-app/readme.browser.test.tsx.
 * Every link of a guide, and every README section one points to, exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { agent, methods, ndJsonStream, PROTOCOL_VERSION } from '@agentclientprotocol/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { queue as acpQueue, connectAgent } from '../../examples/guides/acp-client.js';
import { createClient, queue } from '../../examples/guides/in-page-client.js';
import {
  auditLog,
  connect as connectWithPolicy,
  queue as policyQueue,
} from '../../examples/guides/policy.js';
import { askThroughTheBridge, createBridge } from '../../examples/guides/server-bridge.js';
import { clientCapabilities } from '../../src/core/index.js';
import { readSse } from '../bridge/sse-reader.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');

const GUIDES = ['docs/in-page-client.md', 'docs/server-client.md', 'docs/own-components.md'];
/** Every guide: the opening choice's three, and those other sections link to. */
const ALL_GUIDES = [...GUIDES, 'docs/acp.md', 'docs/policy.md'];

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');

const readmeAnchors = new Set(
  [...readme.matchAll(/^#{1,4} (.+)$/gm)].map(([, heading]) => anchorOf(heading ?? '')),
);

/** The blocks a guide holds to a file: the `<!-- path: … -->` comment right above a fenced block. */
function markedBlocks(text: string): { path: string; code: string }[] {
  return [...text.matchAll(/<!-- (\S+\.tsx?)[: ][^>]*-->\n```\w+\n([\s\S]*?)```/g)].map(([, path, code]) => ({
    path: path as string,
    code: code as string,
  }));
}

describe('the README’s opening choice and the guides', () => {
  it('given the README, should open with the choice, on one screen, linking exactly the three guides', () => {
    const sections = readme.split(/^## /m);
    const opening = sections[1] ?? '';
    expect(opening.startsWith('Which way in?')).toBe(true);
    expect(`${sections[0]}## ${opening}`.trimEnd().split('\n').length).toBeLessThanOrEqual(30);
    const links = [...opening.matchAll(/\]\((docs\/[^)]+)\)/g)].map(([, link]) => link);
    expect(links).toEqual(GUIDES);
  });

  it.each(ALL_GUIDES)('given %s, should exist, say what it guides, and link only to what exists', (guide) => {
    const text = read(guide);
    expect(text).toMatch(/^# Guide: /);
    for (const [, target] of text.matchAll(/\]\(([^)]+)\)/g)) {
      const [file, anchor] = (target as string).split('#');
      const path = relative(root, join(root, dirname(guide), file as string));
      expect(existsSync(join(root, path)), `${guide} → ${target}`).toBe(true);
      if (anchor) {
        expect(path, `${guide} → ${target}: anchors only into the README`).toBe('README.md');
        expect(readmeAnchors.has(anchor), `${guide} → ${target}`).toBe(true);
      }
    }
  });

  it('given every guide, should show each marked block exactly as its file, and every guide example somewhere', () => {
    const shown = new Set<string>();
    for (const guide of ALL_GUIDES) {
      const blocks = markedBlocks(read(guide));
      expect(blocks.length, guide).toBeGreaterThan(0);
      for (const { path, code } of blocks) {
        expect(code, `${guide}: ${path}`).toBe(read(path));
        shown.add(path);
      }
    }
    const examples = readdirSync(join(root, 'examples/guides')).map((file) => `examples/guides/${file}`);
    expect(examples.filter((file) => !shown.has(file))).toEqual([]);
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

/** A real SDK v1 server that asks once, when told to, and what it heard back. */
async function connectAsker(client: Client) {
  const server = new Server({ name: 'ages', version: '1.0.0' }, { capabilities: {} });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return { ask: (): Promise<ElicitResult> => server.elicitInput(askAge) };
}

describe('the guides’ code, run', () => {
  it('given the in-page guide’s client, when a server elicits, should put the request in the queue and send the answer given there', async () => {
    const { ask } = await connectAsker(createClient());
    const heard = ask();
    await expect.poll(() => queue.snapshot().current?.request.message).toBe('How old are you?');
    const entry = queue.snapshot().current;
    expect(() => entry?.respond({ action: 'accept', content: { age: -1 } })).toThrow(/refused.*age:/);
    entry?.respond({ action: 'accept', content: { age: 36 } });
    await expect(heard).resolves.toEqual({ action: 'accept', content: { age: 36 } });
  });

  it('given the server guide’s bridge, when a server elicits for a user, should push it to that user’s page and take its answer', async () => {
    const bridge = createBridge((request) => request.headers.get('x-user'));
    closers.push(() => bridge.close());
    // The server's own MCP client for Ada's session: its elicitations go to her pages through the bridge.
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
