import { describe, expect, it, vi } from 'vitest';
import {
  acceptResult,
  cancelResult,
  createElicitationQueue,
  declineResult,
  ElicitationError,
  type ElicitResult,
  type ServerIdentity,
} from '../../../src/core/index.js';

const alpha: ServerIdentity = { name: 'alpha', title: 'Alpha' };
const beta: ServerIdentity = { name: 'beta' };
// The connections the requests come from: what the queue groups by.
const fromAlpha = { connection: 'alpha' };
const fromBeta = { connection: 'beta' };

const ask = (message: string) => ({
  message,
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
});

/** Records every settlement, so "exactly once" and "not yet" can be asserted. */
function track(promise: Promise<ElicitResult>) {
  const record: { results: ElicitResult[] } = { results: [] };
  promise.then((result) => record.results.push(result));
  return record;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createElicitationQueue: order and answers', () => {
  it('should show requests from two servers one at a time in arrival order', async () => {
    const queue = createElicitationQueue();
    const a1 = queue.present(ask('a1'), { server: alpha, source: fromAlpha });
    const b1 = queue.present(ask('b1'), { server: beta, source: fromBeta });
    const a2 = queue.present(ask('a2'), { server: alpha, source: fromAlpha });
    const messages = () => queue.snapshot().pending.map((entry) => entry.request.message);

    expect(messages()).toEqual(['a1', 'b1', 'a2']);
    expect(queue.snapshot().current?.server).toBe(alpha);
    queue.snapshot().current?.respond(acceptResult({ name: 'one' }));
    expect(messages()).toEqual(['b1', 'a2']);
    expect(queue.snapshot().current?.server).toBe(beta);
    queue.snapshot().current?.respond(declineResult());
    queue.snapshot().current?.respond(cancelResult());
    expect(queue.size).toBe(0);
    expect(queue.snapshot().current).toBeUndefined();

    await expect(a1).resolves.toEqual({ action: 'accept', content: { name: 'one' } });
    await expect(b1).resolves.toEqual({ action: 'decline' });
    await expect(a2).resolves.toEqual({ action: 'cancel' });
  });

  it('should resolve the promise of the entry that was answered, even out of order', async () => {
    const queue = createElicitationQueue();
    const first = track(queue.present(ask('first'), { server: alpha, source: fromAlpha }));
    const second = queue.present(ask('second'), { server: beta, source: fromBeta });
    queue.snapshot().pending[1]?.respond(acceptResult({ name: 'b' }));
    await expect(second).resolves.toEqual({ action: 'accept', content: { name: 'b' } });
    await flush();
    expect(first.results).toEqual([]);
    expect(queue.snapshot().current?.request.message).toBe('first');
  });

  it('should give each entry a unique id, its server, signal and arrival time', () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    const before = Date.now();
    void queue.present(ask('x'), { server: alpha, source: fromAlpha, signal: controller.signal });
    void queue.present(ask('y'), { server: beta, source: fromBeta });
    const [x, y] = queue.snapshot().pending;
    expect(x?.id).not.toBe(y?.id);
    expect(x).toMatchObject({ server: alpha, source: fromAlpha, signal: controller.signal });
    expect(y?.signal).toBeUndefined();
    expect(x?.receivedAt).toBeGreaterThanOrEqual(before);
    expect(x?.request).toMatchObject({ mode: 'form', form: { fields: [{ name: 'name' }] } });
    expect(Object.isFrozen(x)).toBe(true);
  });

  it('should settle exactly once: a second respond is ignored', async () => {
    const queue = createElicitationQueue();
    const record = track(queue.present(ask('x'), { server: alpha, source: fromAlpha }));
    const entry = queue.snapshot().current;
    entry?.respond(acceptResult({ name: 'first' }));
    entry?.respond(declineResult());
    entry?.respond(acceptResult({ name: 'second' }));
    await flush();
    expect(record.results).toEqual([{ action: 'accept', content: { name: 'first' } }]);
  });

  it('should drop content from decline, cancel and URL-mode accept, and refuse an unknown action', async () => {
    const queue = createElicitationQueue();
    const declined = queue.present(ask('d'), { server: alpha, source: fromAlpha });
    const url = queue.present(
      { mode: 'url', message: 'Sign in', url: 'https://example.com' },
      { server: alpha, source: fromAlpha },
    );
    queue.snapshot().current?.respond({ action: 'decline', content: { name: 'leak' } });
    const urlEntry = queue.snapshot().current;
    expect(() => urlEntry?.respond({ action: 'maybe' } as unknown as ElicitResult)).toThrow(TypeError);
    expect(queue.size).toBe(1);
    urlEntry?.respond({ action: 'accept', content: { name: 'leak' } });
    await expect(declined).resolves.toEqual({ action: 'decline' });
    await expect(url).resolves.toEqual({ action: 'accept' });
  });
});

