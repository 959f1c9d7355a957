import { describe, expect, it } from 'vitest';
import { toElicitValue } from '../../../src/core/answer/values.js';
import {
  checkFieldValue,
  compileElicitationSchema,
  formatFieldIssue,
  toElicitContent,
  validateContent,
} from '../../../src/core/index.js';
import { denialMessages } from '../../../src/core/messages/denial-messages.js';
import { fileMessages } from '../../../src/core/messages/file-messages.js';
import { en, type MessageKey, zhCN } from '../../../src/core/messages/index.js';
import type { FieldErrorCode } from '../../../src/core/schema/field-checks.js';

const model = compileElicitationSchema({
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 3, maxLength: 5 },
    handle: { type: 'string', pattern: '^[a-z]+$' },
    email: { type: 'string', format: 'email' },
    site: { type: 'string', format: 'uri' },
    born: { type: 'string', format: 'date' },
    at: { type: 'string', format: 'date-time' },
    score: { type: 'number', minimum: 0, maximum: 10 },
    age: { type: 'integer', minimum: 18 },
    ok: { type: 'boolean' },
    color: { type: 'string', oneOf: [{ const: '#f00', title: 'Red' }] },
    tags: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } },
  },
  required: ['name'],
});

type Case = [description: string, content: Record<string, unknown>, expected: [string, FieldErrorCode][]];

const cases: Case[] = [
  [
    'a valid answer',
    {
      name: 'Ada',
      handle: 'ada',
      email: 'a@b.co',
      site: 'https://x.org/p',
      born: '2000-02-29',
      at: '2026-11-30T14:05:00+08:00',
      score: 3.5,
      age: 18,
      ok: false,
      color: '#f00',
      tags: ['a'],
    },
    [],
  ],
  ['a missing required field', {}, [['name', 'required']]],
  ['a string too short', { name: 'Al' }, [['name', 'minLength']]],
  ['a string too long', { name: 'Alexander' }, [['name', 'maxLength']]],
  ['a number sent as string', { name: 'Ada', score: '3' }, [['score', 'type']]],
  ['a fraction in an integer field', { name: 'Ada', age: 18.5 }, [['age', 'integer']]],
  ['a number below minimum', { name: 'Ada', score: -1 }, [['score', 'minimum']]],
  ['a number above maximum', { name: 'Ada', score: 11 }, [['score', 'maximum']]],
  ['an integer below minimum', { name: 'Ada', age: 17 }, [['age', 'minimum']]],
  ['a bad email', { name: 'Ada', email: 'not-an-email' }, [['email', 'format']]],
  ['a relative uri', { name: 'Ada', site: '/relative' }, [['site', 'format']]],
  ['an impossible date', { name: 'Ada', born: '2001-02-29' }, [['born', 'format']]],
  ['a date-time without offset', { name: 'Ada', at: '2026-11-30T14:05:00' }, [['at', 'format']]],
  ['a boolean sent as string', { name: 'Ada', ok: 'false' }, [['ok', 'type']]],
  ['a value outside the options', { name: 'Ada', color: 'Red' }, [['color', 'enum']]],
  ['too few choices', { name: 'Ada', tags: [] }, [['tags', 'minItems']]],
  ['too many choices', { name: 'Ada', tags: ['a', 'b', 'c'] }, [['tags', 'maxItems']]],
  ['a repeated choice', { name: 'Ada', tags: ['a', 'a'] }, [['tags', 'uniqueItems']]],
  ['a choice outside the options', { name: 'Ada', tags: ['z'] }, [['tags', 'enum']]],
  ['a pattern mismatch', { name: 'Ada', handle: 'Ada1' }, [['handle', 'pattern']]],
  ['a field the server did not ask for', { name: 'Ada', extra: 1 }, [['extra', 'unknown-field']]],
  ['NaN in a number field', { name: 'Ada', score: Number.NaN }, [['score', 'type']]],
];

describe('validateContent on each kind of mistake', () => {
  it.each(cases)('given %s, should report exactly those errors', (_, content, expected) => {
    const errors = validateContent(model, content);
    expect(errors.map((error) => [error.field, error.code])).toEqual(expected);
    for (const error of errors) expect(error.message).not.toMatch(/^validation\./);
  });
});

