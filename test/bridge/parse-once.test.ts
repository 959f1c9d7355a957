/**
 * An answer is judged against the request as the bridge checked it when it was raised (issue 33): the answer route
 * does not parse and compile the stored params again on the instance that raised the request, and another instance
 * parses once and keeps it until the request settles. Counted with the bridge's own `parse` option (the parser
 * every request and answer of a bridge goes through), wrapping the real `parseElicitRequest`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type BridgeStore, createMemoryBridgeStore, type ElicitationBridge } from '../../src/bridge/index.js';
import { createParsedRequests } from '../../src/bridge/parsed-requests.js';
import { parseElicitRequest } from '../../src/core/index.js';
import type { ElicitationParser } from '../../src/core/request/parse-request.js';
import { readSse } from './sse-reader.js';
import { answerRequest, eventsRequest, formParams, server, source, testBridge } from './support.js';

const bridges: ElicitationBridge[] = [];
afterEach(async () => {
  for (const bridge of bridges.splice(0)) await bridge.close();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A bridge whose parses are counted. */
function countingBridge(store: BridgeStore) {
  const counter = { calls: 0 };
  const parse: ElicitationParser = (params, options) => {
    counter.calls += 1;
    return parseElicitRequest(params, options);
  };
  const bridge = testBridge({ store, parse });
  bridges.push(bridge);
  return { bridge, counter };
}

/** The id of the user's one pending request, once the bridge stored it. */
async function pendingId(store: BridgeStore, userId: string): Promise<string> {
  for (;;) {
    const { pending } = await store.snapshot(userId);
    if (pending[0]) return pending[0].id;
    await flush();
  }
}

describe('the answer route: parsed once per request', () => {
  it('given a request raised here, when answered (invalid, then valid), should not parse its params again', async () => {
    const store = createMemoryBridgeStore();
    const { bridge, counter } = countingBridge(store);
    const answer = bridge.forUser('ada').present(formParams, { server, source: source() });
    const id = await pendingId(store, 'ada');
    expect(counter.calls).toBe(1); // the queue's check when it was raised

    const invalid = await bridge.handle(
      answerRequest('ada', id, { action: 'accept', content: { name: 'A' } }),
    );
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      error: 'invalid-content',
      issues: [expect.objectContaining({ field: 'name', code: 'minLength' })],
    });
    const valid = await bridge.handle(
      answerRequest('ada', id, { action: 'accept', content: { name: 'octocat' } }),
    );
    expect(valid.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    expect(counter.calls).toBe(1);
  });

  it('given a request raised on another instance, should parse once there and still judge every answer', async () => {
    const store = createMemoryBridgeStore();
    const asker = countingBridge(store);
    const other = countingBridge(store);
    const answer = asker.bridge.forUser('lin').present(formParams, { server, source: source() });
    const id = await pendingId(store, 'lin');

    for (const content of [{ name: 1 }, {}, { name: 'octocat', admin: true }]) {
      const response = await other.bridge.handle(answerRequest('lin', id, { action: 'accept', content }));
      expect(response.status).toBe(422);
    }
    expect(other.counter.calls).toBe(1);
    // Another user's answer to the same id is 404, whatever this instance remembers.
    const stranger = await other.bridge.handle(answerRequest('eve', id, { action: 'decline' }));
    expect(stranger.status).toBe(404);
    const valid = await other.bridge.handle(
      answerRequest('lin', id, { action: 'accept', content: { name: 'ab' } }),
    );
    expect(valid.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'ab' } });
    expect(other.counter.calls).toBe(1);
    expect(asker.counter.calls).toBe(1);
  });
});

describe('the answer route: no store read for a request known here', () => {
  it('given a request pushed to the page on another instance, should answer there without reading the store', async () => {
    const shared = createMemoryBridgeStore();
    let reads = 0;
    const store: BridgeStore = {
      ...shared,
      subscribe: shared.subscribe.bind(shared),
      get(userId, id) {
        reads += 1;
        return shared.get(userId, id);
      },
    };
    const asker = countingBridge(store);
    const page = countingBridge(store);
    const stream = readSse(await page.bridge.handle(eventsRequest('kim')));
    const answer = asker.bridge.forUser('kim').present(formParams, { server, source: source() });
    const { id } = (await stream.next()).data as { id: string };
    reads = 0;

    const invalid = await page.bridge.handle(answerRequest('kim', id, { action: 'accept', content: {} }));
    expect(invalid.status).toBe(422);
    // Refused without a store read: the store is asked whether it is still pending before a 422 is told.
    expect(reads).toBe(1);
    const valid = await page.bridge.handle(answerRequest('kim', id, { action: 'decline' }));
    expect(valid.status).toBe(200);
    expect(reads).toBe(1);
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(page.counter.calls).toBe(1);
    expect((await stream.next()).event).toBe('settled');

    // Settled: forgotten here, so a late answer reads the store and gets its 409.
    const late = await page.bridge.handle(
      answerRequest('kim', id, { action: 'accept', content: { name: 'x' } }),
    );
    expect(late.status).toBe(409);
    await stream.close();
  });
});

describe('createParsedRequests', () => {
  const request = parseElicitRequest(formParams, {});
  const later = () => Date.now() + 60_000;
  const never = (): never => {
    throw new Error('parsed again');
  };

  it('given another user, should not hand the request out', () => {
    const parsed = createParsedRequests();
    parsed.remember('r1', 'ada', request, later());
    expect(parsed.get('r1', 'ada', never)).toBe(request);
    expect(parsed.get('r1', 'eve', never)).toBeUndefined();
  });

  it('given params pushed to a stream here, should parse them on the first answer only, and keep what was checked', () => {
    const parsed = createParsedRequests();
    let parses = 0;
    const parse = (params: unknown) => {
      parses += 1;
      return parseElicitRequest(params, {});
    };
    parsed.rememberParams('r1', 'ada', formParams, later());
    expect(parsed.knows('r1', 'ada')).toBe(true);
    expect(parsed.knows('r1', 'eve')).toBe(false);
    const first = parsed.get('r1', 'ada', parse);
    expect(parsed.get('r1', 'ada', parse)).toBe(first);
    expect(parses).toBe(1);
    // A request checked when raised is not replaced by its pushed params.
    parsed.remember('r2', 'ada', request, later());
    parsed.rememberParams('r2', 'ada', formParams, later());
    expect(parsed.get('r2', 'ada', never)).toBe(request);
  });

  it('given a settled request, should drop it', () => {
    const parsed = createParsedRequests();
    parsed.remember('r1', 'ada', request, later());
    parsed.forget('r1');
    expect(parsed.get('r1', 'ada', never)).toBeUndefined();
    expect(parsed.size).toBe(0);
  });

  it('given more than its bound, should keep only the newest', () => {
    const parsed = createParsedRequests(3);
    for (let i = 0; i < 10; i += 1) parsed.remember(`r${i}`, 'ada', request, later());
    expect(parsed.size).toBe(3);
    expect(parsed.get('r9', 'ada', never)).toBe(request);
    expect(parsed.get('r6', 'ada', never)).toBeUndefined();
  });

  it('given entries past their TTL, should drop them when met', () => {
    const parsed = createParsedRequests();
    parsed.remember('old', 'ada', request, Date.now() - 1);
    parsed.remember('new', 'ada', request, later());
    expect(parsed.size).toBe(1);
    parsed.remember('gone', 'ada', request, Date.now() - 1);
    expect(parsed.get('gone', 'ada', never)).toBeUndefined();
  });
});
