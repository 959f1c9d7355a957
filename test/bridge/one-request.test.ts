/**
 * One request, one machine (issue 39), counted through the bridge: the server half (`createElicitationBridge`, its
 * user queue) raises a request, the browser half (`createRemoteElicitationQueue`, the bridge's `handle` as its
 * fetch: both halves in this process, told apart by when they run) shows it and answers once, through the entry's
 * flow as a view does. Each half parses and compiles the request once, and the answer passes the door once in each:
 * the page's flow before the POST, the bridge's answer route (its 422) after it, and never again in the user queue,
 * which settles the store's checked outcome. Counted by wrapping the real modules, as every importer sees them.
 * (In the page alone: test/react/one-request.test.tsx.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElicitationBridge } from '../../src/bridge/bridge.js';
import { createMemoryBridgeStore } from '../../src/bridge/memory-store.js';
import { validateContent } from '../../src/core/answer/validate.js';
import { admitAnswer } from '../../src/core/flow/answer-door.js';
import { createRemoteElicitationQueue } from '../../src/core/remote/remote-queue.js';
import { parseChecksOnly, parseOnDemand } from '../../src/core/request/parse-on-demand.js';
import { compileSchemaAt } from '../../src/core/schema/compile-schema.js';
import { waitFor } from '../support/queue-waits.js';

vi.mock('../../src/core/request/parse-on-demand.js', async (original) => {
  const real = await original<typeof import('../../src/core/request/parse-on-demand.js')>();
  return {
    ...real,
    parseOnDemand: vi.fn(real.parseOnDemand),
    parseChecksOnly: vi.fn(real.parseChecksOnly),
  };
});
vi.mock('../../src/core/schema/compile-schema.js', async (original) => {
  const real = await original<typeof import('../../src/core/schema/compile-schema.js')>();
  return { ...real, compileSchemaAt: vi.fn(real.compileSchemaAt) };
});
vi.mock('../../src/core/answer/validate.js', async (original) => {
  const real = await original<typeof import('../../src/core/answer/validate.js')>();
  return { ...real, validateContent: vi.fn(real.validateContent) };
});
vi.mock('../../src/core/flow/answer-door.js', async (original) => {
  const real = await original<typeof import('../../src/core/flow/answer-door.js')>();
  return { ...real, admitAnswer: vi.fn(real.admitAnswer) };
});

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  vi.clearAllMocks();
});

const params = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name', minLength: 2 } },
    required: ['name'],
  },
};

/** How many times each counted step ran so far. */
const counts = () => ({
  // The bridge checks (parseChecksOnly), the page parses to show (parseOnDemand): both halves' defaults.
  parse: vi.mocked(parseChecksOnly).mock.calls.length + vi.mocked(parseOnDemand).mock.calls.length,
  compile: vi.mocked(compileSchemaAt).mock.calls.length,
  door: vi.mocked(admitAnswer).mock.calls.length,
  validate: vi.mocked(validateContent).mock.calls.length,
});

describe('one request through the bridge, from the server to the answer and back', () => {
  it('given one answer from the page, should parse and compile once per half and check the answer once per half', async () => {
    const bridge = createElicitationBridge({
      authorize: () => 'ada',
      basePath: '/api/elicitation',
      store: createMemoryBridgeStore(),
    });
    stops.push(() => bridge.close());
    let atPost: ReturnType<typeof counts> | undefined;
    const queue = createRemoteElicitationQueue({
      url: 'http://app.test/api/elicitation',
      draftStorage: null,
      fetch: async (input, init) => {
        // What the page did before its answer left it.
        if (init?.method === 'POST') atPost = counts();
        return bridge.handle(new Request(input, init));
      },
    });
    stops.push(() => queue.close());

    const answer = bridge.forUser('ada').present(params, { server: { name: 'crm' }, source: {} });
    const raised = counts();
    expect(raised).toMatchObject({ parse: 1, compile: 1, door: 0, validate: 0 });
    await waitFor(() => queue.snapshot().pending.length === 1, 'the request on the page');
    expect(counts()).toMatchObject({ parse: 2, compile: 2 });

    // The view's way: the entry's flow, through its checking door.
    const entry = queue.snapshot().current;
    expect(entry?.flow.accept({ name: 'Ada' })).toEqual([]);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });

    // The page: its flow's door, once, before the POST.
    expect(atPost).toMatchObject({ parse: 2, compile: 2, door: 1, validate: 1 });
    // The bridge: its answer route's door, once; the user queue settles the stored answer without another.
    expect(counts()).toEqual({ parse: 2, compile: 2, door: 2, validate: 2 });
  });
});
