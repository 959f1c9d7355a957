/**
 * The generators of random requested schemas, contents and drafts, shared by the property tests: the Ajv
 * comparison (test/core/properties.test.ts) and the react-hook-form resolver's parity with validateContent.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { type FieldModel, type FormModel, parseElicitRequest } from '../../src/core/index.js';
import { findIndistinctOptions, readableOptions } from '../../src/core/schema/option-checks.js';

export type JsonRecord = Record<string, unknown>;

/** Defines an own enumerable key, so `__proto__` stays a plain key instead of setting the prototype. */
export function defineOwn(target: JsonRecord, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON Schema measures string length in code points, not UTF-16 units. */
export function codePoints(text: string): number {
  return [...text].length;
}

/** What a server sees after the answer crosses the wire. */
export function overTheWire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

export const AWKWARD_NAMES = [
  'a b',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'a.b',
  'a/b',
  'a~b',
  '~1',
  '/',
  '😀',
  '👩‍💻 dev',
  '名前',
  '电子邮件',
  '1',
  '42',
  '$ref',
  'properties',
  'type',
] as const;

export const nameArb: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,10}$/),
  fc.constantFrom(...AWKWARD_NAMES),
);

export const textArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.constantFrom('', '😀', '😀😀', '👍🏽', '中文', 'é', 'e\u0301', '𝒜b', '  padded  '),
);

export const enumValueArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }),
  fc.constantFrom('__proto__', 'constructor', 'a b', '😀', '中', '0', ' ', 'Red'),
);
export const enumValuesArb = fc.uniqueArray(enumValueArb, { minLength: 1, maxLength: 6 });

/** Format-valid samples (RFC 5321-ish emails, RFC 3986 URIs, RFC 3339 dates / date-times with offset). */
export const FORMAT_SAMPLES = {
  email: [
    'ada@example.com',
    'a.b+c@sub.example.org',
    'x_y@a-b.io',
    "o'neil@example.co.uk",
    'Z@EXAMPLE.COM',
    'ada@example.xn--p1ai',
  ],
  uri: [
    'https://example.com',
    'http://example.com/a/b?c=d#e',
    'urn:isbn:0451450523',
    'mailto:ada@example.com',
    'ftp://ftp.example.org/pub/file.txt',
    'https://[::1]:8080/x',
    'file:///etc/hosts',
  ],
  date: ['2026-11-30', '2024-02-29', '2000-01-01', '1999-12-31', '0001-01-01'],
  'date-time': [
    '2026-11-30T14:05:00+08:00',
    '2026-11-30T14:05:00Z',
    '2026-11-30T14:05:00.123Z',
    '1999-12-31T23:59:59-05:30',
    '2024-02-29t00:00:00z',
    '2016-12-31T23:59:60Z',
  ],
} as const;
export type Format = keyof typeof FORMAT_SAMPLES;
export const FORMATS = Object.keys(FORMAT_SAMPLES) as Format[];

/** One generated property: its schema, and the default it carries (if any). */
export interface GenField {
  schema: JsonRecord;
  defaultValue?: unknown;
  /** `select`: a single select (may move into `$defs`); `untitled-multi`: `items.type` may be dropped. */
  tag?: 'select' | 'untitled-multi';
  /** The field is written in one of the real-world spellings the library rewrites. */
  spelled?: boolean;
  /** The original schema also allows `null` (Optional), which we never send nor accept. */
  nullable?: boolean;
  /** An enum to place in the root's `$defs`/`definitions`, referred to in `refStyle`. */
  refTarget?: JsonRecord;
  refStyle?: 'plain' | 'allOf' | 'nullable';
  refContainer?: '$defs' | 'definitions';
  nullFirst?: boolean;
}

/** Length bounds around a default of `n` code points: min ≤ n ≤ max, often touching the boundary. */
export function lengthBounds(
  schema: JsonRecord,
  n: number | undefined,
  a: number,
  b: number,
  useMin: boolean,
  useMax: boolean,
  minKey: string,
  maxKey: string,
): void {
  if (n === undefined) {
    if (useMin) schema[minKey] = Math.min(a, b);
    if (useMax) schema[maxKey] = Math.max(a, b);
    return;
  }
  if (useMin) schema[minKey] = Math.max(0, n - a);
  if (useMax) schema[maxKey] = n + b;
}

