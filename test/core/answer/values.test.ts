import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compileElicitationSchema,
  type DraftValues,
  initialValues,
  toElicitContent,
  validateContent,
} from '../../../src/core/index.js';

const model = compileElicitationSchema({
  type: 'object',
  properties: {
    name: { type: 'string' },
    email: { type: 'string', format: 'email' },
    birthday: { type: 'string', format: 'date' },
    meeting: { type: 'string', format: 'date-time' },
    score: { type: 'number' },
    age: { type: 'integer' },
    subscribed: { type: 'boolean' },
    color: { type: 'string', enum: ['Red', 'Green'] },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] } },
  },
  required: ['name'],
});

describe('initialValues', () => {
  it('should start every field empty when nothing has a default, keeping booleans unanswered', () => {
    expect(initialValues(model)).toEqual({
      name: '',
      email: '',
      birthday: '',
      meeting: '',
      score: '',
      age: '',
      subscribed: undefined,
      color: '',
      tags: [],
    });
    expect(Object.hasOwn(initialValues(model), 'subscribed')).toBe(true);
  });

  it('should pre-fill every default, falsy ones included', () => {
    const withDefaults = compileElicitationSchema({
      type: 'object',
      properties: {
        flag: { type: 'boolean', default: false },
        count: { type: 'integer', default: 0 },
        ratio: { type: 'number', default: 3.14 },
        note: { type: 'string', default: '' },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: [] },
        picked: { type: 'array', items: { anyOf: [{ const: 'x', title: 'X' }] }, default: ['x'] },
        color: { type: 'string', oneOf: [{ const: '#f00', title: 'Red' }], default: '#f00' },
      },
    });
    expect(initialValues(withDefaults)).toEqual({
      flag: false,
      count: '0',
      ratio: '3.14',
      note: '',
      tags: [],
      picked: ['x'],
      color: '#f00',
    });
  });

  it('should give each draft its own copy of array defaults', () => {
    const withTags = compileElicitationSchema({
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string', enum: ['a'] }, default: ['a'] } },
    });
    const draft = initialValues(withTags);
    (draft.tags as string[]).push('mutated');
    expect(withTags.fields[0]?.default).toEqual(['a']);
  });
});

describe('initialValues: required booleans', () => {
  it('should start a required checkbox unticked (false, an answer) and an optional one unanswered', () => {
    const booleans = compileElicitationSchema({
      type: 'object',
      properties: {
        agree: { type: 'boolean' },
        maybe: { type: 'boolean' },
        yes: { type: 'boolean', default: true },
      },
      required: ['agree', 'yes'],
    });
    expect(initialValues(booleans)).toStrictEqual({ agree: false, maybe: undefined, yes: true });
    expect(toElicitContent(booleans, initialValues(booleans))).toStrictEqual({ agree: false, yes: true });
  });
});

describe('toElicitContent', () => {
  it('should convert each kind to its JSON type', () => {
    const content = toElicitContent(model, {
      name: 'Ada',
      email: 'ada@example.com',
      birthday: '1815-12-10',
      meeting: '2026-11-30T14:05:00Z',
      score: '3.14',
      age: '36',
      subscribed: false,
      color: 'Green',
      tags: ['a', 'c'],
    });
    expect(content).toStrictEqual({
      name: 'Ada',
      email: 'ada@example.com',
      birthday: '1815-12-10',
      meeting: '2026-11-30T14:05:00Z',
      score: 3.14,
      age: 36,
      subscribed: false,
      color: 'Green',
      tags: ['a', 'c'],
    });
    expect(validateContent(model, content)).toEqual([]);
  });

  it('should omit optional fields left empty, never sending "", 0, false or null for them', () => {
    expect(toElicitContent(model, initialValues(model))).toStrictEqual({});
    expect(toElicitContent(model, { ...initialValues(model), name: 'x', score: '  ' })).toStrictEqual({
      name: 'x',
    });
  });

  it('should keep decimals and pass numbers typed with a leading dot or trailing dot', () => {
    expect(toElicitContent(model, { score: '.5', age: '7' })).toStrictEqual({ score: 0.5, age: 7 });
    expect(toElicitContent(model, { score: '3.' })).toStrictEqual({ score: 3 });
    expect(toElicitContent(model, { score: '-1e3' })).toStrictEqual({ score: -1000 });
    expect(toElicitContent(model, { score: 2.5 })).toStrictEqual({ score: 2.5 });
  });

  it('should never round a fractional integer: validation reports it instead', () => {
    const content = toElicitContent(model, { name: 'x', age: '3.7' });
    expect(content).toStrictEqual({ name: 'x', age: 3.7 });
    expect(validateContent(model, content).map((error) => error.code)).toEqual(['integer']);
  });

  it('should pass unparseable number text through so validation can report it', () => {
    const content = toElicitContent(model, { name: 'x', score: '12abc' });
    expect(content.score).toBe('12abc');
    expect(validateContent(model, content)).toMatchObject([
      { field: 'score', code: 'type', message: 'Enter a number.' },
    ]);
  });

  it('should return only schema properties', () => {
    expect(toElicitContent(model, { name: 'x', extra: 'y', constructor: 'z' })).toStrictEqual({ name: 'x' });
  });

  it('should send a required multi-select with nothing chosen as [], and omit an optional one', () => {
    const required = compileElicitationSchema({
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string', enum: ['a'] } } },
      required: ['tags'],
    });
    expect(toElicitContent(required, { tags: [] })).toStrictEqual({ tags: [] });
    expect(toElicitContent(model, { tags: [] })).toStrictEqual({});
  });

  it('should never throw on odd drafts', () => {
    const odd = [
      null,
      undefined,
      5,
      'x',
      [],
      { name: {} },
      { tags: 'a' },
      { subscribed: 'yes' },
      { age: Number.NaN },
    ];
    for (const draft of odd) {
      expect(() => toElicitContent(model, draft as never)).not.toThrow();
    }
  });

  it('should write a field named __proto__ as an own key without touching the prototype', () => {
    const protoModel = compileElicitationSchema(
      JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}'),
    );
    const content = toElicitContent(protoModel, JSON.parse('{"__proto__":"polluted"}'));
    expect(Object.keys(content)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(content)).toBe(Object.prototype);
    expect(JSON.stringify(content)).toBe('{"__proto__":"polluted"}');
  });
});

