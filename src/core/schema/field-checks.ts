import { fileDraftOf } from './file-draft-link.js';
import { isKnownFormat, matchesFormat } from './formats.js';
import type { FieldModel } from './model.js';
import { patternTextLimit } from './pattern.js';

/**
 * What went wrong in one field: the `code` of every error item (`FieldIssue`, `FieldError`, `FormProblem`).
 * `required` and `unknown-field` are about the whole content; every other code is about a value that is present.
 * @inline
 */
export type FieldErrorCode =
  | 'required'
  | 'type'
  | 'integer'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'multipleOf'
  | 'const'
  | 'format'
  | 'enum'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'pattern'
  /** Longer than the pattern can be checked on in time (see pattern.ts): refused, never run. */
  | 'patternLength'
  /** SEP-2631 file fields: not a well-formed `data:` URI. */
  | 'fileData'
  /** The file's media type is not one `accept` allows. */
  | 'fileType'
  /** The decoded file is larger than `maxSize`. */
  | 'fileSize'
  /** The file's first bytes contradict its media type (a "PNG" that is a PDF). */
  | 'fileContent'
  /** The server allows no inline value for this file (only `upload`), so nothing may be sent in it. */
  | 'fileTransfer'
  | 'unknown-field';

/** What can be wrong with a value that is present: a {@link FieldErrorCode} about one value. */
export type ValueIssueCode = Exclude<FieldErrorCode, 'required' | 'unknown-field'>;

/** The problems of one JSON value for one field, most fundamental first; `[]` when it may be sent. */
export type ValueCheck = (value: unknown) => ValueIssueCode[];

/**
 * Builds the check for one field, with its pattern compiled once. The subset is flat and closed
 * (see compile-schema.ts), so a direct check per kind says exactly what a JSON Schema 2020-12
 * validator would, with no code generation — it runs under any Content-Security-Policy.
 *
 * @example
 * const check = compileFieldCheck(model.fields[0]); // { kind: 'text', minLength: 3, … }
 * check('ab'); // ['minLength']
 */
export function compileFieldCheck(field: FieldModel): ValueCheck {
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'date':
    case 'date-time':
      return stringCheck(field);
    case 'number':
    case 'integer':
      return numberCheck(field);
    case 'boolean': {
      const pinned = field.const;
      return (value) => {
        if (typeof value !== 'boolean') return pinned === undefined ? ['type'] : ['type', 'const'];
        return pinned === undefined || value === pinned ? [] : ['const'];
      };
    }
    case 'single-select':
      return singleSelectCheck(field);
    case 'multi-select':
      return multiSelectCheck(field);
    case 'file':
      return fileCheck(field);
    default:
      return field.kind satisfies never;
  }
}

function stringCheck(field: FieldModel): ValueCheck {
  // The pattern passed the backtracking guard in pattern.ts, so running it on at most `limit`
  // characters stays within its budget; a longer value is reported and never run.
  const pattern = field.pattern === undefined ? undefined : new RegExp(field.pattern, 'u');
  const limit = field.pattern === undefined ? undefined : patternTextLimit(field.pattern);
  const format = isKnownFormat(field.format) ? field.format : undefined;
  const { minLength, maxLength } = field;
  return (value) => {
    if (typeof value !== 'string') return ['type'];
    const issues: ValueIssueCode[] = [];
    const length = minLength !== undefined || maxLength !== undefined ? codePointLength(value) : 0;
    if (minLength !== undefined && length < minLength) issues.push('minLength');
    if (maxLength !== undefined && length > maxLength) issues.push('maxLength');
    if (pattern) {
      if (limit === undefined || value.length <= limit) {
        if (!pattern.test(value)) issues.push('pattern');
      } else if (!issues.includes('maxLength')) issues.push('patternLength');
    }
    if (format && !matchesFormat(format, value)) issues.push('format');
    return issues;
  };
}

/** The file code is reached only through the draft the field was compiled with (`experimental.sep2631`). */
function fileCheck({ file }: FieldModel): ValueCheck {
  const draft = fileDraftOf(file);
  // A file field without its draft (a model built by hand or copied deeply) cannot be checked: refused.
  return (value) =>
    typeof value !== 'string' ? ['type'] : draft && file ? draft.check(file, value) : ['fileData'];
}

function numberCheck(field: FieldModel): ValueCheck {
  const { kind, minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = field;
  return (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return ['type'];
    const issues: ValueIssueCode[] = [];
    // A fraction in an integer field has its own message ("Enter a whole number").
    if (kind === 'integer' && !Number.isInteger(value)) issues.push('integer');
    if (minimum !== undefined && value < minimum) issues.push('minimum');
    if (maximum !== undefined && value > maximum) issues.push('maximum');
    if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) issues.push('exclusiveMinimum');
    if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) issues.push('exclusiveMaximum');
    if (multipleOf !== undefined && !isMultipleOf(value, multipleOf)) issues.push('multipleOf');
    return issues;
  };
}

/**
 * Ajv 8's rule, so a server that validates with it (the TypeScript SDK does, on every answer)
 * never refuses what we let through: the quotient, in floating point, must be a whole number its
 * `parseInt` reads back. So 0.3 is not a multiple of 0.1 (0.3 / 0.1 = 2.9999999999999996), and no
 * quotient of 10^21 or more is (it prints in exponent notation).
 */
export function isMultipleOf(value: number, divisor: number): boolean {
  const quotient = value / divisor;
  return Number.isInteger(quotient) && Math.abs(quotient) < 1e21;
}

function singleSelectCheck(field: FieldModel): ValueCheck {
  const allowed = optionValues(field);
  const { valueType } = field;
  return (value) => {
    if (valueType === undefined)
      return typeof value === 'string' ? (allowed.has(value) ? [] : ['enum']) : ['type', 'enum'];
    if (typeof value !== 'number' || !Number.isFinite(value)) return ['type', 'enum'];
    const issues: ValueIssueCode[] = [];
    if (valueType === 'integer' && !Number.isInteger(value)) issues.push('integer');
    if (!allowed.has(value)) issues.push('enum');
    return issues;
  };
}

function multiSelectCheck(field: FieldModel): ValueCheck {
  const allowed = optionValues(field);
  const { minItems, maxItems } = field;
  return (value) => {
    if (!Array.isArray(value)) return ['type'];
    const issues = new Set<ValueIssueCode>();
    // An item of any other type is simply not one of the options.
    if (value.some((item) => !allowed.has(item))) issues.add('enum');
    if (minItems !== undefined && value.length < minItems) issues.add('minItems');
    if (maxItems !== undefined && value.length > maxItems) issues.add('maxItems');
    if (new Set(value.map((item) => JSON.stringify(item))).size !== value.length) issues.add('uniqueItems');
    return [...issues];
  };
}

function optionValues(field: FieldModel): ReadonlySet<unknown> {
  return new Set(field.options?.map((option) => option.value));
}

/** JSON Schema counts characters as code points: '😀' is one, not two UTF-16 units. */
export function codePointLength(text: string): number {
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
    length++;
  }
  return length;
}
