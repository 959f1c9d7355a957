import { describe, expect, it } from 'vitest';
import { ElicitationError, parseElicitRequest, parseFormRequest } from '../../../src/core/index.js';
import { isElicitationRequest } from '../../../src/core/request/parse-request.js';
import {
  allVariantsRequest,
  apiKeyUrlRequest,
  contactInfoRequest,
  everythingElicitationRequest,
  githubUsernameRequest,
} from '../../fixtures/requests.js';

function refusal(params: unknown, options?: Parameters<typeof parseFormRequest>[1]): ElicitationError {
  try {
    parseFormRequest(params, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ElicitationError);
    return error as ElicitationError;
  }
  throw new Error('expected parseFormRequest to throw');
}

describe('parseFormRequest', () => {
  it.each([
    ['the simple text request', githubUsernameRequest],
    ['the contact request', contactInfoRequest],
    ['every field variant', allVariantsRequest],
    ["the Everything server's request", everythingElicitationRequest],
  ])('given %s / should return what parseElicitRequest returns', (_name, params) => {
    expect(parseFormRequest(params)).toEqual(parseElicitRequest(params));
  });

  it('given a pydantic Optional reference / should rewrite it as parseElicitRequest does, and refuse it with strict', () => {
    const params = {
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { note: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
      },
    };
    expect(parseFormRequest(params)).toEqual(parseElicitRequest(params));
    expect(refusal(params, { strict: true }).issues).toEqual(
      (() => {
        try {
          parseElicitRequest(params, { strict: true });
        } catch (error) {
          return (error as ElicitationError).issues;
        }
        throw new Error('expected strict parseElicitRequest to throw');
      })(),
    );
  });

  it('given a URL-mode request / should refuse it as an unsupported mode, with every other issue too', () => {
    const error = refusal(apiKeyUrlRequest);
    expect(error.code).toBe('unsupported-mode');
    expect(error.issues).toEqual([
      {
        path: '/mode',
        message: 'mode "url" is not supported; this client accepts form mode only',
        code: 'unsupported-mode',
      },
    ]);
    const noMessage = refusal({ mode: 'url', url: 'https://example.com' });
    expect(noMessage.issues.map((issue) => issue.path)).toEqual(['/message', '/mode']);
  });

  it('given a mode no revision defines / should refuse it as unsupported', () => {
    expect(refusal({ mode: 'sampling', message: 'm' }).code).toBe('unsupported-mode');
  });

  it('given hostile params / should end in the same typed errors as parseElicitRequest', () => {
    const cyclic: Record<string, unknown> = { message: 'x' };
    cyclic.self = cyclic;
    expect(refusal(cyclic).issues[0]?.message).toBe('the request refers to itself, which JSON cannot');
    const throwing = {
      message: 'x',
      get requestedSchema() {
        throw new Error('boom');
      },
    };
    expect(refusal(throwing).issues[0]?.message).toContain('could not be read');
    expect(refusal('form').code).toBe('invalid-request');
    const big = { message: 'x'.repeat(200), requestedSchema: { type: 'object', properties: {} } };
    expect(refusal(big, { limits: { maxRequestBytes: 100 } }).code).toBe('limit-exceeded');
  });

  it('given its result / should be trusted as a parsed request, and a copy should not', () => {
    const request = parseFormRequest(githubUsernameRequest);
    expect(isElicitationRequest(request)).toBe(true);
    expect(isElicitationRequest({ ...request })).toBe(false);
  });
});
