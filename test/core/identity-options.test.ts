import { describe, expect, it } from 'vitest';
import { compileElicitationSchema, ElicitationError } from '../../src/core/index.js';
import {
  comparableText,
  firstReadable,
  isBlankText,
  readableLabel,
} from '../../src/core/safety/readable-text.js';
import { imitatesHost, serverDisplayName } from '../../src/core/safety/server-identity.js';
import { findIndistinctOptions, readableOptions } from '../../src/core/schema/option-checks.js';

describe('readable text', () => {
  it.each([
    '',
    '   ',
    '\u3164',
    '\u115F\u1160',
    '\u2800\u2800',
    '\uFFA0',
    '\u200B\u2060\uFEFF',
    '\u0301',
    '\u3000\u00A0',
  ])('given %j, isBlankText should be true', (text) => {
    expect(isBlankText(text)).toBe(true);
  });

  it.each(['a', '☀️', '中', 'é', '\uE000', '-'])('given %j, isBlankText should be false', (text) => {
    expect(isBlankText(text)).toBe(false);
  });

  it('given blank candidates, should fall back in order and spell out a blank last resort', () => {
    expect(firstReadable('\u3164', undefined, 42, 'weather')).toBe('weather');
    expect(readableLabel(['\u2800'], 'city')).toBe('city');
    expect(readableLabel(['\u3164'], '\u2800 ')).toBe('⟨U+2800⟩⟨U+0020⟩');
  });

  it('given texts that look the same, comparableText should be equal; given visible differences, not', () => {
    expect(comparableText('Keep\u200B  my\u00A0data ')).toBe(comparableText('Keep my data'));
    expect(comparableText('Ｋｅｅｐ')).toBe(comparableText('Кеер'));
    expect(comparableText('Keep')).not.toBe(comparableText('keep'));
    expect(comparableText('☀️')).not.toBe(comparableText('🌧️'));
  });
});

describe('server identity', () => {
  it('given blank or filler-only titles, should fall back to the name, then to the fallback', () => {
    expect(serverDisplayName({ name: 'weather', title: '\u3164' }, 'An unnamed server')).toBe('weather');
    expect(serverDisplayName({ name: '\u2800', title: ' ' }, 'An unnamed server')).toBe('An unnamed server');
    expect(serverDisplayName(undefined, 'An unnamed server')).toBe('An unnamed server');
  });

  it.each([
    ['Your MCP client (system)', []],
    ['Assistant', []],
    ['SYSTEM', []],
    ['Ａｓｓｉｓｔａｎｔ', []],
    ['Аssistаnt', []],
    ['The official system', []],
    ['Files (host)', []],
    ['Acme Chat', ['Acme Chat']],
    ['acme chat helper', ['Acme Chat']],
    ['Acme\u200B Chat', ['acme chat']],
  ] as const)('given %j (reserved %j), should be flagged as imitating the host', (name, reserved) => {
    expect(imitatesHost(name, reserved)).toBe(true);
  });

  it.each([
    'Weather',
    'Weather Assistant',
    'GitHub',
    'System Monitor',
    'Client Portal Tools',
    'Acme Chatter',
  ])('given %j, should not be flagged', (name) => {
    expect(imitatesHost(name, ['Acme Chat'])).toBe(false);
  });
});

describe('options a person cannot tell apart', () => {
  it('given blank titles, should fall back to the values', () => {
    expect(
      readableOptions([
        { value: 'red', label: '\u3164' },
        { value: 'blue', label: 'Blue' },
      ]),
    ).toEqual([
      { value: 'red', label: 'red' },
      { value: 'blue', label: 'Blue' },
    ]);
  });

  it('given labels that look the same, should report each later one once, pointing at its title', () => {
    const options = [
      { value: 'delete_all', label: 'Keep my data' },
      { value: 'keep', label: 'Keep my\u200B data' },
      { value: 'other', label: 'Ｋｅｅｐ my data' },
    ];
    expect(findIndistinctOptions(options)).toEqual([
      { first: 0, second: 1, label: 'Keep my\u200B data' },
      { first: 0, second: 2, label: 'Ｋｅｅｐ my data' },
    ]);
    let error: unknown;
    try {
      compileElicitationSchema({
        type: 'object',
        properties: {
          choice: {
            type: 'string',
            oneOf: options.map((option) => ({ const: option.value, title: option.label })),
          },
        },
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ElicitationError);
    expect((error as ElicitationError).code).toBe('unsupported-schema');
    expect((error as ElicitationError).issues.map((issue) => issue.path)).toEqual([
      '/properties/choice/oneOf/1/title',
      '/properties/choice/oneOf/2/title',
    ]);
  });

  it('given a credential-looking default, the compiled field should be flagged and not pre-filled', () => {
    const model = compileElicitationSchema({
      type: 'object',
      properties: { token: { type: 'string', title: 'Token', default: `xoxb-${'1'.repeat(12)}-abc` } },
    });
    expect(model.fields[0]).toMatchObject({
      sensitive: true,
      secret: { kind: 'credential-default', hint: 'Slack token' },
    });
    expect(model.fields[0]?.default).toBeUndefined();
    expect(model.schema.properties.token).not.toHaveProperty('default');
  });
});
