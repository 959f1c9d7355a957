// The formats real generators emit: pydantic's bare ones and zod 4's format + pattern pairs, from zod's REAL output
// (z.toJSONSchema in the test), checked against ajv-formats' "full" mode as the oracle, and what a server whose
// format we do not know gets: a notice, or a refusal under strict.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compileElicitationSchema,
  ElicitationError,
  type FormModel,
  parseElicitRequest,
  toElicitContent,
  validateContent,
} from '../../../src/core/index.js';
import { GENERATOR_FORMAT_CHECKS, type GeneratorFormat } from '../../../src/core/schema/generator-formats.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 500) * 20;

function form(properties: Record<string, unknown>): FormModel {
  return compileElicitationSchema({ type: 'object', properties });
}

function zodForm(shape: Record<string, z.ZodType>): FormModel {
  return compileElicitationSchema(z.toJSONSchema(z.object(shape)));
}

/** ajv-formats "full" as a function (ipvanyaddress is pydantic's; Ajv does not know it and checks nothing). */
function oracle(format: GeneratorFormat): (value: string) => boolean {
  if (format === 'ipvanyaddress') return (value) => oracle('ipv4')(value) || oracle('ipv6')(value);
  const definition = (fullFormats as Record<string, unknown>)[format];
  if (definition instanceof RegExp) return (value) => definition.test(value);
  const { validate } = definition as { validate: RegExp | ((value: string) => boolean) };
  return validate instanceof RegExp ? (value) => validate.test(value) : validate;
}

const VALID: Record<GeneratorFormat, string[]> = {
  uuid: [
    '123e4567-e89b-12d3-a456-426614174000',
    '00000000-0000-0000-0000-000000000000',
    'A987FBC9-4BED-3078-CF07-9141BA07C9F3',
  ],
  ipv4: ['192.0.2.1', '0.0.0.0', '255.255.255.255'],
  ipv6: ['2001:db8::1', '::1', '::', 'fe80::1:2:3:4', '::ffff:192.0.2.1', '1:2:3:4:5:6:7:8'],
  ipvanyaddress: ['192.0.2.1', '2001:db8::1'],
  hostname: ['example.com', 'a', 'xn--p1ai', 'a-b.example.org.'],
  time: ['14:30:00Z', '14:30:00+08:00', '00:00:00.5-05:30', '23:59:59z'],
  duration: ['P1D', 'PT30M', 'P1DT2H', 'P2W', 'P1Y2M3DT4H5M6S'],
  'uri-reference': [
    'https://example.com/a?b#c',
    '/docs/intro',
    'intro',
    '',
    '#top',
    '//example.com/x',
    '?q=1',
    'a/b:c',
  ],
};

const INVALID: Record<GeneratorFormat, string[]> = {
  uuid: [
    '123e4567e89b12d3a456426614174000',
    'urn:uuid:123e4567-e89b-12d3-a456-426614174000',
    'g23e4567-e89b-12d3-a456-426614174000',
  ],
  ipv4: ['256.1.1.1', '01.2.3.4', '1.2.3', '1.2.3.4.5'],
  ipv6: ['1:2:3:4:5:6:7:8:9', '1::2::3', '12345::1', 'fe80::1%eth0', '::ffff:300.1.1.1'],
  ipvanyaddress: ['localhost', '1.2.3'],
  hostname: ['-a.com', 'a..b', `${'a'.repeat(64)}.com`, 'a_b.com', ''],
  time: ['14:30', '14:30:00', '14:30:00+0800', '24:00:00Z', '14:30:60Z'],
  duration: ['P', 'PT', 'P1DT', 'PT1.5S', 'P1W2D', '1D'],
  'uri-reference': ['a b', 'a:b c', '##', 'http://[zz]/', '%zz', 'a:b'.replace('a:', '1a:')],
};

