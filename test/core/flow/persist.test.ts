/**
 * "Remember my answer" (Codex's `_meta.persist` convention) as core flow state: offered only by the request, chosen
 * by the person ("only this time" until then), carried by an `accept` as `_meta: { persist }`.
 */
import { describe, expect, it } from 'vitest';
import {
  acceptResult,
  createElicitationFlow,
  type ElicitResult,
  parseElicitRequest,
} from '../../../src/core/index.js';

const params = (meta?: Record<string, unknown>) => ({
  mode: 'form',
  message: 'Allow the tool to read your calendar?',
  requestedSchema: { type: 'object', properties: {} },
  ...(meta ? { _meta: meta } : {}),
});

function start(raw: unknown) {
  const results: ElicitResult[] = [];
  const flow = createElicitationFlow(raw, {
    server: { name: 'calendar' },
    onResult: (result) => {
      results.push(result);
    },
    parse: parseElicitRequest,
  });
  flow.connect();
  return { flow, results };
}

describe('persist offer on the parsed request', () => {
  it.each([
    [{ persist: 'session' }, ['session']],
    [{ persist: 'always' }, ['always']],
    [{ persist: ['always', 'session'] }, ['session', 'always']],
    [{ persist: ['forever', 'session', 3] }, ['session']],
  ])('given _meta %j, should offer %j', (meta, offer) => {
    expect(parseElicitRequest(params(meta))).toMatchObject({ persistOffer: offer });
  });

  it.each([[undefined], [{}], [{ persist: 'forever' }], [{ persist: [] }], [{ persist: { session: true } }]])(
    'given _meta %j, should offer nothing (and refuse nothing)',
    (meta) => {
      expect(parseElicitRequest(params(meta))).not.toHaveProperty('persistOffer');
    },
  );
});

describe('the flow: the person’s choice', () => {
  it('given no offer, should default to once, refuse any scope, and send the accept without _meta', () => {
    const { flow, results } = start(params());
    expect(flow.getState()).toMatchObject({ persistOffer: undefined, persist: 'once' });
    flow.choosePersist('always');
    expect(flow.getState().persist).toBe('once');
    flow.accept({});
    expect(results).toEqual([{ action: 'accept', content: {} }]);
  });

  it('given an offer of session only, should default to once and ignore a scope not offered', () => {
    const { flow } = start(params({ persist: 'session' }));
    expect(flow.getState()).toMatchObject({ persistOffer: ['session'], persist: 'once' });
    flow.choosePersist('always');
    expect(flow.getState().persist).toBe('once');
  });

  it('given the person chose "always", should send _meta.persist "always" with the accept, other _meta kept', () => {
    const { flow, results } = start(params({ persist: ['session', 'always'] }));
    flow.choosePersist('always');
    expect(flow.getState().persist).toBe('always');
    flow.finish({ ...acceptResult({}), _meta: { 'example.com/trace': 'abc' } });
    expect(results).toEqual([
      { action: 'accept', content: {}, _meta: { 'example.com/trace': 'abc', persist: 'always' } },
    ]);
  });

  it('given the person chose a scope then "only this time", should send no persist', () => {
    const { flow, results } = start(params({ persist: ['session', 'always'] }));
    flow.choosePersist('session');
    flow.choosePersist('once');
    flow.accept({});
    expect(results).toEqual([{ action: 'accept', content: {} }]);
  });

  it('given a chosen scope, a decline should carry no persist (only an answer given is remembered)', () => {
    const { flow, results } = start(params({ persist: 'session' }));
    flow.choosePersist('session');
    flow.decline();
    expect(results).toEqual([{ action: 'decline' }]);
  });
});
