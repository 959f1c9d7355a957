/**
 * The timing corpus of hostile patterns (issue 11, item 4): each is either refused while parsing, or, if
 * accepted, parsing the request and validating worst-case values of 10,000 characters stays under a CPU
 * budget. CPU time of this process, as in fuzz.test.ts, so browser projects running beside it do not count.
 */
import { describe, expect, it } from 'vitest';
import {
  ElicitationError,
  type FormModel,
  parseElicitRequest,
  validateContent,
} from '../../src/core/index.js';
import { patternTextLimit } from '../../src/core/schema/pattern.js';

/** Per value: parse + validate. The hostile corpus holds every case to 100 ms; so does this. */
const BUDGET_MS = 100;
const LENGTH = 10_000;

interface PatternCase {
  pattern: string;
  why: string;
  /** A default sent with the pattern, as the issue's example does. */
  default?: string;
  maxLength?: number;
  /** Only for the patterns that must stay usable. */
  accepted?: true;
}

const CASES: PatternCase[] = [
  {
    pattern: '^[a-z]{1,800}[a-z]{1,800}[a-z]{1,800}!$',
    default: 'a'.repeat(1_600),
    why: 'the issue: three overlapping bounded repeats and a default that makes them all backtrack',
  },
  { pattern: '^[a-z]{1,800}[a-z]{1,800}[a-z]{1,800}!$', why: 'the same, with no default' },
  {
    pattern: '^[a-z]{1,800}[a-z]{1,800}[a-z]{1,800}!$',
    maxLength: 50,
    why: 'the same, on short values',
    accepted: true,
  },
  { pattern: '^\\d{1,500}\\d{1,500}$', why: 'two adjacent bounded repeats of one class' },
  { pattern: '[a-z]*[a-z]*!', why: 'two stars, unanchored: cubic' },
  { pattern: '[a-z]+!', why: 'one repeat, unanchored: quadratic' },
  { pattern: '\\d+$', why: '"ends with digits": quadratic unanchored', accepted: true },
  { pattern: '^([a-z]{1,20}){1,20}$', why: 'a bounded repeat nested in a bounded repeat' },
  { pattern: '^(a{1,10}){1,10}b$', why: 'nested bounded repeats with a failing end' },
  { pattern: '^(x+x+)+y$', why: 'the textbook nested repeat' },
  { pattern: '^(a|ab|abc){1,16}$', why: 'overlapping alternatives under a bounded repeat' },
  { pattern: '(a|b|ab)*c', why: 'overlapping alternatives under a star' },
  { pattern: '^(a|a){16}$', why: 'identical alternatives, sixteen times' },
  { pattern: '^(\\w+\\s?)*$', why: 'word-and-optional-space, the classic ReDoS' },
  { pattern: '^[\\w\\d]+[\\d_]+[0-9]+$', why: 'three overlapping classes in a row' },
  { pattern: '^[a-z0-9]+[a-z]+[0-9]+!$', why: 'overlapping classes with a failing end' },
  { pattern: '.*a.*b.*c', why: 'three dot-stars, unanchored' },
  { pattern: '^(\\d{1,3}\\.){1,16}\\d{1,3}$', why: 'dotted numbers, a bounded group repeat' },
  { pattern: '^a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?aaaaaaaaaaaaaaaaaaaa$', why: 'twenty optional atoms' },
  { pattern: `^${'[a-z]?'.repeat(60)}$`, why: 'more repeats than any real pattern' },
  { pattern: '^(ab){2,3}$', why: 'a harmless group repeat', accepted: true },
  {
    pattern: '^(?<year>\\d{4})-(?<month>\\d{2})$',
    why: 'named groups are groups, not lookarounds',
    accepted: true,
  },
  { pattern: '^[^@]+@[^@]+\\.[^@]+$', why: 'an email-ish pattern servers use', accepted: true },
  { pattern: '^([a-z]+\\.)*[a-z]+$', why: 'a dotted name', accepted: true },
  { pattern: '^[A-Z]{2}\\d{4}$', why: 'a plain code', accepted: true },
];

/**
 * Texts that make a backtracking engine work hardest: runs of one character, then one that fails, at
 * 10,000 characters and at the longest length the pattern is still run on (the real worst case).
 */
