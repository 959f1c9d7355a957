// SEP-2643 (commit 6bff817c): a URL-mode request carrying an authorization denial, read with the draft opted in,
// refused field by field when malformed, and exactly as before without it.
import { describe, expect, it } from 'vitest';
import { ElicitationError, type ElicitationRequest, parseElicitRequest } from '../../../src/core/index.js';
import { denialDraftOf } from '../../../src/core/request/denial-link.js';
import { AUTHORIZATION_META_KEY } from '../../../src/core/wire/authorization-denial.js';
import type { ElicitationIssue } from '../../../src/core/wire/errors.js';
import { authorizationDenials } from '../../../src/drafts-sep2643.js';

const assured = authorizationDenials({ assured: true });
const unassured = authorizationDenials({ assured: false });

const envelope = {
  reason: 'insufficient_authorization',
  remediation: 'available',
  authorizationContextId: 'authzctx_7c5d1d79',
  remediationHints: [{ type: 'url' }],
};

const denied = (denial: unknown = envelope, extra: Record<string, unknown> = {}) => ({
  mode: 'url',
  message: 'Open this page to approve access to the requested folder.',
  url: 'https://mcp.example.com/approve-folder-access',
  _meta: { [AUTHORIZATION_META_KEY]: denial },
  ...extra,
});

function urlOf(request: ElicitationRequest) {
  if (request.mode !== 'url') throw new Error('expected URL mode');
  return request;
}

function issuesOf(params: unknown): readonly ElicitationIssue[] {
  try {
    parseElicitRequest(params, { experimental: { sep2643: assured } });
  } catch (error) {
    expect(error).toBeInstanceOf(ElicitationError);
    return (error as ElicitationError).issues;
  }
  throw new Error('expected a refusal');
}

const at = (path: string) => `/_meta/io.modelcontextprotocol~1authorization${path}`;

describe('SEP-2643: a denied URL-mode request', () => {
  it('given the opt-in, should read the denial: reason, remediation, the id, the hints it knows', () => {
    const request = urlOf(parseElicitRequest(denied(), { experimental: { sep2643: assured } }));
    expect(request.denial).toEqual({
      reason: 'insufficient_authorization',
      remediation: 'available',
      authorizationContextId: 'authzctx_7c5d1d79',
      hints: [{ type: 'url' }],
      assured: true,
    });
    // Assured: every URL guard as for any request, and it can be opened.
    expect(request.url).toMatchObject({ blocked: false, registrableDomain: 'example.com' });
    expect(denialDraftOf(request.denial)).toBe(assured);
  });

  it('given no assurance, should block the URL (never opened) and keep the address and its warnings', () => {
    const request = urlOf(
      parseElicitRequest(denied(envelope, { url: 'https://user@approve.example.com/x' }), {
        experimental: { sep2643: unassured },
      }),
    );
    expect(request.denial?.assured).toBe(false);
    expect(request.url).toMatchObject({ blocked: true, host: 'approve.example.com' });
    expect(request.url.blockReason).toBeUndefined();
    expect(request.url.warnings.map((warning) => warning.code)).toEqual(['userinfo']);
  });

  it('should ignore hint types the SEP does not define, and read authorization_details as their types', () => {
    const request = urlOf(
      parseElicitRequest(
        denied({
          ...envelope,
          remediationHints: [
            { type: 'ciba', channel: 'push' },
            { type: 'url' },
            { type: 'authorization_remediation', authorization_details: [{ type: 'payment_initiation' }] },
            { type: 'task' },
          ],
        }),
        { experimental: { sep2643: assured } },
      ),
    );
    expect(request.denial?.hints).toEqual([
      { type: 'url' },
      { type: 'authorization-remediation', details: ['payment_initiation'] },
      { type: 'task' },
    ]);
  });

  it('given a denial without an id, should read it without one', () => {
    const { authorizationContextId: _id, ...withoutId } = envelope;
    const request = urlOf(parseElicitRequest(denied(withoutId), { experimental: { sep2643: assured } }));
    expect(request.denial && 'authorizationContextId' in request.denial).toBe(false);
  });

  it.each([
    ['not an object', 'deny', [at('')]],
    ['no reason', { ...envelope, reason: undefined }, [at('/reason')]],
    ['an unknown remediation', { ...envelope, remediation: 'maybe' }, [at('/remediation')]],
    ['a numeric id', { ...envelope, authorizationContextId: 7 }, [at('/authorizationContextId')]],
    [
      'hints that are no array',
      { ...envelope, remediationHints: { type: 'url' } },
      [at('/remediationHints')],
    ],
    ['a hint without a type', { ...envelope, remediationHints: [{}] }, [at('/remediationHints/0/type')]],
    [
      'hints beside remediation "unavailable" (the SEP: MUST NOT be present)',
      { ...envelope, remediation: 'unavailable' },
      [at('/remediationHints')],
    ],
    [
      'malformed authorization_details',
      { ...envelope, remediationHints: [{ type: 'url' }, { type: 'authorization_remediation' }] },
      [at('/remediationHints/1/authorization_details')],
    ],
    ['no url hint', { ...envelope, remediationHints: [{ type: 'task' }] }, [at('')]],
    [
      'remediation "undisclosed" on a URL request',
      { reason: 'insufficient_authorization', remediation: 'undisclosed' },
      [at('')],
    ],
  ])('given an envelope with %s, should refuse the request at its path', (_name, bad, paths) => {
    const issues = issuesOf(denied(bad));
    expect(issues.map((issue) => issue.path)).toEqual(paths);
    expect(
      issues.every((issue) => issue.code === 'invalid-request' && issue.message.includes('SEP-2643')),
    ).toBe(true);
  });

  it('without the opt-in, should read nothing: no denial, the URL as before, a malformed envelope ignored', () => {
    for (const params of [denied(), denied('deny')]) {
      const request = urlOf(parseElicitRequest(params));
      expect('denial' in request).toBe(false);
      expect(request.url.blocked).toBe(false);
    }
    expect(
      urlOf(parseElicitRequest(denied(), { experimental: { sep2643: false as never } })).denial,
    ).toBeUndefined();
  });

  it('given a form request carrying an envelope, should leave it alone: a denial asks at a URL', () => {
    const request = parseElicitRequest(
      {
        message: 'Why?',
        requestedSchema: { type: 'object', properties: { why: { type: 'string' } } },
        _meta: { [AUTHORIZATION_META_KEY]: envelope },
      },
      { experimental: { sep2643: assured } },
    );
    expect(request.mode).toBe('form');
    expect('denial' in request).toBe(false);
  });

  it('given a wrong opt-in value, should throw a TypeError naming the entry', () => {
    expect(() => parseElicitRequest(denied(), { experimental: { sep2643: true as never } })).toThrow(
      /authorizationDenials\(\{ assured \}\) from mcp-elicitation-react\/drafts\/sep2643/,
    );
    expect(() => authorizationDenials({} as never)).toThrow(TypeError);
    expect(() => authorizationDenials(undefined as never)).toThrow(TypeError);
  });
});