describe('the formats generators emit', () => {
  it.each(Object.keys(VALID) as GeneratorFormat[])(
    'given %s, should agree with ajv-formats on samples',
    (format) => {
      const check = GENERATOR_FORMAT_CHECKS[format];
      for (const value of VALID[format]) {
        expect(check(value), value).toBe(true);
        expect(oracle(format)(value), value).toBe(true);
      }
      for (const value of INVALID[format]) expect(check(value), value).toBe(false);
    },
  );

  // Soundness against the oracle: whatever we let through, a server validating with ajv-formats accepts.
  const pieces = fc.constantFrom(
    ..."aZf09:/?#[]@!$&'()*+,;=-._~% .".split(''),
    '::',
    '//',
    'http:',
    '%2F',
    '%zz',
    '[::1]',
    '192.0.2.1',
    'T',
    'P',
    'W',
    'H',
    'M',
    'S',
    'D',
    'Y',
    '+',
    'Z',
    '08:00',
    '14:',
    '123e4567',
    '-e89b',
    'xn--',
  );
  const text = fc.array(pieces, { maxLength: 14 }).map((parts) => parts.join(''));
  it.each(Object.keys(VALID) as GeneratorFormat[])(
    'given %s, should accept nothing ajv-formats refuses',
    (format) => {
      const check = GENERATOR_FORMAT_CHECKS[format];
      const reference = oracle(format);
      fc.assert(
        fc.property(
          fc.oneof(text, fc.string(), fc.constantFrom(...VALID[format], ...INVALID[format])),
          (value) => {
            if (check(value)) expect(reference(value), value).toBe(true);
          },
        ),
        { numRuns },
      );
    },
  );

  it('given bare pydantic formats, should enforce them in validateContent with a message naming the format', () => {
    const model = form({
      id: { type: 'string', format: 'uuid' },
      ip: { type: 'string', format: 'ipvanyaddress' },
      at: { type: 'string', format: 'time' },
      took: { type: 'string', format: 'duration' },
    });
    expect(model.notices).toEqual([]);
    expect(model.schema.properties.id).toEqual({ type: 'string', format: 'uuid' });
    const errors = validateContent(model, { id: 'x', ip: 'x', at: '14:30', took: '1 day' });
    expect(errors.map((error) => [error.field, error.code, error.message])).toEqual([
      ['id', 'format', 'Enter a UUID, like 123e4567-e89b-12d3-a456-426614174000.'],
      ['ip', 'format', 'Enter an IP address, like 192.0.2.1 or 2001:db8::1.'],
      ['at', 'format', 'Enter a time of day, like 14:30.'],
      ['took', 'format', 'Enter a duration, like PT30M (30 minutes) or P1DT2H (1 day 2 hours).'],
    ]);
    expect(validateContent(model, { id: 'x' }, { locale: 'zh-CN' })[0]?.message).toBe(
      '请输入 UUID，例如 123e4567-e89b-12d3-a456-426614174000。',
    );
  });

  it('given a time of day typed without an offset, should send it with seconds and the person’s offset', () => {
    const model = form({ at: { type: 'string', format: 'time' } });
    const content = toElicitContent(model, { at: '14:30' }, { timeZoneOffset: () => -300 });
    expect(content).toEqual({ at: '14:30:00-05:00' });
    expect(validateContent(model, content)).toEqual([]);
    expect(toElicitContent(model, { at: '14:30:15Z' })).toEqual({ at: '14:30:15Z' });
  });
});

describe('formats this client does not check', () => {
  const params = {
    message: 'm',
    requestedSchema: { type: 'object', properties: { code: { type: 'string', format: 'iban' } } },
  };

  it('given an unknown format, should say so in a notice with its pointer and check the type only', () => {
    const request = parseElicitRequest(params);
    if (request.mode !== 'form') throw new Error('form expected');
    expect(request.form.notices).toEqual([
      {
        path: '/requestedSchema/properties/code/format',
        code: 'unknown-format',
        message: 'format "iban" is not one this client checks: the value is checked as text only',
      },
    ]);
    expect(request.form.fields[0]).toMatchObject({ kind: 'text', format: 'iban' });
    expect(request.form.schema.properties.code).toEqual({ type: 'string' });
    expect(validateContent(request.form, { code: 'anything' })).toEqual([]);
    expect(validateContent(request.form, { code: 3 }).map((error) => error.code)).toEqual(['type']);
  });

  it('given an unknown format under strict, should refuse it at its pointer', () => {
    try {
      parseElicitRequest(params, { strict: true });
      expect.fail('strict accepted an unknown format');
    } catch (error) {
      expect(error).toBeInstanceOf(ElicitationError);
      expect((error as ElicitationError).issues).toEqual([
        expect.objectContaining({
          path: '/requestedSchema/properties/code/format',
          code: 'unsupported-schema',
        }),
      ]);
    }
  });
});