export const plainStringArb: fc.Arbitrary<GenField> = fc
  .record({
    d: fc.option(textArb, { nil: undefined }),
    a: fc.nat(3),
    b: fc.nat(3),
    useMin: fc.boolean(),
    useMax: fc.boolean(),
  })
  .map(({ d, a, b, useMin, useMax }) => {
    const schema: JsonRecord = { type: 'string' };
    lengthBounds(
      schema,
      d === undefined ? undefined : codePoints(d),
      a,
      b,
      useMin,
      useMax,
      'minLength',
      'maxLength',
    );
    return d === undefined ? { schema } : { schema, defaultValue: d };
  });

export const formatStringArb: fc.Arbitrary<GenField> = fc.constantFrom(...FORMATS).chain((format) =>
  fc
    .record({
      d: fc.option(fc.constantFrom(...FORMAT_SAMPLES[format]), { nil: undefined }),
      a: fc.nat(3),
      b: fc.nat(3),
      useMin: fc.boolean(),
      useMax: fc.boolean(),
    })
    .map(({ d, a, b, useMin, useMax }) => {
      const schema: JsonRecord = { type: 'string', format };
      lengthBounds(
        schema,
        d === undefined ? undefined : codePoints(d),
        a,
        b,
        useMin,
        useMax,
        'minLength',
        'maxLength',
      );
      return d === undefined ? { schema } : { schema, defaultValue: d };
    }),
);

export const boundArb: fc.Arbitrary<number> = fc
  .oneof(
    fc.integer({ min: -100, max: 100 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, 0.5, -1.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  )
  // -0 as a bound only confuses the generator's own min ≤ max bookkeeping; -0 still shows up as a default.
  .map((value) => (value === 0 ? 0 : value));

export const numberArb: fc.Arbitrary<GenField> = fc
  .record({
    type: fc.constantFrom('number', 'integer'),
    x: boundArb,
    y: boundArb,
    useMin: fc.boolean(),
    useMax: fc.boolean(),
    withDefault: fc.boolean(),
  })
  .chain(({ type, x, y, useMin, useMax, withDefault }) => {
    let lo = useMin ? Math.min(x, y) : undefined;
    let hi = useMax ? Math.max(x, y) : undefined;
    if (type === 'integer' && lo !== undefined && hi !== undefined && Math.ceil(lo) > Math.floor(hi))
      hi = undefined;
    if (lo !== undefined && hi !== undefined && lo > hi) lo = undefined;
    const schema: JsonRecord = { type };
    if (lo !== undefined) schema.minimum = lo;
    if (hi !== undefined) schema.maximum = hi;
    if (!withDefault) return fc.constant<GenField>({ schema });
    if (type === 'number') {
      return fc
        .double({
          min: lo ?? -Number.MAX_VALUE,
          max: hi ?? Number.MAX_VALUE,
          noNaN: true,
          noDefaultInfinity: true,
        })
        .map((d): GenField => ({ schema, defaultValue: d }));
    }
    const max = hi === undefined ? Math.max(2 ** 53, Math.ceil(lo ?? 0)) : Math.floor(hi);
    const min = lo === undefined ? Math.min(-(2 ** 53), max) : Math.ceil(lo);
    const candidates: fc.Arbitrary<number>[] = [
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(min, max),
    ];
    if (min <= 1000 && max >= -1000)
      candidates.push(fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) }));
    return fc
      .oneof(...candidates)
      .map((d): GenField => ({ schema, defaultValue: Math.min(max, Math.max(min, Math.round(d))) }));
  });

export const booleanArb: fc.Arbitrary<GenField> = fc
  .option(fc.boolean(), { nil: undefined })
  .map((d) =>
    d === undefined ? { schema: { type: 'boolean' } } : { schema: { type: 'boolean' }, defaultValue: d },
  );

export const untitledEnumArb: fc.Arbitrary<GenField> = enumValuesArb.chain((values) =>
  fc.option(fc.constantFrom(...values), { nil: undefined }).map((d) => ({
    tag: 'select' as const,
    schema: { type: 'string', enum: values },
    ...(d === undefined ? {} : { defaultValue: d }),
  })),
);

export const titledEnumArb: fc.Arbitrary<GenField> = enumValuesArb.chain((values) =>
  fc
    .tuple(
      fc.array(textArb, { minLength: values.length, maxLength: values.length }),
      fc.option(fc.constantFrom(...values), { nil: undefined }),
    )
    .map(([titles, d]) => ({
      tag: 'select' as const,
      schema: {
        type: 'string',
        oneOf: values.map((value, i) => ({ const: value, title: titles[i] ?? value })),
      },
      ...(d === undefined ? {} : { defaultValue: d }),
    })),
);

