/**
 * Every keyword × every field type: accepted and enforced (a value that passes and one that fails, through
 * parseElicitRequest on wire-shaped params → validateContent, and through the form's draft path
 * initialValues → toElicitContent), accepted as an annotation, or refused with its own pointer. Never dropped.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { DraftValue } from '../../../src/core/answer/values.js';
import {
  ElicitationError,
  type FieldModel,
  type FormModel,
  initialValues,
  parseElicitRequest,
  toElicitContent,
  validateContent,
} from '../../../src/core/index.js';

type Json = Record<string, unknown>;
const ajv = new Ajv({ strict: false });
addFormats(ajv);
const P = '/requestedSchema/properties/f';

/** The request a server sends: one required field `f`. */
function wire(field: Json): unknown {
  return JSON.parse(
    JSON.stringify({
      message: 'm',
      requestedSchema: { type: 'object', properties: { f: field }, required: ['f'] },
    }),
  );
}

function formOf(field: Json): FormModel {
  const request = parseElicitRequest(wire(field));
  if (request.mode !== 'form') throw new Error('expected a form');
  return request.form;
}

function refusal(params: unknown): ElicitationError {
  try {
    parseElicitRequest(params);
  } catch (error) {
    if (error instanceof ElicitationError) return error;
    throw error;
  }
  throw new Error('expected the request to be refused');
}

/** What an input holds for `value`: typed text for numbers, the value itself otherwise. */
function draftOf(field: FieldModel, value: unknown): DraftValue {
  if (field.kind === 'number' || field.kind === 'integer')
    return typeof value === 'number' ? String(value) : (value as string);
  return value as DraftValue;
}

/** [keyword, field schema, a value that passes, a value that fails, the code it fails with]. */
type Enforced = [string, Json, unknown, unknown, string];

