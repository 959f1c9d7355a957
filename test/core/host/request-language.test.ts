// SEP-2792 with the real SDKs on an in-memory link: what the server sees of `acceptLanguage`, sent by
// `attachElicitationHandler(client, queue, { acceptLanguage })` and by `withRequestMeta`, and the server's
// `contentLanguage` reaching the queued request.
import { Client as ClientV2, InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryTransportV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  CallToolResultSchema,
  ElicitResultSchema,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { Server as ServerV2 } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { AcceptLanguageOption } from '../../../src/core/host/request-language.js';
import {
  AcceptLanguageError,
  attachElicitationHandler,
  clientCapabilities,
  createElicitationQueue,
  withRequestMeta,
} from '../../../src/core/index.js';
import { ACCEPT_LANGUAGE_META_KEY, CONTENT_LANGUAGE_META_KEY } from '../../../src/core/wire/protocol.js';
import { nextCurrent } from '../../support/queue-waits.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** What the server saw in `params._meta` of each request, by method. */
type Seen = { method: string; meta: Record<string, unknown> | undefined }[];

const tools = { tools: [{ name: 'greet', inputSchema: { type: 'object' as const } }] };

async function linkV1(acceptLanguage?: AcceptLanguageOption) {
  const seen: Seen = [];
  const server = new ServerV1({ name: 's1', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, (request) => {
    seen.push({ method: 'tools/list', meta: request.params?._meta as Record<string, unknown> | undefined });
    return tools;
  });
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    seen.push({ method: 'tools/call', meta: request.params._meta as Record<string, unknown> | undefined });
    return { content: [] };
  });
  const client = new ClientV1(
    { name: 'host', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: { form: true } }) },
  );
  const queue = createElicitationQueue();
  const attachment = attachElicitationHandler(client, queue, acceptLanguage ? { acceptLanguage } : {});
  const [clientSide, serverSide] = InMemoryTransportV1.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return { client, server, queue, seen, attachment };
}

async function linkV2(acceptLanguage?: AcceptLanguageOption) {
  const seen: Seen = [];
  const server = new ServerV2({ name: 's2', version: '2.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler('tools/list', (request) => {
    seen.push({ method: 'tools/list', meta: request.params?._meta as Record<string, unknown> | undefined });
    return tools;
  });
  const client = new ClientV2(
    { name: 'host', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: { form: true } }) },
  );
  const queue = createElicitationQueue();
  const attachment = attachElicitationHandler(client, queue, acceptLanguage ? { acceptLanguage } : {});
  const [clientSide, serverSide] = InMemoryTransportV2.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return { client, server, queue, seen, attachment };
}

describe('attachElicitationHandler({ acceptLanguage }) with the real SDKs', () => {
  it('given SDK v1 and the host locale "ar", the server should see acceptLanguage "ar" on every request', async () => {
    const { client, seen } = await linkV1('ar');
    await client.listTools();
    await client.callTool({ name: 'greet', arguments: {} });
    expect(seen.map((entry) => [entry.method, entry.meta?.[ACCEPT_LANGUAGE_META_KEY]])).toEqual([
      ['tools/list', 'ar'],
      ['tools/call', 'ar'],
    ]);
  });

  it('given SDK v2 and navigator-style locales, the server should see the weighted Accept-Language value', async () => {
    const { client, seen } = await linkV2(['he-IL', 'he', 'en']);
    await client.listTools();
    expect(seen.at(-1)?.meta?.[ACCEPT_LANGUAGE_META_KEY]).toBe('he-IL,he;q=0.9,en;q=0.8');
  });

  it('given a function, should read the host locale at each request (a change applies to the next one)', async () => {
    let locale: string | undefined = 'fa';
    const { client, seen } = await linkV1(() => locale);
    await client.listTools();
    locale = 'ar-EG';
    await client.listTools();
    locale = undefined;
    await client.listTools();
    expect(seen.map((entry) => entry.meta?.[ACCEPT_LANGUAGE_META_KEY])).toEqual(['fa', 'ar-EG', undefined]);
  });

  it('given a request that sets its own acceptLanguage, should keep it', async () => {
    const { client, seen } = await linkV1('ar');
    await client.request(
      {
        method: 'tools/call',
        params: { name: 'greet', arguments: {}, _meta: { [ACCEPT_LANGUAGE_META_KEY]: 'de' } },
      },
      CallToolResultSchema,
    );
    expect(seen.at(-1)?.meta?.[ACCEPT_LANGUAGE_META_KEY]).toBe('de');
  });

  it('given no acceptLanguage, should send none; after detach, should send none again', async () => {
    const plain = await linkV1();
    await plain.client.listTools();
    expect(plain.seen.at(-1)?.meta?.[ACCEPT_LANGUAGE_META_KEY]).toBeUndefined();
    const { client, seen, attachment } = await linkV1('ar');
    attachment.detach();
    await client.listTools();
    expect(seen.at(-1)?.meta?.[ACCEPT_LANGUAGE_META_KEY]).toBeUndefined();
  });

  it('given a malformed value, should throw a typed error before anything is attached or sent', async () => {
    const client = new ClientV1({ name: 'host', version: '1.0.0' }, { capabilities: {} });
    const before = client.fallbackRequestHandler;
    expect(() =>
      attachElicitationHandler(client, createElicitationQueue(), { acceptLanguage: 'ar_EG' }),
    ).toThrow(AcceptLanguageError);
    expect(client.fallbackRequestHandler).toBe(before);
    // A function's value is checked at each request: this one goes wrong after `initialize`.
    let value = 'en';
    const { client: linked, seen } = await linkV1(() => value);
    value = 'en;q=7';
    await expect(linked.listTools()).rejects.toBeInstanceOf(AcceptLanguageError);
    expect(seen).toEqual([]);
  });
});

describe('withRequestMeta({ acceptLanguage }) with the real SDK', () => {
  it('should put the value where the server reads it, beside the 2026-07-28 keys', async () => {
    const { client, seen } = await linkV1();
    const params = withRequestMeta(
      { name: 'greet', arguments: {} },
      {
        capabilities: clientCapabilities({ elicitation: { form: true } }),
        acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.5',
      },
    );
    await client.request({ method: 'tools/call', params }, CallToolResultSchema);
    expect(seen.at(-1)?.meta).toMatchObject({
      [ACCEPT_LANGUAGE_META_KEY]: 'fr-CA,fr;q=0.9,en;q=0.5',
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    });
  });

  it('should refuse a malformed value with a typed error', () => {
    expect(() => withRequestMeta({}, { capabilities: {}, acceptLanguage: 'en;q=2' })).toThrow(
      AcceptLanguageError,
    );
    expect(() => withRequestMeta({}, { capabilities: {}, acceptLanguage: [] })).toThrow(AcceptLanguageError);
  });
});

describe("the server's contentLanguage on a pushed request", () => {
  it('given elicitation/create with contentLanguage "ar", should queue the request in that language', async () => {
    const { server, queue } = await linkV1('ar');
    // The server's words in Arabic, as it says in _meta (SEP-2792).
    const next = nextCurrent(queue);
    const answered = server.request(
      {
        method: 'elicitation/create',
        params: {
          message: 'ما اسمك؟',
          requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'الاسم' } } },
          _meta: { [CONTENT_LANGUAGE_META_KEY]: 'ar' },
        } as never,
      },
      ElicitResultSchema,
    );
    const current = await next;
    expect(current.request.language).toEqual({ lang: 'ar', dir: 'rtl' });
    current.respond({ action: 'decline' });
    await expect(answered).resolves.toMatchObject({ action: 'decline' });
  });
});
