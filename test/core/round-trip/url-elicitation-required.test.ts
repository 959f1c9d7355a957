// -32042 (2025-11-25 URLElicitationRequired): the helper shows what the error carries, waits, retries once.
// First against hand-made errors (every branch), then against the official server-everything in process,
// with both SDK clients, exactly as it answers `trigger-url-elicitation` with `errorPath: true`.
import { Client as ClientV2, InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryTransportV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { createServer as createEverything } from '@modelcontextprotocol/server-everything/dist/server/index.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptResult,
  attachElicitationHandler,
  cancelResult,
  clientCapabilities,
  createElicitationQueue,
  declineResult,
  type ElicitationQueue,
  InputRequiredError,
  type PendingElicitation,
  withUrlElicitations,
} from '../../../src/core/index.js';
import { isUrlElicitationRequiredError } from '../../../src/core/round-trip/url-elicitation-required.js';
import { URL_ELICITATION_REQUIRED } from '../../../src/core/wire/protocol.js';

const server = { name: 'files' };
const connection = { connection: 'files' };
const prerequisite = (elicitationId: string, url = 'https://auth.example.com/connect') => ({
  mode: 'url',
  message: 'Authorise access to your files.',
  url,
  elicitationId,
});
const required = (...elicitations: unknown[]) =>
  Object.assign(new Error('This request requires more information.'), {
    code: URL_ELICITATION_REQUIRED,
    data: { elicitations },
  });

/** Resolves with the next entry in front that matches, as a user would see it. */
function nextShown(
  queue: ElicitationQueue,
  matches: (entry: PendingElicitation) => boolean = (entry) => entry.state === 'asking',
): Promise<PendingElicitation> {
  return new Promise((resolve) => {
    const check = () => {
      const found = [...queue.snapshot().pending, ...queue.snapshot().waiting].find(matches);
      if (!found) return;
      unsubscribe();
      resolve(found);
    };
    const unsubscribe = queue.subscribe(check);
    check();
  });
}

/** A call that fails with `errors` in turn, then succeeds; counts its runs. */
function flaky(...errors: unknown[]) {
  const call = vi.fn(async () => {
    const error = errors.shift();
    if (error !== undefined) throw error;
    return { content: [{ type: 'text', text: 'files listed' }] };
  });
  return call;
}