const ENFORCED: Record<string, Enforced[]> = {
  string: [
    ['type', { type: 'string' }, 'x', 3, 'type'],
    ['minLength', { type: 'string', minLength: 2 }, 'ab', 'a', 'minLength'],
    ['maxLength', { type: 'string', maxLength: 2 }, 'ab', 'abc', 'maxLength'],
    ['pattern', { type: 'string', pattern: '^[A-Z]{2}\\d$' }, 'AB1', 'ab1', 'pattern'],
    ['format: email', { type: 'string', format: 'email' }, 'ada@example.xn--p1ai', 'ada@', 'format'],
    ['format: uri', { type: 'string', format: 'uri' }, 'https://example.com', 'example.com', 'format'],
    ['format: date', { type: 'string', format: 'date' }, '2026-02-28', '2026-02-30', 'format'],
    [
      'format: date-time',
      { type: 'string', format: 'date-time' },
      '2026-11-30T14:05:00Z',
      '2026-11-30T25:05:00Z',
      'format',
    ],
    ['enum', { type: 'string', enum: ['a', 'b'] }, 'b', 'c', 'enum'],
    ['enum + enumNames', { type: 'string', enum: ['a', 'b'], enumNames: ['A', 'B'] }, 'a', 'A', 'enum'],
    ['oneOf (titled)', { type: 'string', oneOf: [{ const: 'a', title: 'A' }] }, 'a', 'A', 'enum'],
    ['const', { type: 'string', const: 'yes' }, 'yes', 'no', 'enum'],
    [
      'enum + maxLength (every option fits)',
      { type: 'string', enum: ['ab'], maxLength: 2 },
      'ab',
      'abc',
      'enum',
    ],
  ],
  number: [
    ['type', { type: 'number' }, 1.5, 'abc', 'type'],
    ['minimum', { type: 'number', minimum: 0 }, 0, -0.5, 'minimum'],
    ['maximum', { type: 'number', maximum: 10 }, 10, 10.5, 'maximum'],
    ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 0 }, 0.1, 0, 'exclusiveMinimum'],
    ['exclusiveMaximum', { type: 'number', exclusiveMaximum: 10 }, 9.9, 10, 'exclusiveMaximum'],
    ['multipleOf', { type: 'number', multipleOf: 0.5 }, 2.5, 2.4, 'multipleOf'],
    ['multipleOf 0.1 decides as Ajv 8', { type: 'number', multipleOf: 0.1 }, 0.2, 0.3, 'multipleOf'],
    ['enum', { type: 'number', enum: [1.5, 2.5] }, 2.5, 2, 'enum'],
    ['oneOf (titled)', { type: 'number', oneOf: [{ const: 1, title: 'One' }] }, 1, 2, 'enum'],
    ['const', { type: 'number', const: 3 }, 3, 4, 'enum'],
  ],
  integer: [
    ['type', { type: 'integer' }, 2, 2.5, 'integer'],
    ['minimum', { type: 'integer', minimum: 1 }, 1, 0, 'minimum'],
    ['maximum', { type: 'integer', maximum: 5 }, 5, 6, 'maximum'],
    ['exclusiveMinimum', { type: 'integer', exclusiveMinimum: 0 }, 1, 0, 'exclusiveMinimum'],
    ['exclusiveMaximum', { type: 'integer', exclusiveMaximum: 10 }, 9, 10, 'exclusiveMaximum'],
    ['multipleOf', { type: 'integer', multipleOf: 5 }, 10, 12, 'multipleOf'],
    ['enum (Literal[1, 2, 3, 4, 5])', { type: 'integer', enum: [1, 2, 3, 4, 5] }, 3, 42, 'enum'],
    [
      'oneOf (titled)',
      {
        type: 'integer',
        oneOf: [
          { const: 1, title: 'One' },
          { const: 2, title: 'Two' },
        ],
      },
      2,
      3,
      'enum',
    ],
    ['const', { type: 'integer', const: 7 }, 7, 8, 'enum'],
  ],
  boolean: [
    ['type', { type: 'boolean' }, false, 'false', 'type'],
    ['const: true', { type: 'boolean', const: true }, true, false, 'const'],
    ['const: false', { type: 'boolean', const: false }, false, true, 'const'],
    ['enum: [true]', { type: 'boolean', enum: [true] }, true, false, 'const'],
    ['enum: [true, false]', { type: 'boolean', enum: [true, false] }, false, 'yes', 'type'],
  ],
  array: [
    ['items.enum', { type: 'array', items: { type: 'string', enum: ['a', 'b'] } }, ['a'], ['c'], 'enum'],
    ['items.anyOf', { type: 'array', items: { anyOf: [{ const: 'a', title: 'A' }] } }, ['a'], ['b'], 'enum'],
    ['items.oneOf', { type: 'array', items: { oneOf: [{ const: 'a', title: 'A' }] } }, ['a'], ['b'], 'enum'],
    [
      'minItems',
      { type: 'array', minItems: 1, items: { type: 'string', enum: ['a', 'b'] } },
      ['a'],
      [],
      'minItems',
    ],
    [
      'maxItems',
      { type: 'array', maxItems: 1, items: { type: 'string', enum: ['a', 'b'] } },
      ['a'],
      ['a', 'b'],
      'maxItems',
    ],
    [
      'uniqueItems: true',
      { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['a'] } },
      ['a'],
      ['a', 'a'],
      'uniqueItems',
    ],
    // A form can never choose an option twice, so repeats are refused even where the schema allows them.
    [
      'uniqueItems: false',
      { type: 'array', uniqueItems: false, items: { type: 'string', enum: ['a'] } },
      ['a'],
      ['a', 'a'],
      'uniqueItems',
    ],
  ],
};

