/**
 * The one opt-in for protocol drafts (`ExperimentalDrafts`, issue 32) reaches every parser a host can hand raw
 * params to: the in-page queue, the form-only queue, the consent flow. Off by default: a host that gives nothing
 * parses with no `experimental` at all.
 */

import { describe, expect, it } from 'vitest';
import { createFormElicitationQueue } from '../../../src/core/host/create-queue.js';
import {
  createElicitationFlow,
  createElicitationQueue,
  type ExperimentalDrafts,
  type ParseOptions,
  parseElicitRequest,
} from '../../../src/core/index.js';
import type { ElicitationParser } from '../../../src/core/request/parse-request.js';
import { fileInputs } from '../../../src/drafts-sep2631.js';

const params = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};

function spyParser(): { parse: ElicitationParser; seen: ParseOptions[] } {
  const seen: ParseOptions[] = [];
  const parse: ElicitationParser = (raw, options) => {
    seen.push(options);
    return parseElicitRequest(raw, options);
  };
  return { parse, seen };
}

describe('experimental: the drafts a host speaks reach the parser', () => {
  const drafts: ExperimentalDrafts = { sep2631: fileInputs };

  it('the queue passes its experimental to the parser, and none by default', () => {
    const on = spyParser();
    const queue = createElicitationQueue({ parse: on.parse, experimental: drafts });
    void queue.present(params, { server: { name: 's' }, source: {} });
    expect(on.seen).toEqual([expect.objectContaining({ experimental: drafts })]);

    const off = spyParser();
    void createElicitationQueue({ parse: off.parse }).present(params, { server: { name: 's' }, source: {} });
    expect(off.seen).toHaveLength(1);
    expect(off.seen[0]?.experimental).toBeUndefined();
    queue.cancelAll();
  });

  it('the form-only queue takes the same option', () => {
    const queue = createFormElicitationQueue({ experimental: drafts });
    const answer = queue.present(params, { server: { name: 's' }, source: {} });
    expect(queue.size).toBe(1);
    queue.cancelAll();
    return expect(answer).resolves.toEqual({ action: 'cancel' });
  });

  it('the consent flow parses raw params with its experimental, and without when not given', () => {
    const on = spyParser();
    createElicitationFlow(params, {
      server: { name: 's' },
      onResult: () => undefined,
      parse: on.parse,
      experimental: drafts,
    });
    expect(on.seen).toEqual([{ experimental: drafts }]);

    const off = spyParser();
    createElicitationFlow(params, { server: { name: 's' }, onResult: () => undefined, parse: off.parse });
    expect(off.seen).toEqual([{}]);
  });
});
