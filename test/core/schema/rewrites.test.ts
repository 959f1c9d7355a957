/**
 * The short list of real-world spellings we rewrite into the spec's subset: each is reported as a notice
 * (code + JSON pointer into the params), each is refused under `strict` at the same pointer with a message
 * naming the spec's form, and everything near them that is not on the list is refused with the real problem.
 */
import { describe, expect, it } from 'vitest';
import {
  ElicitationError,
  type FormModel,
  initialValues,
  parseElicitRequest,
  toElicitContent,
  validateContent,
} from '../../../src/core/index.js';
import type { SchemaNoticeCode } from '../../../src/core/schema/model.js';
import {
  fastmcpRequests,
  olderPydanticEnumRequest,
  pydanticBookingRequest,
} from '../../fixtures/python-servers.js';

type Json = Record<string, unknown>;
const P = '/requestedSchema/properties';
const COLORS = { Color: { enum: ['red', 'green', 'blue'], title: 'Color', type: 'string' } };

function request(properties: Json, extra: Json = {}): Json {
  return JSON.parse(
    JSON.stringify({ message: 'm', requestedSchema: { type: 'object', properties, ...extra } }),
  );
}

function formOf(params: unknown): FormModel {
  const parsed = parseElicitRequest(params);
  if (parsed.mode !== 'form') throw new Error('expected a form');
  return parsed.form;
}

function refusal(params: unknown, strict = false): ElicitationError {
  try {
    parseElicitRequest(params, { strict });
  } catch (error) {
    if (error instanceof ElicitationError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** [rewrite, params, notices as "code path", the field's kind, the strict refusal's path and words]. */
const REWRITES: [string, Json, string[], string, string, RegExp][] = [
  [
    'anyOf [T, null] with default null (pydantic Optional[int] = None)',
    request({
      age: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }], default: null, title: 'Age' },
    }),
    [`nullable-union ${P}/age/anyOf`, `null-default ${P}/age/default`],
    'integer',
    `${P}/age/anyOf`,
    /write the field as \{"type": "integer"\} and leave it out of required/,
  ],
  [
    'oneOf [null, T] without a default',
    request({ note: { oneOf: [{ type: 'null' }, { type: 'string', maxLength: 5 }] } }),
    [`nullable-union ${P}/note/oneOf`],
    'text',
    `${P}/note/oneOf`,
    /\{"type": "string"\}/,
  ],
  [
    'type [T, "null"] (mcp 1.x)',
    request({ n: { type: ['number', 'null'], default: null } }),
    [`nullable-type ${P}/n/type`, `null-default ${P}/n/default`],
    'number',
    `${P}/n/type`,
    /write "type": "number"/,
  ],
  [
    'a local $ref to a string enum (pydantic Enum)',
    request({ color: { $ref: '#/$defs/Color', default: 'red' } }, { $defs: COLORS }),
    [`local-ref ${P}/color/$ref`],
    'single-select',
    `${P}/color/$ref`,
    /write the enum in the field, as \{"type": "string", "enum": \[...\]\}/,
  ],
  [
    'a $ref into definitions (draft-07 spelling)',
    request({ color: { $ref: '#/definitions/Color' } }, { definitions: COLORS }),
    [`local-ref ${P}/color/$ref`],
    'single-select',
    `${P}/color/$ref`,
    /\$ref is not part of the elicitation schema/,
  ],
  [
    'allOf [{$ref}] with siblings (older pydantic)',
    request({ color: { allOf: [{ $ref: '#/$defs/Color' }], title: 'Colour' } }, { $defs: COLORS }),
    [`all-of-ref ${P}/color/allOf`, `local-ref ${P}/color/allOf/0/$ref`],
    'single-select',
    `${P}/color/allOf`,
    /write the enum in the field itself/,
  ],
  [
    'anyOf [{$ref}, null] (Optional[Enum])',
    request(
      { color: { anyOf: [{ $ref: '#/$defs/Color' }, { type: 'null' }], default: null } },
      { $defs: COLORS },
    ),
    [
      `nullable-union ${P}/color/anyOf`,
      `local-ref ${P}/color/anyOf/0/$ref`,
      `null-default ${P}/color/default`,
    ],
    'single-select',
    `${P}/color/anyOf`,
    /leave it out of required/,
  ],
  [
    'items.enum without a type (FastMCP)',
    request({ tags: { type: 'array', items: { enum: ['a', 'b'] } } }),
    [`untyped-items ${P}/tags/items`],
    'multi-select',
    `${P}/tags/items`,
    /items needs "type": "string" beside its enum/,
  ],
  [
    'items.$ref to an enum (list[Enum])',
    request({ colors: { type: 'array', items: { $ref: '#/$defs/Color' } } }, { $defs: COLORS }),
    [`local-ref ${P}/colors/items/$ref`],
    'multi-select',
    `${P}/colors/items/$ref`,
    /\$ref is not part of the elicitation schema/,
  ],
];