const ANNOTATIONS = [
  'title',
  'description',
  'examples',
  '$comment',
  'readOnly',
  'writeOnly',
  'deprecated',
  'x-ui',
];
const BASES: Record<string, Json> = {
  string: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  array: { type: 'array', items: { type: 'string', enum: ['a'] } },
};
const ANNOTATION_VALUES: Record<string, unknown> = {
  title: 'T',
  description: 'D',
  examples: ['x'],
  $comment: 'c',
  readOnly: false,
  writeOnly: true,
  deprecated: false,
  'x-ui': { widget: 'slider' },
};

/** [keyword, field schema, pointer of the issue below the field, a word the message must hold]. */
type Refused = [string, Json, string, RegExp];

const REFUSED: Record<string, Refused[]> = {
  string: [
    ['minimum', { type: 'string', minimum: 1 }, '/minimum', /applies to numbers/],
    ['multipleOf', { type: 'string', multipleOf: 2 }, '/multipleOf', /applies to numbers/],
    ['items', { type: 'string', items: {} }, '/items', /applies to arrays/],
    ['properties', { type: 'string', properties: {} }, '/properties', /nested objects/],
    ['allOf', { type: 'string', allOf: [{ minLength: 1 }] }, '/allOf', /one flat schema/],
    ['anyOf (not Optional)', { type: 'string', anyOf: [{ minLength: 1 }] }, '/anyOf', /one flat schema/],
    ['not', { type: 'string', not: { const: 'x' } }, '/not', /not supported/],
    ['if', { type: 'string', if: { minLength: 1 } }, '/if', /conditional/],
    ['nullable (OpenAPI)', { type: 'string', nullable: true }, '/nullable', /OpenAPI/],
    [
      'contentMediaType',
      { type: 'string', contentMediaType: 'text/html' },
      '/contentMediaType',
      /understands/,
    ],
    [
      'an unknown keyword',
      { type: 'string', minLenght: 3 },
      '/minLenght',
      /not a keyword this client understands/,
    ],
    ['$id', { type: 'string', $id: 'x' }, '/$id', /only appear at the root/],
    ['$defs', { type: 'string', $defs: {} }, '/$defs', /only appear at the root/],
    ['enumNames without enum', { type: 'string', enumNames: ['A'] }, '/enumNames', /no enum/],
    ['enum and oneOf', { type: 'string', enum: ['a'], oneOf: [{ const: 'a' }] }, '/enum', /not both/],
    [
      'an option that breaks maxLength',
      { type: 'string', enum: ['ab', 'abc'], maxLength: 2 },
      '/enum/1',
      /maxLength/,
    ],
    ['a const of another type', { type: 'string', const: 1 }, '/const', /must be a string/],
    [
      'an option with an extra keyword',
      { type: 'string', oneOf: [{ const: 'a', minLength: 1 }] },
      '/oneOf/0/minLength',
      /an option is/,
    ],
  ],
  number: [
    ['minLength', { type: 'number', minLength: 1 }, '/minLength', /applies to strings/],
    ['pattern', { type: 'number', pattern: '^1' }, '/pattern', /applies to strings/],
    ['format', { type: 'number', format: 'float' }, '/format', /applies to strings/],
    ['enumNames', { type: 'number', enum: [1], enumNames: ['One'] }, '/enumNames', /applies to strings/],
    [
      'exclusiveMinimum: true (draft-04)',
      { type: 'number', minimum: 0, exclusiveMinimum: true },
      '/exclusiveMinimum',
      /draft-04/,
    ],
    [
      'exclusiveMaximum: true (draft-04)',
      { type: 'number', maximum: 9, exclusiveMaximum: true },
      '/exclusiveMaximum',
      /draft-04/,
    ],
    ['multipleOf 0', { type: 'number', multipleOf: 0 }, '/multipleOf', /greater than 0/],
    [
      'an empty exclusive range',
      { type: 'number', exclusiveMinimum: 1, maximum: 1 },
      '/exclusiveMinimum',
      /no number/,
    ],
    ['an option outside the bounds', { type: 'integer', enum: [1, 20], maximum: 10 }, '/enum/1', /maximum/],
    ['an enum of strings', { type: 'integer', enum: ['1'] }, '/enum/0', /integers/],
    ['a fraction in an integer enum', { type: 'integer', enum: [1.5] }, '/enum/0', /integers/],
    ['items', { type: 'number', items: {} }, '/items', /applies to arrays/],
  ],
  boolean: [
    ['minimum', { type: 'boolean', minimum: 0 }, '/minimum', /applies to numbers/],
    ['pattern', { type: 'boolean', pattern: 'x' }, '/pattern', /applies to strings/],
    ['oneOf', { type: 'boolean', oneOf: [{ const: true }] }, '/oneOf', /one flat schema/],
    ['a const that is not a boolean', { type: 'boolean', const: 'true' }, '/const', /true or false/],
    ['an enum of strings', { type: 'boolean', enum: ['yes'] }, '/enum/0', /true or false/],
  ],
  array: [
    [
      'contains',
      { type: 'array', items: { type: 'string', enum: ['a'] }, contains: { const: 'a' } },
      '/contains',
      /options to choose/,
    ],
    [
      'prefixItems',
      { type: 'array', items: { type: 'string', enum: ['a'] }, prefixItems: [] },
      '/prefixItems',
      /tuples/,
    ],
    [
      'minContains',
      { type: 'array', items: { type: 'string', enum: ['a'] }, minContains: 1 },
      '/minContains',
      /options to choose/,
    ],
    [
      'enum',
      { type: 'array', items: { type: 'string', enum: ['a'] }, enum: [['a']] },
      '/enum',
      /belong in items/,
    ],
    [
      'minLength',
      { type: 'array', items: { type: 'string', enum: ['a'] }, minLength: 1 },
      '/minLength',
      /applies to strings/,
    ],
    [
      'free text items (list[str])',
      { type: 'array', items: { type: 'string' } },
      '/items',
      /arrays of free text are not supported/,
    ],
    [
      'number items',
      { type: 'array', items: { type: 'integer', enum: [1, 2] } },
      '/items/type',
      /lists of numbers/,
    ],
    [
      'object items',
      { type: 'array', items: { type: 'object', properties: {} } },
      '/items',
      /arrays of objects/,
    ],
    [
      'items.minLength',
      { type: 'array', items: { type: 'string', enum: ['a'], minLength: 1 } },
      '/items/minLength',
      /applies to strings/,
    ],
    [
      'items.const',
      { type: 'array', items: { type: 'string', const: 'a' } },
      '/items/const',
      /not supported in array items/,
    ],
    [
      'uniqueItems that is not a boolean',
      { type: 'array', items: { type: 'string', enum: ['a'] }, uniqueItems: 1 },
      '/uniqueItems',
      /true or false/,
    ],
  ],
};

