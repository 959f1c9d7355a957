/**
 * The consent flow with no React at all (issue 29): `createElicitationFlow` driven as a view in any framework would
 * drive it — `connect`, `subscribe`, the actions, `update` with the host's options, `abandon` — through a whole form
 * request and whole URL requests of both revisions (2026-07-28: accept on Continue, "not finished yet";
 * 2025-11-25: accept on Open, then the completion notification). This file runs in Node (the `unit` project), and
 * test/core/layers.test.ts refuses any import of React from src/core.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ElicitationFlowView } from '../../../src/core/flow/flow-options.js';
import {
  AnswerNotDeliveredError,
  acceptResult,
  createElicitationFlow,
  type ElicitationFlowMachine,
  type ElicitationFlowOptions,
  type ElicitContent,
  type ElicitResult,
  parseElicitRequest,
} from '../../../src/core/index.js';

const server = { name: 'weather' };
const formParams = {
  mode: 'form',
  message: 'Which city?',
  requestedSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', title: 'City', minLength: 2 },
      days: { type: 'integer', maximum: 7 },
    },
    required: ['city'],
  },
};
const urlParams = { mode: 'url', message: 'Sign in to continue', url: 'https://login.example.com/start' };
const legacyUrlParams = { ...urlParams, elicitationId: 'e-1' };

interface Harness {
  flow: ElicitationFlowMachine;
  results: ElicitResult[];
  /** Every state the flow published, in order. */
  states: ReturnType<ElicitationFlowMachine['getState']>[];
  opened: string[];
  options: ElicitationFlowOptions;
  stop: () => void;
}