describe('createElicitationQueue: abort', () => {
  it('should cancel and remove the current request when its signal aborts, and ignore a later respond', async () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    const record = track(
      queue.present(ask('x'), { server: alpha, source: fromAlpha, signal: controller.signal }),
    );
    void queue.present(ask('next'), { server: beta, source: fromBeta });
    const entry = queue.snapshot().current;
    controller.abort();
    expect(queue.snapshot().current?.request.message).toBe('next');
    entry?.respond(acceptResult({ name: 'too late' }));
    await flush();
    expect(record.results).toEqual([{ action: 'cancel' }]);
  });

  it('should cancel and remove a waiting request when its signal aborts', async () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    void queue.present(ask('current'), { server: alpha, source: fromAlpha });
    const waiting = queue.present(ask('waiting'), {
      server: beta,
      source: fromBeta,
      signal: controller.signal,
    });
    void queue.present(ask('last'), { server: beta, source: fromBeta });
    controller.abort();
    await expect(waiting).resolves.toEqual({ action: 'cancel' });
    expect(queue.snapshot().pending.map((entry) => entry.request.message)).toEqual(['current', 'last']);
  });

  it('should answer cancel at once for an already-aborted signal and queue nothing', async () => {
    const queue = createElicitationQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const result = queue.present(ask('x'), { server: alpha, source: fromAlpha, signal: AbortSignal.abort() });
    expect(queue.size).toBe(0);
    expect(listener).not.toHaveBeenCalled();
    await expect(result).resolves.toEqual({ action: 'cancel' });
  });

  it('should stop listening to the signal once the request is answered', () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    void queue.present(ask('x'), { server: alpha, source: fromAlpha, signal: controller.signal });
    queue.snapshot().current?.respond(declineResult());
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});

describe('createElicitationQueue: bulk answers', () => {
  it('should cancel every pending request with cancelAll()', async () => {
    const queue = createElicitationQueue();
    const all = [
      queue.present(ask('1'), { server: alpha, source: fromAlpha }),
      queue.present(ask('2'), { server: beta, source: fromBeta }),
      queue.present(ask('3'), { server: alpha, source: fromAlpha }),
    ];
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.cancelAll();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(0);
    await expect(Promise.all(all)).resolves.toEqual([cancelResult(), cancelResult(), cancelResult()]);
  });

  it('should cancel only the requests of one source with cancelAll(source)', async () => {
    const queue = createElicitationQueue();
    const a = queue.present(ask('a'), { server: alpha, source: fromAlpha });
    const b = track(queue.present(ask('b'), { server: beta, source: fromBeta }));
    queue.cancelAll(fromAlpha);
    await expect(a).resolves.toEqual({ action: 'cancel' });
    await flush();
    expect(b.results).toEqual([]);
    expect(queue.snapshot().current?.server).toBe(beta);
  });

  it('should decline a source now and later with declineAll, until forget', async () => {
    const queue = createElicitationQueue();
    const a = queue.present(ask('a'), { server: alpha, source: fromAlpha });
    void queue.present(ask('b'), { server: beta, source: fromBeta });
    queue.declineAll(fromAlpha);
    await expect(a).resolves.toEqual({ action: 'decline' });
    expect(queue.isDeclined(fromAlpha)).toBe(true);
    expect(queue.isDeclined(fromBeta)).toBe(false);

    const listener = vi.fn();
    queue.subscribe(listener);
    await expect(queue.present(ask('again'), { server: alpha, source: fromAlpha })).resolves.toEqual({
      action: 'decline',
    });
    expect(listener).not.toHaveBeenCalled();
    expect(queue.size).toBe(1);

    queue.forget(fromAlpha);
    expect(queue.isDeclined(fromAlpha)).toBe(false);
    void queue.present(ask('after forget'), { server: alpha, source: fromAlpha });
    expect(queue.size).toBe(2);
  });

  it('should not remember with declineAll(source, { remember: false })', async () => {
    const queue = createElicitationQueue();
    const a = queue.present(ask('a'), { server: alpha, source: fromAlpha });
    queue.declineAll(fromAlpha, { remember: false });
    await expect(a).resolves.toEqual({ action: 'decline' });
    expect(queue.isDeclined(fromAlpha)).toBe(false);
    void queue.present(ask('later'), { server: alpha, source: fromAlpha });
    expect(queue.size).toBe(1);
  });

  it('should still throw for invalid params from a declined source', () => {
    const queue = createElicitationQueue();
    queue.declineAll(fromAlpha);
    expect(() => queue.present({ message: 1 }, { server: alpha, source: fromAlpha })).toThrow(
      ElicitationError,
    );
  });
});

