import { Validator } from '@cfworker/json-schema';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { setOwn } from './json.js';
import type { FieldModel, FormModel } from './model.js';
import type { FieldErrorCode } from './validate.js';

/** `ajv` compiles to JavaScript (fast, needs `new Function`); `eval-free` interprets the schema. */
export type EngineName = 'ajv' | 'eval-free';

/** A value-level problem; `required` and `unknown-field` are decided before any engine runs. */
export interface FieldIssue {
  code: Exclude<FieldErrorCode, 'required' | 'unknown-field'>;
}

/** Checks the present values of a content object; returns the issues of each field that has any. */
export type ContentChecker = (present: Record<string, unknown>) => Map<string, FieldIssue[]>;

const FORMATS = ['email', 'uri', 'date', 'date-time'] as const;

/** The JSON Schema a field's value must satisfy, built from the model so both engines see the same rules. */
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
      if ((FORMATS as readonly string[]).includes(field.format ?? '')) schema.format = field.format;
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
      schema.uniqueItems = true;
      if (field.minItems !== undefined) schema.minItems = field.minItems;
      if (field.maxItems !== undefined) schema.maxItems = field.maxItems;
      return schema;
    }
    default:
      return field.kind satisfies never;
  }
}

function toObjectSchema(model: FormModel): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const field of model.fields) setOwn(properties, field.name, toValueSchema(field));
  return { type: 'object', properties };
}

const KNOWN_CODES: ReadonlySet<string> = new Set<FieldIssue['code']>([
  'type',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'format',
  'enum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'pattern',
]);

/** Maps an engine keyword to our code; a non-integer number in an integer field is `integer`, not `type`. */
function toIssue(keyword: string, field: FieldModel | undefined, value: unknown): FieldIssue | undefined {
  if (!KNOWN_CODES.has(keyword)) return undefined;
  if (keyword === 'type' && field?.kind === 'integer' && typeof value === 'number')
    return { code: 'integer' };
  return { code: keyword as FieldIssue['code'] };
}

function addIssue(issues: Map<string, FieldIssue[]>, name: string, issue: FieldIssue): void {
  const list = issues.get(name) ?? [];
  if (!list.some((existing) => existing.code === issue.code)) list.push(issue);
  issues.set(name, list);
}

let sharedAjv: Ajv | undefined;

function ajvInstance(): Ajv {
  if (!sharedAjv) {
    sharedAjv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: true, logger: false });
    addFormats(sharedAjv, [...FORMATS]);
  }
  return sharedAjv;
}

function compileAjv(model: FormModel): ContentChecker {
  const ajv = ajvInstance();
  const schema = toObjectSchema(model);
  const validate: ValidateFunction = ajv.compile(schema);
  // We keep the compiled function with the model; Ajv's own cache would hold every schema forever.
  ajv.removeSchema(schema);
  const byName = new Map(model.fields.map((field) => [field.name, field]));
  return (present) => {
    const issues = new Map<string, FieldIssue[]>();
    if (validate(present)) return issues;
    for (const error of validate.errors ?? []) {
      const name = firstPointerSegment(error.instancePath);
      if (name === undefined) continue;
      const field = byName.get(name);
      const issue = toIssue(error.keyword, field, present[name]);
      if (issue) addIssue(issues, name, issue);
    }
    return issues;
  };
}

function compileEvalFree(model: FormModel): ContentChecker {
  // One interpreter per field: no pointer decoding, and nothing is ever turned into code.
  const validators = new Map(
    model.fields.map((field) => [
      field.name,
      { field, validator: new Validator(toValueSchema(field), '2020-12', false) },
    ]),
  );
  return (present) => {
    const issues = new Map<string, FieldIssue[]>();
    for (const [name, value] of Object.entries(present)) {
      const entry = validators.get(name);
      if (!entry) continue;
      const result = entry.validator.validate(value);
      if (result.valid) continue;
      for (const error of result.errors) {
        const issue = toIssue(error.keyword, entry.field, value);
        if (issue) addIssue(issues, name, issue);
      }
    }
    return issues;
  };
}

/** `/name/0` → `name` (JSON pointer unescaping). */
function firstPointerSegment(path: string): string | undefined {
  if (!path.startsWith('/')) return undefined;
  const end = path.indexOf('/', 1);
  const segment = end === -1 ? path.slice(1) : path.slice(1, end);
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
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
