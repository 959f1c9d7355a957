/**
 * Property-based tests of the framework-free core: schema compilation, draft → content conversion,
 * and the field checks against plain Ajv. Run count comes from FC_NUM_RUNS (CI 500, `npm run test:fuzz` 20000).
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DraftValues,
  ElicitationError,
  type FieldModel,
  type FormModel,
  initialValues,
  parseElicitRequest,
  toElicitContent,
  validateContent,
} from '../../src/core/index.js';
import { findIndistinctOptions, readableOptions } from '../../src/core/schema/option-checks.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 500);
/** Generous per-test timeout that scales with the run count (the fuzz run is 40× CI). */
const timeout = Math.max(60_000, numRuns * 40);

type JsonRecord = Record<string, unknown>;

/** Defines an own enumerable key, so `__proto__` stays a plain key instead of setting the prototype. */
function defineOwn(target: JsonRecord, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON Schema measures string length in code points, not UTF-16 units. */
function codePoints(text: string): number {
  return [...text].length;
}

/** What a server sees after the answer crosses the wire. */
function overTheWire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const AWKWARD_NAMES = [
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

const nameArb: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,10}$/),
  fc.constantFrom(...AWKWARD_NAMES),
);

const textArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.constantFrom('', '😀', '😀😀', '👍🏽', '中文', 'é', 'e\u0301', '𝒜b', '  padded  '),
);

const enumValueArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }),
  fc.constantFrom('__proto__', 'constructor', 'a b', '😀', '中', '0', ' ', 'Red'),
);
const enumValuesArb = fc.uniqueArray(enumValueArb, { minLength: 1, maxLength: 6 });