export const legacyEnumArb: fc.Arbitrary<GenField> = enumValuesArb.chain((values) =>
  fc
    .tuple(
      fc.array(textArb, { minLength: values.length, maxLength: values.length }),
      fc.option(fc.constantFrom(...values), { nil: undefined }),
    )
    .map(([names, d]) => ({
      tag: 'select' as const,
      schema: { type: 'string', enum: values, enumNames: names },
      ...(d === undefined ? {} : { defaultValue: d }),
    })),
);

export const multiSelectArb: fc.Arbitrary<GenField> = enumValuesArb.chain((values) =>
  fc
    .record({
      shape: fc.constantFrom('untitled', 'anyOf', 'oneOf'),
      titles: fc.array(textArb, { minLength: values.length, maxLength: values.length }),
      d: fc.option(fc.shuffledSubarray(values), { nil: undefined }),
      a: fc.nat(3),
      b: fc.nat(3),
      useMin: fc.boolean(),
      useMax: fc.boolean(),
      unique: fc.constantFrom(undefined, true, false),
    })
    .map(({ shape, titles, d, a, b, useMin, useMax, unique }): GenField => {
      const titled = values.map((value, i) => ({ const: value, title: titles[i] ?? value }));
      const items =
        shape === 'untitled'
          ? { type: 'string', enum: values }
          : shape === 'anyOf'
            ? { anyOf: titled }
            : { oneOf: titled };
      const schema: JsonRecord = { type: 'array', items };
      if (unique !== undefined) schema.uniqueItems = unique;
      lengthBounds(schema, d?.length, a, b, useMin, useMax, 'minItems', 'maxItems');
      const tag = shape === 'untitled' ? ('untitled-multi' as const) : undefined;
      return { schema, ...(tag ? { tag } : {}), ...(d === undefined ? {} : { defaultValue: d }) };
    }),
);

/** A default that plain Ajv accepts on `schema`, or none: the generator never relies on our own checks. */
export function withValidDefault(schema: JsonRecord, candidate: unknown): GenField {
  const validate = referenceAjv.compile(schema);
  const valid = candidate !== undefined && validate(candidate) === true;
  referenceAjv.removeSchema(schema);
  return valid ? { schema, defaultValue: candidate } : { schema };
}

export const MULTIPLES = [1, 2, 5, 3, 0.5, 0.25, 0.1, 0.01];

/** Numbers with the JSON Schema keywords past the spec's subset: exclusive bounds and multipleOf. */
export const numberKeywordsArb: fc.Arbitrary<GenField> = fc
  .record({
    type: fc.constantFrom('number', 'integer'),
    low: fc.integer({ min: -50, max: 50 }),
    span: fc.integer({ min: 2, max: 100 }),
    lowKind: fc.constantFrom('none', 'minimum', 'exclusiveMinimum', 'both'),
    highKind: fc.constantFrom('none', 'maximum', 'exclusiveMaximum', 'both'),
    multipleOf: fc.option(fc.constantFrom(...MULTIPLES), { nil: undefined }),
    pick: fc.integer({ min: 0, max: 100 }),
    withDefault: fc.boolean(),
  })
  .map(({ type, low, span, lowKind, highKind, multipleOf, pick, withDefault }) => {
    const schema: JsonRecord = { type };
    const high = low + span;
    if (lowKind === 'minimum' || lowKind === 'both') schema.minimum = low;
    if (lowKind === 'exclusiveMinimum' || lowKind === 'both')
      schema.exclusiveMinimum = lowKind === 'both' ? low - 1 : low;
    if (highKind === 'maximum' || highKind === 'both') schema.maximum = high;
    if (highKind === 'exclusiveMaximum' || highKind === 'both')
      schema.exclusiveMaximum = highKind === 'both' ? high + 1 : high;
    if (multipleOf !== undefined) schema.multipleOf = multipleOf;
    const raw = low + (pick % (span + 1));
    const candidate = multipleOf === undefined ? raw : Math.round(raw / multipleOf) * multipleOf;
    return withValidDefault(schema, withDefault ? candidate : undefined);
  });

