import { describe, expect, it } from 'vitest';
import { createElicitationCompleteHandler, createElicitationQueue } from '../../../src/core/index.js';

const server = { name: 'cloud' };
const connection = {};

describe('createElicitationCompleteHandler', () => {
  it('given the notification as it arrives on the wire, should complete the waiting request with that id', () => {
    const queue = createElicitationQueue();
    void queue.present(
      { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'abc' },
      { server, source: connection },
    );
    queue.snapshot().current?.open();
    const onComplete = createElicitationCompleteHandler(queue, connection);
    expect(
      onComplete({ method: 'notifications/elicitation/complete', params: { elicitationId: 'abc' } }),
    ).toBe(true);
    expect(queue.snapshot().current?.state).toBe('completed');
  });

  it('given malformed or foreign notifications, should ignore them without throwing', () => {
    const queue = createElicitationQueue();
    void queue.present(
      { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'abc' },
      { server, source: connection },
    );
    queue.snapshot().current?.open();
    const onComplete = createElicitationCompleteHandler(queue, connection);
    const strange: unknown[] = [
      null,
      'abc',
      {},
      { method: 'notifications/message', params: { elicitationId: 'abc' } },
      { method: 'notifications/elicitation/complete' },
      { method: 'notifications/elicitation/complete', params: { elicitationId: 42 } },
      { method: 'notifications/elicitation/complete', params: Object.create({ elicitationId: 'abc' }) },
    ];
    for (const notification of strange) expect(onComplete(notification as never)).toBe(false);
    expect(createElicitationCompleteHandler(queue, {})({ params: { elicitationId: 'abc' } })).toBe(false);
    expect(queue.snapshot().current?.state).toBe('waiting');
  });
});
