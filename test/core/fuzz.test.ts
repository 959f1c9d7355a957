/**
 * Fuzzing of what `properties.test.ts` does not cover: `analyzeElicitationUrl` on arbitrary strings and values,
 * `compileElicitationSchema` called directly, `toElicitContent` / `initialValues` / `validateContent` never
 * mutating their inputs, and `parseElicitRequest` on junk, deep nesting and mutated hostile requests.
 *
 * Every property: no exception other than `ElicitationError`, no mutation, no prototype pollution, bounded time.
 * Runs: `FC_NUM_RUNS`, at least 1,000 each (CI). A longer local run:
 *   FC_NUM_RUNS=100000 npx vitest run test/core/fuzz.test.ts test/core/properties.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeElicitationUrl,
  compileElicitationSchema,
  type DraftValues,
  ElicitationError,
  type FormModel,
  initialValues,
  parseElicitRequest,
  toElicitContent,
  validateContent,
} from '../../src/core/index.js';
import { latinSkeleton } from '../../src/core/safety/lookalike-letters.js';
import { comparableText } from '../../src/core/safety/readable-text.js';
import { findSecretInProse } from '../../src/core/safety/secret-prose.js';
import { findRequestSecrets, findSecretSignal } from '../../src/core/safety/sensitive.js';
import { imitatesHost } from '../../src/core/safety/server-identity.js';
import { FIELD_KINDS } from '../../src/core/schema/model.js';
import { findIndistinctOptions } from '../../src/core/schema/option-checks.js';
import { asciiLookalike } from '../../src/core/url/lookalike.js';
import { separatorLookalikes } from '../../src/core/url/separator-lookalike.js';
import type { UrlWarningCode } from '../../src/core/url/url-warning.js';
import { hostileCases, nestedArrays, nestedObjects, RLO, ZERO_WIDTH } from '../fixtures/hostile/index.js';

const numRuns = Math.max(1000, Number(process.env.FC_NUM_RUNS ?? 1000));
const timeout = Math.max(60_000, numRuns * 60);
/**
 * A ceiling per generated case, far above the typical cost (well under a millisecond), so that scheduling noise
 * on a loaded CI machine never trips it while anything super-linear still does. The corpus test holds the
 * tighter 100 ms bound on its crafted worst cases.
 */
const CASE_BOUND_MS = 250;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every (container, key, value) of `root` by identity, walked without recursion. */
function fingerprint(root: unknown): unknown[] {
  const out: unknown[] = [root];
  const stack: unknown[] = [root];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    out.push(node, Object.getPrototypeOf(node), Object.isFrozen(node));
    for (const key of Reflect.ownKeys(node)) {
      const value = (node as Json)[key as string];
      out.push(key, value);
      stack.push(value);
    }
  }
  return out;
}

function expectUnchanged(before: readonly unknown[], root: unknown, what: string): void {
  const after = fingerprint(root);
  const same =
    after.length === before.length && after.every((value, index) => Object.is(value, before[index]));
  expect(same, `${what} was mutated`).toBe(true);
}

function expectNoPollution(): void {
  expect(({} as Json).polluted).toBeUndefined();
  expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  expect(Object.hasOwn(Array.prototype, 'polluted')).toBe(false);
}

/**
 * Runs `action`, fails if it used more than the per-case ceiling of this process's CPU. CPU time, not wall
 * time: CI runs the browser projects beside this one, and their load must not count against our code.
 */
function withinBound<T>(label: string, action: () => T): T {
  const started = process.cpuUsage();
  try {
    return action();
  } finally {
    const { user, system } = process.cpuUsage(started);
    const elapsed = (user + system) / 1000;
    expect(elapsed, `${label} took ${elapsed.toFixed(1)} ms of CPU`).toBeLessThan(CASE_BOUND_MS);
  }
}

