// The remote queue against the real bridge (its `handle` as the queue's fetch, no network): each answer carries one
// `Idempotency-Key` across its retries, so a retry whose first attempt landed is delivered, and another tab's
// answer that landed in that window is never taken for ours, even with the same action.
import { afterEach, describe, expect, it } from 'vitest';
import { createElicitationBridge } from '../../../src/bridge/bridge.js';
import { endReasonOf } from '../../../src/core/flow/settlement.js';
import { createRemoteElicitationQueue } from '../../../src/core/remote/remote-queue.js';
import type { ElicitResult } from '../../../src/core/wire/protocol.js';
import { waitFor } from '../../support/queue-waits.js';

const params = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};
const server = { name: 'crm' };
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/**
 * A bridge, a page's queue on it, and the page's answers as sent: `beforeAnswer` runs as each answer's POST leaves
 * and may lose it (`'lost-before'`: never arrives) or its response (`'lost-after'`: it lands, the reply is lost).
 */
type Fate = 'lost-before' | 'lost-after' | 'through';

function setUp(beforeAnswer: (attempt: number) => Fate | Promise<Fate>) {
  const bridge = createElicitationBridge({ authorize: () => 'ada', basePath: '/api/elicitation' });
  stops.push(() => bridge.close());
  const keys: (string | null)[] = [];
  let attempts = 0;
  const queue = createRemoteElicitationQueue({
    url: 'http://app.test/api/elicitation',
    draftStorage: null,
    answerRetryDelaysMs: [20, 20],
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'POST') return bridge.handle(request);
      keys.push(request.headers.get('idempotency-key'));
      const fate = await beforeAnswer(attempts++);
      if (fate === 'lost-before') throw new TypeError('network error');
      const response = await bridge.handle(request);
      if (fate === 'lost-after') throw new TypeError('network error');
      return response;
    },
  });
  stops.push(() => queue.close());
  return { bridge, queue, keys };
}

describe('createRemoteElicitationQueue: one Idempotency-Key per answer', () => {
  it('given the first attempt landed and its response was lost, the retry should be delivered, sent once to the server', async () => {
    const { bridge, queue, keys } = setUp((attempt) => (attempt === 0 ? 'lost-after' : 'through'));
    const got: ElicitResult[] = [];
    void bridge
      .forUser('ada')
      .present(params, { server, source: {} })
      .then((result) => got.push(result));
    await waitFor(() => queue.snapshot().pending.length === 1, 'the request on the page');
    const entry = queue.snapshot().pending[0];
    await entry?.respond({ action: 'accept', content: { name: 'Ada' } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => got.length === 1, 'the server’s result');
    expect(got).toEqual([{ action: 'accept', content: { name: 'Ada' } }]);
  });

  it("given another tab's accept landed while ours was lost on the way, ours should not pass for delivered", async () => {
    let otherTabLanded: () => void = () => undefined;
    const landed = new Promise<void>((resolve) => {
      otherTabLanded = resolve;
    });
    // Our first attempt is lost on the way; our retry leaves only once the other tab's answer landed.
    const { bridge, queue, keys } = setUp(async (attempt) => {
      if (attempt === 0) return 'lost-before';
      await landed;
      return 'through';
    });
    const got: ElicitResult[] = [];
    void bridge
      .forUser('ada')
      .present(params, { server, source: {} })
      .then((result) => got.push(result));
    await waitFor(() => queue.snapshot().pending.length === 1, 'the request on the page');
    const entry = queue.snapshot().pending[0];
    const id = entry?.id as string;
    const otherTab = () =>
      bridge.handle(
        new Request(`http://app.test/api/elicitation/answers/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'the-other-tab' },
          body: JSON.stringify({ action: 'accept', content: { name: 'Lin' } }),
        }),
      );
    // The other tab answers (the same action, other content) before our retry.
    const ours = entry?.respond({ action: 'accept', content: { name: 'Ada' } });
    expect((await otherTab()).status).toBe(200);
    otherTabLanded();
    await expect(ours).rejects.toThrow(/already settled/);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(got).toEqual([{ action: 'accept', content: { name: 'Lin' } }]);
    expect(endReasonOf(entry?.signal?.reason)).toBe('another-tab');
  });
});
