import { RequestError } from '@agentclientprotocol/sdk';
import { describe, expect, it } from 'vitest';
import { refusalOf, toAcpResponse, withdrawnError } from '../../src/acp/acp-response.js';
import { ElicitationError } from '../../src/core/index.js';

describe("toAcpResponse: the answer in ACP's CreateElicitationResponse shape", () => {
  it('given each action / should give exactly the fields ACP types', () => {
    expect(toAcpResponse({ action: 'accept', content: { n: 2, tags: ['a'], ok: true } })).toEqual({
      action: 'accept',
      content: { n: 2, tags: ['a'], ok: true },
    });
    expect(toAcpResponse({ action: 'accept' })).toStrictEqual({ action: 'accept' });
    expect(toAcpResponse({ action: 'decline' })).toStrictEqual({ action: 'decline' });
    expect(toAcpResponse({ action: 'cancel' })).toStrictEqual({ action: 'cancel' });
  });

  it("given the answer's _meta (the Codex persist convention) / should carry it, and nothing else", () => {
    const extra = { action: 'accept', content: { a: 'x' }, _meta: { persist: 'session' }, stray: 1 } as never;
    expect(toAcpResponse(extra)).toStrictEqual({
      action: 'accept',
      content: { a: 'x' },
      _meta: { persist: 'session' },
    });
  });
});

describe('the errors, as the SDK puts them on the wire', () => {
  it('given a refused request / should be -32602 with every issue in data', () => {
    const issues = [{ path: '/mode', message: 'mode is required', code: 'invalid-request' as const }];
    const error = refusalOf(new ElicitationError(issues));
    expect(error).toBeInstanceOf(RequestError);
    expect(error.toErrorResponse()).toEqual({
      code: -32602,
      message: 'Invalid params: Invalid elicitation request: /mode: mode is required',
      data: { issues },
    });
  });

  it("given a withdrawn request / should be -32800, the SDK's own reason when it gave one", () => {
    const controller = new AbortController();
    const reason = RequestError.requestCancelled({ requestId: 4 });
    controller.abort(reason);
    expect(withdrawnError(controller.signal)).toBe(reason);
    const closed = new AbortController();
    closed.abort(new Error('ACP connection closed'));
    expect(withdrawnError(closed.signal).code).toBe(-32800);
  });
});
