/**
 * The remote queue's facts (its connection, its drafts) are a member of the queue interface, `queue.remote`: a host
 * that wraps the queue and forwards the member keeps "Reconnecting…" and the drafts; one that leaves it out shows
 * neither, and says so by its type (the member is optional), not by a lookup on the queue object's identity.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ElicitationQueue, RemoteElicitationQueue } from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { formParams, newUser, startTestBridge } from './remote-harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A host's wrapper, as one writes it to log or filter: every member forwarded by hand. */
function wrap(inner: ElicitationQueue, forwardRemote: boolean): ElicitationQueue {
  return {
    present: (params, options) => inner.present(params, options),
    snapshot: () => inner.snapshot(),
    subscribe: (listener) => inner.subscribe(listener),
    cancelAll: (source) => inner.cancelAll(source),
    declineAll: (source, options) => inner.declineAll(source, options),
    forget: (source) => inner.forget(source),
    isDeclined: (source) => inner.isDeclined(source),
    complete: (id, source) => inner.complete(id, source),
    get size() {
      return inner.size;
    },
    ...(forwardRemote && inner.remote ? { remote: inner.remote } : {}),
  };
}

describe('queue.remote', () => {
  it('given a wrapper that forwards queue.remote when the stream drops should still show Reconnecting…', async () => {
    const server = await startTestBridge();
    cleanups.push(() => server.close());
    const user = newUser();
    const queue: RemoteElicitationQueue = server.queue(user, { reconnect: { initialMs: 3000, maxMs: 3000 } });
    cleanups.push(() => queue.close());
    expect(queue.remote.connection()).toBe(queue.connection());
    render(<ElicitationProvider queue={wrap(queue, true)} />);
    await server.present(user, formParams({ name: { type: 'string', title: 'Name' } }));
    await screen.findByRole('dialog');
    await expect.poll(() => queue.remote.connection()).toBe('open');

    await server.dropStreams();
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
  });

  it('given the in-page queue should have no remote facts', async () => {
    const { createElicitationQueue } = await import('../../src/core/index.js');
    expect(createElicitationQueue().remote).toBeUndefined();
  });
});
