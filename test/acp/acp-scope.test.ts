import { describe, expect, it } from 'vitest';
import { acpOrigin, readAcpScope } from '../../src/acp/acp-scope.js';
import type { ElicitationIssue } from '../../src/core/wire/errors.js';

const read = (params: Record<string, unknown>) => {
  const issues: ElicitationIssue[] = [];
  return { scope: readAcpScope(params, issues), issues };
};

describe("readAcpScope: ACP's ElicitationSessionScope or ElicitationRequestScope", () => {
  it('given a session, a tool call of it, or a request / should read each', () => {
    expect(read({ sessionId: 's' })).toEqual({ scope: { sessionId: 's' }, issues: [] });
    expect(read({ sessionId: 's', toolCallId: null })).toEqual({ scope: { sessionId: 's' }, issues: [] });
    expect(read({ sessionId: 's', toolCallId: 'call_1' })).toEqual({
      scope: { sessionId: 's', toolCallId: 'call_1' },
      issues: [],
    });
    for (const requestId of [7, 'req-7', null]) {
      expect(read({ requestId })).toEqual({ scope: { requestId }, issues: [] });
    }
  });

  it('given no scope, both scopes, or a malformed one / should say where, and read none', () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{}, '', /no scope/],
      [{ sessionId: 's', requestId: 1 }, '', /two scopes/],
      // ACP counts a present null as present: still two scopes.
      [{ sessionId: null, requestId: 1 }, '', /two scopes/],
      [{ sessionId: 5 }, '/sessionId', /must be a string/],
      [{ sessionId: 's', toolCallId: 5 }, '/toolCallId', /must be a string/],
      [{ requestId: 1, toolCallId: 't' }, '/toolCallId', /belongs to a session/],
      [{ requestId: 1.5 }, '/requestId', /JSON-RPC id/],
      [{ requestId: {} }, '/requestId', /JSON-RPC id/],
    ];
    for (const [params, path, message] of cases) {
      const { scope, issues } = read(params);
      expect(scope, JSON.stringify(params)).toBeUndefined();
      expect(issues).toEqual([{ path, message: expect.stringMatching(message), code: 'invalid-request' }]);
    }
  });
});

describe('acpOrigin: the scope as "why am I asked"', () => {
  it('given each scope / should name the tool call, the session or the request', () => {
    expect(acpOrigin({ sessionId: 's', toolCallId: 'call_1' })).toEqual({
      method: 'acp/tool_call',
      name: 'call_1',
    });
    expect(acpOrigin({ sessionId: 's' })).toEqual({ method: 'acp/session', name: 's' });
    expect(acpOrigin({ requestId: 3 })).toEqual({ method: 'acp/request', name: '3' });
  });

  it("given the host's tool call / should show its title and its raw input as the arguments", () => {
    const calls = new Map([
      ['s/call_1', { title: 'Reading config.json', rawInput: { path: '/x/config.json' } }],
    ]);
    const lookup = (sessionId: string, toolCallId: string) => calls.get(`${sessionId}/${toolCallId}`);
    expect(acpOrigin({ sessionId: 's', toolCallId: 'call_1' }, lookup)).toEqual({
      method: 'acp/tool_call',
      name: 'Reading config.json',
      arguments: { path: '/x/config.json' },
    });
    // A tool call of another session is not this one.
    expect(acpOrigin({ sessionId: 'other', toolCallId: 'call_1' }, lookup)).toEqual({
      method: 'acp/tool_call',
      name: 'call_1',
    });
  });

  it('given a blank or overlong title / should fall back to the id, which still says which tool call', () => {
    for (const title of ['  ', 'x'.repeat(600), null]) {
      expect(acpOrigin({ sessionId: 's', toolCallId: 'call_1' }, () => ({ title }))).toEqual({
        method: 'acp/tool_call',
        name: 'call_1',
      });
    }
  });
});
