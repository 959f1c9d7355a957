import { describe, expect, it } from 'vitest';
import { analyzeElicitationUrl } from '../../../src/core/url/analyze-url.js';
import { toUnicodeHost } from '../../../src/core/url/unicode-host.js';
import type { UrlAnalysis } from '../../../src/core/url/url-analysis.js';

type Expected = Omit<UrlAnalysis, 'warnings' | 'blocked'> & Partial<Pick<UrlAnalysis, 'warnings'>>;

/** Builds the full expected analysis of an allowed URL, so every field is asserted exactly. */
function allowed(fields: Expected): UrlAnalysis {
  return { warnings: [], blocked: false, ...fields };
}

describe('analyzeElicitationUrl: allowed URLs', () => {
  const cases: [string, string, UrlAnalysis][] = [
    [
      'plain https',
      'https://mcp.example.com/ui/set_api_key',
      allowed({
        href: 'https://mcp.example.com/ui/set_api_key',
        scheme: 'https',
        host: 'mcp.example.com',
        displayHost: 'mcp.example.com',
        registrableDomain: 'example.com',
      }),
    ],
    [
      'lookalike subdomain',
      'https://login.example.com.evil.io/x',
      allowed({
        href: 'https://login.example.com.evil.io/x',
        scheme: 'https',
        host: 'login.example.com.evil.io',
        displayHost: 'login.example.com.evil.io',
        registrableDomain: 'evil.io',
      }),
    ],
    [
      'private public suffix',
      'https://foo.github.io',
      allowed({
        href: 'https://foo.github.io/',
        scheme: 'https',
        host: 'foo.github.io',
        displayHost: 'foo.github.io',
        registrableDomain: 'foo.github.io',
      }),
    ],
    [
      'multi-label ICANN suffix',
      'https://shop.example.co.uk/',
      allowed({
        href: 'https://shop.example.co.uk/',
        scheme: 'https',
        host: 'shop.example.co.uk',
        displayHost: 'shop.example.co.uk',
        registrableDomain: 'example.co.uk',
      }),
    ],
    [
      'http',
      'http://example.com/form',
      allowed({
        href: 'http://example.com/form',
        scheme: 'http',
        host: 'example.com',
        displayHost: 'example.com',
        registrableDomain: 'example.com',
        warnings: [{ code: 'not-https' }],
      }),
    ],
    [
      'Cyrillic whole-script lookalike',
      'https://xn--80ak6aa92e.com/',
      allowed({
        href: 'https://xn--80ak6aa92e.com/',
        scheme: 'https',
        host: 'xn--80ak6aa92e.com',
        displayHost: 'аррӏе.com',
        registrableDomain: 'xn--80ak6aa92e.com',
        // All Cyrillic, so not mixed: a whole-script lookalike of an ASCII host. (UTS #39 maps the palochka ӏ
        // to "i", not "l".)
        warnings: [
          { code: 'punycode', detail: 'аррӏе.com' },
          { code: 'lookalike', detail: 'appie.com' },
        ],
      }),
    ],
    [
      'Unicode host typed directly',
      'https://аррӏе.com/',
      allowed({
        href: 'https://xn--80ak6aa92e.com/',
        scheme: 'https',
        host: 'xn--80ak6aa92e.com',
        displayHost: 'аррӏе.com',
        registrableDomain: 'xn--80ak6aa92e.com',
        // All Cyrillic, so not mixed: a whole-script lookalike of an ASCII host. (UTS #39 maps the palochka ӏ
        // to "i", not "l".)
        warnings: [
          { code: 'punycode', detail: 'аррӏе.com' },
          { code: 'lookalike', detail: 'appie.com' },
        ],
      }),
    ],
    [
      'Latin with one Cyrillic letter',
      'https://p\u0430ypal.com/',
      allowed({
        href: 'https://xn--pypal-4ve.com/',
        scheme: 'https',
        host: 'xn--pypal-4ve.com',
        displayHost: 'p\u0430ypal.com',
        registrableDomain: 'xn--pypal-4ve.com',
        warnings: [
          { code: 'punycode', detail: 'p\u0430ypal.com' },
          { code: 'mixed-script', detail: 'p\u0430ypal' },
          { code: 'lookalike', detail: 'paypal.com' },
        ],
      }),
    ],
    [
      'Latin with one Greek letter',
      'https://g\u03BFogle.com/',
      allowed({
        href: 'https://xn--gogle-rce.com/',
        scheme: 'https',
        host: 'xn--gogle-rce.com',
        displayHost: 'g\u03BFogle.com',
        registrableDomain: 'xn--gogle-rce.com',
        warnings: [
          { code: 'punycode', detail: 'g\u03BFogle.com' },
          { code: 'mixed-script', detail: 'g\u03BFogle' },
          { code: 'lookalike', detail: 'google.com' },
        ],
      }),
    ],
    [
      'Latin IDN (ü is Latin)',
      'https://xn--mnchen-3ya.de',
      allowed({
        href: 'https://xn--mnchen-3ya.de/',
        scheme: 'https',
        host: 'xn--mnchen-3ya.de',
        displayHost: 'münchen.de',
        registrableDomain: 'xn--mnchen-3ya.de',
        warnings: [{ code: 'punycode', detail: 'münchen.de' }],
      }),
    ],
    [
      'Cyrillic lookalikes under a Cyrillic TLD',
      'https://xn--80ak6aa92e.xn--p1acf/',
      allowed({
        href: 'https://xn--80ak6aa92e.xn--p1acf/',
        scheme: 'https',
        host: 'xn--80ak6aa92e.xn--p1acf',
        displayHost: 'аррӏе.рус',
        registrableDomain: 'xn--80ak6aa92e.xn--p1acf',
        warnings: [{ code: 'punycode', detail: 'аррӏе.рус' }],
      }),
    ],
    [
      'userinfo trick',
      'https://bank.example@evil.example',
      allowed({
        href: 'https://bank.example@evil.example/',
        scheme: 'https',
        host: 'evil.example',
        displayHost: 'evil.example',
        registrableDomain: 'evil.example',
        warnings: [{ code: 'userinfo', detail: 'bank.example' }],
      }),
    ],
    [
      'userinfo with password, percent-decoded',
      'https://a%40b:p%3Aw@x.com/',
      allowed({
        href: 'https://a%40b:p%3Aw@x.com/',
        scheme: 'https',
        host: 'x.com',
        displayHost: 'x.com',
        registrableDomain: 'x.com',
        warnings: [{ code: 'userinfo', detail: 'a@b:p:w' }],
      }),
    ],
    [
      'IPv4',
      'https://203.0.113.7/x',
      allowed({
        href: 'https://203.0.113.7/x',
        scheme: 'https',
        host: '203.0.113.7',
        displayHost: '203.0.113.7',
        warnings: [{ code: 'ip-address', detail: '203.0.113.7' }],
      }),
    ],
    [
      'IPv6 loopback with port',
      'http://[::1]:8080/',
      allowed({
        href: 'http://[::1]:8080/',
        scheme: 'http',
        host: '[::1]',
        displayHost: '[::1]',
        port: '8080',
        warnings: [
          { code: 'not-https' },
          { code: 'ip-address', detail: '[::1]' },
          { code: 'localhost', detail: '[::1]' },
          { code: 'non-default-port', detail: '8080' },
        ],
      }),
    ],
    [
      'decimal IPv4 (normalised by WHATWG)',
      'http://3232235777/',
      allowed({
        href: 'http://192.168.1.1/',
        scheme: 'http',
        host: '192.168.1.1',
        displayHost: '192.168.1.1',
        warnings: [{ code: 'not-https' }, { code: 'ip-address', detail: '192.168.1.1' }],
      }),
    ],
    [
      'hex short IPv4 loopback',
      'http://0x7f.1/',
      allowed({
        href: 'http://127.0.0.1/',
        scheme: 'http',
        host: '127.0.0.1',
        displayHost: '127.0.0.1',
        warnings: [
          { code: 'not-https' },
          { code: 'ip-address', detail: '127.0.0.1' },
          { code: 'localhost', detail: '127.0.0.1' },
        ],
      }),
    ],
    [
      '0.0.0.0',
      'http://0.0.0.0/',
      allowed({
        href: 'http://0.0.0.0/',
        scheme: 'http',
        host: '0.0.0.0',
        displayHost: '0.0.0.0',
        warnings: [
          { code: 'not-https' },
          { code: 'ip-address', detail: '0.0.0.0' },
          { code: 'localhost', detail: '0.0.0.0' },
        ],
      }),
    ],
    [
      'localhost',
      'http://localhost:3000/cb',
      allowed({
        href: 'http://localhost:3000/cb',
        scheme: 'http',
        host: 'localhost',
        displayHost: 'localhost',
        port: '3000',
        warnings: [
          { code: 'not-https' },
          { code: 'localhost', detail: 'localhost' },
          { code: 'non-default-port', detail: '3000' },
        ],
      }),
    ],
    [
      'subdomain of localhost',
      'https://app.localhost/',
      allowed({
        href: 'https://app.localhost/',
        scheme: 'https',
        host: 'app.localhost',
        displayHost: 'app.localhost',
        warnings: [{ code: 'localhost', detail: 'app.localhost' }],
      }),
    ],
    [
      'single-label host',
      'https://intranet/',
      allowed({ href: 'https://intranet/', scheme: 'https', host: 'intranet', displayHost: 'intranet' }),
    ],
    [
      'odd port',
      'https://example.com:8443',
      allowed({
        href: 'https://example.com:8443/',
        scheme: 'https',
        host: 'example.com',
        displayHost: 'example.com',
        registrableDomain: 'example.com',
        port: '8443',
        warnings: [{ code: 'non-default-port', detail: '8443' }],
      }),
    ],
    [
      'explicit default port',
      'https://example.com:443',
      allowed({
        href: 'https://example.com/',
        scheme: 'https',
        host: 'example.com',
        displayHost: 'example.com',
        registrableDomain: 'example.com',
      }),
    ],
    [
      'bidi override in the path',
      'https://example.com/\u202Egnp.exe',
      allowed({
        href: 'https://example.com/%E2%80%AEgnp.exe',
        scheme: 'https',
        host: 'example.com',
        displayHost: 'example.com',
        registrableDomain: 'example.com',
        warnings: [{ code: 'invisible-characters', detail: 'U+202E' }],
      }),
    ],
    [
      'percent-encoded bidi override',
      'https://example.com/%e2%80%aegnp.exe',
      allowed({
        href: 'https://example.com/%e2%80%aegnp.exe',
        scheme: 'https',
        host: 'example.com',
        displayHost: 'example.com',
        registrableDomain: 'example.com',
        warnings: [{ code: 'invisible-characters', detail: 'U+202E' }],
      }),
    ],
    [
      'zero-width space that WHATWG strips from the host',
      'https://exa\u200Bmple.com/',
      allowed({
        href: 'https://example.com/',
        scheme: 'https',
        host: 'example.com',
        displayHost: 'example.com',
        registrableDomain: 'example.com',
        warnings: [{ code: 'invisible-characters', detail: 'U+200B' }],
      }),
    ],
    [
      'surrounding whitespace and controls',
      ' \u0000https://example.com/x\n ',
      allowed({
        href: 'https://example.com/x',
        scheme: 'https',
        host: 'example.com',
        displayHost: 'example.com',
        registrableDomain: 'example.com',
      }),
    ],
  ];

  it.each(cases)('given %s: %s, should analyse it as expected', (_name, input, expected) => {
    expect(analyzeElicitationUrl(input)).toEqual(expected);
  });

  it('given many warnings that apply, should keep their stable order', () => {
    const result = analyzeElicitationUrl('http://user@xn--pypal-4ve.localhost:81/\u200F');
    expect(result.warnings.map((warning) => warning.code)).toEqual([
      'not-https',
      'userinfo',
      'localhost',
      'non-default-port',
      'punycode',
      'mixed-script',
      'invisible-characters',
    ]);
    expect(result.registrableDomain).toBeUndefined();
    const lookalikes = analyzeElicitationUrl('https://pаypal.com\u2215login.evil.com/\u200F');
    expect(lookalikes.warnings.map((warning) => warning.code)).toEqual([
      'punycode',
      'mixed-script',
      'lookalike-separator',
      'invisible-characters',
    ]);
    expect(analyzeElicitationUrl('https://ɡıthub.com/').warnings.map((warning) => warning.code)).toEqual([
      'punycode',
      'lookalike',
    ]);
  });
});

