import { describe, expect, it } from 'vitest';
import { compileElicitationSchema, ElicitationError } from '../../../src/core/index.js';
import { type KnownFormat, matchesFormat } from '../../../src/core/schema/formats.js';

const cases: [KnownFormat, string, boolean][] = [
  ['date-time', '2026-11-30T14:05:00+08:00', true],
  ['date-time', '2026-11-30T14:05:00.250Z', true],
  ['date-time', '2026-11-30t14:05:00z', true],
  ['date-time', '2016-12-31T23:59:60Z', true],
  ['date-time', '2017-01-01T00:59:60+01:00', true],
  ['date-time', '2016-12-31T23:59:60+01:00', false],
  ['date-time', '2026-11-30T14:05:00', false],
  ['date-time', '2026-11-30T14:05:00+0800', false],
  ['date-time', '2026-11-30T14:05:00+08', false],
  ['date-time', '2026-11-30 14:05:00Z', false],
  ['date-time', '2026-02-30T14:05:00Z', false],
  ['date-time', '2026-11-30T24:00:00Z', false],
  ['date', '2024-02-29', true],
  ['date', '2023-02-29', false],
  ['date', '2026-13-01', false],
  ['date', '2026-1-01', false],
  ['email', 'ada@example.com', true],
  ['email', 'ada.lovelace+mcp@mail.example.co.uk', true],
  ['email', '用户@例子.中国', false],
  ['email', 'ada@例え.jp', false],
  ['email', "o'neil@example.org", true],
  ['email', 'ada@example.xn--p1ai', true],
  ['email', 'ada@xn--80ak6aa92e.xn--p1ai', true],
  ['email', 'ada@example.XN--P1AI', true],
  ['email', 'ada@example.xn--', false],
  ['email', 'ada@example.123', false],
  ['email', 'a@b', false],
  ['email', 'a b@example.com', false],
  ['email', '@example.com', false],
  ['email', '.ada@example.com', false],
  ['email', 'ada..l@example.com', false],
  ['email', `${'x'.repeat(65)}@example.com`, false],
  ['uri', 'https://example.com/a?b=c#d', true],
  ['uri', 'urn:isbn:0451450523', true],
  ['uri', 'mailto:ada@example.com', true],
  ['uri', '/relative/path', false],
  ['uri', 'example.com', false],
  ['uri', 'https://exa mple.com', false],
  ['uri', 'https://例え.jp', false],
  ['uri', 'https://xn--r8jz45g.jp/a%20b', true],
];

describe('matchesFormat', () => {
  it.each(cases)('given %s %j, should say %s', (format, value, expected) => {
    expect(matchesFormat(format, value)).toBe(expected);
  });
});

describe('defaults and formats', () => {
  it('should refuse a default that is not in its own format', () => {
    const compile = () =>
      compileElicitationSchema({
        type: 'object',
        properties: { when: { type: 'string', format: 'date-time', default: '2026-11-30 14:05' } },
      });
    expect(compile).toThrow(ElicitationError);
    expect(() => compile()).toThrow(/properties\/when\/default: default is not a valid date-time/);
  });

  it('should count characters, not UTF-16 units, when fitting a default', () => {
    const model = compileElicitationSchema({
      type: 'object',
      properties: { mood: { type: 'string', maxLength: 1, default: '😀' } },
    });
    expect(model.fields[0]?.default).toBe('😀');
  });
});

describe('multiline text formats', () => {
  const compile = (format: string, strict = false) =>
    compileElicitationSchema(
      { type: 'object', properties: { notes: { type: 'string', format, maxLength: 500 } } },
      { strict },
    );

  for (const format of ['multiline', 'textarea']) {
    it(`given format "${format}", should compile a text field marked multiline, with no notice, even under strict`, () => {
      for (const strict of [false, true]) {
        const model = compile(format, strict);
        const [field] = model.fields;
        expect(field).toMatchObject({ kind: 'text', multiline: true, format, maxLength: 500 });
        expect(model.notices).toEqual([]);
        // An annotation, not a check: the enforced schema has no format a validator would not know.
        expect(model.schema.properties.notes).toEqual({ type: 'string', maxLength: 500 });
      }
    });
  }

  it('given an unknown format ("markdown"), should keep the unknown-format notice and no multiline mark', () => {
    const model = compile('markdown');
    expect(model.fields[0]?.multiline).toBeUndefined();
    expect(model.notices.map((notice) => notice.code)).toEqual(['unknown-format']);
    expect(() => compile('markdown', true)).toThrow(ElicitationError);
  });
});