describe('normalisations', () => {
  it.each(REWRITES)('given %s, should rewrite it and say so at its pointer', (_, params, notices, kind) => {
    const form = formOf(params);
    expect(form.notices.map((notice) => `${notice.code} ${notice.path}`)).toEqual(notices);
    for (const notice of form.notices) expect(notice.message.length).toBeGreaterThan(10);
    expect(form.fields[0]?.kind).toBe(kind);
  });

  it.each(REWRITES)(
    'given %s under strict, should refuse it at that pointer, naming the spec form',
    (_, params, __, ___, path, words) => {
      const error = refusal(params, true);
      expect(error.code).toBe('unsupported-schema');
      const issue = error.issues.find((entry) => entry.path === path);
      expect(issue?.message).toMatch(words);
    },
  );

  it('given compileElicitationSchema with strict, should refuse the same way (pointers into the schema)', async () => {
    const { compileElicitationSchema } = await import('../../../src/core/index.js');
    const schema = { type: 'object', properties: { a: { type: ['string', 'null'] } } };
    expect(compileElicitationSchema(schema).notices).toEqual([
      expect.objectContaining({ code: 'nullable-type', path: '/properties/a/type' }),
    ]);
    expect(() => compileElicitationSchema(schema, { strict: true })).toThrow(ElicitationError);
  });

  it('given strict and root $defs, should refuse $defs too', () => {
    const params = request({ color: { $ref: '#/$defs/Color' } }, { $defs: COLORS });
    expect(refusal(params, true).issues.map((issue) => issue.path)).toEqual([
      '/requestedSchema/$defs',
      `${P}/color/$ref`,
    ]);
  });

  it('given every notice code, should have a case above', () => {
    const codes = new Set(REWRITES.flatMap(([, , notices]) => notices.map((notice) => notice.split(' ')[0])));
    const all: SchemaNoticeCode[] = [
      'nullable-union',
      'nullable-type',
      'null-default',
      'untyped-items',
      'local-ref',
      'all-of-ref',
    ];
    expect([...codes].sort()).toEqual([...all].sort());
  });
});

describe('Optional fields', () => {
  const params = request(
    {
      age: { anyOf: [{ type: 'integer' }, { type: 'null' }], default: null },
      must: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    },
    { required: ['must'] },
  );

  it('given Optional with default null, should start empty, be optional, and never send null', () => {
    const form = formOf(params);
    const [age] = form.fields;
    expect(age).toMatchObject({ kind: 'integer', required: false });
    expect(age?.default).toBeUndefined();
    expect(initialValues(form).age).toBe('');
    const content = toElicitContent(form, { age: '', must: '3' });
    expect(content).toStrictEqual({ must: 3 });
    expect(validateContent(form, content)).toEqual([]);
    // A host that sends null itself is told: the field takes a number or no answer.
    expect(validateContent(form, { must: 3, age: null }).map((error) => error.code)).toEqual(['type']);
    // The compiled schema is the spec's form: T, not T-or-null.
    expect(form.schema.properties.age).toEqual({ type: 'integer' });
  });

  it('given Optional listed in required (pydantic Optional[int] without a default), should keep it required', () => {
    const form = formOf(params);
    expect(form.fields[1]).toMatchObject({ name: 'must', required: true });
    expect(validateContent(form, {}).map((error) => `${error.field}:${error.code}`)).toEqual([
      'must:required',
    ]);
  });
});