describe('keywords: accepted and enforced', () => {
  for (const [type, rows] of Object.entries(ENFORCED)) {
    it.each(rows)(
      `given a ${type} field with %s, should accept the passing value and report the failing one`,
      (_, schema, pass, fail, code) => {
        const form = formOf(schema);
        expect(validateContent(form, { f: pass })).toEqual([]);
        const codes = validateContent(form, { f: fail }).map((error) => error.code);
        expect(codes).toContain(code);
        // The form's own path: what the input holds → content → the same verdicts.
        const field = form.fields[0] as FieldModel;
        const draft = initialValues(form);
        const sent = toElicitContent(form, { ...draft, f: draftOf(field, pass) });
        expect(sent).toEqual({ f: pass });
        expect(validateContent(form, sent)).toEqual([]);
        const wrong = toElicitContent(form, { ...draft, f: draftOf(field, fail) });
        expect(validateContent(form, wrong).map((error) => error.code)).toContain(code);
        // The compiled schema carries what is enforced: a host re-validating it with Ajv gets our verdict.
        const validate = ajv.compile(form.schema);
        expect(validate({ f: pass }), JSON.stringify(validate.errors)).toBe(true);
        expect(validate({ f: fail })).toBe(false);
      },
    );
  }
});

describe('keywords: annotations, accepted and never enforced', () => {
  for (const [type, base] of Object.entries(BASES)) {
    it.each(ANNOTATIONS)(
      `given a ${type} field with %s, should compile it without a notice or an issue`,
      (key) => {
        const form = formOf({ ...base, [key]: ANNOTATION_VALUES[key] });
        expect(form.fields).toHaveLength(1);
        expect(form.notices).toEqual([]);
      },
    );
  }

  it('given format password or an unknown format, should render as text (password marks a secret)', () => {
    expect(formOf({ type: 'string', format: 'password' }).fields[0]).toMatchObject({
      kind: 'text',
      sensitive: true,
    });
    expect(formOf({ type: 'string', format: 'uuid' }).fields[0]).toMatchObject({
      kind: 'text',
      format: 'uuid',
    });
  });
});

