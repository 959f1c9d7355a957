import { describe, expect, it } from 'vitest';
import { filterOptions, matchKey } from '../../../src/core/schema/option-match.js';

const options = [
  { value: 'c-01', label: 'Zürich' },
  { value: 'c-02', label: 'İstanbul' },
  { value: 'c-03', label: 'Ｔｏｋｙｏ' },
  { value: 'c-04', label: 'São Paulo' },
];

describe('matching options by what the person reads', () => {
  it.each([
    ['zur', ['Zürich']],
    ['ZÜR', ['Zürich']],
    ['sao p', ['São Paulo']],
    ['tokyo', ['Ｔｏｋｙｏ']],
    ['  ', ['Zürich', 'İstanbul', 'Ｔｏｋｙｏ', 'São Paulo']],
  ])('given %j, should find %j by title, accents, case and width ignored', (query, labels) => {
    expect(filterOptions(options, query).map((option) => option.label)).toEqual(labels);
  });

  it('given a hidden value typed, should find nothing: the const is never matched', () => {
    expect(filterOptions(options, 'c-01')).toEqual([]);
  });

  it('given the Turkish locale, should lower-case as Turkish does (I → ı)', () => {
    expect(matchKey('ISPARTA', 'tr')).toBe('ısparta');
    expect(filterOptions([{ value: 1, label: 'Istanbul' }], 'ıst', 'tr')).toHaveLength(1);
    expect(filterOptions(options, 'istanbul', 'tr').map((option) => option.label)).toEqual(['İstanbul']);
  });
});
