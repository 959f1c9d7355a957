import { Validator } from '@cfworker/json-schema';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FieldModel, FormModel } from './model.js';
import type { FieldErrorCode } from './validate.js';

/** `ajv` compiles to JavaScript (fast, needs `new Function`); `eval-free` interprets the schema. */
export type EngineName = 'ajv' | 'eval-free';

/** A value-level problem found by an engine. */
export interface FieldIssue {
  code: Exclude<FieldErrorCode, 'required' | 'unknown-field'>;
}

/**
 * Checks values keyed by field index (`f0`, `f1`, …): server property names such as `__proto__`
 * or `toString` would otherwise meet the engines' own object handling. Returns the issues per key.
 */
export type ContentChecker = (present: Record<string, unknown>) => Map<string, FieldIssue[]>;

/** The key a field's value is checked under. */
export const engineKey = (index: number): string => `f${index}`;

/**
 * What the engines check for a field: types, lengths, ranges, options, counts and pattern.
 * Formats and uniqueness are checked once, outside the engines, so both report alike.
 */
function toValueSchema(field: FieldModel): Record<string, unknown> {
  const values = field.options?.map((option) => option.value);
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'date':
    case 'date-time': {
      const schema: Record<string, unknown> = { type: 'string' };
      if (field.minLength !== undefined) schema.minLength = field.minLength;
      if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
      if (field.pattern !== undefined) schema.pattern = field.pattern;
      return schema;
    }
    case 'number':
    case 'integer': {
      const schema: Record<string, unknown> = { type: field.kind };
      if (field.minimum !== undefined) schema.minimum = field.minimum;
      if (field.maximum !== undefined) schema.maximum = field.maximum;
      return schema;
    }
    case 'boolean':
      return { type: 'boolean' };
    case 'single-select':
      return { type: 'string', enum: values };
    case 'multi-select': {
      const schema: Record<string, unknown> = { type: 'array', items: { type: 'string', enum: values } };
      if (field.minItems !== undefined) schema.minItems = field.minItems;
      if (field.maxItems !== undefined) schema.maxItems = field.maxItems;
      return schema;
    }
    default:
      return field.kind satisfies never;
  }
}

const ENGINE_CODES: ReadonlySet<string> = new Set<FieldIssue['code']>([
  'type',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'enum',
  'minItems',
  'maxItems',
  'pattern',
]);

/** Maps an engine keyword to our code; a non-integer number in an integer field is `integer`, not `type`. */
function toIssue(keyword: string, field: FieldModel | undefined, value: unknown): FieldIssue | undefined {
  if (!ENGINE_CODES.has(keyword)) return undefined;
  if (keyword === 'type' && field?.kind === 'integer' && typeof value === 'number')
    return { code: 'integer' };
  return { code: keyword as FieldIssue['code'] };
}

function addIssue(issues: Map<string, FieldIssue[]>, key: string, issue: FieldIssue): void {
  const list = issues.get(key) ?? [];
  if (!list.some((existing) => existing.code === issue.code)) list.push(issue);
  issues.set(key, list);
}

let sharedAjv: Ajv | undefined;

function ajvInstance(): Ajv {
  // `strictNumbers` keeps NaN and Infinity out; `logger: false` keeps a CSP refusal off the console.
  sharedAjv ??= new Ajv({ allErrors: true, strict: false, strictNumbers: true, logger: false });
  return sharedAjv;
}

function compileAjv(model: FormModel): ContentChecker {
  const ajv = ajvInstance();
  const properties = Object.fromEntries(
    model.fields.map((field, index) => [engineKey(index), toValueSchema(field)]),
  );
  const schema = { type: 'object', properties };
  const validate: ValidateFunction = ajv.compile(schema);
  // We keep the compiled function with the model; Ajv's own cache would hold every schema forever.
  ajv.removeSchema(schema);
  const byKey = new Map(model.fields.map((field, index) => [engineKey(index), field]));
  return (present) => {
    const issues = new Map<string, FieldIssue[]>();
    if (validate(present)) return issues;
    for (const error of validate.errors ?? []) {
      // Keys are `f<n>`, so the first pointer segment needs no unescaping.
      const key = error.instancePath.split('/')[1];
      if (key === undefined) continue;
      const issue = toIssue(error.keyword, byKey.get(key), present[key]);
      if (issue) addIssue(issues, key, issue);
    }
    return issues;
  };
}

function compileEvalFree(model: FormModel): ContentChecker {
  // One interpreter per field: nothing is ever turned into code.
  const validators = new Map(
    model.fields.map((field, index) => [
      engineKey(index),
      { field, validator: new Validator(toValueSchema(field), '2020-12', false) },
    ]),
  );
  return (present) => {
    const issues = new Map<string, FieldIssue[]>();
    for (const [key, value] of Object.entries(present)) {
      const entry = validators.get(key);
      if (!entry) continue;
      const result = entry.validator.validate(value);
      if (result.valid) continue;
      for (const error of result.errors) {
        const issue = toIssue(error.keyword, entry.field, value);
        if (issue) addIssue(issues, key, issue);
      }
    }
    return issues;
  };
}

let evalAllowed: boolean | undefined;

/** Whether this page may build functions from strings; a strict CSP (no `unsafe-eval`) says no. */
export function canCompileCode(): boolean {
  if (evalAllowed === undefined) {
    try {
      evalAllowed = new Function('return true')() === true;
    } catch {
      evalAllowed = false;
    }
  }
  return evalAllowed;
}

const cache = new WeakMap<FormModel, Partial<Record<EngineName, ContentChecker>>>();

/**
 * The checker for a model and engine, compiled on first use and cached with the model.
 * `auto` picks Ajv when code generation is allowed, and falls back if Ajv still cannot compile.
 */
export function compileChecker(model: FormModel, engine: EngineName | 'auto'): ContentChecker {
  const entry = cache.get(model) ?? {};
  cache.set(model, entry);
  const wanted: EngineName = engine === 'auto' ? (canCompileCode() ? 'ajv' : 'eval-free') : engine;
  const existing = entry[wanted];
  if (existing) return existing;
  let checker: ContentChecker;
  if (wanted === 'ajv') {
    try {
      checker = compileAjv(model);
    } catch (error) {
      if (engine === 'ajv') throw error;
      checker = entry['eval-free'] ?? compileEvalFree(model);
    }
  } else {
    checker = compileEvalFree(model);
  }
  entry[wanted] = checker;
  return checker;
}
