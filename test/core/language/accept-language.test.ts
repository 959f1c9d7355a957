import { describe, expect, it } from 'vitest';
import {
  AcceptLanguageError,
  acceptLanguageMeta,
  checkAcceptLanguage,
  toAcceptLanguage,
} from '../../../src/core/language/accept-language.js';

describe('checkAcceptLanguage (RFC 9110 §12.5.4, as SEP-2792 requires)', () => {
  it.each([
    'fr-CA,fr;q=0.9,en;q=0.5',
    'ar',
    'he-IL',
    '*',
    'en;q=0',
    'en;q=1',
    'en;q=1.000',
    'en;q=0.123',
    'de-CH-1996',
    'zh-Hant-TW, en ;q=0.3',
    'en,,fr',
    'sgn-BE-FR',
    'en; Q=0.5',
    'x-pig-latin',
  ])('should accept %j and return it unchanged', (value) => {
    expect(checkAcceptLanguage(value).value).toBe(value);
  });

  it('should read the ranges and their weights', () => {
    expect(checkAcceptLanguage('fr-CA,fr;q=0.9, *;q=0.1').ranges).toEqual([
      { range: 'fr-CA', q: 1 },
      { range: 'fr', q: 0.9 },
      { range: '*', q: 0.1 },
    ]);
  });

  it.each([
    ['', 'empty'],
    [' , ', 'empty'],
    [42, 'empty'],
    [undefined, 'empty'],
    ['en_US', 'invalid-range'],
    ['toolonglang', 'invalid-range'],
    ['en-', 'invalid-range'],
    ['ar-٣', 'invalid-range'],
    ['en;q=2', 'invalid-weight'],
    ['en;q=0.1234', 'invalid-weight'],
    ['en;q=1.5', 'invalid-weight'],
    ['en;level=1', 'invalid-weight'],
    ['en;q=0.5;q=0.4', 'invalid-weight'],
    ['en\r\nX-Evil: 1', 'invalid-range'],
  ])('should refuse %j with a typed error (%s)', (value, code) => {
    let thrown: unknown;
    try {
      checkAcceptLanguage(value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AcceptLanguageError);
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as AcceptLanguageError).code).toBe(code);
    expect((thrown as AcceptLanguageError).value).toBe(value);
    expect((thrown as Error).message).toMatch(/^Invalid acceptLanguage/);
  });
});

describe('toAcceptLanguage (from the host locale)', () => {
  it('should weight the locales in order, canonical, without duplicates', () => {
    expect(toAcceptLanguage('ar-EG')).toBe('ar-EG');
    expect(toAcceptLanguage(['he-il', 'he', 'en'])).toBe('he-IL,he;q=0.9,en;q=0.8');
    expect(toAcceptLanguage(['fa', 'fa', 'en'])).toBe('fa,en;q=0.9');
    const many = toAcceptLanguage(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].map((x) => `${x}${x}`),
    );
    expect(many.endsWith(';q=0.1')).toBe(true);
    expect(checkAcceptLanguage(many).ranges).toHaveLength(12);
  });

  it('should refuse a malformed locale or none with a typed error', () => {
    expect(() => toAcceptLanguage('not a locale')).toThrow(AcceptLanguageError);
    expect(() => toAcceptLanguage([])).toThrow(AcceptLanguageError);
  });

  it('should take a string as a header value and a list as locales', () => {
    expect(acceptLanguageMeta('fr-CA,fr;q=0.9')).toBe('fr-CA,fr;q=0.9');
    expect(acceptLanguageMeta(['fr-CA', 'fr'])).toBe('fr-CA,fr;q=0.9');
    expect(() => acceptLanguageMeta('fr_CA')).toThrow(AcceptLanguageError);
  });
});
