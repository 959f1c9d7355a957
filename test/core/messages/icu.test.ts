import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/core/messages/format.js';
import { formatIcu, MessageSyntaxError, messageArguments } from '../../../src/core/messages/icu.js';

/** Our reader against intl-messageformat (the formatjs reader hosts use through react-intl and i18next-icu). */
function agree(template: string, values: Record<string, string | number>, locale: string) {
  expect(parse(template)).toBeTruthy();
  const theirs = new IntlMessageFormat(template, locale).format(values);
  expect(formatIcu(template, values, locale)).toBe(theirs);
}

describe('the ICU reader', () => {
  it('given plural, select, #, offsets, exact matches and quoting / should format as intl-messageformat does', () => {
    const plural =
      '{n, plural, =0 {none} one {# file} few {# files (few)} many {# files (many)} other {# files}}';
    for (const n of [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 1.5]) {
      for (const locale of ['en', 'ru', 'ar', 'pl', 'uk', 'fr', 'ja']) agree(plural, { n }, locale);
    }
    agree('{g, select, female {She} male {He} other {They}} said', { g: 'female' }, 'en');
    agree('{g, select, female {She} male {He} other {They}} said', { g: 'x' }, 'en');
    agree(
      '{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}',
      { n: 3, who: 'Ann' },
      'en',
    );
    agree("It''s '{literal}' and '#' {n, plural, other {'#' is #}}", { n: 2 }, 'en');
    agree("l'application {n, number} d'accord", { n: 1234 }, 'fr');
    agree('{a, number} of {b, number}', { a: 3, b: 12 }, 'ar');
    agree('{n, plural, other {{x} — #}}', { n: 4, x: 'y' }, 'fa');
  });

  it('given a plain {name} with a number / should write it in the locale digits (intl-messageformat writes String(n))', () => {
    expect(formatIcu('{n}', { n: 1234.5 }, 'de')).toBe('1.234,5');
  });

  it('given a missing value / should leave the argument as written', () => {
    expect(formatIcu('Hello {name}', {}, 'en')).toBe('Hello {name}');
  });

  it.each([
    ['{n, plural, one {x}}', 'no "other"'],
    ['{n, plural, one {x} one {y} other {z}}', 'duplicate'],
    ['{n, plural, other {x}', 'unclosed'],
    ['{}', 'expected a name'],
  ])('given %s / should throw MessageSyntaxError (%s), as the oracle refuses it too', (template, reason) => {
    expect(() => parse(template)).toThrow();
    expect(() => formatIcu(template, { n: 1 }, 'en')).toThrow(MessageSyntaxError);
    expect(() => formatIcu(template, { n: 1 }, 'en')).toThrow(reason);
  });

  it('given ICU outside our subset (date, time, selectordinal) / should throw MessageSyntaxError, not guess', () => {
    for (const template of ['{n, date}', '{n, time, short}', '{n, selectordinal, one {#st} other {#th}}']) {
      expect(() => parse(template)).not.toThrow();
      expect(() => formatIcu(template, { n: 1 }, 'en')).toThrow(MessageSyntaxError);
    }
  });

  it('given a lone "}" in text / should keep it as text, as formatjs does', () => {
    agree('a } b', {}, 'en');
  });

  it('given a message / should list its arguments with their types', () => {
    expect(messageArguments('{a} {b, number} {c, plural, other {# {d}}} {e, select, x {} other {}}')).toEqual(
      {
        a: 'string',
        b: 'number',
        c: 'plural',
        d: 'string',
        e: 'select',
      },
    );
  });

  it('given formatMessage / should read the catalogue key and return an unknown key as itself', () => {
    expect(formatMessage({ k: '{n, plural, one {# item} other {# items}}' }, 'k', { n: 2 }, 'en')).toBe(
      '2 items',
    );
    expect(formatMessage({}, 'nope')).toBe('nope');
  });
});