describe('zod 4 format and pattern pairs (real z.toJSONSchema output)', () => {
  it('given z.email(), z.uuid(), z.ipv4(), z.iso.date(), should compile and name the format when the pattern refuses', () => {
    const model = zodForm({ email: z.email(), id: z.uuid(), ip: z.ipv4(), day: z.iso.date() });
    const errors = validateContent(model, { email: 'a@b', id: 'nope', ip: '1.2.3', day: '2026-02-30' });
    expect(errors.map((error) => [error.field, error.code, error.message])).toEqual([
      ['email', 'pattern', 'Enter an email address, like name@example.com.'],
      ['email', 'format', 'Enter an email address, like name@example.com.'],
      ['id', 'pattern', 'Enter a UUID, like 123e4567-e89b-12d3-a456-426614174000.'],
      ['id', 'format', 'Enter a UUID, like 123e4567-e89b-12d3-a456-426614174000.'],
      ['ip', 'pattern', 'Enter an IPv4 address, like 192.0.2.1.'],
      ['ip', 'format', 'Enter an IPv4 address, like 192.0.2.1.'],
      ['day', 'pattern', 'Enter a valid date.'],
      ['day', 'format', 'Enter a valid date.'],
    ]);
  });

  it('given z.iso.duration() and z.hostname() (lookaheads), should compile them: zod’s own patterns are trusted', () => {
    const model = zodForm({ took: z.iso.duration(), host: z.hostname() });
    expect(model.fields.map((field) => field.format)).toEqual(['duration', 'hostname']);
    expect(validateContent(model, { took: 'PT30M', host: 'example.com' })).toEqual([]);
  });

  const utcPlus8 = { timeZoneOffset: () => 480 };
  it.each([
    ['z.iso.datetime()', z.iso.datetime(), '2026-03-01T06:30:00Z'],
    ['z.iso.datetime({ offset: true })', z.iso.datetime({ offset: true }), '2026-03-01T14:30:00+08:00'],
    ['z.iso.datetime({ precision: 3 })', z.iso.datetime({ precision: 3 }), '2026-03-01T06:30:00.000Z'],
  ])(
    'given %s, should send the instant picked in the spelling its pattern accepts',
    (_, schema, expected) => {
      const model = zodForm({ when: schema });
      const content = toElicitContent(model, { when: '2026-03-01T14:30' }, utcPlus8);
      expect(content.when).toBe(expected);
      expect(Date.parse(String(content.when))).toBe(Date.parse('2026-03-01T14:30:00+08:00'));
      expect(validateContent(model, content)).toEqual([]);
      expect(schema.safeParse(content.when).success).toBe(true);
    },
  );

  it('given z.iso.date() and z.iso.time(), should send what zod parses', () => {
    const date = zodForm({ day: z.iso.date() });
    expect(validateContent(date, toElicitContent(date, { day: '2024-02-29' }))).toEqual([]);
    // z.iso.time() emits a pattern and no format: a text field, guarded by that pattern alone.
    const time = zodForm({ at: z.iso.time() });
    expect(time.fields[0]).toMatchObject({ kind: 'text' });
    expect(time.fields[0]?.format).toBeUndefined();
    expect(validateContent(time, toElicitContent(time, { at: '14:30' }))).toEqual([]);
  });

  it('given z.int(), should keep the safe-integer bounds it emits (enforced, though never shown)', () => {
    const model = zodForm({ seats: z.int() });
    expect(model.fields[0]).toMatchObject({
      minimum: -Number.MAX_SAFE_INTEGER,
      maximum: Number.MAX_SAFE_INTEGER,
    });
    expect(validateContent(model, { seats: 2 ** 53 }).map((error) => error.code)).toEqual(['maximum']);
  });
});

describe('zod patterns trusted past the estimate', () => {
  const LENGTH = 10_000;
  const hostile = [
    'a'.repeat(LENGTH),
    `${'a.'.repeat(LENGTH / 2)}!`,
    `a@${'a.'.repeat(LENGTH / 2)}1`,
    `a@${'a-'.repeat(LENGTH / 2)}`,
    `P${'1'.repeat(LENGTH)}X`,
    `PT${'1Y'.repeat(LENGTH / 2)}`,
    `${`${'a'.repeat(61)}.`.repeat(LENGTH / 62)}-`,
  ];
  it.each([
    ['z.email()', z.email()],
    ['z.iso.duration()', z.iso.duration()],
    ['z.hostname()', z.hostname()],
  ])('given %s, should check hostile values of 10,000 characters within 100 ms each', (_, schema) => {
    const model = zodForm({ value: schema });
    for (const value of hostile) {
      const started = process.cpuUsage();
      validateContent(model, { value });
      const { user, system } = process.cpuUsage(started);
      expect((user + system) / 1000, `${value.slice(0, 20)}…`).toBeLessThan(100);
    }
  });
});