describe('withUrlElicitations', () => {
  it('given -32042, when the user opens the link and chooses Continue, should retry the call once with nothing else changed', async () => {
    const queue = createElicitationQueue();
    const call = flaky(required(prerequisite('p-1')));
    const result = withUrlElicitations(call, queue, { server, source: connection });
    const shown = await nextShown(queue);
    expect(shown).toMatchObject({ urlAccept: 'on-continue', server, source: connection });
    expect(shown.request).toMatchObject({ mode: 'url', elicitationId: 'p-1' });
    shown.open();
    // Opening is consent, not completion: no retry yet.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(call).toHaveBeenCalledTimes(1);
    queue.snapshot().current?.respond(acceptResult());
    await expect(result).resolves.toEqual({ content: [{ type: 'text', text: 'files listed' }] });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('given two required elicitations, should retry only once both are done: one by the completion notification, one by Continue', async () => {
    const queue = createElicitationQueue();
    const call = flaky(
      required(prerequisite('p-a', 'https://a.example.com/'), prerequisite('p-b', 'https://b.example.com/')),
    );
    const result = withUrlElicitations(call, queue, { server, source: connection });
    await nextShown(queue, () => queue.snapshot().pending.length === 2);
    const [a, b] = queue.snapshot().pending;
    a?.open();
    b?.open();
    expect(queue.complete('p-a', connection)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(call).toHaveBeenCalledTimes(1);
    queue
      .snapshot()
      .pending.find((entry) => entry.id === b?.id)
      ?.respond(acceptResult());
    await expect(result).resolves.toBeDefined();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('given the user declines one of two, should end with a typed error naming it, take the other off, and not retry', async () => {
    const queue = createElicitationQueue();
    const call = flaky(
      required(prerequisite('p-x', 'https://x.example.com/'), prerequisite('p-y', 'https://y.example.com/')),
    );
    const result = withUrlElicitations(call, queue, { server, source: connection });
    await nextShown(queue, () => queue.snapshot().pending.length === 2);
    queue.snapshot().pending[1]?.respond(declineResult());
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputRequiredError);
    expect(error).toMatchObject({ code: 'declined', elicitationId: 'p-y' });
    expect(queue.snapshot().pending).toEqual([]);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('given the user cancels, should end with code cancelled', async () => {
    const queue = createElicitationQueue();
    const result = withUrlElicitations(flaky(required(prerequisite('p-c'))), queue, {
      server,
      source: connection,
    });
    (await nextShown(queue)).respond(cancelResult());
    await expect(result).rejects.toMatchObject({ code: 'cancelled', elicitationId: 'p-c' });
  });

  it('given the caller aborts while the user is away, should throw its reason and leave nothing on screen', async () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    const result = withUrlElicitations(flaky(required(prerequisite('p-s'))), queue, {
      server,
      source: connection,
      signal: controller.signal,
    });
    (await nextShown(queue)).open();
    controller.abort(new Error('the chat was closed'));
    await expect(result).rejects.toThrow('the chat was closed');
    expect(queue.snapshot().current).toBeUndefined();
  });

  it('given -32042 again after the retry, should ask again ("not finished yet"), then give up after maxRounds', async () => {
    const queue = createElicitationQueue();
    const call = flaky(
      required(prerequisite('r-1')),
      required(prerequisite('r-2')),
      required(prerequisite('r-3')),
    );
    const result = withUrlElicitations(call, queue, { server, source: connection, maxRounds: 2 });
    const first = await nextShown(queue);
    first.open();
    queue.snapshot().current?.respond(acceptResult());
    const again = await nextShown(queue, (entry) => entry.retryOf === first.id);
    expect(again.state).toBe('waiting');
    again.respond(acceptResult());
    await expect(result).rejects.toMatchObject({ name: 'InputRequiredError', code: 'too-many-rounds' });
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('given other errors, should rethrow them untouched; given a malformed -32042, should say so', async () => {
    const queue = createElicitationQueue();
    const other = Object.assign(new Error('nope'), { code: -32603 });
    await expect(withUrlElicitations(flaky(other), queue, { server, source: connection })).rejects.toBe(
      other,
    );
    for (const data of [
      undefined,
      { elicitations: [] },
      { elicitations: [{ mode: 'form', message: 'x' }] },
    ]) {
      const malformed = Object.assign(new Error('x'), { code: URL_ELICITATION_REQUIRED, data });
      await expect(
        withUrlElicitations(flaky(malformed), queue, { server, source: connection }),
      ).rejects.toMatchObject({ code: 'invalid-result' });
    }
    const unshowable = required({ mode: 'url', message: 'x', url: 42 });
    await expect(
      withUrlElicitations(flaky(unshowable), queue, { server, source: connection }),
    ).rejects.toMatchObject({ code: 'invalid-result' });
    expect(queue.size).toBe(0);
    expect(isUrlElicitationRequiredError(required(prerequisite('z')))).toBe(true);
    expect(isUrlElicitationRequiredError(other)).toBe(false);
  });
});

describe.each([
  {
    sdk: 'v1 (@modelcontextprotocol/sdk)',
    connect: async () => {
      const client = new ClientV1(
        { name: 'host', version: '1.0.0' },
        { capabilities: clientCapabilities({ elicitation: { form: true, url: true } }) },
      );
      const [clientSide, serverSide] = InMemoryTransportV1.createLinkedPair();
      return { client, clientSide, serverSide };
    },
  },
  {
    sdk: 'v2 (@modelcontextprotocol/client)',
    connect: async () => {
      const client = new ClientV2(
        { name: 'host', version: '1.0.0' },
        { capabilities: clientCapabilities({ elicitation: { form: true, url: true } }) },
      );
      const [clientSide, serverSide] = InMemoryTransportV2.createLinkedPair();
      return { client, clientSide, serverSide };
    },
  },
])('server-everything trigger-url-elicitation with errorPath, SDK $sdk', ({ connect }) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it('should show the prerequisite, retry after Continue, then answer the pushed URL request and finish', async () => {
    const { client, clientSide, serverSide } = await connect();
    const queue = createElicitationQueue();
    const { source } = attachElicitationHandler(client as ClientV2, queue, {
      modes: { form: true, url: true },
    });
    const everything = createEverything();
    await everything.server.connect(serverSide as never);
    await (client as ClientV2).connect(clientSide as never);
    closers.push(async () => {
      await (client as ClientV2).close();
      everything.cleanup();
    });
    // The tool registers once the server knows the client declared URL mode.
    await vi.waitFor(
      async () => {
        const { tools } = await (client as ClientV2).listTools();
        expect(tools.map((tool) => tool.name)).toContain('trigger-url-elicitation');
      },
      { timeout: 30_000 },
    );

    const url = `https://demo.example.com/connect?run=${Math.random().toString(36).slice(2)}`;
    const result = withUrlElicitations(
      () =>
        (client as ClientV2).callTool({
          name: 'trigger-url-elicitation',
          arguments: { url, errorPath: true },
        }),
      queue,
      { server: { name: 'everything' }, source },
    );
    const gate = await nextShown(queue);
    expect(gate.request).toMatchObject({ mode: 'url', url: { href: 'https://modelcontextprotocol.io/' } });
    gate.open();
    queue.snapshot().current?.respond(acceptResult());

    // The retry goes the request path: a pushed elicitation/create (2025-11-25, with elicitationId).
    const pushed = await nextShown(queue, (entry) => entry.state === 'asking' && entry.id !== gate.id);
    expect(pushed).toMatchObject({ urlAccept: 'on-open' });
    expect(pushed.request).toMatchObject({ url: { href: url } });
    pushed.open();
    const outcome = (await result) as { content: { type: string; text: string }[] };
    expect(outcome.content[0]?.text).toMatch(/^✅ User completed the URL elicitation flow\./);
    expect(JSON.parse(outcome.content.at(-1)?.text.replace(/^\s*Raw result:\s*/, '') ?? '')).toEqual({
      action: 'accept',
    });
    // The pushed request waits on screen for a completion notification server-everything never sends.
    expect(queue.snapshot().current).toMatchObject({ id: pushed.id, state: 'waiting' });
  });
});
