/**
 * An answer is judged against the request as the bridge checked it when it was raised (issue 33): the answer route
 * does not parse and compile the stored params again on the instance that raised the request, and another instance
 * parses once and keeps it until the request settles. Counted with the bridge's own `parse` option (the parser
 * every request and answer of a bridge goes through), wrapping the real `parseElicitRequest`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type BridgeStore, createMemoryBridgeStore, type ElicitationBridge } from '../../src/bridge/index.js';
import { createParsedRequests } from '../../src/bridge/parsed-requests.js';
import { type ElicitationParser, parseElicitRequest } from '../../src/core/index.js';
import { answerRequest, formParams, server, source, testBridge } from './support.js';

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

describe('createParsedRequests', () => {
  const request = parseElicitRequest(formParams, {});
  const later = () => Date.now() + 60_000;

  it('given another user, should not hand the request out', () => {
    const parsed = createParsedRequests();
    parsed.remember('r1', 'ada', request, later());
    expect(parsed.get('r1', 'ada')).toBe(request);
    expect(parsed.get('r1', 'eve')).toBeUndefined();
  });

  it('given a settled request, should drop it', () => {
    const parsed = createParsedRequests();
    parsed.remember('r1', 'ada', request, later());
    parsed.forget('r1');
    expect(parsed.get('r1', 'ada')).toBeUndefined();
    expect(parsed.size).toBe(0);
  });

  it('given more than its bound, should keep only the newest', () => {
    const parsed = createParsedRequests(3);
    for (let i = 0; i < 10; i += 1) parsed.remember(`r${i}`, 'ada', request, later());
    expect(parsed.size).toBe(3);
    expect(parsed.get('r9', 'ada')).toBe(request);
    expect(parsed.get('r6', 'ada')).toBeUndefined();
  });

  it('given entries past their TTL, should drop them when met', () => {
    const parsed = createParsedRequests();
    parsed.remember('old', 'ada', request, Date.now() - 1);
    parsed.remember('new', 'ada', request, later());
    expect(parsed.size).toBe(1);
    parsed.remember('gone', 'ada', request, Date.now() - 1);
    expect(parsed.get('gone', 'ada')).toBeUndefined();
  });
});