/** Format-valid samples (RFC 5321-ish emails, RFC 3986 URIs, RFC 3339 dates / date-times with offset). */
const FORMAT_SAMPLES = {
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
type Format = keyof typeof FORMAT_SAMPLES;
const FORMATS = Object.keys(FORMAT_SAMPLES) as Format[];

/** One generated property: its schema, and the default it carries (if any). */
interface GenField {
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
function lengthBounds(
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

const plainStringArb: fc.Arbitrary<GenField> = fc
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

const formatStringArb: fc.Arbitrary<GenField> = fc.constantFrom(...FORMATS).chain((format) =>
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

const boundArb: fc.Arbitrary<number> = fc
  .oneof(
    fc.integer({ min: -100, max: 100 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, 0.5, -1.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  )
  // -0 as a bound only confuses the generator's own min ≤ max bookkeeping; -0 still shows up as a default.
  .map((value) => (value === 0 ? 0 : value));

const numberArb: fc.Arbitrary<GenField> = fc
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

const booleanArb: fc.Arbitrary<GenField> = fc
  .option(fc.boolean(), { nil: undefined })
  .map((d) =>
    d === undefined ? { schema: { type: 'boolean' } } : { schema: { type: 'boolean' }, defaultValue: d },
  );

const untitledEnumArb: fc.Arbitrary<GenField> = enumValuesArb.chain((values) =>
  fc.option(fc.constantFrom(...values), { nil: undefined }).map((d) => ({
    tag: 'select' as const,
    schema: { type: 'string', enum: values },
    ...(d === undefined ? {} : { defaultValue: d }),
  })),
);

const titledEnumArb: fc.Arbitrary<GenField> = enumValuesArb.chain((values) =>
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

const legacyEnumArb: fc.Arbitrary<GenField> = enumValuesArb.chain((values) =>
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

const multiSelectArb: fc.Arbitrary<GenField> = enumValuesArb.chain((values) =>
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
function withValidDefault(schema: JsonRecord, candidate: unknown): GenField {
  const validate = referenceAjv.compile(schema);
  const valid = candidate !== undefined && validate(candidate) === true;
  referenceAjv.removeSchema(schema);
  return valid ? { schema, defaultValue: candidate } : { schema };
}

const MULTIPLES = [1, 2, 5, 3, 0.5, 0.25, 0.1, 0.01];

/** Numbers with the JSON Schema keywords past the spec's subset: exclusive bounds and multipleOf. */
const numberKeywordsArb: fc.Arbitrary<GenField> = fc
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
const numericSelectArb: fc.Arbitrary<GenField> = fc
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
const stringConstArb: fc.Arbitrary<GenField> = fc
  .record({ value: enumValueArb, withDefault: fc.boolean() })
  .map(({ value, withDefault }) => ({
    tag: 'select' as const,
    schema: { type: 'string', const: value },
    ...(withDefault ? { defaultValue: value } : {}),
  }));

/** Booleans pinned by `const` or a one-value `enum` (pydantic `Literal[True]`), or `enum: [true, false]`. */
const pinnedBooleanArb: fc.Arbitrary<GenField> = fc
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

const fieldArb: fc.Arbitrary<GenField> = fc
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
function optionsTellApart(field: GenField): boolean {
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

type Spelling =
  | 'spec'
  | 'anyOf-null'
  | 'oneOf-null'
  | 'type-null'
  | 'ref'
  | 'allOf-ref'
  | 'optional-ref'
  | 'untyped-items';

const SPELLINGS: readonly Spelling[] = [
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
const fieldWithMetaArb: fc.Arbitrary<GenField> = fc
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

interface GenSchema {
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
function schemaArb(requiredNeedsDefault: boolean): fc.Arbitrary<GenSchema> {
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

const validSchemaArb = schemaArb(false);
const defaultedSchemaArb = schemaArb(true);

/** A generated schema's own property names keyed to the field (Object.keys order, as the library reads them). */
function fieldsByName(gen: GenSchema): Map<string, GenField> {
  const byName = new Map<string, GenField>();
  const properties = gen.requestedSchema.properties as JsonRecord;
  for (const name of Object.keys(properties)) {
    const schema = properties[name];
    const field = gen.fields.find((candidate) => candidate.schema === schema);
    if (field) byName.set(name, field);
  }
  return byName;
}

function parseForm(requestedSchema: unknown): FormModel {
  const request = parseElicitRequest({ message: 'm', requestedSchema });
  if (request.mode !== 'form') throw new Error(`expected form mode, got ${request.mode}`);
  return request.form;
}

/** An independent validator: plain Ajv 8 + ajv-formats, reading the ORIGINAL schema. */
// `ownProperties`: without it Ajv validates inherited members (an absent optional `toString` field would be
// checked as Object.prototype.toString), which is a quirk of Ajv's defaults, not of the content.
const referenceAjv = new Ajv({
  strict: false,
  ownProperties: true,
  validateSchema: false,
  code: { optimize: false },
});
addFormats(referenceAjv);

function referenceValidate(
  requestedSchema: JsonRecord,
  content: unknown,
): { valid: boolean; errors: string } {
  const schema = overTheWire(requestedSchema);
  const validate = referenceAjv.compile(schema);
  const valid = validate(content) === true;
  const errors = JSON.stringify(validate.errors ?? []);
  referenceAjv.removeSchema(schema);
  return { valid, errors };
}

/** Sorted `field:code` pairs from validateContent. */
function issueKeys(model: FormModel, content: unknown): string[] {
  return validateContent(model, content)
    .map((error) => `${error.field}:${error.code}`)
    .sort();
}

function assertJsonType(field: FieldModel, value: unknown): void {
  switch (field.kind) {
    case 'number':
      expect(typeof value, field.name).toBe('number');
      expect(Number.isFinite(value), field.name).toBe(true);
      break;
    case 'integer':
      expect(typeof value, field.name).toBe('number');
      expect(Number.isInteger(value), field.name).toBe(true);
      break;
    case 'boolean':
      expect(typeof value, field.name).toBe('boolean');
      break;
    case 'multi-select':
      expect(Array.isArray(value), field.name).toBe(true);
      for (const entry of value as unknown[]) expect(typeof entry, field.name).toBe('string');
      break;
    case 'single-select':
      expect(typeof value, field.name).toBe(field.valueType ? 'number' : 'string');
      break;
    default:
      expect(typeof value, field.name).toBe('string');
  }
}

/** Values that sit next to the edges of the formats and of JSON numbers. */
const TRICKY_STRINGS = [
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
const TRICKY_NUMBERS = [
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

const anythingArb = fc.anything({ withObjectString: false, withNullPrototype: false, withBigInt: false });

/**
 * How to fill one field, decided before the schema is known (so that fast-check shrinks schema and
 * content independently): a literal value, the n-th option, a list of options (repeats allowed), or a
 * number next to one of the field's limits.
 */
type ValuePlan =
  | { kind: 'absent' }
  | { kind: 'undefined' }
  | { kind: 'value'; value: unknown }
  | { kind: 'option'; index: number }
  | { kind: 'options'; indices: number[] }
  | { kind: 'near-limit'; index: number; delta: number };

const valuePlanArb: fc.Arbitrary<ValuePlan> = fc.oneof(
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
function planValue(field: FieldModel, plan: ValuePlan): unknown {
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
function buildContent(
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

const extrasArb = fc.array(fc.tuple(fc.constantFrom('extra', '__proto__', 'zzz'), anythingArb), {
  maxLength: 2,
});

/** A draft value: strings as typed, wrong types, NaN, arrays of numbers, nested objects, null. */
const draftValueArb: fc.Arbitrary<unknown> = fc.oneof(
  anythingArb,
  fc.constantFrom(...TRICKY_STRINGS, '3.', '.5', '1e400', '0x10', ' 42 ', '-', '+1', '1_000'),
  fc.constantFrom(...TRICKY_NUMBERS, null, undefined, true, false),
  fc.array(fc.double(), { maxLength: 4 }),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.dictionary(fc.string(), anythingArb, { maxKeys: 3 }),
);

function toRecord(entries: readonly (readonly [string, unknown])[]): JsonRecord {
  const record: JsonRecord = {};
  for (const [key, value] of entries) defineOwn(record, key, value);
  return record;
}

/** A draft plan: entries keyed by a schema name (by index) or a stray key, a dictionary, or a non-record. */
type DraftsPlan =
  | { kind: 'entries'; entries: [number | string, unknown][] }
  | { kind: 'dictionary'; record: Record<string, unknown> }
  | { kind: 'raw'; value: unknown };

const draftsPlanArb: fc.Arbitrary<DraftsPlan> = fc.oneof(
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

function buildDrafts(names: readonly string[], plan: DraftsPlan): unknown {
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

/**
 * Codes compared with the reference. Left out on purpose: `format` (ajv-formats accepts `+0800` offsets and
 * a space separator a server may refuse), `uniqueItems` (we refuse repeats even where the schema allows
 * them) and `unknown-field` (the schema does not forbid extra keys) — the soundness test covers those.
 */
const COMPARED_CODES: ReadonlySet<string> = new Set([
  'required',
  'type',
  'integer',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'const',
  'enum',
  'minItems',
  'maxItems',
  'pattern',
]);

/** Where `null` is one branch of the field's own `anyOf`/`oneOf` (pydantic Optional): the key and the index. */
function nullBranch(schema: unknown): { key: string; index: number } | undefined {
  if (!isRecord(schema)) return undefined;
  for (const key of ['anyOf', 'oneOf']) {
    const union = schema[key];
    if (!Array.isArray(union)) continue;
    const index = union.findIndex((entry) => isRecord(entry) && entry.type === 'null');
    if (index >= 0) return { key, index };
  }
  return undefined;
}

/** Whether the original field schema accepts `null` (as Optional in any of its spellings does). */
function allowsNull(schema: unknown): boolean {
  return (
    nullBranch(schema) !== undefined ||
    (isRecord(schema) && Array.isArray(schema.type) && schema.type.includes('null'))
  );
}

/**
 * The reference validator's findings as `field:code` pairs, mapped to our codes. Properties are renamed
 * `p0, p1, …` first: Ajv skips a property named `__proto__`, a quirk of its generated code, not of the content.
 */
function referenceIssueKeys(requestedSchema: JsonRecord, model: FormModel, content: unknown): string[] {
  const original = overTheWire(requestedSchema);
  const ownValue = (record: unknown, key: string): unknown =>
    isRecord(record) ? Object.getOwnPropertyDescriptor(record, key)?.value : undefined;
  const wire = overTheWire(content);
  const schema: JsonRecord = { type: 'object', properties: {}, required: [] };
  // Local references resolve against the root, so the renamed schema keeps its definitions.
  for (const container of ['$defs', 'definitions']) {
    if (Object.hasOwn(original, container)) schema[container] = original[container];
  }
  const renamed: JsonRecord = {};
  model.fields.forEach((field, index) => {
    (schema.properties as JsonRecord)[`p${index}`] = ownValue(original.properties, field.name);
    if (model.fields[index]?.required) (schema.required as string[]).push(`p${index}`);
    const value = ownValue(wire, field.name);
    if (isRecord(wire) && Object.hasOwn(wire, field.name)) renamed[`p${index}`] = value;
  });
  const validate = referenceAjvAll.compile(schema);
  validate(renamed);
  referenceAjvAll.removeSchema(schema);
  const keys = new Set<string>();
  for (const error of validate.errors ?? []) {
    const missing = error.keyword === 'required' ? error.params.missingProperty : undefined;
    const key = typeof missing === 'string' ? missing : error.instancePath.split('/')[1];
    const field = model.fields[Number(key?.slice(1))];
    if (!field) continue;
    // Optional's wrapper and its null branch say "or null"; the other branch holds the real rules.
    const wrapper = nullBranch(ownValue(original.properties, field.name));
    const at = `#/properties/${key}/${wrapper?.key}`;
    if (wrapper && (error.schemaPath === at || error.schemaPath.startsWith(`${at}/${wrapper.index}/`)))
      continue;
    const value = renamed[key as string];
    const integral = field.kind === 'integer' || field.valueType === 'integer';
    const integerFraction = error.keyword === 'type' && integral && typeof value === 'number';
    // Titled options are `oneOf`/`anyOf` of `const`s in the schema: each is a way of saying "not an option".
    // So is an item of the wrong type: we report it once, as `enum`.
    const isItem = error.instancePath.split('/').length > 2;
    const notAnOption =
      ['const', 'oneOf', 'anyOf'].includes(error.keyword) || (isItem && error.keyword === 'type');
    // A boolean pinned by const or a one-value enum is a box that must be ticked: `const` either way.
    // `enum: [true, false]` refuses only what `type` already does.
    if (field.kind === 'boolean' && field.const === undefined && error.keyword === 'enum') continue;
    const pinnedBoolean = field.kind === 'boolean' && ['const', 'enum'].includes(error.keyword);
    const code = integerFraction ? 'integer' : pinnedBoolean ? 'const' : notAnOption ? 'enum' : error.keyword;
    keys.add(`${field.name}:${code}`);
  }
  return [...keys].filter((key) => COMPARED_CODES.has(key.slice(key.lastIndexOf(':') + 1))).sort();
}

/** Ours and the reference's findings, with a failure message that shows the values they disagree on. */
function referenceDiff(
  requestedSchema: JsonRecord,
  model: FormModel,
  content: unknown,
): { ours: string[]; reference: string[]; message: string } {
  // The one designed difference: a field the server would accept as null (Optional) is never sent as
  // null, so we refuse null where Ajv, reading the original, accepts it.
  const original = overTheWire(requestedSchema);
  const wire = overTheWire(content);
  const nullAllowed = new Set(
    model.fields
      .filter((field) => {
        const schema = isRecord(original.properties)
          ? Object.getOwnPropertyDescriptor(original.properties, field.name)?.value
          : undefined;
        return (
          allowsNull(schema) && isRecord(wire) && Object.hasOwn(wire, field.name) && wire[field.name] === null
        );
      })
      .map((field) => field.name),
  );
  const all = issueKeys(model, content);
  for (const name of nullAllowed)
    expect(all, `${name} = null`).toEqual(expect.arrayContaining([`${name}:type`]));
  const ours = all.filter(
    (key) =>
      COMPARED_CODES.has(key.slice(key.lastIndexOf(':') + 1)) &&
      !nullAllowed.has(key.slice(0, key.lastIndexOf(':'))),
  );
  const reference = referenceIssueKeys(requestedSchema, model, content).filter(
    (key) => !nullAllowed.has(key.slice(0, key.lastIndexOf(':'))),
  );
  const onlyOurs = ours.filter((key) => !reference.includes(key));
  const onlyReference = reference.filter((key) => !ours.includes(key));
  const values = [
    ...new Set([...onlyOurs, ...onlyReference].map((key) => key.slice(0, key.lastIndexOf(':')))),
  ].map((name) => {
    const value = isRecord(content) && Object.hasOwn(content, name) ? content[name] : undefined;
    return `${name} (${JSON.stringify(model.schema.properties[name])}) = ${fc.stringify(value)}`;
  });
  const message = `only ours: ${onlyOurs.join(', ')}; only Ajv: ${onlyReference.join(', ')}; ${values.join('; ')}`;
  return { ours, reference, message };
}

// ---------------------------------------------------------------------------------------------
// 1. Valid schemas compile, pre-fill and validate
// ---------------------------------------------------------------------------------------------

describe('valid schemas', () => {
  it(
    'given any valid schema (A), parseElicitRequest should accept it, one field per property in order',
    () => {
      fc.assert(
        fc.property(validSchemaArb, (gen) => {
          const request = parseElicitRequest({ message: 'm', requestedSchema: gen.requestedSchema });
          expect(request.mode).toBe('form');
          if (request.mode !== 'form') return;
          expect(request.form.fields.map((field) => field.name)).toEqual(gen.names);
          for (const field of request.form.fields) expect(field.required).toBe(gen.required.has(field.name));
        }),
        { numRuns },
      );
    },
    timeout,
  );

  it(
    'given a schema whose required fields all have defaults (B), the pre-filled draft should be valid content',
    () => {
      fc.assert(
        fc.property(defaultedSchemaArb, (gen) => {
          const model = parseForm(gen.requestedSchema);
          const content = toElicitContent(model, initialValues(model));
          expect(validateContent(model, content)).toEqual([]);
          for (const field of model.fields) {
            if (Object.hasOwn(content, field.name)) assertJsonType(field, content[field.name]);
          }
          const reference = referenceValidate(gen.requestedSchema, overTheWire(content));
          expect(reference.valid, reference.errors).toBe(true);
        }),
        { numRuns },
      );
    },
    timeout,
  );

  it(
    'given defaulted fields (C), should send each with its default (optional "" and [] are omitted as empty)',
    () => {
      fc.assert(
        fc.property(validSchemaArb, (gen) => {
          const model = parseForm(gen.requestedSchema);
          const content = toElicitContent(model, initialValues(model));
          for (const [name, field] of fieldsByName(gen)) {
            if (!('defaultValue' in field)) continue;
            const d = field.defaultValue;
            // An empty text is never sent; an empty multi-select is sent only when required.
            const emptyByDesign = d === '' || (!gen.required.has(name) && Array.isArray(d) && d.length === 0);
            if (emptyByDesign) {
              expect(Object.hasOwn(content, name), name).toBe(false);
              continue;
            }
            expect(Object.hasOwn(content, name), name).toBe(true);
            expect(overTheWire([content[name]]), name).toEqual(overTheWire([d]));
          }
        }),
        { numRuns },
      );
    },
    timeout,
  );
});

describe('real-world spellings', () => {
  it(
    'given real-world spellings (D), should list the rewrites as notices, and strict mode should refuse exactly those requests, at those pointers',
    () => {
      fc.assert(
        fc.property(validSchemaArb, (gen) => {
          const params = { message: 'm', requestedSchema: gen.requestedSchema };
          const model = parseForm(gen.requestedSchema);
          expect(model.notices.length > 0, JSON.stringify(model.notices)).toBe(gen.spelled);
          let refused: ElicitationError | undefined;
          try {
            parseElicitRequest(params, { strict: true });
          } catch (error) {
            if (!(error instanceof ElicitationError)) throw error;
            refused = error;
          }
          if (!gen.spelled) {
            expect(refused?.issues).toBeUndefined();
            return;
          }
          expect(refused?.code).toBe('unsupported-schema');
          const noticed = new Set(model.notices.map((notice) => notice.path));
          for (const issue of refused?.issues ?? []) {
            const atRoot = /^\/requestedSchema\/(\$defs|definitions)$/.test(issue.path);
            expect(atRoot || noticed.has(issue.path), `${issue.path}: ${issue.message}`).toBe(true);
          }
          // Every rewritten field is named by a refusal.
          for (const notice of model.notices) {
            const field = notice.path.split('/').slice(0, 4).join('/');
            expect(refused?.issues.some((issue) => issue.path.startsWith(`${field}/`))).toBe(true);
          }
        }),
        { numRuns },
      );
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------
// 2. Random drafts
// ---------------------------------------------------------------------------------------------

describe('random drafts', () => {
  it(
    'given random drafts, toElicitContent should never throw, keep to schema keys, and plain Ajv should find the same problems in the result',
    () => {
      fc.assert(
        fc.property(validSchemaArb, draftsPlanArb, (gen, plan) => {
          const drafts = buildDrafts(gen.names, plan);
          const model = parseForm(gen.requestedSchema);
          const content = toElicitContent(model, drafts as DraftValues);
          expect(isRecord(content)).toBe(true);
          for (const key of Object.keys(content)) expect(gen.names).toContain(key);
          const { ours, reference, message } = referenceDiff(gen.requestedSchema, model, content);
          expect(ours, message).toEqual(reference);
        }),
        { numRuns },
      );
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------
// 3. Junk requests
// ---------------------------------------------------------------------------------------------

const validRequestArb: fc.Arbitrary<JsonRecord> = fc.oneof(
  {
    weight: 4,
    arbitrary: validSchemaArb.map((gen) => ({ message: 'm', requestedSchema: gen.requestedSchema })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<JsonRecord>(
      { mode: 'url', message: 'm', url: 'https://example.com/x', elicitationId: 'e1' },
      { mode: 'url', message: 'm', url: 'javascript:alert(1)' },
      { mode: 'form', message: 'm', requestedSchema: { type: 'object', properties: {} } },
    ),
  },
);

type Path = (string | number)[];

function allPaths(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) {
    value.forEach((entry, i) => {
      paths.push(...allPaths(entry, [...prefix, i]));
    });
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) paths.push(...allPaths(value[key], [...prefix, key]));
  }
  return paths;
}

function nodeAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path)
    node = Array.isArray(node) ? node[key as number] : isRecord(node) ? node[key] : undefined;
  return node;
}

/** Deep equality over own keys (prototypes ignored: structuredClone drops a null prototype). */
function sameTree(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameTree(x, b[i]))
    );
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const ra = a as JsonRecord;
    const rb = b as JsonRecord;
    const keys = Object.keys(ra);
    if (keys.length !== Object.keys(rb).length) return false;
    return keys.every((key) => Object.hasOwn(rb, key) && sameTree(ra[key], rb[key]));
  }
  return Object.is(a, b);
}

type Mutation = 'replace' | 'delete' | 'proto';

/** Replaces, deletes, or plants an own `__proto__: {polluted: 1}` at a random place of a valid request. */
function mutate(request: JsonRecord, index: number, how: Mutation, junk: unknown): unknown {
  const copy = overTheWire(request);
  const paths = allPaths(copy);
  const path = paths[index % paths.length]!;
  if (how === 'proto') {
    const objects = paths.filter((p) => isRecord(nodeAt(copy, p)));
    const target = nodeAt(copy, objects[index % objects.length]!) as JsonRecord;
    defineOwn(target, '__proto__', JSON.parse('{"polluted": 1}'));
    return copy;
  }
  if (path.length === 0) return how === 'replace' ? junk : copy;
  const parent = nodeAt(copy, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (Array.isArray(parent)) {
    if (how === 'delete') parent.splice(key as number, 1);
    else parent[key as number] = junk;
  } else if (isRecord(parent)) {
    if (how === 'delete') delete parent[key as string];
    else defineOwn(parent, key as string, junk);
  }
  return copy;
}

const POLLUTING_REQUESTS = [
  '{"__proto__": {"polluted": 1}, "message": "m", "requestedSchema": {"type": "object", "properties": {}}}',
  '{"message": "m", "requestedSchema": {"type": "object", "__proto__": {"polluted": 1}, "properties": {"a": {"type": "string"}}}}',
  '{"message": "m", "requestedSchema": {"type": "object", "properties": {"__proto__": {"polluted": 1}}}}',
  '{"message": "m", "requestedSchema": {"type": "object", "properties": {"__proto__": {"type": "string", "default": "x", "__proto__": {"polluted": 1}}}, "required": ["__proto__"]}}',
  '{"message": "m", "requestedSchema": {"type": "object", "properties": {"c": {"type": "array", "items": {"__proto__": {"polluted": 1}, "anyOf": [{"const": "a", "__proto__": {"polluted": 1}}]}}}}}',
  '{"mode": "url", "message": "m", "url": "https://example.com", "__proto__": {"polluted": 1}}',
];

const junkRequestArb: fc.Arbitrary<unknown> = fc.oneof(
  anythingArb,
  fc.jsonValue(),
  fc.record({ message: anythingArb, requestedSchema: anythingArb }, { requiredKeys: [] }),
  fc.record(
    { mode: fc.constantFrom('url', 'form', 'other'), message: anythingArb, url: anythingArb },
    { requiredKeys: [] },
  ),
  fc
    .tuple(
      validRequestArb,
      fc.nat(),
      fc.constantFrom<Mutation>('replace', 'replace', 'delete', 'proto'),
      fc.oneof(anythingArb, fc.jsonValue()),
    )
    .map(([request, index, how, junk]) => mutate(request, index, how, junk)),
  fc.constantFrom(...POLLUTING_REQUESTS).map((text) => JSON.parse(text) as unknown),
);

describe('junk requests', () => {
  it(
    'given any params, parseElicitRequest should return or throw ElicitationError with issues, never mutate, never pollute',
    () => {
      fc.assert(
        fc.property(junkRequestArb, (input) => {
          const snapshot = structuredClone(input);
          const text = JSON.stringify(input);
          try {
            const result = parseElicitRequest(input);
            expect(['form', 'url']).toContain(result.mode);
          } catch (error) {
            expect(error).toBeInstanceOf(ElicitationError);
            if (!(error instanceof ElicitationError)) return;
            expect(Array.isArray(error.issues)).toBe(true);
            expect(error.issues.length).toBeGreaterThan(0);
            for (const issue of error.issues) {
              expect(typeof issue.path).toBe('string');
              expect(issue.path === '' || issue.path.startsWith('/'), issue.path).toBe(true);
              expect(typeof issue.message).toBe('string');
              expect(issue.message.length).toBeGreaterThan(0);
            }
          }
          expect(sameTree(input, snapshot)).toBe(true);
          expect(JSON.stringify(input)).toBe(text);
          expect(({} as JsonRecord).polluted).toBeUndefined();
          expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
        }),
        { numRuns },
      );
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------
// 4. The field checks agree with an independent validator on random content
// ---------------------------------------------------------------------------------------------

describe('field checks', () => {
  it(
    'given random content, should report the same field:code pairs as plain Ajv 8 reading the original schema',
    () => {
      const plansArb = fc.array(valuePlanArb, { minLength: 12, maxLength: 12 });
      fc.assert(
        fc.property(validSchemaArb, plansArb, extrasArb, (gen, plans, extras) => {
          const model = parseForm(gen.requestedSchema);
          const content = buildContent(model, plans, extras);
          const { ours, reference, message } = referenceDiff(gen.requestedSchema, model, content);
          expect(ours, message).toEqual(reference);
        }),
        { numRuns },
      );
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------
// 5. Soundness against an independent validator
// ---------------------------------------------------------------------------------------------

/** The same independent validator, reporting every error, so each field can be judged on its own. */
const referenceAjvAll = new Ajv({
  strict: false,
  ownProperties: true,
  allErrors: true,
  validateSchema: false,
  code: { optimize: false },
});
addFormats(referenceAjvAll);

/** Fields the reference validator rejects in `content` (after JSON serialisation), with its reasons. */
function referenceFieldErrors(requestedSchema: JsonRecord, content: unknown): Map<string, string[]> {
  const schema = overTheWire(requestedSchema);
  const validate = referenceAjvAll.compile(schema);
  validate(overTheWire(content));
  referenceAjvAll.removeSchema(schema);
  const byField = new Map<string, string[]>();
  for (const error of validate.errors ?? []) {
    const missing = error.keyword === 'required' ? error.params.missingProperty : undefined;
    const segment = error.instancePath.split('/')[1];
    const name = typeof missing === 'string' ? missing : segment?.replaceAll('~1', '/').replaceAll('~0', '~');
    if (name === undefined) continue;
    byField.set(name, [...(byField.get(name) ?? []), `${error.keyword} ${error.message ?? ''}`]);
  }
  return byField;
}

describe('soundness', () => {
  it(
    'given a field validateContent accepts, plain Ajv should accept it after JSON serialisation',
    () => {
      const plansArb = fc.array(valuePlanArb, { minLength: 12, maxLength: 12 });
      fc.assert(
        fc.property(validSchemaArb, plansArb, (gen, plans) => {
          const model = parseForm(gen.requestedSchema);
          const content = buildContent(model, plans, []);
          const reference = referenceFieldErrors(gen.requestedSchema, content);
          const errors = validateContent(model, content);
          const rejected = new Set(errors.map((error) => error.field));
          for (const field of model.fields) {
            const why = reference.get(field.name);
            if (rejected.has(field.name) || why === undefined) continue;
            const value = Object.hasOwn(content, field.name) ? fc.stringify(content[field.name]) : '(absent)';
            const message = `accepted ${field.name} = ${value} (${JSON.stringify(model.schema.properties[field.name])}); Ajv: ${why.join('; ')}`;
            expect.fail(message);
          }
        }),
        { numRuns },
      );
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------
// 6. Local date-time drafts
// ---------------------------------------------------------------------------------------------

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function daysIn(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

function formatOffset(minutesEast: number): string {
  if (minutesEast === 0) return 'Z';
  const sign = minutesEast > 0 ? '+' : '-';
  const absolute = Math.abs(minutesEast);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

const dateTimeModel = parseForm({
  type: 'object',
  properties: { when: { type: 'string', format: 'date-time' } },
  required: ['when'],
});

const localPartsArb = fc.record({
  year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1900, max: 2100 })),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 31 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  second: fc.option(fc.integer({ min: 0, max: 59 }), { nil: undefined }),
  fraction: fc.option(fc.stringMatching(/^\.\d{1,9}$/), { nil: undefined }),
  separator: fc.constantFrom('T', ' '),
});

type LocalParts = typeof localPartsArb extends fc.Arbitrary<infer T> ? T : never;

function localDraft(parts: LocalParts): string {
  const { year, month, day, hour, minute, second, fraction, separator } = parts;
  const seconds = second === undefined ? '' : `:${pad(second)}${fraction ?? ''}`;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}${separator}${pad(hour)}:${pad(minute)}${seconds}`;
}

/** Whether this wall-clock time exists in the process's time zone (not inside a daylight-saving gap). */
function existsLocally(parts: LocalParts): boolean {
  const probe = new Date(2000, 0, 1, 0, 0, 0, 0);
  probe.setFullYear(parts.year, parts.month - 1, parts.day);
  probe.setHours(parts.hour, parts.minute, parts.second ?? 0, 0);
  return (
    probe.getFullYear() === parts.year &&
    probe.getMonth() === parts.month - 1 &&
    probe.getDate() === parts.day &&
    probe.getHours() === parts.hour &&
    probe.getMinutes() === parts.minute
  );
}

describe('local date-time drafts', () => {
  it(
    'given a datetime-local value, should keep its date and time and gain the offset',
    () => {
      fc.assert(
        fc.property(localPartsArb, fc.integer({ min: -720, max: 840 }), (parts, offset) => {
          fc.pre(parts.day <= daysIn(parts.year, parts.month) && existsLocally(parts));
          const { year, month, day, hour, minute, second, fraction } = parts;
          const content = toElicitContent(
            dateTimeModel,
            { when: localDraft(parts) },
            { timeZoneOffset: () => offset },
          );
          const time = `${pad(hour)}:${pad(minute)}:${pad(second ?? 0)}${second === undefined ? '' : (fraction ?? '')}`;
          expect(content.when).toBe(
            `${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}${formatOffset(offset)}`,
          );
          expect(validateContent(dateTimeModel, content)).toEqual([]);
        }),
        { numRuns },
      );
    },
    timeout,
  );

  it(
    'given an impossible local date-time, should never turn it into a different, valid one',
    () => {
      const impossibleArb = localPartsArb.chain((parts) =>
        fc.oneof(
          fc
            .integer({ min: 13, max: 99 })
            .map((month) => ({ ...parts, month, day: Math.min(parts.day, 28) })),
          fc.constant({ ...parts, month: 0 }),
          fc.constant({ ...parts, day: 0 }),
          fc.constant({ ...parts, day: daysIn(parts.year, parts.month) + 1 }),
          fc.integer({ min: 24, max: 99 }).map((hour) => ({ ...parts, hour })),
          fc.integer({ min: 60, max: 99 }).map((minute) => ({ ...parts, minute })),
        ),
      );
      fc.assert(
        fc.property(impossibleArb, (parts) => {
          const draft = localDraft(parts);
          const content = toElicitContent(dateTimeModel, { when: draft }, { timeZoneOffset: () => 0 });
          // Either the draft passes through untouched, or whatever is produced is reported as invalid.
          if (content.when === draft) return;
          const codes = validateContent(dateTimeModel, content).map((error) => error.code);
          expect(codes, `${draft} became ${String(content.when)}`).toContain('format');
        }),
        { numRuns },
      );
    },
    timeout,
  );
});
