// 2026-07-28 resume with no live connection: a call suspended on input_required, completed by whichever
// instance takes the last answer, from the stored call and requestState.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BridgeStore,
  createMemoryBridgeStore,
  createRedisBridgeStore,
  type ElicitationBridge,
  type ElicitationBridgeOptions,
} from '../../src/bridge/index.js';
import type { BridgeResumeOutcome } from '../../src/bridge/suspended-call.js';
import type { InputRequiredResult } from '../../src/core/index.js';
import { isInputRequiredResult } from '../../src/core/round-trip/input-required.js';
import { hasRedis, type RedisServer, skipWithoutRedis, startRedis } from './redis-server.js';
import { readSse } from './sse-reader.js';
import { stepwiseServer } from './stepwise-server.js';
import { answerRequest, eventsRequest, testBridge } from './support.js';

let redis: RedisServer | undefined;
beforeAll(async () => {
  if (hasRedis) redis = await startRedis();
}, 20_000);
const bridges: ElicitationBridge[] = [];
afterAll(async () => {
  await Promise.all(bridges.map((bridge) => bridge.close()));
  await redis?.stop();
});

/** An instance whose resume opens its own connection to the server, as a process with no live one would. */
function instance(
  mcp: ReturnType<typeof stepwiseServer>,
  store: BridgeStore,
  extra: Partial<ElicitationBridgeOptions> = {},
) {
  const outcomes: BridgeResumeOutcome[] = [];
  const bridge = testBridge({
    store,
    resume: async ({ params }) => {
      const client = await mcp.connect();
      try {
        return await client.callTool(params as never, { allowInputRequired: true });
      } finally {
        await client.close();
      }
    },
    onResumed: (outcome) => outcomes.push(outcome),
    ...extra,
  });
  bridges.push(bridge);
  return { bridge, outcomes };
}

/** The first call, on a connection of its own that is closed right after: nothing stays live. */
async function firstRound(mcp: ReturnType<typeof stepwiseServer>) {
  const client = await mcp.connect();
  const params = { name: 'deploy', arguments: { service: 'api' } };
  const result = await client.callTool(params, { allowInputRequired: true });
  await client.close();
  expect(isInputRequiredResult(result)).toBe(true);
  return { params, result: result as unknown as InputRequiredResult };
}

const until = async (check: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; )
    await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('bridge.suspend', () => {
  it('given a call that asks twice, when the page answers both, should resume it each time and hand over the final result', async () => {
    const mcp = stepwiseServer();
    const { bridge, outcomes } = instance(mcp, createMemoryBridgeStore());
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    const { params, result } = await firstRound(mcp);
    const { id: callId } = await bridge.suspend({
      userId: 'ada',
      params,
      result,
      server: { name: 'deployer' },
      context: { chat: 7 },
    });
    const first = await stream.next();
    expect(first.data).toMatchObject({
      params: { message: 'Deploy to production?' },
      origin: { method: 'tools/call', name: 'deploy', arguments: { service: 'api' } },
    });
    const post = async (id: string, body: unknown) =>
      (await bridge.handle(answerRequest('ada', id, body))).status;
    expect(await post((first.data as { id: string }).id, { action: 'accept', content: { ok: true } })).toBe(
      200,
    );
    await stream.next(); // settled
    const second = await stream.next();
    expect(second.data).toMatchObject({ params: { message: 'Which region?' } });
    expect(
      await post((second.data as { id: string }).id, { action: 'accept', content: { region: 'eu' } }),
    ).toBe(200);
    await until(() => outcomes.length > 0);
    expect(outcomes).toEqual([
      expect.objectContaining({
        callId,
        userId: 'ada',
        context: { chat: 7 },
        result: expect.objectContaining({ content: [{ type: 'text', text: 'deployed to eu' }] }),
      }),
    ]);
    expect(mcp.seen.map((round) => round.requestState)).toEqual([undefined, 'step-1', 'step-2']);
    await stream.close();
  });

  it('given nobody answers, when the TTL passes, should resume with cancel as the input response', async () => {
    const mcp = stepwiseServer();
    const { bridge, outcomes } = instance(mcp, createMemoryBridgeStore(), { ttlMs: 200 });
    const { params, result } = await firstRound(mcp);
    await bridge.suspend({ userId: 'ada', params, result, server: { name: 'deployer' } });
    await until(() => outcomes.length > 0);
    expect(mcp.seen.at(-1)).toEqual({
      inputResponses: { confirm: { action: 'cancel' } },
      requestState: 'step-1',
    });
    expect(outcomes[0]).toMatchObject({ result: { content: [{ type: 'text', text: 'stopped: cancel' }] } });
  });

  it('given params the page could not show, should refuse to suspend and store nothing', async () => {
    const mcp = stepwiseServer();
    const { bridge } = instance(mcp, createMemoryBridgeStore());
    const result = {
      resultType: 'input_required',
      inputRequests: {
        q: { method: 'elicitation/create', params: { message: 'x', requestedSchema: { type: 'array' } } },
      },
    } as InputRequiredResult;
    await expect(
      bridge.suspend({ userId: 'ada', params: { name: 'deploy' }, result, server: { name: 'd' } }),
    ).rejects.toMatchObject({ name: 'ElicitationError' });
    const sampling = {
      resultType: 'input_required',
      inputRequests: { s: { method: 'sampling/createMessage', params: {} } },
    } as InputRequiredResult;
    await expect(
      bridge.suspend({ userId: 'ada', params: { name: 'deploy' }, result: sampling, server: { name: 'd' } }),
    ).rejects.toMatchObject({ code: 'unsupported-input' });
    const stream = readSse(await bridge.handle(eventsRequest('ada')));
    expect(await stream.drain(50)).toEqual([]);
    await stream.close();
  });

  it('given two instances on Redis, when A suspends and is gone, and the page answers through B, should complete the call on B', async (context) => {
    skipWithoutRedis(context);
    const prefix = `resume-${Date.now()}:`;
    const mcp = stepwiseServer();
    const aClient = await (redis as RedisServer).connect();
    const a = instance(mcp, createRedisBridgeStore(aClient, { prefix }), { onError: () => undefined });
    const b = instance(mcp, createRedisBridgeStore(await (redis as RedisServer).connect(), { prefix }));
    const { params, result } = await firstRound(mcp);
    await a.bridge.suspend({
      userId: 'ada',
      params,
      result,
      server: { name: 'deployer' },
      context: { chat: 9 },
    });
    await a.bridge.close();
    aClient.destroy();
    const stream = readSse(await b.bridge.handle(eventsRequest('ada')));
    const first = await stream.next();
    await b.bridge.handle(
      answerRequest('ada', (first.data as { id: string }).id, { action: 'accept', content: { ok: true } }),
    );
    const second = await stream.next(); // after the settled one
    const next = second.event === 'settled' ? await stream.next() : second;
    await b.bridge.handle(
      answerRequest('ada', (next.data as { id: string }).id, { action: 'accept', content: { region: 'us' } }),
    );
    await until(() => b.outcomes.length > 0);
    expect(b.outcomes[0]).toMatchObject({
      context: { chat: 9 },
      result: { content: [{ type: 'text', text: 'deployed to us' }] },
    });
    expect(a.outcomes).toEqual([]);
    await stream.close();
  });
});
