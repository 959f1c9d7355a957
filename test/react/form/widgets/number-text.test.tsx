import { describe, expect, it } from 'vitest';
import {
  decimalSeparator,
  normalizeNumberText,
  toLocaleNumberText,
} from '../../../../src/react/form/widgets/number-text.js';

describe('number entry text', () => {
  it('should know each locale decimal separator', () => {
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('zh-CN')).toBe('.');
    expect(decimalSeparator('de-DE')).toBe(',');
    expect(decimalSeparator('fr-FR')).toBe(',');
  });

  it.each([
    ['en', '3.14', '3.14'],
    ['en', '3.', '3.'],
    ['en', '1,234.5', '1234.5'],
    ['en', '3,5', '3,5'],
    ['en', ' 42 ', '42'],
    ['de-DE', '3,5', '3.5'],
    ['de-DE', '3,', '3.'],
    ['de-DE', '1.234,5', '1234.5'],
    ['de-DE', '3.5', '3.5'],
    ['fr-FR', '1\u202f234,5', '1234.5'],
    ['de-DE', '1,2,3', '1,2,3'],
    // Digits as people type them (issue 30): kept in the person's digits, separators resolved.
    ['en', '٣٦', '٣٦'],
    ['ar', '١٬٢٣٤٫٥', '١٢٣٤٫٥'],
    ['de-DE', '١٬٢٣٤٫٥', '١٢٣٤٫٥'],
    ['en', '١,٢٣٤.٥', '١٢٣٤٫٥'],
    ['de-DE', '٣,٥', '٣٫٥'],
    ['fa', '۳۶', '۳۶'],
    ['hi', '१,२३४.५', '१२३४.५'],
    ['ja', '－１２．５', '－１２．５'],
    ['ja', '１,２３４', '１２３４'],
    ['en', '\u22123', '-3'],
    ['en', '٣6', '٣6'],
    ['ar', '١٢٬٣', '١٢٬٣'],
  ])('given %s and %j, should give the draft %j', (locale, typed, draft) => {
    expect(normalizeNumberText(typed, locale)).toBe(draft);
  });

  it('should show a draft with the locale separator', () => {
    expect(toLocaleNumberText('3.5', 'de-DE')).toBe('3,5');
    expect(toLocaleNumberText('3.5', 'en')).toBe('3.5');
  });
});
