import { describe, expect, it } from 'vitest';
import { readAcpRequest } from '../../src/acp/acp-request.js';
import { ElicitationError } from '../../src/core/index.js';

const issuesOf = (raw: unknown, modes = { form: true, url: true }) => {
  try {
    readAcpRequest(raw, modes);
  } catch (error) {
    if (error instanceof ElicitationError) return error.issues;
    throw error;
  }
  return [];
};

const url = {
  sessionId: 's',
  mode: 'url',
  message: 'Sign in',
  url: 'https://example.com/a',
  elicitationId: 'e1',
};

describe('readAcpRequest: what ACP asks beyond MCP', () => {
  it('given a valid form or URL request / should return MCP-shaped params and the scope', () => {
    expect(readAcpRequest(url, { url: true })).toEqual({
      params: { mode: 'url', message: 'Sign in', url: 'https://example.com/a', elicitationId: 'e1' },
      scope: { sessionId: 's' },
    });
    expect(
      readAcpRequest({ requestId: 2, mode: 'form', message: 'OK?', requestedSchema: {} }, {}).scope,
    ).toEqual({ requestId: 2 });
  });

  it('given no mode / should refuse it: ACP requires one (MCP would take form)', () => {
    expect(issuesOf({ sessionId: 's', message: 'm', requestedSchema: {} })).toEqual([
      { path: '/mode', message: expect.stringMatching(/mode is required/), code: 'invalid-request' },
    ]);
  });

  it('given a URL request without elicitationId / should refuse it: elicitation/complete names it', () => {
    const { elicitationId: _, ...withoutId } = url;
    expect(issuesOf(withoutId)).toEqual([
      {
        path: '/elicitationId',
        message: expect.stringMatching(/required in URL mode/),
        code: 'invalid-request',
      },
    ]);
  });

  it('given a mode this client did not declare / should refuse it as unsupported', () => {
    expect(issuesOf(url, { form: true, url: false })).toEqual([
      { path: '/mode', message: expect.stringMatching(/did not declare url-mode/), code: 'unsupported-mode' },
    ]);
    expect(issuesOf({ ...url, mode: 'form', requestedSchema: {} }, { form: false, url: true })).toEqual([
      {
        path: '/mode',
        message: expect.stringMatching(/did not declare form-mode/),
        code: 'unsupported-mode',
      },
    ]);
  });

  it('given several problems / should list every one at once', () => {
    expect(issuesOf({ message: 'm', requestId: 1, sessionId: 's' }).map((issue) => issue.path)).toEqual([
      '/mode',
      '',
    ]);
  });

  it('given params that are not an object / should refuse them', () => {
    for (const raw of [null, [], 'x', undefined]) {
      expect(issuesOf(raw)).toEqual([
        { path: '', message: 'params must be an object', code: 'invalid-request' },
      ]);
    }
  });
});