/** pydantic `Literal[1, 2, 3]`, a titled oneOf of numbers, or a `const` number: selects that send numbers. */
export const numericSelectArb: fc.Arbitrary<GenField> = fc
  .record({
    type: fc.constantFrom('number', 'integer'),
    values: fc.uniqueArray(
      fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: true, noDefaultInfinity: true })),
      {
        minLength: 1,
        maxLength: 6,
        comparator: (a, b) => a === b,
      },
    ),
    shape: fc.constantFrom('enum', 'oneOf', 'const'),
    titles: fc.array(textArb, { minLength: 6, maxLength: 6 }),
    pick: fc.option(fc.nat(), { nil: undefined }),
  })
  .map(({ type, values, shape, titles, pick }): GenField => {
    const numbers = (type === 'integer' ? [...new Set(values.map(Math.round))] : values).map((value) =>
      value === 0 ? 0 : value,
    );
    const schema: JsonRecord =
      shape === 'const'
        ? { type, const: numbers[0] }
        : shape === 'oneOf'
          ? { type, oneOf: numbers.map((value, i) => ({ const: value, title: titles[i] ?? String(value) })) }
          : { type, enum: numbers };
    const allowed = shape === 'const' ? numbers.slice(0, 1) : numbers;
    const d = pick === undefined ? undefined : allowed[pick % allowed.length];
    return { tag: 'select', schema, ...(d === undefined ? {} : { defaultValue: d }) };
  });

/** A string pinned by `const` (pydantic `Literal['x']`). */
export const stringConstArb: fc.Arbitrary<GenField> = fc
  .record({ value: enumValueArb, withDefault: fc.boolean() })
  .map(({ value, withDefault }) => ({
    tag: 'select' as const,
    schema: { type: 'string', const: value },
    ...(withDefault ? { defaultValue: value } : {}),
  }));