describe('keywords: refused, with their own pointer', () => {
  for (const [type, rows] of Object.entries(REFUSED)) {
    it.each(rows)(
      `given a ${type} field with %s, should refuse it at its pointer`,
      (_, schema, at, words) => {
        const error = refusal(wire(schema));
        expect(error.code).toBe('unsupported-schema');
        const issue = error.issues.find((entry) => entry.path === `${P}${at}`);
        expect(
          issue,
          error.issues.map((entry) => `${entry.path}: ${entry.message}`).join('\n'),
        ).toBeDefined();
        expect(issue?.message).toMatch(words);
      },
    );
  }
});

describe('keywords at the root', () => {
  const root = (extra: Json) => ({
    message: 'm',
    requestedSchema: { type: 'object', properties: { f: { type: 'string' } }, ...extra },
  });

  it.each([
    ['$schema', 'https://json-schema.org/draft/2020-12/schema'],
    ['$id', 'urn:x'],
    ['$comment', 'c'],
    ['title', 'Booking'],
    ['description', 'Details of your booking.'],
    ['additionalProperties', false],
    ['additionalProperties', true],
    ['x-vendor', 1],
  ])('given %s at the root, should accept it', (key, value) => {
    const request = parseElicitRequest(root({ [key]: value }));
    expect(request.mode === 'form' && request.form.notices).toEqual([]);
  });

  it('given additionalProperties: false, should enforce it: a key the schema does not name is reported', () => {
    const request = parseElicitRequest(root({ additionalProperties: false }));
    if (request.mode !== 'form') throw new Error('expected a form');
    expect(validateContent(request.form, { f: 'x', g: 1 }).map((error) => error.code)).toEqual([
      'unknown-field',
    ]);
    expect(request.form.schema.additionalProperties).toBe(false);
  });

  it('given a root title and description (pydantic model name and docstring), should put them on the model', () => {
    const request = parseElicitRequest(root({ title: 'Booking', description: 'Details.' }));
    expect(request).toMatchObject({ form: { title: 'Booking', description: 'Details.', notices: [] } });
    expect(parseElicitRequest(root({ title: 'Booking' }), { strict: true })).toMatchObject({
      form: { title: 'Booking' },
    });
  });

  it.each([
    ['minProperties', 1, /not a keyword/],
    ['patternProperties', {}, /not a keyword/],
    ['dependentRequired', {}, /not a keyword/],
    ['allOf', [], /only flat properties/],
    ['anyOf', [], /only flat properties/],
    ['not', {}, /only flat properties/],
    ['if', {}, /conditional/],
    ['$ref', '#', /\$ref/],
    ['additionalProperties', { type: 'string' }, /true or false/],
    ['unevaluatedProperties', false, /not a keyword/],
  ])('given %s at the root, should refuse it at its pointer', (key, value, words) => {
    const error = refusal(root({ [key]: value }));
    const issue = error.issues.find((entry) => entry.path === `/requestedSchema/${key}`);
    expect(issue?.message).toMatch(words);
  });
});
