import { describe, expect, it } from 'vitest';
import {
  inNumerals,
  numeralSystemOf,
  parseNumeral,
  toAsciiNumeral,
} from '../../../src/core/answer/numerals.js';
import { compileElicitationSchema, toElicitContent, validateContent } from '../../../src/core/index.js';

describe('parseNumeral', () => {
  it.each([
    ['36', 36],
    ['٣٦', 36],
    ['۳۶', 36],
    ['३६', 36],
    ['３６', 36],
    ['٣٫٥', 3.5],
    ['۳٫۵', 3.5],
    ['٣.٥', 3.5],
    ['३.५', 3.5],
    ['３．５', 3.5],
    ['－３', -3],
    ['−۱۲', -12],
    ['＋７', 7],
    ['١٬٢٣٤٫٥', 1234.5],
    ['١٬٢٣٤٬٥٦٧', 1234567],
    // As Intl writes them for ar-EG and fa: with the direction marks around the sign.
    [new Intl.NumberFormat('ar-EG').format(-1234.5), -1234.5],
    [new Intl.NumberFormat('fa').format(-1234.5), -1234.5],
    [' ٤٢ ', 42],
  ])('given %s, should read %s', (typed, value) => {
    expect(parseNumeral(typed)).toBe(value);
  });

  it.each([
    ['٣6', 'digits of two systems'],
    ['۳٦', 'Persian and Arabic-Indic digits mixed'],
    ['١٢٬٣', '٬ not grouping by three'],
    ['٬١٢٣', '٬ leading'],
    ['1,234', 'an ASCII comma (the locale decides: the widget)'],
    ['٣٦x', 'a letter'],
    ['', 'nothing'],
    ['١e٤٠٠', 'out of range'],
  ])('given %s (%s), should read no number', (typed) => {
    expect(parseNumeral(typed)).toBeUndefined();
  });
});

describe('toAsciiNumeral, inNumerals, numeralSystemOf', () => {
  it('should name the system the digits came in and write a number back in it', () => {
    expect(toAsciiNumeral('٣٦')).toEqual({ text: '36', system: 'arab', arabicGrouping: false });
    expect(toAsciiNumeral('−１２．５')).toEqual({ text: '-12.5', system: 'fullwide', arabicGrouping: false });
    expect(numeralSystemOf('۳۶')).toBe('arabext');
    expect(numeralSystemOf('३')).toBe('deva');
    expect(numeralSystemOf('3')).toBe('latn');
    expect(numeralSystemOf('٣6')).toBe('latn');
    expect(inNumerals('-1234.5', 'arab')).toBe('-١٢٣٤٫٥');
    expect(inNumerals('-12.5', 'fullwide')).toBe('－１２．５');
    expect(inNumerals('12.5', 'deva')).toBe('१२.५');
    expect(inNumerals('12.5', 'latn')).toBe('12.5');
  });

  it('should round-trip every system: what is written back reads as the same number', () => {
    for (const system of ['latn', 'arab', 'arabext', 'deva', 'fullwide'] as const) {
      for (const ascii of ['0', '36', '-1234.5', '0.25', '1e3']) {
        expect(parseNumeral(inNumerals(ascii, system)), `${system} ${ascii}`).toBe(Number(ascii));
      }
    }
  });
});

describe('toElicitContent and validateContent on typed digits', () => {
  const model = compileElicitationSchema({
    type: 'object',
    properties: { age: { type: 'integer', minimum: 18 }, price: { type: 'number' } },
    required: ['age'],
  });

  it('should send ٣٦, ۳۶, ३६ and ３６ as the JSON number 36, valid', () => {
    for (const typed of ['٣٦', '۳۶', '३६', '３６']) {
      const content = toElicitContent(model, { age: typed, price: typed });
      expect(content).toEqual({ age: 36, price: 36 });
      expect(validateContent(model, content)).toEqual([]);
    }
  });

  it('should keep a mixed or malformed spelling as text, which validation refuses as not a number', () => {
    const content = toElicitContent(model, { age: '٣6', price: '١٢٬٣' });
    expect(content).toEqual({ age: '٣6', price: '١٢٬٣' });
    expect(validateContent(model, content).map((error) => [error.field, error.code])).toEqual([
      ['age', 'type'],
      ['price', 'type'],
    ]);
  });

  it('should check the number, not the spelling: ١٧ is under the minimum, ١٨٫٥ not a whole number', () => {
    expect(validateContent(model, toElicitContent(model, { age: '١٧' })).map((e) => e.code)).toEqual([
      'minimum',
    ]);
    expect(validateContent(model, toElicitContent(model, { age: '١٨٫٥' })).map((e) => e.code)).toEqual([
      'integer',
    ]);
  });
});