/** Booleans pinned by `const` or a one-value `enum` (pydantic `Literal[True]`), or `enum: [true, false]`. */
export const pinnedBooleanArb: fc.Arbitrary<GenField> = fc
  .record({
    value: fc.boolean(),
    shape: fc.constantFrom('const', 'enum', 'both-values'),
    d: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(({ value, shape, d }) => {
    const schema: JsonRecord =
      shape === 'const'
        ? { type: 'boolean', const: value }
        : shape === 'enum'
          ? { type: 'boolean', enum: [value] }
          : { type: 'boolean', enum: [value, !value] };
    return withValidDefault(schema, d);
  });

export const fieldArb: fc.Arbitrary<GenField> = fc
  .oneof(
    plainStringArb,
    formatStringArb,
    numberArb,
    numberKeywordsArb,
    numericSelectArb,
    stringConstArb,
    booleanArb,
    pinnedBooleanArb,
    untitledEnumArb,
    titledEnumArb,
    legacyEnumArb,
    multiSelectArb,
  )
  .filter(optionsTellApart);

/**
 * A select is valid only when a person can tell its options apart (the compiler refuses labels that look the
 * same after normalisation): labels as the compiler shows them, compared as it compares them.
 */
export function optionsTellApart(field: GenField): boolean {
  const schema = field.schema as JsonRecord;
  const holder = (schema.items as JsonRecord | undefined) ?? schema;
  const titled = (holder.oneOf ?? holder.anyOf) as { const: string | number; title: string }[] | undefined;
  const values = (titled?.map((option) => option.const) ?? holder.enum) as (string | number)[] | undefined;
  if (!values) return true;
  const names = schema.enumNames as string[] | undefined;
  const labels = values.map((value, index) => ({
    value,
    label: titled?.[index]?.title ?? names?.[index] ?? String(value),
  }));
  return findIndistinctOptions(readableOptions(labels)).length === 0;
}

export type Spelling =
  | 'spec'
  | 'anyOf-null'
  | 'oneOf-null'
  | 'type-null'
  | 'ref'
  | 'allOf-ref'
  | 'optional-ref'
  | 'untyped-items';

export const SPELLINGS: readonly Spelling[] = [
  'anyOf-null',
  'oneOf-null',
  'type-null',
  'ref',
  'allOf-ref',
  'optional-ref',
  'untyped-items',
];

/**
 * Field plus its title/description/default merged into the schema object, written either as the
 * spec writes it or in one of the real-world spellings the library rewrites (pydantic's Optional and
 * Enum references, FastMCP's untyped items). A spelling that does not fit the field falls back to the spec's.
 */
export const fieldWithMetaArb: fc.Arbitrary<GenField> = fc
  .record({
    variant: fieldArb,
    title: fc.option(textArb, { nil: undefined }),
    description: fc.option(textArb, { nil: undefined }),
    spelling: fc.oneof(
      { weight: 3, arbitrary: fc.constant<Spelling>('spec') },
      fc.constantFrom(...SPELLINGS),
    ),
    nullDefault: fc.boolean(),
    nullFirst: fc.boolean(),
    refContainer: fc.constantFrom<'$defs' | 'definitions'>('$defs', 'definitions'),
  })
  .map(({ variant, title, description, spelling, nullDefault, nullFirst, refContainer }): GenField => {
    const core: JsonRecord = { ...variant.schema };
    const meta: JsonRecord = {};
    if (title !== undefined) meta.title = title;
    if (description !== undefined) meta.description = description;
    const hasDefault = 'defaultValue' in variant;
    const kept = hasDefault ? { defaultValue: variant.defaultValue } : {};
    const defaulted = (schema: JsonRecord, nullable: boolean): JsonRecord => {
      if (hasDefault) schema.default = variant.defaultValue;
      else if (nullable && nullDefault) schema.default = null;
      return schema;
    };
    const isSelect = ['enum', 'oneOf', 'const'].some((key) => key in core);
    switch (spelling) {
      case 'anyOf-null':
      case 'oneOf-null': {
        const key = spelling === 'anyOf-null' ? 'anyOf' : 'oneOf';
        const union = nullFirst ? [{ type: 'null' }, core] : [core, { type: 'null' }];
        return { schema: defaulted({ [key]: union, ...meta }, true), ...kept, spelled: true, nullable: true };
      }
      case 'type-null':
        if (typeof core.type !== 'string' || isSelect) break;
        return {
          schema: defaulted(
            { ...core, type: nullFirst ? ['null', core.type] : [core.type, 'null'], ...meta },
            true,
          ),
          ...kept,
          spelled: true,
          nullable: true,
        };
      case 'ref':
      case 'allOf-ref':
      case 'optional-ref': {
        if (variant.tag !== 'select') break;
        const refStyle = spelling === 'ref' ? 'plain' : spelling === 'allOf-ref' ? 'allOf' : 'nullable';
        return {
          schema: defaulted({ ...meta }, refStyle === 'nullable'),
          ...kept,
          spelled: true,
          nullable: refStyle === 'nullable',
          refTarget: { ...core, title: 'Choice' },
          refStyle,
          refContainer,
          nullFirst,
        };
      }
      case 'untyped-items': {
        if (variant.tag !== 'untitled-multi') break;
        const items = core.items as JsonRecord;
        return {
          schema: defaulted({ ...core, items: { enum: items.enum }, ...meta }, false),
          ...kept,
          spelled: true,
        };
      }
      case 'spec':
        break;
      default:
        return spelling satisfies never;
    }
    return { schema: defaulted({ ...core, ...meta }, false), ...kept };
  });

export interface GenSchema {
  requestedSchema: JsonRecord;
  names: string[];
  fields: GenField[];
  required: Set<string>;
  /** Some field is written in a spelling the library rewrites (and `strict` refuses). */
  spelled: boolean;
}

/**
 * A random `requestedSchema` inside the spec's subset. With `requiredNeedsDefault`, only fields that
 * carry a default may be required (so the pre-filled draft can be accepted as is). A `""` default
 * does not count there: by design an empty text is "not answered", so a required field that starts
 * empty must be filled by the user before it can be sent.
 */
export function schemaArb(requiredNeedsDefault: boolean): fc.Arbitrary<GenSchema> {
  return fc
    .record({
      entries: fc.uniqueArray(fc.tuple(nameArb, fieldWithMetaArb, fc.boolean()), {
        minLength: 1,
        maxLength: 12,
        selector: ([name]) => name,
      }),
      emptyRequired: fc.constantFrom('omit', 'empty-array'),
      rootTitle: fc.option(textArb, { nil: undefined }),
      rootDescription: fc.option(textArb, { nil: undefined }),
      closed: fc.boolean(),
    })
    .map(({ entries, emptyRequired, rootTitle, rootDescription, closed }) => {
      const properties: JsonRecord = {};
      const required = new Set<string>();
      const containers: Record<string, JsonRecord> = {};
      const fields = entries.map(([, generated], index) => {
        if (!generated.refTarget) return generated;
        // The enum moves into the root's $defs (or definitions) and the field refers to it.
        const container = generated.refContainer ?? '$defs';
        const entry = `Choice${index}`;
        containers[container] ??= {};
        (containers[container] as JsonRecord)[entry] = generated.refTarget;
        const ref = { $ref: `#/${container}/${entry}` };
        const schema: JsonRecord = { ...generated.schema };
        if (generated.refStyle === 'plain') Object.assign(schema, ref);
        else if (generated.refStyle === 'allOf') schema.allOf = [ref];
        else schema.anyOf = generated.nullFirst ? [{ type: 'null' }, ref] : [ref, { type: 'null' }];
        return { ...generated, schema };
      });
      entries.forEach(([name, , flag], index) => {
        const field = fields[index] as GenField;
        defineOwn(properties, name, field.schema);
        const prefilled = 'defaultValue' in field && field.defaultValue !== '';
        if (flag && (!requiredNeedsDefault || prefilled)) required.add(name);
      });
      const requestedSchema: JsonRecord = { type: 'object', properties };
      const requiredList = Object.keys(properties).filter((name) => required.has(name));
      if (requiredList.length > 0 || emptyRequired === 'empty-array') requestedSchema.required = requiredList;
      Object.assign(requestedSchema, containers);
      if (rootTitle !== undefined) requestedSchema.title = rootTitle;
      if (rootDescription !== undefined) requestedSchema.description = rootDescription;
      // Ajv skips a property named `__proto__` and would then call it additional: its quirk, not the content's.
      if (closed && !Object.hasOwn(properties, '__proto__')) requestedSchema.additionalProperties = false;
      return {
        requestedSchema,
        names: Object.keys(properties),
        fields,
        required,
        spelled: fields.some((field) => field.spelled === true),
      };
    });
}

export const validSchemaArb = schemaArb(false);
export const defaultedSchemaArb = schemaArb(true);

/** A generated schema's own property names keyed to the field (Object.keys order, as the library reads them). */
export function fieldsByName(gen: GenSchema): Map<string, GenField> {
  const byName = new Map<string, GenField>();
  const properties = gen.requestedSchema.properties as JsonRecord;
  for (const name of Object.keys(properties)) {
    const schema = properties[name];
    const field = gen.fields.find((candidate) => candidate.schema === schema);
    if (field) byName.set(name, field);
  }
  return byName;
}

export function parseForm(requestedSchema: unknown): FormModel {
  const request = parseElicitRequest({ message: 'm', requestedSchema });
  if (request.mode !== 'form') throw new Error(`expected form mode, got ${request.mode}`);
  return request.form;
}

/** An independent validator: plain Ajv 8 + ajv-formats, reading the ORIGINAL schema. */
// `ownProperties`: without it Ajv validates inherited members (an absent optional `toString` field would be
// checked as Object.prototype.toString), which is a quirk of Ajv's defaults, not of the content.
export const referenceAjv = new Ajv({
  strict: false,
  ownProperties: true,
  validateSchema: false,
  code: { optimize: false },
});
addFormats(referenceAjv);

/** Values that sit next to the edges of the formats and of JSON numbers. */
export const TRICKY_STRINGS = [
  ...FORMATS.flatMap((format) => FORMAT_SAMPLES[format]),
  'a@b',
  'a@b.c',
  '"a b"@example.com',
  'a@[127.0.0.1]',
  'a..b@example.com',
  '.a@example.com',
  `${'a'.repeat(65)}@example.com`,
  'a@-b.com',
  'ada@例え.jp',
  '2026-11-30T14:05:00+0800',
  '2026-11-30T14:05:00+08',
  '2026-11-30T14:05:00',
  '2026-11-30T14:05',
  '2026-11-30T24:00:00Z',
  '2016-12-31T23:59:60+01:00',
  '2016-12-31T22:59:60-01:00',
  '2016-12-31T23:59:60.5Z',
  '2026-11-30T14:05:00.1234567890Z',
  '2026-02-29',
  '2026-13-01',
  '2026-1-01',
  'https://例え.jp',
  'http://a b',
  'a:b',
  '//example.com',
  'urn:x',
  'http://%zz',
  'x',
  '',
  ' ',
  '😀',
  '😀😀',
  'e\u0301',
  '3',
  '3.5',
  'true',
];
export const TRICKY_NUMBERS = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  0,
  1,
  -1,
  1.5,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

export const anythingArb = fc.anything({
  withObjectString: false,
  withNullPrototype: false,
  withBigInt: false,
});

/** The digit systems people type numbers in (issue 30), by the code point of their zero. */
const NUMERAL_ZEROS = { latn: 0x30, arab: 0x660, arabext: 0x6f0, deva: 0x966, fullwide: 0xff10 } as const;

/** A number's text in one system's digits, with that system's decimal separator and minus sign as people type them. */
export function spellNumeral(
  ascii: string,
  system: keyof typeof NUMERAL_ZEROS,
  style: { decimal: 0 | 1; minus: 0 | 1 | 2 } = { decimal: 1, minus: 0 },
): string {
  const decimals: Record<keyof typeof NUMERAL_ZEROS, string[]> = {
    latn: ['.', '.'],
    arab: ['.', '\u066b'],
    arabext: ['.', '\u066b'],
    deva: ['.', '.'],
    fullwide: ['.', '\uff0e'],
  };
  const minus = ['-', '\u2212', system === 'fullwide' ? '\uff0d' : '-'][style.minus]!;
  let out = '';
  for (const char of ascii) {
    if (char >= '0' && char <= '9')
      out += String.fromCodePoint(NUMERAL_ZEROS[system] + char.charCodeAt(0) - 0x30);
    else if (char === '.') out += decimals[system][style.decimal]!;
    else if (char === '-') out += minus;
    else out += char;
  }
  return out;
}

/** A number as a person may type it: integers and decimals in the five digit systems, some with ٬ grouping or a mix of systems (no number). */
export const numeralSpellingArb: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
      ),
      fc.constantFrom(...(Object.keys(NUMERAL_ZEROS) as (keyof typeof NUMERAL_ZEROS)[])),
      fc.constantFrom<0 | 1>(0, 1),
      fc.constantFrom<0 | 1 | 2>(0, 1, 2),
    )
    .map(([n, system, decimal, minus]) => spellNumeral(String(n), system, { decimal, minus })),
  fc.constantFrom(
    '\u0663\u0666',
    '\u06f3\u06f6',
    '\u0969\u096c',
    '\uff13\uff16',
    '\u0661\u066c\u0662\u0663\u0664\u066b\u0665',
    '\u0661\u066c\u0662\u0663',
    '\u0661\u0662\u066c\u0663',
    '\u0663' + '6',
    '\u061c-\u0663\u0666',
    '\u200e\u2212\u06f1\u06f2',
    '\uff0d\uff11\uff0e\uff15',
    '\u0663\u066b',
    '\u066b\u0665',
  ),
);

