/**
 * A URL request whose analysis loads on demand (issue 40), in Node with no React: the flow is `checking`, its request
 * blocked as `unchecked` and `openUrl()` opens nothing, until the analysed request is in; a failed load leaves it
 * blocked for good, while refusing still works. The queue's entries carry the analysed request once it is in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ElicitationFlowMachine, ElicitationFlowState, ElicitResult } from '../../../src/core/index.js';

const params = { mode: 'url', message: 'Sign in to continue', url: 'https://login.example.com/start' };

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('../../../src/core/url/analyze-url.js');
});

/**
 * The flow and the queue as a page has them before any URL request (nothing loaded yet), from their own modules: not
 * from `/core`'s entry, whose `parseElicitRequest` imports the analysis at once.
 */
async function fresh() {
  const { createElicitationFlow } = await import('../../../src/core/flow/elicitation-flow.js');
  const { createElicitationQueue } = await import('../../../src/core/host/create-queue.js');
  const { parseOnDemand } = await import('../../../src/core/request/parse-on-demand.js');
  return { createElicitationFlow, createElicitationQueue, parseOnDemand };
}

/** The next state of `flow` that `matches`, on its own notification (no timer). */
function stateWhere(
  flow: ElicitationFlowMachine,
  matches: (state: ElicitationFlowState) => boolean,
): Promise<ElicitationFlowState> {
  return new Promise((resolve) => {
    if (matches(flow.getState())) return resolve(flow.getState());
    const stop = flow.subscribe(() => {
      if (!matches(flow.getState())) return;
      stop();
      resolve(flow.getState());
    });
  });
}

describe('a URL request whose analysis loads on demand', () => {
  it('given the analysis still loading / should offer nothing to open, then open it once the analysed request is in', async () => {
    const { createElicitationFlow, parseOnDemand } = await fresh();
    const opened: string[] = [];
    const flow = createElicitationFlow(params, {
      server: { name: 'auth' },
      onResult: () => undefined,
      parse: parseOnDemand,
    });
    flow.attach({ openUrl: (href) => opened.push(href) });
    const first = flow.getState();
    expect(first.checking).toBe(true);
    expect(first.request?.mode === 'url' && first.request.url).toMatchObject({
      blocked: true,
      blockReason: 'unchecked',
    });
    flow.openUrl();
    expect(opened).toEqual([]);
    expect(flow.getState().phase).toBe('form');

    const analysed = await stateWhere(flow, (state) => !state.checking);
    expect(analysed.request?.mode === 'url' && analysed.request.url).toMatchObject({
      blocked: false,
      registrableDomain: 'example.com',
    });
    flow.openUrl();
    expect(opened).toEqual(['https://login.example.com/start']);
    expect(flow.getState().phase).toBe('waiting');
  });

  it('given an analysis that cannot be loaded / should stay blocked for good and still let the person decline', async () => {
    vi.doMock('../../../src/core/url/analyze-url.js', () => {
      throw new Error('the chunk could not be fetched');
    });
    const { createElicitationFlow, parseOnDemand } = await fresh();
    const opened: string[] = [];
    const results: ElicitResult[] = [];
    const flow = createElicitationFlow(params, {
      server: { name: 'auth' },
      onResult: (result) => {
        results.push(result);
      },
      parse: parseOnDemand,
    });
    flow.attach({ openUrl: (href) => opened.push(href) });
    const failed = await stateWhere(flow, (state) => !state.checking);
    expect(failed.request?.mode === 'url' && failed.request.url).toMatchObject({
      blocked: true,
      blockReason: 'unchecked',
    });
    flow.openUrl();
    expect(opened).toEqual([]);
    flow.decline();
    expect(results).toEqual([{ action: 'decline' }]);
  });

  it('given the default queue / should show its entry blocked while checking, and the analysed request once it is in', async () => {
    const { createElicitationQueue } = await fresh();
    const queue = createElicitationQueue();
    void queue.present(params, { server: { name: 'auth' }, source: {} });
    const entry = queue.snapshot().current;
    if (!entry) throw new Error('no entry');
    expect(entry.request.mode === 'url' && entry.request.url.blockReason).toBe('unchecked');
    await stateWhere(entry.flow, (state) => !state.checking);
    const now = queue.snapshot().current;
    expect(now?.request.mode === 'url' && now.request.url.registrableDomain).toBe('example.com');
    expect(now?.request).toBe(entry.flow.getState().request);
  });

  it('given parseElicitRequest / should analyse at once, with nothing to wait for', async () => {
    const { createElicitationFlow } = await fresh();
    const { parseElicitRequest } = await import('../../../src/core/request/parse-elicit-request.js');
    const flow = createElicitationFlow(params, {
      server: { name: 'auth' },
      onResult: () => undefined,
      parse: parseElicitRequest,
    });
    expect(flow.getState().checking).toBe(false);
    expect(flow.getState().request?.mode === 'url' && flow.getState().request).toMatchObject({
      url: { blocked: false, registrableDomain: 'example.com' },
    });
  });
});