describe('toElicitContent: date-time with the user offset', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });
  beforeEach(() => {
    process.env.TZ = 'Asia/Shanghai';
  });

  it('should append the local offset to a datetime-local draft and add seconds', () => {
    expect(toElicitContent(model, { meeting: '2026-11-30T14:05' }).meeting).toBe('2026-11-30T14:05:00+08:00');
    expect(toElicitContent(model, { meeting: '2026-11-30T14:05:09.250' }).meeting).toBe(
      '2026-11-30T14:05:09.250+08:00',
    );
  });

  it('should follow daylight saving for the instant chosen', () => {
    process.env.TZ = 'America/New_York';
    expect(toElicitContent(model, { meeting: '2026-07-01T09:00' }).meeting).toBe('2026-07-01T09:00:00-04:00');
    expect(toElicitContent(model, { meeting: '2026-12-01T09:00' }).meeting).toBe('2026-12-01T09:00:00-05:00');
  });

  it('should write UTC as Z and honour an explicit offset function', () => {
    process.env.TZ = 'UTC';
    expect(toElicitContent(model, { meeting: '2026-11-30T14:05' }).meeting).toBe('2026-11-30T14:05:00Z');
    const india = toElicitContent(model, { meeting: '2026-11-30T14:05' }, { timeZoneOffset: () => 330 });
    expect(india.meeting).toBe('2026-11-30T14:05:00+05:30');
  });

  it('should keep a draft that already has an offset, and produce something validation accepts', () => {
    const content = toElicitContent(model, { name: 'x', meeting: '2026-11-30T14:05:00-03:00' });
    expect(content.meeting).toBe('2026-11-30T14:05:00-03:00');
    expect(
      validateContent(model, toElicitContent(model, { name: 'x', meeting: '2026-11-30T14:05' })),
    ).toEqual([]);
  });
});

describe('toElicitContent: an answer is only ever JSON primitives or a string array', () => {
  const form = compileElicitationSchema({
    type: 'object',
    properties: {
      age: { type: 'integer' },
      name: { type: 'string' },
      ok: { type: 'boolean' },
      pick: { type: 'integer', enum: [1, 2, 3] },
      note: { type: 'string' },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    },
    required: ['age', 'name', 'ok', 'pick', 'tags'],
  });

  it('given objects and arrays where a single value belongs, should leave them out and report them as required', () => {
    const drafts = {
      age: { valueOf: 3 },
      name: ['Ada'],
      ok: [true],
      pick: { 0: 1 },
      note: {},
      tags: [1, 'a'],
    };
    const content = toElicitContent(form, drafts as unknown as DraftValues);
    expect(content).toStrictEqual({});
    const errors = validateContent(form, content).map((error) => `${error.field}:${error.code}`);
    expect(errors).toEqual([
      'age:required',
      'name:required',
      'ok:required',
      'pick:required',
      'tags:required',
    ]);
  });

  it('given a primitive of the wrong type, should pass it through for validation to report', () => {
    const content = toElicitContent(form, {
      age: true,
      name: 5,
      ok: 'yes',
      pick: '9',
      tags: 'a',
    } as unknown as DraftValues);
    expect(content).toStrictEqual({ age: true, name: 5, ok: 'yes', pick: '9', tags: 'a' });
    expect(validateContent(form, content).map((error) => `${error.field}:${error.code}`)).toEqual([
      'age:type',
      'name:type',
      'ok:type',
      'pick:type',
      'pick:enum',
      'tags:type',
    ]);
  });

  it('given a select of numbers, should send the number its option text names', () => {
    expect(toElicitContent(form, { pick: '2' }).pick).toBe(2);
    expect(toElicitContent(form, { pick: 3 }).pick).toBe(3);
    expect(
      initialValues(
        compileElicitationSchema({
          type: 'object',
          properties: { p: { type: 'integer', enum: [1, 2], default: 2 } },
        }),
      ),
    ).toEqual({ p: 2 });
  });
});