/**
 * How to fill one field, decided before the schema is known (so that fast-check shrinks schema and
 * content independently): a literal value, the n-th option, a list of options (repeats allowed), or a
 * number next to one of the field's limits.
 */
export type ValuePlan =
  | { kind: 'absent' }
  | { kind: 'undefined' }
  | { kind: 'value'; value: unknown }
  | { kind: 'option'; index: number }
  | { kind: 'options'; indices: number[] }
  | { kind: 'near-limit'; index: number; delta: number };

export const valuePlanArb: fc.Arbitrary<ValuePlan> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<ValuePlan>({ kind: 'absent' }) },
  { weight: 1, arbitrary: fc.constant<ValuePlan>({ kind: 'undefined' }) },
  { weight: 3, arbitrary: anythingArb.map((value): ValuePlan => ({ kind: 'value', value })) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...TRICKY_STRINGS).map((value): ValuePlan => ({ kind: 'value', value })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...TRICKY_NUMBERS).map((value): ValuePlan => ({ kind: 'value', value })),
  },
  { weight: 2, arbitrary: numeralSpellingArb.map((value): ValuePlan => ({ kind: 'value', value })) },
  {
    weight: 3,
    arbitrary: fc
      .oneof(
        fc.double(),
        fc.boolean(),
        fc.string({ unit: 'binary', maxLength: 12 }),
        fc.array(fc.oneof(fc.double(), fc.string(), fc.constant(null)), { maxLength: 4 }),
      )
      .map((value): ValuePlan => ({ kind: 'value', value })),
  },
  { weight: 3, arbitrary: fc.nat().map((index): ValuePlan => ({ kind: 'option', index })) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.nat(7), { maxLength: 8 })
      .map((indices): ValuePlan => ({ kind: 'options', indices })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.nat(), fc.constantFrom(0, -1, 1, -0.5, 0.5))
      .map(([index, delta]): ValuePlan => ({ kind: 'near-limit', index, delta })),
  },
);