describe('analyzeElicitationUrl: blocked URLs', () => {
  const blocked = (href: string, scheme: string, blockReason: UrlAnalysis['blockReason'], host = '') => ({
    href,
    scheme,
    host,
    displayHost: host,
    warnings: [],
    blocked: true,
    blockReason,
  });

  const cases: [string, UrlAnalysis][] = [
    ['javascript:alert(1)', blocked('javascript:alert(1)', 'javascript', 'scheme')],
    ['JaVaScRiPt:alert(1)', blocked('javascript:alert(1)', 'javascript', 'scheme')],
    ['java\tscript:alert(1)', blocked('javascript:alert(1)', 'javascript', 'scheme')],
    ['  javascript:alert(1)', blocked('javascript:alert(1)', 'javascript', 'scheme')],
    ['data:text/html,x', blocked('data:text/html,x', 'data', 'scheme')],
    ['file:///etc/passwd', blocked('file:///etc/passwd', 'file', 'scheme')],
    ['blob:https://x/y', blocked('blob:https://x/y', 'blob', 'scheme')],
    ['ftp://x', blocked('ftp://x/', 'ftp', 'scheme', 'x')],
    ['mailto:a@example.com', blocked('mailto:a@example.com', 'mailto', 'scheme')],
    ['about:blank', blocked('about:blank', 'about', 'scheme')],
    ['chrome://settings', blocked('chrome://settings', 'chrome', 'scheme', 'settings')],
    ['/path', blocked('/path', '', 'relative')],
    ['//evil.example/x', blocked('//evil.example/x', '', 'relative')],
    ['example.com/x', blocked('example.com/x', '', 'relative')],
    ['', blocked('', '', 'unparseable')],
    ['   ', blocked('   ', '', 'unparseable')],
    ['http://', blocked('http://', '', 'unparseable')],
    ['https://exa mple.com/', blocked('https://exa mple.com/', '', 'unparseable')],
    ['https://example.com:99999/', blocked('https://example.com:99999/', '', 'unparseable')],
  ];

  it.each(cases)('given %j, should block it', (input, expected) => {
    expect(analyzeElicitationUrl(input)).toEqual(expected);
  });

  it('given input longer than 10 000 characters, should block it without parsing it', () => {
    const url = `https://example.com/${'a'.repeat(10_001 - 'https://example.com/'.length)}`;
    expect(url).toHaveLength(10_001);
    expect(analyzeElicitationUrl(url)).toEqual(blocked(url, '', 'too-long'));
  });

  it('given a long valid URL under the limit, should accept it', () => {
    const url = `https://example.com/?q=${'a'.repeat(9_000)}`;
    const result = analyzeElicitationUrl(url);
    expect(result.blocked).toBe(false);
    expect(result.href).toBe(url);
    expect(result.registrableDomain).toBe('example.com');
  });

  it('given a custom maxLength, should honour it', () => {
    expect(analyzeElicitationUrl('https://example.com/abc', { maxLength: 10 }).blockReason).toBe('too-long');
    expect(analyzeElicitationUrl('https://example.com/abc', { maxLength: 100 }).blocked).toBe(false);
  });

  it('given non-string input, should block it instead of throwing', () => {
    for (const value of [undefined, null, 42, {}, ['https://example.com']]) {
      expect(analyzeElicitationUrl(value as unknown as string)).toEqual(blocked('', '', 'unparseable'));
    }
  });
});

