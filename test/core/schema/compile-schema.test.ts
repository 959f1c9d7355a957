import { describe, expect, it } from 'vitest';
import { compileElicitationSchema, type FieldModel } from '../../../src/core/index.js';

const one = (definition: Record<string, unknown>, required = false): FieldModel => {
  const model = compileElicitationSchema({
    type: 'object',
    properties: { field: definition },
    ...(required ? { required: ['field'] } : {}),
  });
  expect(model.fields).toHaveLength(1);
  return model.fields[0] as FieldModel;
};

const colors = [
  { value: '#FF0000', label: '红色' },
  { value: '#00FF00', label: '绿色' },
  { value: '#0000FF', label: '蓝色' },
];
const titledColors = colors.map(({ value, label }) => ({ const: value, title: label }));

describe('compileElicitationSchema: one field per variant', () => {
  it.each([
    ['plain string', { type: 'string' }, { kind: 'text' }],
    [
      'string with limits',
      { type: 'string', minLength: 3, maxLength: 50 },
      { kind: 'text', minLength: 3, maxLength: 50 },
    ],
    ['email format', { type: 'string', format: 'email' }, { kind: 'email', format: 'email' }],
    ['uri format', { type: 'string', format: 'uri' }, { kind: 'url', format: 'uri' }],
    ['date format', { type: 'string', format: 'date' }, { kind: 'date', format: 'date' }],
    ['date-time format', { type: 'string', format: 'date-time' }, { kind: 'date-time', format: 'date-time' }],
    ['unknown format renders as text', { type: 'string', format: 'uuid' }, { kind: 'text', format: 'uuid' }],
    ['number', { type: 'number', minimum: 0, maximum: 100 }, { kind: 'number', minimum: 0, maximum: 100 }],
    ['integer is not number', { type: 'integer', minimum: 1 }, { kind: 'integer', minimum: 1 }],
    ['boolean', { type: 'boolean' }, { kind: 'boolean' }],
    [
      'untitled single select',
      { type: 'string', enum: ['Red', 'Green'] },
      {
        kind: 'single-select',
        enumShape: 'untitled',
        options: [
          { value: 'Red', label: 'Red' },
          { value: 'Green', label: 'Green' },
        ],
      },
    ],
    [
      'titled single select shows titles, sends consts',
      { type: 'string', oneOf: titledColors },
      { kind: 'single-select', enumShape: 'titled', options: colors },
    ],
    [
      'legacy enumNames',
      { type: 'string', enum: ['#FF0000', '#00FF00', '#0000FF'], enumNames: ['红色', '绿色', '蓝色'] },
      { kind: 'single-select', enumShape: 'legacy-titled', options: colors },
    ],
    [
      'untitled multi select',
      { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['Red', 'Green', 'Blue'] } },
      {
        kind: 'multi-select',
        enumShape: 'untitled',
        minItems: 1,
        maxItems: 2,
        options: ['Red', 'Green', 'Blue'].map((value) => ({ value, label: value })),
      },
    ],
    [
      'titled multi select with items.anyOf',
      { type: 'array', items: { anyOf: titledColors } },
      { kind: 'multi-select', enumShape: 'titled', options: colors },
    ],
    [
      'titled multi select with items.oneOf (SEP draft spelling)',
      { type: 'array', items: { oneOf: titledColors } },
      { kind: 'multi-select', enumShape: 'titled', options: colors },
    ],
  ])('given %s, should compile to the right kind and constraints', (_, definition, expected) => {
    expect(one(definition)).toMatchObject({ name: 'field', label: 'field', required: false, ...expected });
  });

  it('should use title as label and keep the description', () => {
    expect(
      one({ type: 'string', title: 'Full name', description: 'As on your passport' }, true),
    ).toMatchObject({
      label: 'Full name',
      description: 'As on your passport',
      required: true,
    });
  });

  it('should keep the schema property order', () => {
    const model = compileElicitationSchema({
      type: 'object',
      properties: { zeta: { type: 'string' }, alpha: { type: 'number' }, mid: { type: 'boolean' } },
    });
    expect(model.fields.map((field) => field.name)).toEqual(['zeta', 'alpha', 'mid']);
  });

  it('should keep falsy defaults', () => {
    const model = compileElicitationSchema({
      type: 'object',
      properties: {
        flag: { type: 'boolean', default: false },
        count: { type: 'integer', default: 0 },
        note: { type: 'string', default: '' },
        tags: { type: 'array', items: { type: 'string', enum: ['a'] }, default: [] },
      },
    });
    expect(model.fields.map((field) => field.default)).toEqual([false, 0, '', []]);
  });

  it('should fall back to the const as label when a titled option has no title', () => {
    expect(one({ type: 'string', oneOf: [{ const: 'x' }] }).options).toEqual([{ value: 'x', label: 'x' }]);
  });

  it('should flag fields that ask for a secret', () => {
    expect(one({ type: 'string', title: 'API key' }).sensitive).toBe(true);
    expect(one({ type: 'string', title: '支付密码' }).sensitive).toBe(true);
    expect(one({ type: 'string', format: 'password' }).sensitive).toBe(true);
    expect(one({ type: 'string', title: 'Tokenizer name' }).sensitive).toBe(false);
  });

  it('should treat a property named __proto__ as a plain field without touching any prototype', () => {
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string","title":"P"}}}');
    const model = compileElicitationSchema(schema);
    expect(model.fields[0]).toMatchObject({ name: '__proto__', label: 'P', kind: 'text' });
    expect(Object.keys(model.schema.properties)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  it('should reduce the schema to what it enforces, and say that no other key is sent', () => {
    const model = compileElicitationSchema({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { a: { type: 'string', examples: ['x'], 'x-ui': 1, title: 'A' } },
      required: ['a'],
    });
    expect(model.schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { a: { type: 'string', title: 'A' } },
      required: ['a'],
      additionalProperties: false,
    });
  });
});