/** Resolves a plan against a field; `undefined` leaves the field out. */
export function planValue(field: FieldModel, plan: ValuePlan): unknown {
  const values = field.options?.map((option) => option.value) ?? [];
  switch (plan.kind) {
    case 'absent':
    case 'undefined':
      return undefined;
    case 'value':
      return plan.value;
    case 'option':
      return values.length > 0 ? values[plan.index % values.length] : String(plan.index);
    case 'options':
      return plan.indices.map((i) => values[i] ?? 'zzz');
    case 'near-limit': {
      const limits = [
        field.minimum,
        field.maximum,
        field.exclusiveMinimum,
        field.exclusiveMaximum,
        field.multipleOf,
        field.minLength,
        field.maxLength,
        field.minItems,
        field.maxItems,
      ];
      const present = limits.filter((n): n is number => n !== undefined);
      const limit = present.length > 0 ? present[plan.index % present.length]! : 0;
      return limit + plan.delta;
    }
    default:
      return plan satisfies never;
  }
}

/** A content object: the planned value of each field, plus a few unknown keys. */
export function buildContent(
  model: FormModel,
  plans: readonly ValuePlan[],
  extras: readonly (readonly [string, unknown])[],
): JsonRecord {
  const record: JsonRecord = {};
  model.fields.forEach((field, i) => {
    const plan = plans[i] ?? { kind: 'absent' };
    const value = planValue(field, plan);
    // An own key holding `undefined` is not the same as a missing key (JSON.stringify drops it).
    if (value !== undefined || plan.kind === 'undefined') defineOwn(record, field.name, value);
  });
  for (const [name, value] of extras)
    if (!model.fields.some((field) => field.name === name)) defineOwn(record, name, value);
  return record;
}

