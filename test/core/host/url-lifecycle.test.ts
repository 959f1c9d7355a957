// The queue's URL-mode lifecycle after consent: what the server receives, and when, for each revision.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptResult,
  cancelResult,
  createElicitationQueue,
  type ElicitationQueue,
  type ElicitResult,
  type PendingElicitation,
} from '../../../src/core/index.js';

const server = { name: 'cloud', title: 'Demo Cloud' };
const connection = { connection: 'cloud' };
const other = { connection: 'other' };

/** 2026-07-28: no elicitationId, the accept is what the client retries with. */
const modern = (url = 'https://cloud.example.com/connect?session=1') => ({
  mode: 'url',
  message: 'Connect your account.',
  url,
});
/** 2025-11-25: an elicitationId, completed by a notification. */
const legacy = (elicitationId = 'e-1', url = 'https://cloud.example.com/connect?session=2') => ({
  mode: 'url',
  message: 'Connect your account.',
  url,
  elicitationId,
});
const form = {
  message: 'Name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};

function track(promise: Promise<ElicitResult>) {
  const record: { results: ElicitResult[] } = { results: [] };
  promise.then((result) => record.results.push(result));
  return record;
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const current = (queue: ElicitationQueue) => queue.snapshot().current as PendingElicitation;

afterEach(() => {
  vi.useRealTimers();
});

describe('URL mode, 2026-07-28 (accept on Continue)', () => {
  it('given a request without elicitationId, when the user opens the link, should wait unanswered until Continue, then accept once', async () => {
    const queue = createElicitationQueue();
    const record = track(queue.present(modern(), { server, source: connection }));
    const asked = current(queue);
    expect(asked).toMatchObject({ state: 'asking', answered: false, urlAccept: 'on-continue' });

    asked.open();
    await flush();
    expect(record.results).toEqual([]);
    const waiting = current(queue);
    expect(waiting.id).toBe(asked.id);
    expect(waiting).toMatchObject({ state: 'waiting', answered: false });
    expect(waiting).not.toBe(asked);
    expect(Object.isFrozen(waiting)).toBe(true);
    expect(queue.snapshot().pending).toEqual([waiting]);
    expect(queue.snapshot().waiting).toEqual([waiting]);
    expect(queue.size).toBe(1);

    // Continue, twice (a double click): one accept.
    waiting.respond(acceptResult());
    waiting.respond(acceptResult());
    asked.respond(cancelResult());
    await flush();
    expect(record.results).toEqual([{ action: 'accept' }]);
    expect(queue.snapshot()).toEqual({ pending: [], waiting: [], declined: [] });
  });

  it('given a waiting request, when the user cancels the request, should answer cancel and nothing else', async () => {
    const queue = createElicitationQueue();
    const record = track(queue.present(modern(), { server, source: connection }));
    current(queue).open();
    current(queue).respond(cancelResult());
    current(queue)?.respond(acceptResult());
    await flush();
    expect(record.results).toEqual([{ action: 'cancel' }]);
    expect(queue.size).toBe(0);
  });

  it('given a waiting request, when it is dismissed, should answer cancel', async () => {
    const queue = createElicitationQueue();
    const record = track(queue.present(modern(), { server, source: connection }));
    current(queue).open();
    current(queue).dismiss();
    await flush();
    expect(record.results).toEqual([{ action: 'cancel' }]);
    expect(queue.snapshot().current).toBeUndefined();
  });

  it('given a waiting request, when the server stops waiting, should answer cancel and take it off', async () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    const record = track(queue.present(modern(), { server, source: connection, signal: controller.signal }));
    current(queue).open();
    controller.abort();
    await flush();
    expect(record.results).toEqual([{ action: 'cancel' }]);
    expect(queue.snapshot().waiting).toEqual([]);
  });

  it('given the user continued, when the server asks again for the same address, should flag it not finished and start it waiting', async () => {
    const queue = createElicitationQueue();
    void queue.present(modern(), { server, source: connection });
    const first = current(queue);
    first.open();
    current(queue).respond(acceptResult());

    const again = track(queue.present(modern(), { server, source: connection }));
    const repeat = current(queue);
    expect(repeat).toMatchObject({ state: 'waiting', answered: false, retryOf: first.id });
    expect(repeat.id).not.toBe(first.id);
    // Still held back: this accept is the next retry.
    await flush();
    expect(again.results).toEqual([]);
    repeat.respond(acceptResult());
    await flush();
    expect(again.results).toEqual([{ action: 'accept' }]);
  });

  it('given the user continued, should not flag another address, another connection, or a third request', () => {
    const queue = createElicitationQueue();
    void queue.present(modern(), { server, source: connection });
    current(queue).open();
    current(queue).respond(acceptResult());

    void queue.present(modern('https://cloud.example.com/other'), { server, source: connection });
    void queue.present(modern(), { server, source: other });
    void queue.present(modern(), { server, source: connection });
    void queue.present(modern(), { server, source: connection });
    const [otherAddress, otherConnection, repeat, third] = queue.snapshot().pending;
    expect(otherAddress?.retryOf).toBeUndefined();
    expect(otherConnection?.retryOf).toBeUndefined();
    expect(repeat?.retryOf).toBeDefined();
    expect(third).toMatchObject({ state: 'asking' });
    expect(third?.retryOf).toBeUndefined();
  });

  it('given the user cancelled or declined, should ask afresh next time', () => {
    const queue = createElicitationQueue();
    void queue.present(modern(), { server, source: connection });
    current(queue).open();
    current(queue).respond(cancelResult());
    void queue.present(modern(), { server, source: connection });
    expect(current(queue)).toMatchObject({ state: 'asking' });
    expect(current(queue).retryOf).toBeUndefined();
  });

  it('given two minutes passed since Continue, should ask afresh', () => {
    vi.useFakeTimers();
    const queue = createElicitationQueue();
    void queue.present(modern(), { server, source: connection });
    current(queue).open();
    current(queue).respond(acceptResult());
    vi.advanceTimersByTime(120_001);
    void queue.present(modern(), { server, source: connection });
    expect(current(queue)).toMatchObject({ state: 'asking' });
  });

  it('given the connection closed, should forget what the user continued from', () => {
    const queue = createElicitationQueue();
    void queue.present(modern(), { server, source: connection });
    current(queue).open();
    current(queue).respond(acceptResult());
    queue.cancelAll(connection);
    void queue.present(modern(), { server, source: connection });
    expect(current(queue)).toMatchObject({ state: 'asking' });
  });

  it('given a form request, open() should change nothing', () => {
    const queue = createElicitationQueue();
    void queue.present(form, { server, source: connection });
    const asked = current(queue);
    const before = queue.snapshot();
    asked.open();
    expect(queue.snapshot()).toBe(before);
    expect(asked.state).toBe('asking');
    expect(asked.urlAccept).toBeUndefined();
  });
});

describe('URL mode, 2025-11-25 (accept on Open, completed by notification)', () => {
  it('given a request with elicitationId, when the user opens the link, should accept at once and keep a waiting entry', async () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    const record = track(queue.present(legacy(), { server, source: connection, signal: controller.signal }));
    expect(current(queue)).toMatchObject({ urlAccept: 'on-open', state: 'asking' });
    current(queue).open();
    await flush();
    expect(record.results).toEqual([{ action: 'accept' }]);
    const waiting = current(queue);
    expect(waiting).toMatchObject({ state: 'waiting', answered: true });
    // Answered: the server's signal no longer concerns the entry, and nothing counts it as pending.
    expect(waiting.signal).toBeUndefined();
    expect(queue.snapshot().pending).toEqual([]);
    expect(queue.snapshot().waiting).toEqual([waiting]);
    expect(queue.size).toBe(0);
    controller.abort();
    waiting.respond(cancelResult());
    await flush();
    expect(record.results).toEqual([{ action: 'accept' }]);
    expect(current(queue).id).toBe(waiting.id);
  });

  it('given a waiting entry, when the completion notification arrives from its connection, should mark it completed until dismissed', async () => {
    const queue = createElicitationQueue();
    void queue.present(legacy('e-7'), { server, source: connection });
    current(queue).open();
    expect(queue.complete('e-7', other)).toBe(false);
    expect(queue.complete('unknown', connection)).toBe(false);
    expect(current(queue).state).toBe('waiting');

    expect(queue.complete('e-7', connection)).toBe(true);
    const done = current(queue);
    expect(done).toMatchObject({ state: 'completed', answered: true });
    // A second (late) notification is harmless.
    expect(queue.complete('e-7', connection)).toBe(false);
    done.dismiss();
    expect(queue.snapshot().current).toBeUndefined();
    expect(queue.complete('e-7', connection)).toBe(false);
  });

  it('given a request not opened yet, a completion notification should leave it asking', () => {
    const queue = createElicitationQueue();
    const record = track(queue.present(legacy('e-8'), { server, source: connection }));
    expect(queue.complete('e-8', connection)).toBe(false);
    expect(current(queue).state).toBe('asking');
    expect(record.results).toEqual([]);
  });

  it('given the user dismisses the waiting entry, should send nothing more, and a late notification is ignored', async () => {
    const queue = createElicitationQueue();
    const record = track(queue.present(legacy('e-9'), { server, source: connection }));
    current(queue).open();
    current(queue).dismiss();
    await flush();
    expect(record.results).toEqual([{ action: 'accept' }]);
    expect(queue.snapshot().waiting).toEqual([]);
    expect(queue.complete('e-9', connection)).toBe(false);
  });

  it('given respond(accept) without open(), should answer and leave as before', async () => {
    const queue = createElicitationQueue();
    const record = track(queue.present(legacy(), { server, source: connection }));
    current(queue).respond(acceptResult());
    await flush();
    expect(record.results).toEqual([{ action: 'accept' }]);
    expect(queue.snapshot().current).toBeUndefined();
  });

  it('given waiting entries of two connections, when one closes, should take off only its own', () => {
    const queue = createElicitationQueue();
    void queue.present(legacy('a'), { server, source: connection });
    void queue.present(legacy('b'), { server, source: other });
    for (const entry of queue.snapshot().pending) entry.open();
    queue.cancelAll(connection);
    expect(queue.snapshot().waiting.map((entry) => entry.source)).toEqual([other]);
  });

  it('given a waiting entry in front, a later request should queue behind it', () => {
    const queue = createElicitationQueue();
    void queue.present(legacy(), { server, source: connection });
    current(queue).open();
    void queue.present(form, { server, source: connection });
    expect(current(queue).state).toBe('waiting');
    expect(queue.snapshot().pending.map((entry) => entry.request.mode)).toEqual(['form']);
  });

  it('given urlAccept on-continue for a request with elicitationId, a completion should answer accept, as Continue would', async () => {
    const queue = createElicitationQueue();
    const record = track(
      queue.present(legacy('e-42'), { server, source: connection, urlAccept: 'on-continue' }),
    );
    current(queue).open();
    await flush();
    expect(record.results).toEqual([]);
    expect(queue.complete('e-42', connection)).toBe(true);
    await flush();
    expect(record.results).toEqual([{ action: 'accept' }]);
    expect(current(queue)).toMatchObject({ state: 'completed', answered: true });
  });
});