function worstValues(pattern: string): string[] {
  const literals = [...new Set(pattern.replace(/\\./g, '').replace(/[^a-zA-Z0-9@._\-! ]/g, ''))];
  const alphabet = [...new Set(['a', 'b', 'x', 'A', '0', '1', '_', '.', '@', ' ', ...literals])];
  const limit = patternTextLimit(pattern);
  const lengths = limit !== undefined && limit < LENGTH ? [LENGTH, limit] : [LENGTH];
  const values: string[] = [];
  for (const length of lengths) {
    for (const char of alphabet) {
      values.push(char.repeat(length), `${char.repeat(length - 1)}!`, `${char.repeat(length - 1)}\u0000`);
    }
    const half = Math.floor(length / 2);
    values.push('ab'.repeat(half), `${'a.'.repeat(half - 1)}a!`, `${'1.'.repeat(half - 1)}1!`);
  }
  return values;
}

function cpuMs<T>(action: () => T): { result: T; ms: number } {
  const started = process.cpuUsage();
  const result = action();
  const { user, system } = process.cpuUsage(started);
  return { result, ms: (user + system) / 1000 };
}

function request(entry: PatternCase): unknown {
  const field: Record<string, unknown> = { type: 'string', pattern: entry.pattern };
  if (entry.default !== undefined) field.default = entry.default;
  if (entry.maxLength !== undefined) field.maxLength = entry.maxLength;
  return { message: 'm', requestedSchema: { type: 'object', properties: { a: field } } };
}

function parse(entry: PatternCase): FormModel | ElicitationError {
  try {
    const parsed = parseElicitRequest(request(entry));
    if (parsed.mode !== 'form') throw new Error('expected a form');
    return parsed.form;
  } catch (error) {
    if (error instanceof ElicitationError) return error;
    throw error;
  }
}

describe('the pattern timing corpus', () => {
  it.each(CASES.map((entry) => [entry.why, entry] as const))(
    'given %s, should refuse it at parse or check worst-case values within the budget',
    (_, entry) => {
      const { result, ms } = cpuMs(() => parse(entry));
      expect(ms, `parse took ${ms.toFixed(1)} ms`).toBeLessThan(BUDGET_MS);
      if (result instanceof ElicitationError) {
        expect(entry.accepted, result.message).toBeUndefined();
        expect(result.code).toBe('unsupported-schema');
        const paths = result.issues.map((issue) => issue.path);
        expect(
          paths.some((path) => /\/properties\/a\/(pattern|default)$/.test(path)),
          paths.join(),
        ).toBe(true);
        return;
      }
      let slowest = 0;
      for (const value of worstValues(entry.pattern)) {
        const timed = cpuMs(() => validateContent(result, { a: value }));
        slowest = Math.max(slowest, timed.ms);
        expect(
          timed.ms,
          `${JSON.stringify(value.slice(0, 12))}… took ${timed.ms.toFixed(1)} ms`,
        ).toBeLessThan(BUDGET_MS);
        // Never silently accepted: a value passes only if it really matches (our check already ran the
        // pattern on it within the budget, so running it again here is just as safe).
        if (timed.result.length === 0) expect(new RegExp(entry.pattern, 'u').test(value)).toBe(true);
      }
      if (process.env.PATTERN_TIMINGS)
        console.log(`${entry.pattern}: slowest value ${slowest.toFixed(1)} ms`);
    },
  );

  it('given the issue’s pattern with its 1,600-character default, should refuse the pattern itself', () => {
    const result = parse(CASES[0] as PatternCase);
    expect(result).toBeInstanceOf(ElicitationError);
    expect((result as ElicitationError).issues.map((issue) => issue.path)).toContain(
      '/requestedSchema/properties/a/pattern',
    );
  });

  it('given a value longer than the pattern can check, should report patternLength and never run it', () => {
    const model = parse({ pattern: '\\d+$', why: '' }) as FormModel;
    const errors = validateContent(model, { a: `${'1'.repeat(LENGTH)}` });
    expect(errors).toEqual([
      expect.objectContaining({ field: 'a', code: 'patternLength', params: { maxLength: 2000 } }),
    ]);
    expect(errors[0]?.message).toBe(
      'This is too long to check against the format the server expects: enter at most 2,000 characters.',
    );
    expect(validateContent(model, { a: `x${'1'.repeat(1999)}` })).toEqual([]);
  });

  it('given a maxLength the pattern can always check, should report maxLength only, not patternLength', () => {
    const model = parse(CASES[2] as PatternCase) as FormModel;
    expect(validateContent(model, { a: 'a'.repeat(LENGTH) }).map((error) => error.code)).toEqual([
      'maxLength',
    ]);
    expect(validateContent(model, { a: 'abc!' })).toEqual([]);
    expect(validateContent(model, { a: 'abc' }).map((error) => error.code)).toEqual(['pattern']);
  });
});