describe('punycode decoding (RFC 3492)', () => {
  const cases: [string, string][] = [
    ['xn--fsqu00a.xn--0zwm56d', '例子.测试'],
    ['xn--mnchen-3ya.de', 'münchen.de'],
    ['xn--80ak6aa92e.com', 'аррӏе.com'],
    ['xn--bcher-kva.example', 'bücher.example'],
    ['xn--eckwd4c7cu47r2wf.jp', 'ドメイン名例.jp'],
    ['XN--MNCHEN-3YA.de', 'münchen.de'],
    // Invalid or ASCII-only punycode keeps the label as it is.
    ['xn--abc-.com', 'xn--abc-.com'],
    ['xn--!!.com', 'xn--!!.com'],
    ['xn--zzzzzzzzzzzzzzzzzzzz.com', 'xn--zzzzzzzzzzzzzzzzzzzz.com'],
    ['[::1]', '[::1]'],
  ];

  it.each(cases)('given %s, should decode it to %s', (host, expected) => {
    expect(toUnicodeHost(host)).toBe(expected);
  });

  it('given an analysed punycode URL, should decode its host', () => {
    expect(analyzeElicitationUrl('https://xn--fsqu00a.xn--0zwm56d/').displayHost).toBe('例子.测试');
  });

  it('given CJK scripts that legitimately mix, should not flag them', () => {
    const result = analyzeElicitationUrl('https://xn--eckwd4c7cu47r2wf.jp/');
    expect(result.warnings).toEqual([{ code: 'punycode', detail: 'ドメイン名例.jp' }]);
  });
});

