/**
 * The parse the queue and the views use by default (issue 40): every check `parseElicitRequest` makes, at once, and a
 * URL's analysis (with the public-suffix list) loaded the first time a URL request comes. Each test gets the modules
 * fresh, so "not loaded yet" is true at its start.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

/** The modules as a page has them before any URL request: the analysis not loaded. */
async function fresh() {
  const onDemand = await import('../../../src/core/request/parse-on-demand.js');
  const pending = await import('../../../src/core/request/pending-analysis.js');
  const parsed = await import('../../../src/core/request/parse-request.js');
  const now = await import('../../../src/core/request/parse-elicit-request.js');
  const loader = await import('../../../src/core/url/analysis-loader.js');
  return { ...onDemand, ...pending, ...parsed, ...now, ...loader };
}

const lookalike = {
  mode: 'url',
  message: 'Sign in',
  url: 'https://xn--80ak6aa92e.com/login',
  elicitationId: 'e-1',
};
const form = {
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
};

describe('parseOnDemand', () => {
  it('given a URL request before the analysis is loaded / should return it at once, blocked as unchecked, with nothing said about the address but the address', async () => {
    const { parseOnDemand, analysedRequestOf, isElicitationRequest } = await fresh();
    const request = parseOnDemand(lookalike, {});
    expect(request).toMatchObject({ mode: 'url', message: 'Sign in', elicitationId: 'e-1' });
    if (request.mode !== 'url') throw new Error('not a URL request');
    expect(request.url).toEqual({
      href: 'https://xn--80ak6aa92e.com/login',
      scheme: 'https',
      host: 'xn--80ak6aa92e.com',
      displayHost: 'xn--80ak6aa92e.com',
      warnings: [],
      blocked: true,
      blockReason: 'unchecked',
    });
    expect(isElicitationRequest(request)).toBe(true);
    expect(analysedRequestOf(request)).toBeInstanceOf(Promise);
  });

  it('given the analysis loaded / should hand over the request parseElicitRequest returns, trusted as parsed, and analyse later requests at once', async () => {
    const { parseOnDemand, analysedRequestOf, isElicitationRequest, parseElicitRequest, loadedUrlAnalysis } =
      await fresh();
    expect(loadedUrlAnalysis()).toBeUndefined();
    const first = parseOnDemand(lookalike, {});
    const analysed = await analysedRequestOf(first);
    expect(analysed).toEqual(parseElicitRequest(lookalike));
    expect(analysed?.url.warnings.map((warning) => warning.code)).toEqual(['punycode', 'lookalike']);
    expect(isElicitationRequest(analysed)).toBe(true);
    // From now on, at once: nothing waits.
    const next = parseOnDemand(lookalike, {});
    expect(next).toEqual(analysed);
    expect(analysedRequestOf(next)).toBeUndefined();
  });

  it('given a URL the checks refuse or block / should throw or block at once, as parseElicitRequest does, before any analysis', async () => {
    const { parseOnDemand, parseElicitRequest } = await fresh();
    const refusal = (parse: (params: unknown) => unknown, params: unknown) => {
      try {
        parse(params);
      } catch (error) {
        return (error as { issues?: unknown }).issues;
      }
      return 'taken';
    };
    // Spec PR #2778's `^https?://` first, then the checks that need no analysis (unparseable, too long).
    for (const url of ['/relative', 'not a url', 'https://', `https://example.com/${'a'.repeat(10_001)}`]) {
      const params = { mode: 'url', message: 'Go', url };
      const issues = refusal((given) => parseOnDemand(given, {}), params);
      expect(issues, url).toEqual(refusal(parseElicitRequest, params));
      expect(issues, url).toHaveLength(1);
    }
    // A host no DNS name can have is blocked, not refused, at once (a `javascript:` link is refused by the pattern).
    const overlong = parseOnDemand({ mode: 'url', message: 'Go', url: `https://${'a'.repeat(64)}.com/` }, {});
    expect(overlong.mode === 'url' && overlong.url).toMatchObject({
      blocked: true,
      blockReason: 'invalid-host',
    });
  });

  it('given a SEP-2643 denial without assurance / should keep its URL blocked once analysed, as parseElicitRequest does', async () => {
    const { parseOnDemand, analysedRequestOf, parseElicitRequest } = await fresh();
    const { authorizationDenials } = await import('../../../src/drafts-sep2643.js');
    const options = { experimental: { sep2643: authorizationDenials({ assured: false }) } };
    const denied = {
      mode: 'url',
      message: 'Approve access',
      url: 'https://approve.example.com/folder',
      _meta: {
        'io.modelcontextprotocol/authorization': {
          reason: 'insufficient_authorization',
          remediation: 'available',
          remediationHints: [{ type: 'url' }],
        },
      },
    };
    const request = parseOnDemand(denied, options);
    expect(request.mode === 'url' && request.denial?.assured).toBe(false);
    expect(request.mode === 'url' && request.url).toMatchObject({ blocked: true, blockReason: 'unchecked' });
    // Read again once the analysis is in, the denial's rule holds: blocked for no reason of the address's own.
    const analysed = await analysedRequestOf(request);
    expect(analysed?.url).toMatchObject({ blocked: true, registrableDomain: 'example.com' });
    expect(analysed?.url.blockReason).toBeUndefined();
    expect(analysed?.denial).toMatchObject({ assured: false, reason: 'insufficient_authorization' });
    expect(analysed).toEqual(parseElicitRequest(denied, options));
  });

  it('given a form request / should parse it as parseElicitRequest does, with no analysis to wait for', async () => {
    const { parseOnDemand, analysedRequestOf, parseElicitRequest } = await fresh();
    const request = parseOnDemand(form, {});
    expect(request).toEqual(parseElicitRequest(form));
    expect(analysedRequestOf(request)).toBeUndefined();
  });
});

describe('parseChecksOnly', () => {
  it('given a URL request / should make every check and never analyse it (the bridge relays, the page analyses)', async () => {
    const { parseChecksOnly, analysedRequestOf, loadedUrlAnalysis } = await fresh();
    const request = parseChecksOnly(lookalike, {});
    expect(request.mode === 'url' && request.url).toMatchObject({ blocked: true, blockReason: 'unchecked' });
    expect(analysedRequestOf(request)).toBeUndefined();
    expect(() => parseChecksOnly({ mode: 'url', message: 'Go', url: 'https://' }, {})).toThrow(
      'url must be an absolute URL',
    );
    await Promise.resolve();
    expect(loadedUrlAnalysis()).toBeUndefined();
  });
});
