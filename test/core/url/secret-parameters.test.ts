/**
 * URLs that carry what the spec forbids a server to put in one (2026-07-28, URL mode security: no credentials or
 * personal data, no pre-authenticated URLs): each is named in a warning, and its value can be masked in the view.
 */
import { describe, expect, it } from 'vitest';
import { analyzeElicitationUrl } from '../../../src/core/index.js';
import { findUrlSecrets } from '../../../src/core/url/secret-parameters.js';

const JWT = `eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkFkYSJ9.${'s'.repeat(43)}`;

/** The warnings of a URL, as `[code, detail]`. */
function warnings(url: string): [string, string | undefined][] {
  return analyzeElicitationUrl(url).warnings.map((warning) => [warning.code, warning.detail]);
}

describe('analyzeElicitationUrl: what a URL must not carry', () => {
  const cases: [string, string, [string, string][]][] = [
    [
      'an access token in the query',
      'https://example.com/cb?access_token=abc123',
      [['carries-token', 'access_token']],
    ],
    [
      'an id token (a JWT) in the fragment',
      `https://example.com/cb#id_token=${JWT}&state=af0`,
      [['carries-token', 'id_token']],
    ],
    [
      'a token after a hash route',
      'https://example.com/#/callback?refresh_token=r1',
      [['carries-token', 'refresh_token']],
    ],
    ['a camelCase token', 'https://example.com/?authToken=x1', [['carries-token', 'authToken']]],
    ['a password', 'https://example.com/login?user=ada&password=hunter2', [['carries-password', 'password']]],
    ['a short password name', 'https://example.com/login?pwd=hunter2', [['carries-password', 'pwd']]],
    ['an API key', 'https://example.com/?api_key=k-123', [['carries-api-key', 'api_key']]],
    ['a header-style API key', 'https://example.com/?X-Api-Key=k-123', [['carries-api-key', 'X-Api-Key']]],
    [
      'a client secret',
      'https://example.com/?client_id=app&client_secret=s3',
      [['carries-api-key', 'client_secret']],
    ],
    ['a PHP session id', 'https://example.com/?PHPSESSID=8f3a', [['carries-session-id', 'PHPSESSID']]],
    [
      'a Java session id in the path',
      'https://example.com/app;jsessionid=A1B2?x=1',
      [['carries-session-id', 'jsessionid']],
    ],
    ['a session id', 'https://example.com/?session_id=8f3a', [['carries-session-id', 'session_id']]],
    [
      'an email address by name',
      'https://example.com/invite?email=ada@example.com',
      [['carries-email', 'email']],
    ],
    [
      'an email address by its value, percent-encoded',
      'https://example.com/authorize?login_hint=ada%40example.com',
      [['carries-email', 'login_hint']],
    ],
    ['a JWT under an innocent name', `https://example.com/?q=${JWT}`, [['carries-token', 'q']]],
    [
      'a vendor token under an innocent name',
      `https://example.com/?x=ghp_${'a1B2c3D4e5'.repeat(4)}`,
      [['carries-token', 'x']],
    ],
    ['an AWS access key', 'https://example.com/?k=AKIAIOSFODNN7EXAMPLE', [['carries-api-key', 'k']]],
    [
      'several kinds, each in its own warning, in a stable order',
      'https://example.com/?email=ada@example.com&sid=1&password=p&token=t&api_key=k',
      [
        ['carries-token', 'token'],
        ['carries-password', 'password'],
        ['carries-api-key', 'api_key'],
        ['carries-session-id', 'sid'],
        ['carries-email', 'email'],
      ],
    ],
    [
      'several parameters of one kind, named once each',
      'https://example.com/?access_token=a#id_token=b&access_token=c',
      [['carries-token', 'access_token, id_token']],
    ],
  ];

  it.each(cases)('%s: %s', (_what, url, expected) => {
    expect(warnings(url)).toEqual(expected);
  });

  it('comes after the host warnings, which stay as they were', () => {
    expect(warnings('http://example.com:8080/?access_token=a')).toEqual([
      ['not-https', undefined],
      ['non-default-port', '8080'],
      ['carries-token', 'access_token'],
    ]);
  });

  it('lists five names at most, then "…", and cuts a long one at 64 characters', () => {
    const many = ['password', 'pwd', 'pass', 'passwd', 'pw', 'passphrase', 'passcode'].map(
      (name) => `${name}=v`,
    );
    expect(warnings(`https://example.com/?${many.join('&')}`)).toEqual([
      ['carries-password', 'password, pwd, pass, passwd, pw, …'],
    ]);
    const long = 'n'.repeat(70);
    expect(warnings(`https://example.com/?${long}=ada@example.com`)).toEqual([
      ['carries-email', `${'n'.repeat(64)}…`],
    ]);
  });

  const ordinary: [string, string][] = [
    ['an id', 'https://example.com/orders?id=42'],
    [
      'OAuth state and PKCE',
      'https://auth.example.com/authorize?response_type=code&client_id=app&state=af0ifjsldkj&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&scope=openid%20email',
    ],
    [
      'the implicit flow asked for, not a token given',
      'https://auth.example.com/authorize?response_type=token&nonce=n-0S6',
    ],
    [
      'paging cursors and LLM budgets',
      'https://example.com/?page_token=abc&next_token=2&max_tokens=3&tokenizer=x',
    ],
    ['a fragment that names a section', 'https://example.com/docs#access-token'],
    ['a path that names what it sets up', 'https://mcp.example.com/ui/set_api_key'],
    ['an empty value', 'https://example.com/?access_token=&password='],
    ['a key word without a value', 'https://example.com/?password'],
    ['an at sign that is no email address', 'https://example.com/?handle=@ada&q=a@b'],
  ];

  it.each(ordinary)('stays quiet for %s: %s', (_what, url) => {
    expect(warnings(url)).toEqual([]);
  });
});

describe('findUrlSecrets: where each value is in the href', () => {
  it('gives the position of each value as serialised, still percent-encoded', () => {
    const href = analyzeElicitationUrl(
      'https://example.com/cb?id=42&login_hint=ada%40example.com#access_token=a+b',
    ).href;
    const found = findUrlSecrets(href).map((entry) => [
      entry.kind,
      entry.name,
      href.slice(entry.start, entry.end),
    ]);
    expect(found).toEqual([
      ['email', 'login_hint', 'ada%40example.com'],
      ['token', 'access_token', 'a+b'],
    ]);
  });

  it('reads a 10,000-character address with thousands of parameters quickly, and at most 512 of them', () => {
    const href = `https://example.com/?${'token=1&'.repeat(1240)}`;
    // CPU time, not the wall clock: a busy machine that takes this process off the CPU is no fault of the reader.
    const started = process.cpuUsage();
    const found = findUrlSecrets(href);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(100);
    expect(found).toHaveLength(512);
  });
});
