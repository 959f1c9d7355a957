// The bridge's suspended calls with the drafts: SEP-2643's denial shown to the page and its id echoed on the resume,
// SEP-3221's secureArguments carried to the resume unchanged (across instances, through Redis) and never sent to the
// page, kept in a settled record, left in the store or logged; spec PR #2778's requestState bound. A real SDK v2
// server in process; every request it gets is tapped on the wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BridgeStore,
  createMemoryBridgeStore,
  createRedisBridgeStore,
  type ElicitationBridgeOptions,
} from '../../src/bridge/index.js';
import type { BridgeResumeOutcome } from '../../src/bridge/suspended-call.js';
import { ElicitationError, type ExperimentalDrafts, type InputRequiredResult } from '../../src/core/index.js';
import {
  AUTHORIZATION_CONTEXT_ID_META_KEY,
  AUTHORIZATION_META_KEY,
} from '../../src/core/wire/authorization-denial.js';
import { authorizationDenials } from '../../src/drafts-sep2643.js';
import {
  ENVELOPE,
  type FilesServer,
  filesServer,
  SECRET,
  secureArguments,
  toolCalls,
  type WireMessage,
} from '../support/files-server.js';
import { hasRedis, type RedisServer, skipWithoutRedis, startRedis } from './redis-server.js';
import { readSse } from './sse-reader.js';
import { answerRequest, eventsRequest, testBridge } from './support.js';

const drafts: ExperimentalDrafts = { sep2643: authorizationDenials({ assured: true }), sep3221: true };

let redis: RedisServer | undefined;
beforeAll(async () => {
  if (hasRedis) redis = await startRedis();
}, 20_000);
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await redis?.stop();
});

/** An instance whose resume opens its own connection to the server; what it hears and logs is kept. */
function instance(files: FilesServer, store: BridgeStore, extra: Partial<ElicitationBridgeOptions> = {}) {
  const outcomes: BridgeResumeOutcome[] = [];
  const logged: unknown[] = [];
  const bridge = testBridge({
    store,
    resume: async ({ params }) => {
      const client = await files.connect();
      try {
        return await client.callTool(params as never, { allowInputRequired: true });
      } finally {
        await client.close();
      }
    },
    onResumed: (outcome) => outcomes.push(outcome),
    onError: (error) => logged.push(error),
    ...extra,
  });
  closers.push(() => bridge.close());
  return { bridge, outcomes, logged };
}

/** The denied first call, on a connection closed right after. */
async function firstRound(files: FilesServer) {
  const client = await files.connect();
  const params = {
    name: 'list_folder',
    arguments: { folderId: 'fld_12345' },
    secureArguments: secureArguments(),
  };
  const result = await client.callTool(params as never, { allowInputRequired: true });
  await client.close();
  return { params, result: result as unknown as InputRequiredResult };
}

const until = async (check: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; )
    await new Promise((resolve) => setTimeout(resolve, 10));
};

const echoed = (message: WireMessage | undefined) =>
  (message?.params?._meta as Record<string, unknown> | undefined)?.[AUTHORIZATION_CONTEXT_ID_META_KEY];