describe('what is near the list but not on it, refused with the real problem', () => {
  it.each([
    [
      'a remote $ref',
      request({ c: { $ref: 'https://example.com/schema.json#/Color' } }),
      `${P}/c/$ref`,
      /remote \$ref .* not supported/,
    ],
    [
      'a $ref to a missing entry',
      request({ c: { $ref: '#/$defs/Nope' } }, { $defs: COLORS }),
      `${P}/c/$ref`,
      /does not define/,
    ],
    [
      'a $ref outside $defs',
      request({ c: { $ref: '#/properties/d' }, d: { type: 'string' } }),
      `${P}/c/$ref`,
      /only "#\/\$defs\/Name"/,
    ],
    [
      'a $ref to an object (a nested model)',
      request(
        { c: { $ref: '#/$defs/Address' } },
        { $defs: { Address: { type: 'object', properties: { s: { type: 'string' } } } } },
      ),
      `${P}/c/$ref`,
      /an object: nested objects are not supported/,
    ],
    [
      'a $ref to a non-enum string',
      request({ c: { $ref: '#/$defs/S' } }, { $defs: { S: { type: 'string', minLength: 1 } } }),
      `${P}/c/$ref`,
      /not a flat enum/,
    ],
    [
      'a $ref to a $ref (no chains, no recursion)',
      request({ c: { $ref: '#/$defs/A' } }, { $defs: { A: { $ref: '#/$defs/A' } } }),
      `${P}/c/$ref`,
      /another \$ref/,
    ],
    [
      'an assertion both beside and inside the reference',
      request({ c: { $ref: '#/$defs/Color', enum: ['red'] } }, { $defs: COLORS }),
      `${P}/c/enum`,
      /given both here and inside/,
    ],
    [
      '$defs no field refers to',
      request({ c: { type: 'string' } }, { $defs: COLORS }),
      '/requestedSchema/$defs/Color',
      /not referenced/,
    ],
    [
      '$defs that is not an object',
      request({ c: { type: 'string' } }, { $defs: [] }),
      '/requestedSchema/$defs',
      /must be an object/,
    ],
    [
      'anyOf of two real types',
      request({ c: { anyOf: [{ type: 'string' }, { type: 'integer' }] } }),
      `${P}/c/anyOf`,
      /one flat schema with a type/,
    ],
    [
      'anyOf of three with null',
      request({ c: { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] } }),
      `${P}/c/anyOf`,
      /one flat schema/,
    ],
    [
      'a type union without null',
      request({ c: { type: ['string', 'integer'] } }),
      `${P}/c/type`,
      /union of types/,
    ],
    [
      'default null without Optional',
      request({ c: { type: 'string', default: null } }),
      `${P}/c/default`,
      /default must be a string, got null/,
    ],
    [
      'allOf of a schema, not a $ref',
      request({ c: { allOf: [{ type: 'string' }] } }),
      `${P}/c/allOf`,
      /one flat schema/,
    ],
    [
      'list[str] (free text)',
      request({ c: { type: 'array', items: { type: 'string' } } }),
      `${P}/c/items`,
      /arrays of free text are not supported/,
    ],
    [
      'list of models',
      request(
        { c: { type: 'array', items: { $ref: '#/$defs/M' } } },
        { $defs: { M: { type: 'object', properties: {} } } },
      ),
      `${P}/c/items/$ref`,
      /nested objects/,
    ],
    [
      'a nested object',
      request({ c: { type: 'object', properties: { d: { type: 'string' } } } }),
      `${P}/c/type`,
      /nested objects are not supported/,
    ],
  ])('given %s, should refuse it at its pointer', (_, params, path, words) => {
    const error = refusal(params);
    const issue = error.issues.find((entry) => entry.path === path);
    expect(issue, error.issues.map((entry) => `${entry.path}: ${entry.message}`).join('\n')).toBeDefined();
    expect(issue?.message).toMatch(words);
  });

  it('given one enum referred to by 100 fields, should inline it within the limits, quickly', () => {
    const options = Array.from({ length: 1000 }, (_, index) => `option-${index}`);
    const properties: Json = {};
    for (let index = 0; index < 100; index++) properties[`f${index}`] = { $ref: '#/$defs/Big' };
    const params = request(properties, { $defs: { Big: { type: 'string', enum: options } } });
    // 100,000 options in all, each read, labelled and compared once per field: linear, so well under
    // half a second of CPU (about 60-140 ms in Node, ~230 ms cold under vitest); anything quadratic takes
    // minutes. Process CPU time, not wall time, so other work on the machine cannot fail it.
    const started = process.cpuUsage();
    const form = formOf(params);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(500);
    expect(form.fields).toHaveLength(100);
    expect(form.fields[99]?.options).toHaveLength(1000);
    const tooMany = request(
      { a: { $ref: '#/$defs/Big' } },
      { $defs: { Big: { type: 'string', enum: [...options, 'x'] } } },
    );
    expect(refusal(tooMany).issues[0]).toMatchObject({
      path: '/requestedSchema/$defs/Big/enum',
      code: 'limit-exceeded',
    });
  });
});

