/**
 * One request, one machine (issue 39), counted in the page: a real MCP SDK server asks a real SDK client (linked in
 * memory) through `attachElicitationHandler`, the provider's dialog shows the request, the person answers once. The
 * request is parsed and compiled once, and its answer passes the door once: `admitAnswer`, and `validateContent`
 * inside it, each run once (the form checks fields as they are typed with its own per-field checks, never the
 * door). Counted by wrapping the real modules, as every importer sees them. (Through the bridge:
 * test/bridge/one-request.test.ts.)
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateContent } from '../../src/core/answer/validate.js';
import { admitAnswer } from '../../src/core/flow/answer-door.js';
import {
  attachElicitationHandler,
  clientCapabilities,
  createElicitationQueue,
  type ElicitResult,
} from '../../src/core/index.js';
import { parseOnDemand } from '../../src/core/request/parse-on-demand.js';
import { compileSchemaAt } from '../../src/core/schema/compile-schema.js';
import { ElicitationProvider } from '../../src/react/index.js';

vi.mock('../../src/core/request/parse-on-demand.js', async (original) => {
  const real = await original<typeof import('../../src/core/request/parse-on-demand.js')>();
  return { ...real, parseOnDemand: vi.fn(real.parseOnDemand) };
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

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  vi.clearAllMocks();
});

describe('one request in the page, from the SDK to the answer', () => {
  it('given a real server asking through the provider’s dialog and one answer, should parse and compile once and check the answer once', async () => {
    const server = new McpServer({ name: 'accounts', version: '1.0.0' });
    const client = new Client(
      { name: 'host', version: '1.0.0' },
      { capabilities: clientCapabilities({ elicitation: { form: true } }) as never },
    );
    const queue = createElicitationQueue();
    attachElicitationHandler(client, queue, { server: { name: 'accounts' } });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    closers.push(async () => {
      await client.close();
      await server.close();
    });
    render(<ElicitationProvider queue={queue} />);

    const answer = server.server.elicitInput({
      mode: 'form',
      message: 'Who manages the account?',
      requestedSchema: {
        type: 'object',
        properties: { manager: { type: 'string', title: 'Manager', minLength: 2 } },
        required: ['manager'],
      },
    }) as Promise<ElicitResult>;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Manager/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));

    await expect(answer).resolves.toMatchObject({ action: 'accept', content: { manager: 'Ada' } });
    expect(vi.mocked(parseOnDemand)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(compileSchemaAt)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(admitAnswer)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(validateContent)).toHaveBeenCalledTimes(1);
  });
});