describe('bridge.suspend with the drafts', () => {
  it('given the opt-in, should show the denial to the page, echo its id and send the secureArguments on the resume, and keep the secret from the page, the records and the logs', async () => {
    const files = filesServer();
    const store = createMemoryBridgeStore();
    const { bridge, outcomes, logged } = instance(files, store, { experimental: drafts });
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    await bridge.suspend({ userId: 'ada', ...(await firstRound(files)), server: { name: 'files' } });
    const pending = await stream.next();
    const { id, params } = pending.data as { id: string; params: { _meta?: Record<string, unknown> } };
    expect(params._meta?.[AUTHORIZATION_META_KEY]).toEqual(ENVELOPE);
    expect((await bridge.handle(answerRequest('ada', id, { action: 'accept' }))).status).toBe(200);
    await until(() => outcomes.length > 0);
    expect(outcomes[0]).toMatchObject({ result: { content: [{ text: 'listed' }] } });

    const [first, resumed] = toolCalls(files.wire);
    expect(echoed(first)).toBeUndefined();
    expect(echoed(resumed)).toBe('authzctx_7c5d1d79');
    expect(resumed?.params).toMatchObject({ inputResponses: { folder_approval: { action: 'accept' } } });
    expect(resumed?.params?.secureArguments).toEqual(secureArguments());
    // The page's stream, the settled record and what was logged: none holds the secret.
    const page = JSON.stringify([pending, ...(await stream.drain(50))]);
    const settled = JSON.stringify(await store.get('ada', id));
    expect(settled).toContain('"accept"');
    for (const [where, text] of [
      ['the event stream', page],
      ['the settled record', settled],
      ['the logs', JSON.stringify(logged.map(String))],
    ]) {
      expect(text, where).not.toContain(SECRET);
    }
    await stream.close();
  });

  it('without the opt-in, should resume as before: the params as the server sent them, no echo', async () => {
    const files = filesServer();
    const { bridge, outcomes } = instance(files, createMemoryBridgeStore());
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    await bridge.suspend({ userId: 'ada', ...(await firstRound(files)), server: { name: 'files' } });
    const { id, params } = (await stream.next()).data as { id: string; params: Record<string, unknown> };
    expect('_meta' in params).toBe(false);
    await bridge.handle(answerRequest('ada', id, { action: 'accept' }));
    await until(() => outcomes.length > 0);
    const [, resumed] = toolCalls(files.wire);
    expect(echoed(resumed)).toBeUndefined();
    // The stored call is sent again whole: secureArguments are on the resume either way.
    expect(resumed?.params?.secureArguments).toEqual(secureArguments());
    await stream.close();
  });

  it('given a requestState over 65,536 characters (spec PR #2778), should refuse to suspend with an ElicitationError and show nothing', async () => {
    const files = filesServer({ requestState: 'x'.repeat(65_537) });
    const { bridge } = instance(files, createMemoryBridgeStore());
    const error = await bridge
      .suspend({ userId: 'ada', ...(await firstRound(files)), server: { name: 'files' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ElicitationError);
    expect((error as ElicitationError).issues).toMatchObject([
      { path: '/requestState', code: 'limit-exceeded' },
    ]);
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    expect(await stream.drain(50)).toEqual([]);
    await stream.close();
  });

  it('given two instances on Redis, when A suspends and is gone and B takes the answer, should resume on B with the echo and the secureArguments unchanged, and leave no secret in Redis', async (context) => {
    skipWithoutRedis(context);
    const prefix = `drafts-${Date.now()}:`;
    const files = filesServer();
    const aClient = await (redis as RedisServer).connect();
    const a = instance(files, createRedisBridgeStore(aClient, { prefix }), {
      experimental: drafts,
      onError: () => undefined,
    });
    const bClient = await (redis as RedisServer).connect();
    const b = instance(files, createRedisBridgeStore(bClient, { prefix }), { experimental: drafts });
    await a.bridge.suspend({ userId: 'ada', ...(await firstRound(files)), server: { name: 'files' } });
    await a.bridge.close();
    aClient.destroy();
    const stream = readSse(await b.bridge.handle(eventsRequest('ada')));
    const pending = await stream.next();
    await b.bridge.handle(answerRequest('ada', (pending.data as { id: string }).id, { action: 'accept' }));
    await until(() => b.outcomes.length > 0);
    expect(b.outcomes[0]).toMatchObject({ result: { content: [{ text: 'listed' }] } });
    const [, resumed] = toolCalls(files.wire);
    expect(echoed(resumed)).toBe('authzctx_7c5d1d79');
    expect(resumed?.params?.secureArguments).toEqual(secureArguments());
    // The call left the store when it resumed: what is left there (the settled request, the log) holds no secret.
    const left: string[] = [];
    for (const key of await bClient.keys(`${prefix}*`)) {
      const type = await bClient.type(key);
      if (type === 'string') left.push(String(await bClient.get(key)));
      else if (type === 'hash') left.push(JSON.stringify(await bClient.hGetAll(key)));
      else if (type === 'zset') left.push(JSON.stringify(await bClient.zRange(key, 0, -1)));
      else if (type === 'list') left.push(JSON.stringify(await bClient.lRange(key, 0, -1)));
      else if (type === 'stream') left.push(JSON.stringify(await bClient.xRange(key, '-', '+')));
      else left.push(`${key}: ${type}`);
    }
    expect(left.join('\n')).not.toContain(SECRET);
    expect(left.length).toBeGreaterThan(0);
    await stream.close();
  });
});
