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
import {
  anythingArb,
  buildContent,
  buildDrafts,
  defaultedSchemaArb,
  defineOwn,
  draftsPlanArb,
  extrasArb,
  fieldsByName,
  isRecord,
  type JsonRecord,
  numeralSpellingArb,
  overTheWire,
  parseForm,
  referenceAjv,
  spellNumeral,
  validSchemaArb,
  valuePlanArb,
} from '../support/schema-arbitraries.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 500);
/** Generous per-test timeout that scales with the run count (the fuzz run is 40× CI). */
const timeout = Math.max(60_000, numRuns * 40);

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
// 5b. Digits as people type them (issue 30)
// ---------------------------------------------------------------------------------------------

describe('digits as people type them', () => {
  const numeralSchema: JsonRecord = {
    type: 'object',
    properties: {
      amount: { type: 'number', minimum: -1e6, maximum: 1e6 },
      count: { type: 'integer' },
      note: { type: 'string' },
    },
  };
  const numeralModel = parseForm(numeralSchema);

  it(
    'given a number typed in Latin, Arabic-Indic, Persian, Devanagari or full-width digits, toElicitContent should send the JSON number, and validateContent and Ajv should agree on it',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.integer({ min: -1e7, max: 1e7 }),
            fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
          ),
          fc.constantFrom('latn', 'arab', 'arabext', 'deva', 'fullwide' as const),
          fc.constantFrom<0 | 1>(0, 1),
          fc.constantFrom<0 | 1 | 2>(0, 1, 2),
          (n, system, decimal, minus) => {
            const typed = spellNumeral(String(n), system, { decimal, minus });
            const content = toElicitContent(numeralModel, { amount: typed, count: typed, note: typed });
            expect(content.amount, typed).toBe(Number(String(n)));
            expect(content.count, typed).toBe(Number(String(n)));
            // A text field keeps what was typed.
            expect(content.note).toBe(typed);
            const { ours, reference, message } = referenceDiff(numeralSchema, numeralModel, content);
            expect(ours, message).toEqual(reference);
          },
        ),
        { numRuns },
      );
    },
    timeout,
  );

  it(
    'given any spelling of digits, separators and signs, validateContent should find in the content exactly what Ajv finds',
    () => {
      fc.assert(
        fc.property(numeralSpellingArb, numeralSpellingArb, (amount, count) => {
          const content = toElicitContent(numeralModel, { amount, count });
          const { ours, reference, message } = referenceDiff(numeralSchema, numeralModel, content);
          expect(ours, message).toEqual(reference);
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