describe('analyzeElicitationUrl: robustness', () => {
  /** mulberry32: small seeded generator so failures reproduce. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const pieces = [
    'https://',
    'http://',
    'javascript:',
    '//',
    '/',
    '\\',
    ':',
    '@',
    '[',
    ']',
    '%',
    '%2',
    '%E2%80%AE',
    '.',
    '?',
    '#',
    'xn--',
    'xn--80ak6aa92e',
    'example',
    'com',
    '127',
    '0x',
    '::1',
    ' ',
    '\t',
    '\n',
    '\u0000',
    '\u202E',
    '\u200B',
    '\uFEFF',
    '\uD800',
    '\uDC00',
    'а',
    'ü',
    '例',
    '😀',
    '-',
    '9',
    'localhost',
    ':8080',
  ];

  it('given random input, should never throw and keep its invariants', () => {
    const next = random(0x5eed);
    for (let n = 0; n < 500; n++) {
      let input = '';
      const count = Math.floor(next() * 12);
      for (let j = 0; j < count; j++) {
        input +=
          next() < 0.8
            ? pieces[Math.floor(next() * pieces.length)]
            : String.fromCharCode(Math.floor(next() * 0xffff));
      }
      const result = analyzeElicitationUrl(input);
      expect(result.blocked).toBe(result.blockReason !== undefined);
      if (result.blocked) {
        expect(result.warnings).toEqual([]);
      } else {
        expect(['https', 'http']).toContain(result.scheme);
        expect(result.host).not.toBe('');
      }
    }
  });
});