describe('validateContent', () => {
  it('should give limits as params and put them in the message', () => {
    expect(validateContent(model, { name: 'Al' })).toEqual([
      { field: 'name', code: 'minLength', message: 'Enter at least 3 characters.', params: { minLength: 3 } },
    ]);
  });

  it('should speak Simplified Chinese and format numbers for the locale', () => {
    const [error] = validateContent(model, { name: 'Ada', score: 11 }, { locale: 'zh-CN' });
    expect(error?.message).toBe('请输入不大于 10 的数。');
    const big = compileElicitationSchema({
      type: 'object',
      properties: { n: { type: 'number', minimum: 1000 } },
    });
    expect(validateContent(big, { n: 1 }, { locale: 'de-DE' })[0]?.message).toBe('Enter 1.000 or more.');
  });

  it('should let the host override one message', () => {
    const [error] = validateContent(model, {}, { messages: { 'validation.required': 'Needed!' } });
    expect(error?.message).toBe('Needed!');
  });

  it('should treat content that is not an object as empty', () => {
    expect(validateContent(model, null).map((error) => error.code)).toEqual(['required']);
    expect(validateContent(model, ['x']).map((error) => error.code)).toEqual(['required']);
  });

  it('should compile the checks once per schema (the pattern is built on the first validation only)', () => {
    const fresh = compileElicitationSchema({
      type: 'object',
      properties: { a: { type: 'string', minLength: 2, pattern: '^x' } },
    });
    const NativeRegExp = globalThis.RegExp;
    let built = 0;
    const Counting = new Proxy(NativeRegExp, {
      construct(target, args: [string, string?]) {
        if (args[0] === '^x') built++;
        return new target(...args);
      },
    });
    globalThis.RegExp = Counting;
    try {
      for (let i = 0; i < 20; i++) validateContent(fresh, { a: i % 2 ? 'x' : 'xyz' });
    } finally {
      globalThis.RegExp = NativeRegExp;
    }
    expect(built).toBe(1);
  });
});

describe('checkFieldValue and formatFieldIssue', () => {
  const field = (name: string) => {
    const found = model.fields.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  };

  it('should give one field the issues validateContent gives it, without words', () => {
    expect(checkFieldValue(field('name'), 'Ad')).toEqual([{ code: 'minLength', params: { minLength: 3 } }]);
    expect(checkFieldValue(field('name'), undefined)).toEqual([{ code: 'required' }]);
    expect(checkFieldValue(field('handle'), undefined)).toEqual([]);
    expect(checkFieldValue(field('age'), 17.5)).toEqual([
      { code: 'integer' },
      { code: 'minimum', params: { minimum: 18 } },
    ]);
    const content = { name: 'Ad', age: 17.5, tags: [] };
    const whole = validateContent(model, content).map(({ field: name, code, params }) =>
      params ? { name, code, params } : { name, code },
    );
    const perField = model.fields.flatMap((each) =>
      checkFieldValue(each, content[each.name as keyof typeof content]).map((issue) => ({
        name: each.name,
        ...issue,
      })),
    );
    expect(perField).toEqual(whole);
  });

  it('should check a draft the way it would be sent, through toElicitValue', () => {
    const age = field('age');
    expect(toElicitValue(age, '36')).toBe(36);
    expect(toElicitValue(age, '')).toBeUndefined();
    expect(checkFieldValue(age, toElicitValue(age, '12'))).toEqual([
      { code: 'minimum', params: { minimum: 18 } },
    ]);
    expect(toElicitContent(model, { age: '36' })).toEqual({ age: 36 });
  });

  it('should format an issue in the locale asked for, with the host overrides', () => {
    const issue = { code: 'minimum', params: { minimum: 18 } } as const;
    expect(formatFieldIssue(issue, field('age'))).toBe('Enter 18 or more.');
    expect(formatFieldIssue(issue, field('age'), { locale: 'zh-CN' })).toBe(
      zhCN['validation.minimum'].replace('{minimum, number}', '18'),
    );
    expect(
      formatFieldIssue({ code: 'required' }, field('name'), {
        messages: { 'validation.required': 'Needed' },
      }),
    ).toBe('Needed');
    expect(formatFieldIssue({ code: 'format', params: { format: 'email' } }, field('email'))).toBe(
      en['validation.format.email'],
    );
  });
});

describe('message catalogues', () => {
  // The built-in catalogues and the drafts' words, which come with fileInputs and authorizationDenials.
  const english: Record<MessageKey, string> = { ...en, ...fileMessages.en, ...denialMessages.en };
  const chinese: Record<MessageKey, string> = {
    ...zhCN,
    ...fileMessages['zh-CN'],
    ...denialMessages['zh-CN'],
  };
  const keys = Object.keys(english).sort() as MessageKey[];
  it('should have the same keys in English and Chinese, none empty', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(chinese).sort()).toEqual(keys);
    for (const key of keys) {
      expect(english[key].trim()).not.toBe('');
      expect(chinese[key].trim()).not.toBe('');
    }
  });

  it('should use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of keys) {
      expect(placeholders(chinese[key]), key).toEqual(placeholders(english[key]));
    }
  });

  it('should pick the singular form where the locale has one', () => {
    const single = compileElicitationSchema({
      type: 'object',
      properties: { a: { type: 'string', minLength: 1 } },
    });
    expect(validateContent(single, { a: '' })[0]?.message).toBe('Enter at least 1 character.');
  });
});