describe('createElicitationQueue: entry.answer', () => {
  it('given answers from the user, declineAll, cancelAll and an abort, should settle each entry.answer with the answer the server got', async () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    const byUser = queue.present(ask('user'), { server: alpha, source: fromAlpha });
    queue.present(ask('bulk'), { server: alpha, source: fromAlpha });
    queue.present(ask('gone'), { server: beta, source: fromBeta });
    queue.present(ask('aborted'), { server: beta, source: {}, signal: controller.signal });
    const [user, bulk, gone, aborted] = queue.snapshot().pending;
    user?.respond(acceptResult({ name: 'Ada' }));
    queue.declineAll(fromAlpha);
    controller.abort();
    queue.cancelAll(fromBeta);
    expect(await user?.answer).toEqual(acceptResult({ name: 'Ada' }));
    expect(await user?.answer).toEqual(await byUser);
    expect(await bulk?.answer).toEqual(declineResult());
    expect(await gone?.answer).toEqual(cancelResult());
    expect(await aborted?.answer).toEqual(cancelResult());
  });

  it('should keep the same answer promise across the views of one entry', () => {
    const queue = createElicitationQueue();
    queue.present(
      { mode: 'url', message: 'Sign in', url: 'https://example.com/a', elicitationId: 'e1' },
      { server: alpha, source: fromAlpha },
    );
    const asking = queue.snapshot().current;
    asking?.open();
    expect(queue.snapshot().current).not.toBe(asking);
    expect(queue.snapshot().current?.answer).toBe(asking?.answer);
  });
});