function start(
  params: unknown,
  extra: Partial<ElicitationFlowOptions> = {},
  view: ElicitationFlowView = {},
): Harness {
  const results: ElicitResult[] = [];
  const opened: string[] = [];
  const options: ElicitationFlowOptions = {
    server,
    parse: parseElicitRequest,
    onResult: (result) => {
      results.push(result);
    },
    ...extra,
  };
  const flow = createElicitationFlow(params, options);
  // What a view plugs in: its form's "changed anything?", how it opens links.
  flow.attach({ openUrl: (href) => opened.push(href), ...view });
  const states = [flow.getState()];
  flow.subscribe(() => states.push(flow.getState()));
  const stop = flow.connect();
  return { flow, results, states, opened, options, stop };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createElicitationFlow without React', () => {
  it('given a form request, should go form → review → send, refusing what the schema refuses at both doors, and answer once', () => {
    let dirty = false;
    const { flow, results, states, stop } = start(formParams, {}, { isDirty: () => dirty });
    expect(flow.getState()).toMatchObject({ phase: 'form', open: true, locked: false, confirmation: false });
    expect(flow.getState().request?.mode).toBe('form');

    // The checking door returns why, in the flow's words; nothing is sent.
    const errors = flow.accept({ city: 'A' });
    expect(errors).toEqual([expect.objectContaining({ field: 'city', code: 'minLength' })]);
    // The raw door throws the typed error; the flow is as it was.
    const before = flow.getState();
    expect(() => flow.finish(acceptResult({ city: 'Lisbon', days: 9 }))).toThrow(AnswerNotDeliveredError);
    expect(() => flow.finish(acceptResult({ city: 'Lisbon', extra: 1 } as ElicitContent))).toThrow(
      expect.objectContaining({ kind: 'invalid-content' }),
    );
    expect(flow.getState()).toBe(before);
    expect(results).toEqual([]);

    // The person typed; a stray dismissal asks first, and keeping going asks nothing more.
    dirty = true;
    flow.dismiss();
    expect(flow.getState().asking).toBe('discard');
    flow.keepGoing();
    expect(flow.getState().asking).toBeUndefined();

    flow.setPhase('review');
    expect(flow.getState().phase).toBe('review');
    flow.finish(acceptResult({ city: 'Lisbon', days: 3 }));
    flow.finish(acceptResult({ city: 'Porto' }));
    flow.decline();
    expect(results).toEqual([{ action: 'accept', content: { city: 'Lisbon', days: 3 } }]);
    expect(flow.getState()).toMatchObject({ answered: true, locked: true, open: false });
    expect(flow.getState().result).toEqual(results[0]);
    // Every change was published as a new state object; no two in a row are the same object.
    expect(new Set(states).size).toBe(states.length);

    // Gone for good after the answer: nothing more.
    flow.abandon();
    stop();
    expect(results).toHaveLength(1);
  });

  it('given a delivery that is refused with invalid-content, should go back to the form, say why, and let a valid answer through', async () => {
    let reject = true;
    const results: ElicitResult[] = [];
    const { flow } = start(formParams, {
      onResult: async (result) => {
        results.push(result);
        if (reject) throw new AnswerNotDeliveredError('invalid-content', []);
      },
    });
    flow.setPhase('review');
    flow.finish(acceptResult({ city: 'Lisbon' }));
    expect(flow.getState()).toMatchObject({ sending: true, locked: true });
    await flush();
    expect(flow.getState()).toMatchObject({ phase: 'form', sending: false, answered: false, open: true });
    expect(flow.getState().undelivered?.kind).toBe('invalid-content');
    reject = false;
    expect(flow.accept({ city: 'Porto' })).toEqual([]);
    await flush();
    expect(results.map((result) => result.content)).toEqual([{ city: 'Lisbon' }, { city: 'Porto' }]);
    expect(flow.getState()).toMatchObject({ open: false, answered: true, undelivered: undefined });
  });

  it('given a dismissal with nothing typed, then an unmount, should report cancel once', () => {
    const { flow, results } = start(formParams);
    flow.dismiss();
    flow.abandon();
    expect(results).toEqual([{ action: 'cancel' }]);
    expect(flow.getState().open).toBe(false);
  });

  it('given a view that goes away unanswered, should report cancel', () => {
    const { flow, results } = start(formParams);
    flow.abandon();
    flow.abandon();
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('given the signal aborting, should expire, lock, say why, and report nothing, not even on unmount', () => {
    const controller = new AbortController();
    const { flow, results } = start(formParams, { signal: controller.signal });
    controller.abort();
    expect(flow.getState()).toMatchObject({
      expired: true,
      locked: true,
      closeOnly: true,
      endedBy: undefined,
    });
    expect(flow.accept({ city: 'Lisbon' })).toEqual([]);
    flow.decline();
    flow.abandon();
    expect(results).toEqual([]);
    flow.dismiss();
    expect(flow.getState().open).toBe(false);
  });

  it('given a controlled open turned false by the host, should report cancel and tell nothing back', () => {
    const onOpenChange = vi.fn();
    const { flow, results, options } = start(formParams, { open: true, onOpenChange });
    flow.update({ ...options, open: false });
    expect(results).toEqual([{ action: 'cancel' }]);
    expect(flow.getState().open).toBe(false);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('given the host’s options again with a new but equal server object (an inline literal), should publish nothing', () => {
    const { flow, states, options } = start(formParams);
    const before = flow.getState();
    flow.update({ ...options, server: { name: 'weather' }, onResult: () => undefined });
    flow.update({ ...options, server: { ...server } });
    expect(flow.getState()).toBe(before);
    expect(states).toHaveLength(1);
    flow.update({ ...options, server: { name: 'weather', title: 'Weather' } });
    expect(flow.getState().server).toEqual({ name: 'weather', title: 'Weather' });
  });

  it('given refused params, should say why once and leave only closing (cancel)', () => {
    const onError = vi.fn();
    const { flow, results, stop } = start(
      { mode: 'form', message: 'x', requestedSchema: { type: 'array' } },
      { onError },
    );
    stop();
    flow.connect();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(flow.getState()).toMatchObject({ request: undefined, closeOnly: true });
    flow.dismiss();
    expect(results).toEqual([{ action: 'cancel' }]);
  });
});

describe('createElicitationFlow without React: URL mode', () => {
  it('given a 2026-07-28 URL request, should open on the click, wait, ask before a stray dismissal, and send accept on Continue', () => {
    const { flow, results, opened } = start(urlParams);
    expect(flow.getState()).toMatchObject({ phase: 'form', urlAccept: 'on-continue' });
    flow.accept();
    expect(results).toEqual([]);
    flow.openUrl();
    expect(opened).toEqual(['https://login.example.com/start']);
    expect(flow.getState().phase).toBe('waiting');
    expect(results).toEqual([]);
    flow.openUrl();
    expect(opened).toHaveLength(1);

    flow.dismiss();
    expect(flow.getState().asking).toBe('stop-waiting');
    flow.keepGoing();
    flow.accept({ ignored: 'content' });
    expect(results).toEqual([{ action: 'accept' }]);
    expect(flow.getState().open).toBe(false);
  });

  it('given a 2026-07-28 retry for the address just continued from ("not finished yet"), should start waiting and cancel on confirm', () => {
    const { flow, results } = start(urlParams, { notFinished: true });
    expect(flow.getState().phase).toBe('waiting');
    flow.dismiss();
    flow.confirm();
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('given a 2026-07-28 request completed while waiting, should send the accept held for Continue, once', () => {
    const { flow, results, options } = start(urlParams);
    flow.openUrl();
    flow.update({ ...options, completed: true });
    flow.update({ ...options, completed: true });
    expect(results).toEqual([{ action: 'accept' }]);
    expect(flow.getState()).toMatchObject({ phase: 'completed', closeOnly: true });
  });

  it('given the completion told with complete() (as a queue does), should complete only a waiting request, once', () => {
    const { flow, results } = start(urlParams);
    expect(flow.complete()).toBe(false);
    expect(flow.getState().phase).toBe('form');
    flow.openUrl();
    expect(flow.complete()).toBe(true);
    expect(flow.complete()).toBe(false);
    expect(results).toEqual([{ action: 'accept' }]);
    expect(flow.getState()).toMatchObject({ phase: 'completed', closeOnly: true });
  });

  it('given a 2025-11-25 URL request, should send accept on Open, wait, and complete on the notification with nothing more', () => {
    const onOpenUrl = vi.fn();
    const { flow, results, options, opened } = start(legacyUrlParams, { onOpenUrl });
    expect(flow.getState().urlAccept).toBe('on-open');
    flow.openUrl();
    expect(onOpenUrl).toHaveBeenCalledTimes(1);
    expect(opened).toHaveLength(1);
    expect(results).toEqual([{ action: 'accept' }]);
    expect(flow.getState()).toMatchObject({ phase: 'waiting', answered: true, open: true });
    // The server's notification: the waiting request completes, and nothing more is sent.
    flow.update({ ...options, completed: true });
    expect(flow.getState()).toMatchObject({ phase: 'completed', closeOnly: true });
    expect(results).toHaveLength(1);
    flow.dismiss();
    expect(flow.getState().open).toBe(false);
    expect(results).toHaveLength(1);
  });

  it('given a blocked URL, should never open it', () => {
    const { flow, opened } = start({ mode: 'url', message: 'x', url: 'javascript:alert(1)' });
    flow.openUrl();
    expect(opened).toEqual([]);
    expect(flow.getState().phase).toBe('form');
  });
});
