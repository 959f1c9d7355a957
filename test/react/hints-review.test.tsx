import { describe, expect, it } from 'vitest';
import { compileElicitationSchema } from '../../src/core/index.js';
import { constraintHint } from '../../src/react/form/hints.js';
import { createI18n } from '../../src/react/shared/i18n.js';
import { shownValue } from '../../src/react/steps/review.js';

const model = compileElicitationSchema({
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 3, maxLength: 50 },
    nick: { type: 'string', minLength: 1 },
    bio: { type: 'string', maxLength: 1 },
    mail: { type: 'string', format: 'email' },
    age: { type: 'integer', minimum: 18, maximum: 130 },
    price: { type: 'number', minimum: 1000 },
    picks: { type: 'array', minItems: 1, maxItems: 3, items: { anyOf: [{ const: 'a', title: 'Apple' }] } },
    ok: { type: 'boolean' },
    born: { type: 'string', format: 'date' },
    at: { type: 'string', format: 'date-time' },
    score: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 },
    positive: { type: 'number', exclusiveMinimum: 0 },
    under: { type: 'number', exclusiveMaximum: 10 },
    upTo: { type: 'number', exclusiveMinimum: 0, maximum: 10 },
    fraction: { type: 'number', minimum: 0, exclusiveMaximum: 1 },
    stricter: { type: 'number', minimum: 5, exclusiveMinimum: 2 },
    half: { type: 'number', multipleOf: 0.5 },
    fives: { type: 'integer', minimum: 0, multipleOf: 5 },
    rating: {
      type: 'integer',
      oneOf: [
        { const: 1, title: 'Poor' },
        { const: 5, title: 'Great' },
      ],
    },
  },
});
const field = (name: string) => model.fields.find((candidate) => candidate.name === name)!;

describe('constraint hints', () => {
  const en = createI18n();
  it.each([
    ['name', '3–50 characters'],
    ['nick', 'At least 1 character'],
    ['bio', 'Up to 1 character'],
    ['mail', 'An email address, like name@example.com'],
    ['age', 'From 18 to 130 · A whole number'],
    ['price', '1,000 or more'],
    ['picks', 'Choose 1–3'],
    ['ok', undefined],
    ['score', 'More than 0 and less than 10'],
    ['positive', 'More than 0'],
    ['under', 'Less than 10'],
    ['upTo', 'More than 0, up to 10'],
    ['fraction', 'From 0 to less than 1'],
    ['stricter', '5 or more'],
    ['half', 'In steps of 0.5'],
    ['fives', '0 or more · A whole number · In steps of 5'],
  ])('given %s, should say %j', (name, hint) => {
    expect(constraintHint(field(name), en)).toBe(hint);
  });

  it('should speak Chinese and name the time zone for date-times', () => {
    expect(constraintHint(field('age'), createI18n({ locale: 'zh-CN' }))).toBe('18 到 130 · 整数');
    expect(constraintHint(field('at'), en)).toMatch(/^Your local time \(.+\)$/);
    const zh = createI18n({ locale: 'zh-CN' });
    expect(constraintHint(field('score'), zh)).toBe('大于 0，且小于 10');
    expect(constraintHint(field('half'), zh)).toBe('以 0.5 为步长');
  });
});

describe('values as shown in the review', () => {
  it('should show titles, Yes/No and locale numbers and dates', () => {
    const en = createI18n();
    expect(shownValue(field('picks'), ['a'], en)).toBe('Apple');
    expect(shownValue(field('ok'), false, en)).toBe('No — left unticked');
    expect(shownValue(field('rating'), 5, en)).toBe('Great');
    expect(shownValue(field('price'), 1234.5, en)).toBe('1,234.5');
    expect(shownValue(field('price'), 1234.5, createI18n({ locale: 'de-DE' }))).toBe('1.234,5');
    expect(shownValue(field('born'), '2026-11-30', en)).toBe('November 30, 2026');
    expect(shownValue(field('born'), '2026-11-30', createI18n({ locale: 'zh-CN' }))).toBe('2026年11月30日');
  });
});