describe('createElicitationQueue: sources, not names', () => {
  it('given two connections whose servers both call themselves "github", when one is declined in bulk, should leave the other untouched', async () => {
    const queue = createElicitationQueue();
    const real = {};
    const impostor = {};
    const github: ServerIdentity = { name: 'github', title: 'GitHub' };
    const fromReal = track(queue.present(ask('real'), { server: github, source: real }));
    const fromImpostor = queue.present(ask('fake'), { server: { ...github }, source: impostor });
    queue.declineAll(impostor);
    await expect(fromImpostor).resolves.toEqual({ action: 'decline' });
    await flush();
    expect(fromReal.results).toEqual([]);
    expect(queue.isDeclined(impostor)).toBe(true);
    expect(queue.isDeclined(real)).toBe(false);
    void queue.present(ask('real again'), { server: github, source: real });
    expect(queue.snapshot().pending.map((entry) => entry.request.message)).toEqual(['real', 'real again']);
    queue.cancelAll(impostor);
    expect(queue.size).toBe(2);
  });

  it('given no source, or a name instead of one, should throw TypeError and queue nothing', () => {
    const queue = createElicitationQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const noSource = { server: alpha } as unknown as Parameters<typeof queue.present>[1];
    expect(() => queue.present(ask('x'), noSource)).toThrow(TypeError);
    expect(() => queue.present(ask('x'), { server: alpha, source: 'alpha' as unknown as object })).toThrow(
      /must be an object that identifies the connection/,
    );
    expect(() =>
      queue.present(ask('x'), undefined as unknown as Parameters<typeof queue.present>[1]),
    ).toThrow(TypeError);
    expect(() => queue.declineAll('alpha' as unknown as object)).toThrow(TypeError);
    expect(queue.size).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('should count the earlier requests of each source, answered or not', () => {
    const queue = createElicitationQueue();
    void queue.present(ask('a1'), { server: alpha, source: fromAlpha });
    queue.snapshot().current?.respond(declineResult());
    void queue.present(ask('b1'), { server: beta, source: fromBeta });
    void queue.present(ask('a2'), { server: alpha, source: fromAlpha });
    expect(queue.snapshot().pending.map((entry) => [entry.request.message, entry.earlierFromSource])).toEqual(
      [
        ['b1', 0],
        ['a2', 1],
      ],
    );
  });

  it('should list declined sources in the snapshot with their latest identity, and notify on forget', () => {
    const queue = createElicitationQueue();
    void queue.present(ask('a'), { server: alpha, source: fromAlpha });
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.declineAll(fromAlpha);
    const declined = queue.snapshot().declined;
    expect(declined).toEqual([{ source: fromAlpha, server: alpha }]);
    expect(declined[0]?.source).toBe(fromAlpha);
    expect(Object.isFrozen(declined)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    queue.declineAll(fromAlpha);
    expect(listener).toHaveBeenCalledTimes(1);
    queue.declineAll(fromBeta);
    expect(queue.snapshot().declined).toEqual([
      { source: fromAlpha, server: alpha },
      { source: fromBeta, server: { name: '' } },
    ]);
    queue.forget(fromAlpha);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(queue.snapshot().declined.map((entry) => entry.source)).toEqual([fromBeta]);
    queue.forget(fromAlpha);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('createElicitationQueue: snapshot and subscribe', () => {
  it('should return the same snapshot until something changes, then a new frozen one', () => {
    const queue = createElicitationQueue();
    const empty = queue.snapshot();
    expect(queue.snapshot()).toBe(empty);
    expect(empty).toEqual({ pending: [], waiting: [], declined: [] });

    void queue.present(ask('a'), { server: alpha, source: fromAlpha });
    const one = queue.snapshot();
    expect(one).not.toBe(empty);
    expect(queue.snapshot()).toBe(one);
    expect(Object.isFrozen(one)).toBe(true);
    expect(Object.isFrozen(one.pending)).toBe(true);
    expect(one.current).toBe(one.pending[0]);

    void queue.present(ask('b'), { server: beta, source: fromBeta });
    const two = queue.snapshot();
    expect(two).not.toBe(one);
    expect(two.pending[0]).toBe(one.pending[0]);
    expect(one.pending).toHaveLength(1);

    queue.isDeclined(fromAlpha);
    queue.cancelAll({});
    expect(queue.snapshot()).toBe(two);
  });

  it('should call subscribers after each change and stop after unsubscribe', () => {
    const queue = createElicitationQueue();
    const seen: number[] = [];
    const unsubscribe = queue.subscribe(() => seen.push(queue.snapshot().pending.length));
    void queue.present(ask('a'), { server: alpha, source: fromAlpha });
    void queue.present(ask('b'), { server: alpha, source: fromAlpha });
    queue.snapshot().current?.respond(declineResult());
    unsubscribe();
    queue.snapshot().current?.respond(declineResult());
    expect(seen).toEqual([1, 2, 1]);
  });

  it('should keep working when a subscriber throws, and report the error', async () => {
    const onListenerError = vi.fn();
    const queue = createElicitationQueue({ onListenerError });
    const failure = new Error('render failed');
    const after = vi.fn();
    queue.subscribe(() => {
      throw failure;
    });
    queue.subscribe(after);
    const result = queue.present(ask('a'), { server: alpha, source: fromAlpha });
    expect(after).toHaveBeenCalledTimes(1);
    expect(onListenerError).toHaveBeenCalledWith(failure);
    queue.snapshot().current?.respond(acceptResult({ name: 'ok' }));
    await expect(result).resolves.toEqual({ action: 'accept', content: { name: 'ok' } });
  });

  it('should log subscriber errors with console.error by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = createElicitationQueue();
    queue.subscribe(() => {
      throw new Error('boom');
    });
    void queue.present(ask('a'), { server: alpha, source: fromAlpha });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    error.mockRestore();
  });

  it('should let a subscriber answer during the notification', async () => {
    const queue = createElicitationQueue();
    queue.subscribe(() => queue.snapshot().current?.respond(acceptResult({ name: 'auto' })));
    await expect(queue.present(ask('a'), { server: alpha, source: fromAlpha })).resolves.toEqual({
      action: 'accept',
      content: { name: 'auto' },
    });
    expect(queue.size).toBe(0);
  });
});

describe('createElicitationQueue: invalid requests', () => {
  it('should throw ElicitationError synchronously and queue nothing', () => {
    const queue = createElicitationQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const nested = {
      message: 'Address?',
      requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: {} } } },
    };
    let thrown: unknown;
    try {
      void queue.present(nested, { server: alpha, source: fromAlpha });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ElicitationError);
    expect((thrown as ElicitationError).issues[0]?.path).toMatch(/^\/requestedSchema\/properties\/address/);
    expect(queue.size).toBe(0);
    expect(listener).not.toHaveBeenCalled();
    expect(queue.snapshot()).toEqual({ pending: [], waiting: [], declined: [] });
  });

  it('should apply the limits given to the queue', () => {
    const queue = createElicitationQueue({ limits: { maxFields: 1 } });
    const twoFields = {
      message: 'Two?',
      requestedSchema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
    };
    expect(() => queue.present(twoFields, { server: alpha, source: fromAlpha })).toThrow(
      expect.objectContaining({ code: 'limit-exceeded' }),
    );
    expect(queue.size).toBe(0);
  });
});
