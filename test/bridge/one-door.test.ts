/**
 * One door for every answer (issue 29), on the server: the queue `bridge.forUser(id)` gives a host (its own loop, a
 * server-side UI, a test) refuses an `accept` whose content fails the request's schema exactly as the in-page queue
 * does — `entry.respond` throws `AnswerNotDeliveredError('invalid-content')`, nothing reaches the MCP server or the
 * store, the request stays pending for the user's page — and a valid answer afterwards goes through. The POST route's
 * 422 is the same rule on the wire (routes.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type BridgeStore, createMemoryBridgeStore, type ElicitationBridge } from '../../src/bridge/index.js';
import { AnswerNotDeliveredError, type ElicitResult } from '../../src/core/index.js';
import { answerRequest, formParams, source, testBridge } from './support.js';

const bridges: ElicitationBridge[] = [];
afterEach(async () => {
  for (const bridge of bridges.splice(0)) await bridge.close();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bridge.forUser(id): one door for every answer', () => {
  it.each([
    ['too short', { name: 'A' }],
    ['missing', {}],
    ['a number for a string', { name: 42 }],
    ['a property the schema lacks', { name: 'octocat', admin: true }],
  ])(
    'given content that is %s, when entry.respond(accept), should throw, keep it pending, and take a valid answer after',
    async (_, content) => {
      const store = createMemoryBridgeStore();
      const bridge = testBridge({ store });
      bridges.push(bridge);
      const queue = bridge.forUser('ada');
      const got: ElicitResult[] = [];
      void queue
        .present(formParams, { server: { name: 'github' }, source: source() })
        .then((result) => got.push(result));
      const entry = queue.snapshot().current;
      expect(entry).toBeDefined();

      expect(() => entry?.respond({ action: 'accept', content })).toThrow(AnswerNotDeliveredError);
      await flush();
      expect(got).toEqual([]);
      expect(queue.snapshot().pending).toHaveLength(1);

      // Still pending on the bridge too: the user's page could answer it (here, its POST does).
      const id = await pendingId(store, 'ada');
      const response = await bridge.handle(answerRequest('ada', id, { action: 'decline' }));
      expect(response.status).toBe(200);
      await flush();
      expect(got).toEqual([{ action: 'decline' }]);
    },
  );

  it('given a valid accept after a refused one, should send it once', async () => {
    const bridge = testBridge();
    bridges.push(bridge);
    const queue = bridge.forUser('lin');
    const answer = queue.present(formParams, { server: { name: 'github' }, source: source() });
    const entry = queue.snapshot().current;
    expect(() => entry?.respond({ action: 'accept', content: { name: 1 } as never })).toThrow(
      expect.objectContaining({
        kind: 'invalid-content',
        issues: [expect.objectContaining({ field: 'name', code: 'type' })],
      }),
    );
    entry?.respond({ action: 'accept', content: { name: 'octocat' } });
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
  });
});

/** The id of the user's one pending request, once the bridge stored it. */
async function pendingId(store: BridgeStore, userId: string): Promise<string> {
  for (;;) {
    const { pending } = await store.snapshot(userId);
    if (pending[0]) return pending[0].id;
    await flush();
  }
}
