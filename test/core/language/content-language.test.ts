import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../../../src/core/index.js';
import { contentLanguageOf } from '../../../src/core/language/content-language.js';

const KEY = 'io.modelcontextprotocol/contentLanguage';

describe('contentLanguageOf (SEP-2792 contentLanguage)', () => {
  it('should read the language and its direction', () => {
    expect(contentLanguageOf({ [KEY]: 'ar-EG' })).toEqual({ lang: 'ar-EG', dir: 'rtl' });
    expect(contentLanguageOf({ [KEY]: 'he' })).toEqual({ lang: 'he', dir: 'rtl' });
    expect(contentLanguageOf({ [KEY]: 'fa-IR' })).toEqual({ lang: 'fa-IR', dir: 'rtl' });
    expect(contentLanguageOf({ [KEY]: 'de' })).toEqual({ lang: 'de', dir: 'ltr' });
    expect(contentLanguageOf({ [KEY]: 'de, en' })).toEqual({ lang: 'de', dir: 'ltr' });
  });

  it('should name no language for a missing, malformed or non-string value', () => {
    for (const meta of [
      undefined,
      null,
      'ar',
      {},
      { [KEY]: '' },
      { [KEY]: 7 },
      { [KEY]: 'ar"><x' },
      { [KEY]: 'ar,' },
    ]) {
      expect(contentLanguageOf(meta)).toBeUndefined();
    }
  });

  it('should ride on the parsed request of both modes, and only when named', () => {
    const form = parseElicitRequest({
      message: 'أدخل عمرك',
      requestedSchema: { type: 'object', properties: { age: { type: 'integer', title: 'العمر' } } },
      _meta: { [KEY]: 'ar' },
    });
    expect(form.language).toEqual({ lang: 'ar', dir: 'rtl' });
    const url = parseElicitRequest({
      mode: 'url',
      message: 'היכנס',
      url: 'https://example.com/',
      _meta: { [KEY]: 'he' },
    });
    expect(url.language).toEqual({ lang: 'he', dir: 'rtl' });
    const plain = parseElicitRequest({ message: 'm', requestedSchema: { type: 'object', properties: {} } });
    expect(Object.hasOwn(plain, 'language')).toBe(false);
  });
});