/** Returns normally or throws ElicitationError with well-formed issues; anything else fails the property. */
function typedOrValue<T>(action: () => T): T | ElicitationError {
  try {
    return action();
  } catch (error) {
    if (!(error instanceof ElicitationError)) {
      expect.fail(`threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    }
    expect(error.issues.length).toBeGreaterThan(0);
    for (const issue of error.issues) {
      expect(issue.path === '' || issue.path.startsWith('/'), issue.path).toBe(true);
      expect(['invalid-request', 'unsupported-schema', 'unsupported-mode', 'limit-exceeded']).toContain(
        issue.code,
      );
    }
    return error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 1. analyzeElicitationUrl
// ---------------------------------------------------------------------------------------------------------------

const WARNING_CODES: readonly UrlWarningCode[] = [
  'not-https',
  'punycode',
  'mixed-script',
  'lookalike',
  'lookalike-separator',
  'userinfo',
  'ip-address',
  'localhost',
  'non-default-port',
  'invisible-characters',
];

const INVISIBLES = [...ZERO_WIDTH, RLO, '\u202A', '\u2066', '\u2069', '\u00AD', '\u061C', '\u200E', '\u200F'];
const TRICKY_HOSTS = [
  'localhost',
  'app.localhost',
  'xn--pple-43d.com',
  'аррӏе.com',
  'ɡıthub.com',
  'ᎪᏢᏢᏞᎬ.com',
  'accounts.google.com∕signin.evil.com',
  'paypal‐com.evil.com',
  'localhost.localdomain',
  'münchen.de',
  'xn--mnchen-3ya.de',
  '例え.jp',
  'ﬁ.example',
  'EXAMPLE.COM',
  'example.com.',
  '127.0.0.1',
  '3232235777',
  '0x7f.1',
  '0300.0250.1.1',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[2001:db8::1]',
  'xn--',
  'xn--abc-',
  'a..b',
  '%65xample.com',
  'example.com%2F@evil',
];

const schemeArb = fc.oneof(
  fc.constantFrom(
    'http',
    'https',
    'HTTP',
    'hTtPs',
    'javascript',
    'JavaScript',
    'data',
    'file',
    'blob',
    'ftp',
  ),
  fc.constantFrom('ws', 'mailto', 'about', 'chrome', 'vbscript', 'view-source', 'intent', 'x-custom', ''),
  fc.stringMatching(/^[a-z][a-z0-9+.-]{0,6}$/),
);
const urlCharArb = fc.oneof(
  fc.constantFrom(..."abcxyz0189.-_~:/?#[]@!$&'()*+,;=% \t\n\\".split('')),
  fc.constantFrom(...INVISIBLES),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const junkArb = fc.string({ unit: urlCharArb, maxLength: 24 });
const hostArb = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  fc.ipV4Extended(),
  fc.ipV6().map((ip) => `[${ip}]`),
  fc.constantFrom(...TRICKY_HOSTS),
  junkArb,
);
const builtUrlArb = fc
  .record({
    scheme: schemeArb,
    separator: fc.constantFrom('://', ':', ':/', ':///', '//', ''),
    userinfo: fc.option(fc.oneof(fc.domain(), junkArb, fc.constant('user:pass')), { nil: undefined }),
    host: hostArb,
    port: fc.option(fc.oneof(fc.integer({ min: 0, max: 70_000 }).map(String), junkArb), { nil: undefined }),
    path: fc.oneof(
      fc.constant(''),
      junkArb.map((path) => `/${path}`),
      fc.webPath(),
    ),
    lead: fc.constantFrom('', ' ', '\u0000', '\t', '\n '),
  })
  .map(
    ({ scheme, separator, userinfo, host, port, path, lead }) =>
      `${lead}${scheme}${separator}${userinfo === undefined ? '' : `${userinfo}@`}${host}${port === undefined ? '' : `:${port}`}${path}`,
  );
/** Inserts invisible characters at random places. */
const sprinkled = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(base, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLES)), { maxLength: 3 }))
    .map(([url, inserts]) =>
      inserts.reduce((text, [at, char]) => {
        const index = at % (text.length + 1);
        return text.slice(0, index) + char + text.slice(index);
      }, url),
    );
const webUrlArb = fc.webUrl({
  withQueryParameters: true,
  withFragments: true,
  authoritySettings: {
    withIPv4: true,
    withIPv6: true,
    withIPv4Extended: true,
    withUserInfo: true,
    withPort: true,
  },
});
const longUrlArb = fc
  .integer({ min: 9_990, max: 10_010 })
  .map((length) => `https://example.com/${'a'.repeat(length - 20)}`);
const urlInputArb: fc.Arbitrary<string> = fc.oneof(
  webUrlArb,
  builtUrlArb,
  sprinkled(fc.oneof(webUrlArb, builtUrlArb)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  longUrlArb,
);
const maxLengthArb = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 12_000 }),
    fc.constantFrom(-1, Number.NaN, Number.POSITIVE_INFINITY, 0.5),
  ),
  { nil: undefined },
);

/** The reference: what WHATWG URL says about the input. */
function reference(input: string, maxLength: number | undefined) {
  const limit = typeof maxLength === 'number' && maxLength >= 0 ? maxLength : 10_000;
  if (input.length > limit) return { blocked: true, reasons: ['too-long'] };
  let parsed: URL;
  try {
    parsed = new URL(input);
  } catch {
    return { blocked: true, reasons: ['unparseable', 'relative'] };
  }
  const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  return web
    ? { blocked: false, reasons: [undefined], parsed }
    : { blocked: true, reasons: ['scheme'], parsed };
}

describe('analyzeElicitationUrl', () => {
  it(
    'given any string, should never throw, take bounded time, and block exactly what is not an absolute http(s) URL',
    () => {
      fc.assert(
        fc.property(urlInputArb, maxLengthArb, (input, maxLength) => {
          const options = maxLength === undefined ? {} : { maxLength };
          const optionsBefore = fingerprint(options);
          const analysis = withinBound('analyzeElicitationUrl', () => analyzeElicitationUrl(input, options));
          expectUnchanged(optionsBefore, options, 'the options');
          const expected = reference(input, maxLength);

          expect(analysis.blocked, input).toBe(expected.blocked);
          expect(expected.reasons, input).toContain(analysis.blockReason);
          for (const warning of analysis.warnings) expect(WARNING_CODES).toContain(warning.code);
          if (analysis.blocked) {
            expect(analysis.warnings).toEqual([]);
            return;
          }
          const { parsed } = expected;
          if (!parsed) return expect.fail('a URL that did not parse was not blocked');
          // What is shown is exactly where the browser would go.
          expect(analysis.href).toBe(parsed.href);
          expect(analysis.host).toBe(parsed.hostname);
          expect(['http', 'https']).toContain(analysis.scheme);
          const codes = analysis.warnings.map((warning) => warning.code);
          expect(codes.includes('not-https')).toBe(analysis.scheme === 'http');
          expect(codes.includes('userinfo')).toBe(parsed.username !== '' || parsed.password !== '');
          expect(codes.includes('non-default-port')).toBe(parsed.port !== '');
          // The emphasised domain is really the end of the host, never some other part of the URL. A fully
          // qualified host keeps its root dot (`example.com.`), which belongs to no domain.
          const domain = analysis.registrableDomain;
          if (domain !== undefined) {
            const host = analysis.host.endsWith('.') ? analysis.host.slice(0, -1) : analysis.host;
            expect(host === domain || host.endsWith(`.${domain}`), `${domain} in ${analysis.host}`).toBe(
              true,
            );
          }
          const ip = analysis.host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(analysis.host);
          if (!ip && analysis.host.split('.').some((label) => label.startsWith('xn--'))) {
            expect(codes).toContain('punycode');
          }
          if (INVISIBLES.some((char) => input.includes(char)))
            expect(codes).toContain('invisible-characters');
        }),
        { numRuns },
      );
    },
    timeout,
  );

  it(
    'given values that are not strings, blocks them as unparseable without throwing',
    () => {
      fc.assert(
        fc.property(fc.anything({ withBoxedValues: true, withMap: true, withSet: true }), (value) => {
          const analysis = withinBound('analyzeElicitationUrl', () =>
            analyzeElicitationUrl(value as unknown as string),
          );
          if (typeof value === 'string') return;
          expect(analysis.blocked).toBe(true);
          expect(analysis.blockReason).toBe('unparseable');
        }),
        { numRuns },
      );
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------------------------
// 2. compileElicitationSchema, called directly
// ---------------------------------------------------------------------------------------------------------------

const KEYWORDS = [
  'type',
  'title',
  'description',
  'default',
  'enum',
  'enumNames',
  'oneOf',
  'anyOf',
  'items',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'const',
  '$ref',
  'allOf',
  'properties',
  'required',
  '__proto__',
  'constructor',
] as const;

const scalarArb = fc.oneof(
  fc.constantFrom(
    'string',
    'number',
    'integer',
    'boolean',
    'array',
    'object',
    'null',
    'email',
    'uri',
    'date',
  ),
  fc.constantFrom('date-time', 'password', '^(a+)+$', '^[a-z]+$', '', '<script>'),
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -5, max: 20 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
/** A value for any keyword: mostly plausible, sometimes junk, sometimes nested. */
const keywordValueArb: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalarArb,
    fc.array(scalarArb, { maxLength: 5 }),
    fc.array(fc.record({ const: scalarArb, title: scalarArb }, { requiredKeys: [] }), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYWORDS), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Defines own keys, so `__proto__` stays a plain key, as JSON.parse leaves it. */
function ownRecord(entries: readonly (readonly [string, unknown])[]): Json {
  const target: Json = {};
  for (const [key, value] of entries) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return target;
}

const fieldSchemaArb = fc
  .array(fc.tuple(fc.constantFrom(...KEYWORDS), keywordValueArb), { maxLength: 6 })
  .map((entries) => ownRecord(entries));
const nameArb = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '',
    ' ',
    'a.b',
    'a/b~c',
    '😀',
    '0',
    '$ref',
  ),
  fc.string({ maxLength: 6 }),
);
const FIELD_SCHEMAS: readonly Json[] = [
  { type: 'string' },
  { type: 'string', format: 'email' },
  { type: 'string', format: 'uri' },
  { type: 'string', format: 'date', default: '2024-02-29' },
  { type: 'string', format: 'date-time' },
  { type: 'string', minLength: 1, maxLength: 3, pattern: '^[a-z]*$' },
  { type: 'number', minimum: -1.5, maximum: 1e6, default: 0 },
  { type: 'integer', minimum: 0 },
  { type: 'boolean', default: false },
  { type: 'boolean' },
  { type: 'string', enum: ['a', 'b', '__proto__'] },
  {
    type: 'string',
    oneOf: [
      { const: 'x', title: 'X' },
      { const: 'constructor', title: 'C' },
    ],
    default: 'x',
  },
  { type: 'array', items: { type: 'string', enum: ['r', 'g', 'b'] }, minItems: 1, default: ['r'] },
  {
    type: 'array',
    items: {
      anyOf: [
        { const: 'p', title: 'P' },
        { const: 'q', title: 'Q' },
      ],
    },
    maxItems: 1,
  },
];

/** A valid field schema, sometimes with one or two keywords overwritten by junk. */
const plausibleFieldArb = fc
  .tuple(
    fc.constantFrom(...FIELD_SCHEMAS),
    fc.option(
      fc.array(fc.tuple(fc.constantFrom(...KEYWORDS), keywordValueArb), { minLength: 1, maxLength: 2 }),
      {
        freq: 2,
        nil: undefined,
      },
    ),
    fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
  )
  .map(([schema, tweaks, title]) =>
    ownRecord([
      ...Object.entries(structuredClone(schema)),
      ...(title === undefined ? [] : [['title', title] as const]),
      ...(tweaks ?? []),
    ]),
  );
const plausibleSchemaArb: fc.Arbitrary<Json> = fc
  .uniqueArray(fc.tuple(nameArb, plausibleFieldArb, fc.boolean()), {
    maxLength: 6,
    selector: ([name]) => name,
  })
  .map((entries) => ({
    type: 'object',
    properties: ownRecord(entries.map(([name, schema]) => [name, schema])),
    required: entries.filter(([, , flag]) => flag).map(([name]) => name),
  }));

const junkSchemaArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: plausibleSchemaArb },
  fc
    .record(
      {
        type: fc.oneof(fc.constant('object'), scalarArb),
        properties: fc.oneof(
          fc.array(fc.tuple(nameArb, fieldSchemaArb), { maxLength: 6 }).map((entries) => ownRecord(entries)),
          keywordValueArb,
        ),
        required: fc.oneof(fc.array(nameArb, { maxLength: 4 }), keywordValueArb),
        extra: fc.array(fc.tuple(fc.constantFrom(...KEYWORDS), keywordValueArb), { maxLength: 2 }),
      },
      { requiredKeys: ['type', 'properties'] },
    )
    .map(({ extra, ...schema }) => ownRecord([...Object.entries(schema), ...(extra ?? [])])),
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({ maxDepth: 3 }),
);

/** The parts of a field that must survive a round trip through the normalised schema. */
function essence(model: FormModel) {
  return model.fields.map(({ format: _format, sensitive: _sensitive, ...rest }) => rest);
}

describe('compileElicitationSchema', () => {
  it(
    'given any schema, should return a model or throw ElicitationError, never mutate, never pollute, in bounded time',
    () => {
      fc.assert(
        fc.property(junkSchemaArb, (schema) => {
          const before = fingerprint(schema);
          const result = withinBound('compileElicitationSchema', () =>
            typedOrValue(() => compileElicitationSchema(schema)),
          );
          expectUnchanged(before, schema, 'the schema');
          expectNoPollution();
          if (result instanceof ElicitationError) return;

          // A model lists own property names of the input, in order, with known kinds.
          const properties = (schema as Json).properties as Json;
          const names = result.fields.map((field) => field.name);
          expect(names.every((name) => Object.hasOwn(properties, name))).toBe(true);
          expect(Object.keys(properties).filter((name) => names.includes(name))).toEqual(names);
          for (const field of result.fields) expect(FIELD_KINDS).toContain(field.kind);
          // The normalised schema is plain JSON naming the same fields, and compiles to the same model.
          const normalised = JSON.parse(JSON.stringify(result.schema)) as Json;
          expect(Object.keys(normalised.properties as Json)).toEqual(names);
          expect(essence(compileElicitationSchema(normalised))).toEqual(essence(result));
          // parseElicitRequest agrees with the direct call whenever the request fits the size limit.
          const request = typedOrValue(() => parseElicitRequest({ message: 'm', requestedSchema: schema }));
          if (!(request instanceof ElicitationError) && request.mode === 'form') {
            expect(essence(request.form)).toEqual(essence(result));
          } else if (request instanceof ElicitationError) {
            expect(request.code).toBe('limit-exceeded');
          }
        }),
        { numRuns },
      );
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------------------------
// 3. Drafts → content → validation never touch their inputs
// ---------------------------------------------------------------------------------------------------------------

const modelArb: fc.Arbitrary<FormModel> = fc
  .uniqueArray(
    fc.tuple(
      nameArb.filter((name) => name.trim() !== ''),
      fc.constantFrom(...FIELD_SCHEMAS),
      fc.boolean(),
    ),
    {
      minLength: 1,
      maxLength: 8,
      selector: ([name]) => name,
    },
  )
  .map((entries) => {
    const properties = ownRecord(entries.map(([name, schema]) => [name, structuredClone(schema)]));
    const required = entries.filter(([, , flag]) => flag).map(([name]) => name);
    return compileElicitationSchema({ type: 'object', properties, required });
  });

const draftValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '3.',
    '-0',
    '1e309',
    'NaN',
    '0x10',
    '2024-02-30T25:00',
    '2024-03-31T02:30',
    'a@b.co',
  ),
  fc.string({ maxLength: 10 }),
  fc.double(),
  fc.boolean(),
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -0),
  fc.array(fc.oneof(fc.constantFrom('r', 'g', 'p', '__proto__'), fc.string({ maxLength: 3 }), fc.integer()), {
    maxLength: 4,
  }),
  fc.anything({ maxDepth: 2 }),
);

/** A draft keyed by the model's names plus junk keys, sometimes frozen, with prototype keys as own keys. */
const draftFor = (model: FormModel): fc.Arbitrary<DraftValues> =>
  fc
    .record({
      values: fc.array(fc.option(draftValueArb, { nil: undefined }), {
        minLength: model.fields.length,
        maxLength: model.fields.length,
      }),
      extra: fc.array(fc.tuple(nameArb, draftValueArb), { maxLength: 3 }),
      freeze: fc.boolean(),
    })
    .map(({ values, extra, freeze }) => {
      const draft = ownRecord([
        ...extra,
        ...model.fields.flatMap((field, index) =>
          values[index] === undefined ? [] : [[field.name, values[index]] as const],
        ),
      ]);
      return (freeze ? Object.freeze(draft) : draft) as DraftValues;
    });

describe('drafts, content and validation', () => {
  it(
    'given any model, draft and content, initialValues, toElicitContent and validateContent should never mutate them',
    () => {
      fc.assert(
        fc.property(
          modelArb.chain((model) => fc.tuple(fc.constant(model), draftFor(model))),
          fc.integer({ min: -720, max: 840 }),
          ([model, draft], offset) => {
            const modelBefore = fingerprint(model);
            const draftBefore = fingerprint(draft);
            const names = model.fields.map((field) => field.name);

            const initial = initialValues(model);
            expect(Object.keys(initial)).toEqual(names);
            const options = { timeZoneOffset: () => offset };
            const content = withinBound('toElicitContent', () => toElicitContent(model, draft, options));
            expectUnchanged(draftBefore, draft, 'the draft');
            expect(Object.getPrototypeOf(content)).toBe(Object.prototype);
            for (const key of Object.keys(content)) expect(names).toContain(key);
            // The answer owns its arrays: editing the draft later cannot change what is sent.
            for (const key of Object.keys(content)) {
              const value = content[key];
              if (Array.isArray(value)) expect(value).not.toBe((draft as Json)[key]);
            }

            const contentBefore = fingerprint(content);
            const errors = withinBound('validateContent', () => validateContent(model, content));
            expectUnchanged(contentBefore, content, 'the content');
            for (const error of errors) {
              expect(typeof error.message).toBe('string');
              expect(error.message.length).toBeGreaterThan(0);
            }
            expectUnchanged(modelBefore, model, 'the model');
            expectNoPollution();
          },
        ),
        { numRuns },
      );
    },
    timeout,
  );

  it(
    'given arbitrary values, validateContent should answer with field errors, never an exception',
    () => {
      fc.assert(
        fc.property(
          modelArb,
          fc.anything({ maxDepth: 3, withBoxedValues: true, withNullPrototype: true }),
          (model, content) => {
            const before = fingerprint(content);
            const errors = withinBound('validateContent', () => validateContent(model, content));
            expect(Array.isArray(errors)).toBe(true);
            expectUnchanged(before, content, 'the content');
            expectNoPollution();
          },
        ),
        { numRuns },
      );
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------------------------
// 4. parseElicitRequest on junk the existing properties do not generate
// ---------------------------------------------------------------------------------------------------------------

type Path = readonly (string | number)[];

function paths(root: unknown): Path[] {
  const out: Path[] = [[]];
  const stack: [unknown, Path][] = [[root, []]];
  while (stack.length > 0 && out.length < 2_000) {
    const [node, path] = stack.pop() as [unknown, Path];
    if (Array.isArray(node)) {
      node.forEach((child, index) => {
        out.push([...path, index]);
        stack.push([child, [...path, index]]);
      });
    } else if (isRecord(node)) {
      for (const key of Object.keys(node)) {
        out.push([...path, key]);
        stack.push([node[key], [...path, key]]);
      }
    }
  }
  return out;
}

/** A JSON copy of `request` with the node at a random path replaced by `junk`. */
function graft(request: unknown, index: number, junk: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(request)) as unknown;
  const all = paths(copy);
  const path = all[index % all.length] ?? [];
  if (path.length === 0) return junk;
  let parent = copy as Json;
  for (const key of path.slice(0, -1)) parent = (parent as Json)[key as string] as Json;
  Object.defineProperty(parent, path[path.length - 1] as string, {
    value: junk,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** Small corpus requests, to graft junk into (the big ones are covered by the corpus test). */
const seeds = hostileCases
  .map((entry) => entry.params)
  .filter((params) => {
    try {
      return JSON.stringify(params).length < 5_000;
    } catch {
      return false;
    }
  });

const deepArb = fc
  .tuple(fc.integer({ min: 500, max: 12_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? nestedArrays(depth) : nestedObjects(depth, '__proto__')));

const junkRequestArb: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        plausibleSchemaArb,
        fc.oneof({ weight: 4, arbitrary: fc.string({ maxLength: 20 }) }, keywordValueArb),
      )
      .map(([requestedSchema, message]) => ({ message, requestedSchema })),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 5 }) },
  {
    weight: 2,
    arbitrary: fc.anything({ maxDepth: 4, withBoxedValues: true, withNullPrototype: true, withMap: true }),
  },
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom(...seeds), fc.nat(), fc.oneof(fc.jsonValue({ maxDepth: 3 }), keywordValueArb))
      .map(([seed, index, junk]) => graft(seed, index, junk)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...seeds), fc.nat(), deepArb)
      .map(([seed, index, deep]) => graft(seed, index, deep)),
  },
);

describe('parseElicitRequest', () => {
  it(
    'given junk, deep nesting and grafted corpus requests, should answer with a request or an ElicitationError, in bounded time',
    () => {
      fc.assert(
        fc.property(junkRequestArb, (params) => {
          const before = fingerprint(params);
          const result = withinBound('parseElicitRequest', () =>
            typedOrValue(() => parseElicitRequest(params)),
          );
          expectUnchanged(before, params, 'the params');
          expectNoPollution();
          if (result instanceof ElicitationError) {
            // An engine failure (stack overflow, …) must never surface as the request's own diagnosis.
            for (const issue of result.issues) expect(typeof issue.message).toBe('string');
            return;
          }
          expect(['form', 'url']).toContain(result.mode);
        }),
        { numRuns },
      );
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------------------------
// 6. The secret guard and the lookalike skeleton
// ---------------------------------------------------------------------------------------------------------------

/** Pieces that exercise every fold: lookalikes, full-width, small capitals, leetspeak, marks, other scripts. */
const SECRET_PIECES = [
  'pass',
  'word',
  'pаss',
  'ｐａｓｓ',
  'ᴘᴀss',
  'w0rd',
  'p@ss',
  'token',
  'tokens',
  'api',
  'key',
  'Passwort',
  'contraseña',
  'пароль',
  'パスワード',
  '비밀번호',
  '密码',
  'never',
  'do not',
  ': ',
  ', ',
  '. ',
  ' ',
  '\u0301',
  '\u0336\u0301\u0336',
  '\u200B',
  RLO,
  '\u{E0041}',
  '\uFE0F',
  '\uD800',
  'ghp_',
  'eyJ',
  '-----BEGIN PRIVATE KEY-----',
];

const secretTextArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.constantFrom(...SECRET_PIECES), { maxLength: 60 }).map((parts) => parts.join('')),
  // Long and deep: a flood of marks on one letter, a 10,000-character word.
  fc.nat({ max: 9_000 }).map((count) => `p${'\u0301'.repeat(count)}assword`),
  fc.nat({ max: 10_000 }).map((count) => 'a'.repeat(count)),
);

describe('the secret guard', () => {
  it(
    'given any name, title, description, message and default, should never throw, return a term or undefined, and stay within bounded CPU time',
    () => {
      fc.assert(
        fc.property(
          secretTextArb,
          secretTextArb,
          secretTextArb,
          fc.anything(),
          (name, title, description, value) => {
            const signal = withinBound('findSecretSignal', () =>
              findSecretSignal({ name, title, description, default: value, writeOnly: value, format: value }),
            );
            if (signal !== undefined)
              expect(['text', 'write-only', 'password-format', 'credential-default']).toContain(signal.kind);
            const hint = withinBound('findSecretInProse', () => findSecretInProse(description));
            if (hint !== undefined) expect(typeof hint).toBe('string');
            const secrets = withinBound('findRequestSecrets', () =>
              findRequestSecrets({ message: title, form: { fields: [{ label: name, sensitive: false }] } }),
            );
            expect(secrets.fields).toEqual([]);
          },
        ),
        { numRuns },
      );
    },
    timeout,
  );
});

describe('the lookalike skeleton', () => {
  it(
    'given any text, should never throw, be idempotent on ASCII output, and stay within bounded CPU time',
    () => {
      fc.assert(
        fc.property(secretTextArb, secretTextArb, (text, other) => {
          const skeleton = withinBound('latinSkeleton', () => latinSkeleton(text));
          expect(typeof skeleton).toBe('string');
          withinBound('comparableText', () => comparableText(text));
          withinBound('asciiLookalike', () => asciiLookalike(text));
          withinBound('separatorLookalikes', () => separatorLookalikes(text));
          withinBound('imitatesHost', () => imitatesHost(text, [other]));
          withinBound('findIndistinctOptions', () =>
            findIndistinctOptions([
              { value: 'a', label: text },
              { value: 'b', label: other },
            ]),
          );
          // Folding is stable: the skeleton of a skeleton is itself once it is plain ASCII.
          if (/^[a-z]*$/.test(skeleton)) expect(latinSkeleton(skeleton)).toBe(skeleton);
        }),
        { numRuns },
      );
    },
    timeout,
  );
});
