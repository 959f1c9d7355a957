/**
 * The bridge checks a URL request and never analyses it (issue 40): the server half parses with every check and no
 * public-suffix list, and only the page, which shows the address, loads the analysis. Both halves in this process,
 * the bridge's `handle` as the remote queue's fetch; the loader wrapped, as every importer sees it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElicitationBridge } from '../../src/bridge/bridge.js';
import { createMemoryBridgeStore } from '../../src/bridge/memory-store.js';
import { createRemoteElicitationQueue } from '../../src/core/remote/remote-queue.js';
import { loadUrlAnalysis } from '../../src/core/url/analysis-loader.js';
import { waitFor } from '../support/queue-waits.js';

vi.mock('../../src/core/url/analysis-loader.js', async (original) => {
  const real = await original<typeof import('../../src/core/url/analysis-loader.js')>();
  return { ...real, loadUrlAnalysis: vi.fn(real.loadUrlAnalysis) };
});

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

describe('a URL request through the bridge', () => {
  it('given a URL request raised on the server / should check it there without analysing it, and analyse it in the page that shows it', async () => {
    const bridge = createElicitationBridge({
      authorize: () => 'ada',
      basePath: '/api/elicitation',
      store: createMemoryBridgeStore(),
    });
    stops.push(() => bridge.close());
    const params = { mode: 'url', message: 'Sign in', url: 'https://login.example.com/start' };
    void bridge.forUser('ada').present(params, { server: { name: 'auth' }, source: {} });
    // A URL the checks refuse is still refused on the server, at once.
    expect(() =>
      bridge
        .forUser('ada')
        .present({ ...params, url: '/relative' }, { server: { name: 'auth' }, source: {} }),
    ).toThrow('url must start with https:// or http://');
    expect(vi.mocked(loadUrlAnalysis)).not.toHaveBeenCalled();

    const queue = createRemoteElicitationQueue({
      url: 'http://app.test/api/elicitation',
      draftStorage: null,
      fetch: (input, init) => bridge.handle(new Request(input, init)),
    });
    stops.push(() => queue.close());
    await waitFor(() => queue.snapshot().pending.length === 1, 'the request on the page');
    await waitFor(() => {
      const request = queue.snapshot().current?.request;
      return request?.mode === 'url' && request.url.registrableDomain === 'example.com';
    }, 'the analysed address on the page');
    expect(vi.mocked(loadUrlAnalysis)).toHaveBeenCalledTimes(1);
  });
});
