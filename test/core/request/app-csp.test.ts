import { describe, expect, it } from 'vitest';
import { appCsp, appDeclaredCsp } from '../../../src/apps/app-csp.js';
import { DEFAULT_APP_CSP } from '../../../src/apps/app-document.js';

const declared = (csp: unknown) => appDeclaredCsp({ ui: { csp } });
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("an app's declared CSP (MCP Apps `_meta.ui.csp`)", () => {
  it('given well-formed origins / should keep them, lower-cased and once each, per kind', () => {
    expect(
      declared({
        connectDomains: ['https://API.example.com', 'wss://live.example.com:8443', 'https://api.example.com'],
        resourceDomains: ['https://*.cdn.example'],
        frameDomains: ['https://player.example'],
        baseUriDomains: ['http://localhost:3000'],
      }),
    ).toEqual({
      connectDomains: ['https://api.example.com', 'wss://live.example.com:8443'],
      resourceDomains: ['https://*.cdn.example'],
      frameDomains: ['https://player.example'],
      baseUriDomains: ['http://localhost:3000'],
      refused: [],
    });
  });

  it('given anything that is not an origin / should refuse it, so no directive can be smuggled in', () => {
    const odd = [
      '*',
      'https:',
      "'unsafe-eval'",
      'https://a.example; script-src *',
      'https://a.example https://b.example',
      'https://a.example/path',
      'data:',
      'javascript://x',
      'https://*',
      'https://a.*.example',
      'https://user@a.example',
      42,
    ];
    const result = declared({ connectDomains: odd, resourceDomains: odd });
    expect(result.connectDomains).toEqual([]);
    expect(result.resourceDomains).toEqual([]);
    expect(result.refused).toHaveLength(odd.length * 2);
  });

  it('given no declaration or an odd one / should be empty', () => {
    const empty = {
      connectDomains: [],
      resourceDomains: [],
      frameDomains: [],
      baseUriDomains: [],
      refused: [],
    };
    for (const meta of [
      undefined,
      null,
      'x',
      {},
      { ui: 'x' },
      { ui: { csp: 'x' } },
      { ui: { csp: { connectDomains: 'https://a.example' } } },
    ])
      expect(appDeclaredCsp(meta)).toEqual(empty);
  });
});

describe("appCsp: the app's policy within the host's allow-list", () => {
  const wish = declared({
    connectDomains: ['https://api.accounts.example', 'https://tracker.example'],
    resourceDomains: ['https://cdn.accounts.example'],
    frameDomains: ['https://player.example'],
    baseUriDomains: ['https://cdn.accounts.example'],
  });

  it('given nothing allowed / should be the default policy, whatever the app declares', () => {
    expect(appCsp(wish, {})).toBe(DEFAULT_APP_CSP);
  });

  it('given an allow-list / should grant only the declared origins it covers, each in its directives', () => {
    const policy = appCsp(wish, {
      connectDomains: ['https://api.accounts.example', 'https://other.example'],
      resourceDomains: ['https://*.accounts.example'],
    });
    expect(directive(policy, 'connect-src')).toBe('https://api.accounts.example');
    for (const name of ['script-src', 'style-src'])
      expect(directive(policy, name)).toBe("'unsafe-inline' https://cdn.accounts.example");
    for (const name of ['img-src', 'font-src'])
      expect(directive(policy, name)).toBe('data: https://cdn.accounts.example');
    expect(directive(policy, 'media-src')).toBe('https://cdn.accounts.example');
    // Declared but not allowed, or allowed but not declared: neither reaches the policy.
    expect(policy).not.toContain('tracker.example');
    expect(policy).not.toContain('other.example');
    expect(directive(policy, 'frame-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'none'");
    expect(directive(policy, 'default-src')).toBe("'none'");
    expect(directive(policy, 'form-action')).toBe("'none'");
  });

  it('given a wildcard in the allow-list / should cover subdomains and their wildcards, never the apex or a lookalike', () => {
    const allow = { connectDomains: ['https://*.example.com'] };
    const granted = (origin: string) =>
      directive(appCsp(declared({ connectDomains: [origin] }), allow), 'connect-src');
    expect(granted('https://api.example.com')).toBe('https://api.example.com');
    expect(granted('https://*.api.example.com')).toBe('https://*.api.example.com');
    expect(granted('https://*.example.com')).toBe('https://*.example.com');
    expect(granted('https://example.com')).toBe("'none'");
    expect(granted('https://evil-example.com')).toBe("'none'");
    expect(granted('https://example.com.evil.test')).toBe("'none'");
    expect(granted('http://api.example.com')).toBe("'none'");
    expect(granted('https://api.example.com:8443')).toBe("'none'");
  });

  it('given a hand-made declaration that is not origins / should still grant nothing of it', () => {
    const forged = { ...wish, connectDomains: ["https://x.example; script-src 'unsafe-eval'"] };
    expect(appCsp(forged, { connectDomains: ['https://x.example'] })).toBe(DEFAULT_APP_CSP);
  });

  it('given an allow-list entry that is not an origin / should throw a TypeError naming it', () => {
    expect(() => appCsp(wish, { connectDomains: ['https://api.accounts.example/v1'] })).toThrow(TypeError);
    expect(() => appCsp(wish, { resourceDomains: ['*'] })).toThrow(/allowed\.resourceDomains holds "\*"/);
  });
});