export const extrasArb = fc.array(fc.tuple(fc.constantFrom('extra', '__proto__', 'zzz'), anythingArb), {
  maxLength: 2,
});

/** A draft value: strings as typed, wrong types, NaN, arrays of numbers, nested objects, null. */
export const draftValueArb: fc.Arbitrary<unknown> = fc.oneof(
  anythingArb,
  fc.constantFrom(...TRICKY_STRINGS, '3.', '.5', '1e400', '0x10', ' 42 ', '-', '+1', '1_000'),
  numeralSpellingArb,
  fc.constantFrom(...TRICKY_NUMBERS, null, undefined, true, false),
  fc.array(fc.double(), { maxLength: 4 }),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.dictionary(fc.string(), anythingArb, { maxKeys: 3 }),
);

export function toRecord(entries: readonly (readonly [string, unknown])[]): JsonRecord {
  const record: JsonRecord = {};
  for (const [key, value] of entries) defineOwn(record, key, value);
  return record;
}

/** A draft plan: entries keyed by a schema name (by index) or a stray key, a dictionary, or a non-record. */
export type DraftsPlan =
  | { kind: 'entries'; entries: [number | string, unknown][] }
  | { kind: 'dictionary'; record: Record<string, unknown> }
  | { kind: 'raw'; value: unknown };

export const draftsPlanArb: fc.Arbitrary<DraftsPlan> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.nat(), fc.constantFrom('extra', '__proto__', 'constructor'), fc.string()),
          draftValueArb,
        ),
        { maxLength: 16 },
      )
      .map((entries): DraftsPlan => ({ kind: 'entries', entries })),
  },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(fc.string(), draftValueArb, { maxKeys: 4 })
      .map((record): DraftsPlan => ({ kind: 'dictionary', record })),
  },
  { weight: 1, arbitrary: anythingArb.map((value): DraftsPlan => ({ kind: 'raw', value })) },
);

export function buildDrafts(names: readonly string[], plan: DraftsPlan): unknown {
  switch (plan.kind) {
    case 'entries':
      return toRecord(
        plan.entries.map(
          ([key, value]) => [typeof key === 'number' ? names[key % names.length]! : key, value] as const,
        ),
      );
    case 'dictionary': {
      // fc.dictionary keys are random strings; map a few onto schema names so the values are used.
      const entries = Object.keys(plan.record).map(
        (key, i) => [i % 2 === 0 ? names[i % names.length]! : key, plan.record[key]] as const,
      );
      return toRecord(entries);
    }
    case 'raw':
      return plan.value;
    default:
      return plan satisfies never;
  }
}