describe('what real Python servers send', () => {
  it('given pydantic model_json_schema() output, should render every field with the right kind and defaults', () => {
    const form = formOf(pydanticBookingRequest);
    expect(form.title).toBe('Booking');
    expect(form.description).toBe('Details of your table booking.');
    expect(
      Object.fromEntries(form.fields.map((field) => [field.name, [field.kind, field.required]])),
    ).toEqual({
      name: ['text', true],
      guests: ['integer', false],
      budget: ['number', false],
      vip: ['boolean', false],
      notes: ['text', false],
      nickname: ['text', false],
      age: ['integer', false],
      seating: ['single-select', false],
      rating: ['single-select', true],
      extras: ['multi-select', false],
      homepage: ['url', true],
      email: ['email', true],
      day: ['date', true],
      when: ['date-time', true],
      color: ['single-select', false],
      maybe_color: ['single-select', false],
      size: ['single-select', false],
      score: ['number', true],
      code: ['text', true],
      step: ['number', false],
      count: ['integer', false],
      required_optional: ['integer', true],
      agree: ['boolean', true],
    });
    const byName = Object.fromEntries(form.fields.map((field) => [field.name, field]));
    expect(byName.rating?.options?.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
    expect(byName.size?.options?.map((option) => option.value)).toEqual([1, 2]);
    expect(byName.color?.label).toBe('color');
    expect(byName.agree?.const).toBe(true);
    expect(byName.score).toMatchObject({ exclusiveMinimum: 0, exclusiveMaximum: 10 });
    expect(byName.homepage).toMatchObject({ minLength: 1 });
    // Falsy defaults survive: 0 and False are answers, not "no answer". A required checkbox starts
    // unticked, which is `false` (here one that must be ticked, so validation asks for the tick).
    const content = toElicitContent(form, initialValues(form));
    expect(content).toStrictEqual({
      guests: 2,
      budget: 0,
      vip: false,
      seating: 'indoor',
      color: 'red',
      size: 1,
      step: 0.5,
      count: 0,
      agree: false,
    });
  });

  it('given the user answers the pydantic form, should send content the model accepts, with its types', () => {
    const form = formOf(pydanticBookingRequest);
    const content = toElicitContent(form, {
      ...initialValues(form),
      name: 'Ada',
      rating: 4,
      extras: ['cake'],
      homepage: 'https://ada.example',
      email: 'ada@example.xn--p1ai',
      day: '2026-12-24',
      when: '2026-12-24T19:30:00+01:00',
      score: '9.5',
      code: 'ABC',
      required_optional: '7',
      agree: true,
    });
    expect(validateContent(form, content)).toEqual([]);
    expect(content).toMatchObject({ rating: 4, score: 9.5, required_optional: 7, agree: true, vip: false });
    expect(validateContent(form, { ...content, rating: 42 }).map((error) => error.code)).toEqual(['enum']);
    expect(validateContent(form, { ...content, score: 10 }).map((error) => error.code)).toEqual([
      'exclusiveMaximum',
    ]);
    expect(validateContent(form, { ...content, count: 3 }).map((error) => error.code)).toEqual([
      'multipleOf',
    ]);
    expect(validateContent(form, { ...content, agree: false }).map((error) => error.message)).toEqual([
      'Tick this box to continue.',
    ]);
  });

  it('given older pydantic allOf [$ref] with siblings, should keep the sibling default and description', () => {
    const form = formOf(olderPydanticEnumRequest);
    expect(form.fields[0]).toMatchObject({
      kind: 'single-select',
      default: 'red',
      description: 'Your favourite',
      label: 'color',
    });
    expect(form.title).toBe('Preferences');
  });

  it('given FastMCP response_type forms, should render the wrapped value', () => {
    expect(formOf(fastmcpRequests.literalChoice).fields[0]).toMatchObject({
      name: 'value',
      kind: 'single-select',
      required: true,
    });
    const multi = formOf(fastmcpRequests.multiSelect);
    expect(multi.fields[0]).toMatchObject({ kind: 'multi-select' });
    expect(multi.notices.map((notice) => notice.code)).toEqual(['untyped-items']);
    expect(toElicitContent(multi, { value: ['ham'] })).toStrictEqual({ value: ['ham'] });
    expect(formOf(fastmcpRequests.integer).fields[0]).toMatchObject({ kind: 'integer' });
  });

  it('given the pydantic schema under strict, should list every rewrite as an issue', () => {
    const error = refusal(pydanticBookingRequest, true);
    const paths = error.issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/requestedSchema/$defs',
        `${P}/notes/anyOf`,
        `${P}/color/$ref`,
        `${P}/maybe_color/anyOf`,
        `${P}/size/$ref`,
        `${P}/required_optional/anyOf`,
      ]),
    );
  });
});
