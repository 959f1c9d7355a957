// What the drafts add to requestWithInput's retries (SEP-2643's echo, SEP-3221's secureArguments), and spec PR
// #2778's requestState bound, against scripted results; the same on the wire with both SDKs is in
// test/core/host/drafts-wire.test.ts.
import { describe, expect, it, vi } from 'vitest';
import {
  acceptResult,
  type ElicitationAnswer,
  ElicitationError,
  requestWithInput,
} from '../../../src/core/index.js';
import {
  AUTHORIZATION_CONTEXT_ID_META_KEY,
  AUTHORIZATION_META_KEY,
} from '../../../src/core/wire/authorization-denial.js';
import { authorizationDenials } from '../../../src/drafts-sep2643.js';

type Params = Record<string, unknown>;

const denials = authorizationDenials({ assured: true });
const envelope = (id: string) => ({
  reason: 'insufficient_authorization',
  remediation: 'available',
  authorizationContextId: id,
  remediationHints: [{ type: 'url' }],
});
const approveAt = {
  method: 'elicitation/create',
  params: { mode: 'url', message: 'Approve', url: 'https://a.example/ok' },
};
const confirm = {
  method: 'elicitation/create',
  params: { message: 'Sure?', requestedSchema: { type: 'object', properties: {} } },
};
const done = { content: [{ type: 'text', text: 'done' }] };

/** A scripted server: each call gets the next result; every call's params are kept, as sent. */
function scripted(results: unknown[]) {
  const calls: Params[] = [];
  const send = vi.fn(async (params: Params) => {
    calls.push(JSON.parse(JSON.stringify(params)) as Params);
    return results.shift();
  });
  return { send, calls };
}

const accept: ElicitationAnswer = async () => acceptResult();

describe('requestWithInput with SEP-2643 (authorizationDenials)', () => {
  const denial = (id: string, extra: Params = {}) => ({
    resultType: 'input_required',
    inputRequests: { approve: approveAt, confirm },
    requestState: 's1',
    _meta: { [AUTHORIZATION_META_KEY]: envelope(id) },
    ...extra,
  });

  it("should echo the denial's id in the retry's _meta, verbatim, beside the host's own _meta keys", async () => {
    const { send, calls } = scripted([denial('authzctx_7c5d1d79'), done]);
    await requestWithInput(send, { name: 'files.list_folder', _meta: { trace: 't-1' } }, accept, {
      experimental: { sep2643: denials },
    });
    expect(calls[1]?._meta).toEqual({
      trace: 't-1',
      [AUTHORIZATION_CONTEXT_ID_META_KEY]: 'authzctx_7c5d1d79',
    });
    expect(calls[1]).toMatchObject({ requestState: 's1', inputResponses: { approve: { action: 'accept' } } });
    // The first send is the host's params as given.
    expect(calls[0]).toEqual({ name: 'files.list_folder', _meta: { trace: 't-1' } });
  });

  it('should hand the URL-mode request (only it) the envelope its result carried', async () => {
    const seen: Record<string, unknown> = {};
    const { send } = scripted([denial('authzctx_1'), done]);
    await requestWithInput(
      send,
      { name: 'x' },
      async (params, key) => {
        seen[key] = (params as { _meta?: Params })._meta?.[AUTHORIZATION_META_KEY];
        return acceptResult();
      },
      { experimental: { sep2643: denials } },
    );
    expect(seen).toEqual({ approve: envelope('authzctx_1'), confirm: undefined });
  });

  it('should echo each round its own id, and none after a round without a denial', async () => {
    const { send, calls } = scripted([
      denial('first'),
      denial('second'),
      { resultType: 'input_required', inputRequests: { confirm } },
      done,
    ]);
    await requestWithInput(send, { name: 'x' }, accept, { experimental: { sep2643: denials } });
    const echoed = calls.map(
      (call) => (call._meta as Params | undefined)?.[AUTHORIZATION_CONTEXT_ID_META_KEY],
    );
    expect(echoed).toEqual([undefined, 'first', 'second', undefined]);
  });

  it('without the opt-in, should send exactly what it sent before: no echo, no envelope handed on', async () => {
    const seen: unknown[] = [];
    const { send, calls } = scripted([denial('authzctx_1'), done]);
    await requestWithInput(send, { name: 'x' }, async (params) => {
      seen.push((params as { _meta?: unknown })._meta);
      return acceptResult();
    });
    expect('_meta' in (calls[1] ?? {})).toBe(false);
    expect(seen).toEqual([undefined, undefined]);
  });
});

describe('requestWithInput with SEP-3221 (secureArguments)', () => {
  const ask = { resultType: 'input_required', inputRequests: { confirm }, requestState: 's' };

  it('should send the secureArguments as first sent on every retry, whatever happens to the host object', async () => {
    const secureArguments = { instance: 'db-prod-checkout-04', session_token: 'ephemeral-token-xyz' };
    const { send, calls } = scripted([ask, ask, done]);
    await requestWithInput(
      send,
      { name: 'execute_sql', arguments: { query: 'SELECT 1' }, secureArguments },
      async () => {
        // The host's object changes while the person answers (a re-bound parameter, a bug): not the call's.
        secureArguments.instance = 'db-executive-payroll';
        return acceptResult();
      },
      { experimental: { sep3221: true } },
    );
    expect(calls.map((call) => call.secureArguments)).toEqual([
      { instance: 'db-prod-checkout-04', session_token: 'ephemeral-token-xyz' },
      { instance: 'db-prod-checkout-04', session_token: 'ephemeral-token-xyz' },
      { instance: 'db-prod-checkout-04', session_token: 'ephemeral-token-xyz' },
    ]);
  });

  it('without the opt-in, should send what the host object holds at each retry, as before', async () => {
    const secureArguments = { instance: 'db-1' };
    const { send, calls } = scripted([ask, done]);
    await requestWithInput(send, { name: 'q', secureArguments }, async () => {
      secureArguments.instance = 'db-2';
      return acceptResult();
    });
    expect(calls.map((call) => call.secureArguments)).toEqual([{ instance: 'db-1' }, { instance: 'db-2' }]);
  });

  it('given secureArguments that are not an object, should throw a TypeError before anything is sent', async () => {
    for (const secureArguments of ['token', ['a'], null]) {
      const { send } = scripted([done]);
      await expect(
        requestWithInput(send, { name: 'q', secureArguments }, accept, { experimental: { sep3221: true } }),
      ).rejects.toThrow(/secureArguments must be an object .*SEP-3221/);
      expect(send).not.toHaveBeenCalled();
    }
  });
});

describe('requestWithInput and spec PR #2778: requestState at most 65,536 characters', () => {
  it('given a longer requestState, should throw an ElicitationError at /requestState and send no retry', async () => {
    const { send } = scripted([
      { resultType: 'input_required', inputRequests: { confirm }, requestState: 'x'.repeat(65_537) },
    ]);
    const answer = vi.fn(accept);
    const error = await requestWithInput(send, { name: 'q' }, answer).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ElicitationError);
    expect((error as ElicitationError).issues).toEqual([
      { path: '/requestState', code: 'limit-exceeded', message: expect.stringContaining('65536') },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(answer).not.toHaveBeenCalled();
  });

  it('given exactly 65,536 characters (astral ones counted once), should echo it byte for byte', async () => {
    const state = '🙂'.repeat(65_536);
    const { send, calls } = scripted([
      { resultType: 'input_required', inputRequests: { confirm }, requestState: state },
      done,
    ]);
    await requestWithInput(send, { name: 'q' }, accept);
    expect(calls[1]?.requestState === state).toBe(true);
  });
});
