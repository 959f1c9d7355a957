import { isKnownFormat, matchesFormat } from './formats.js';
import { isJsonObject, own } from './json.js';
import { formatMessage, type LocaleOptions, type MessageParams, resolveMessages } from './messages/index.js';
import type { FieldModel, FormModel } from './model.js';
import { compileChecker, type EngineName, engineKey, type FieldIssue } from './validation-engines.js';

/** What went wrong in one field. */
export type FieldErrorCode =
  | 'required'
  | 'type'
  | 'integer'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'format'
  | 'enum'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'pattern'
  | 'unknown-field';

/** One validation error, with a message from the catalogue of the chosen locale. */
export interface FieldError {
  /** The property name; for `unknown-field`, the key the content should not have had. */
  field: string;
  code: FieldErrorCode;
  message: string;
  params?: MessageParams;
}

export interface ValidateOptions extends LocaleOptions {
  /**
   * `auto` (default) uses Ajv where the page allows `new Function`, and the eval-free engine where
   * a Content-Security-Policy forbids it. The two report identical codes.
   */
  engine?: 'auto' | EngineName;
}

/**
 * Validates typed content against the compiled form. Returns `[]` when the content may be sent.
 * The validator for a model is compiled once and cached with it.
 *
 * @example
 * const errors = validateContent(model, { age: 12 });
 * // [{ field: 'age', code: 'minimum', message: 'Enter 18 or more.', params: { minimum: 18 } }]
 */
export function validateContent(
  model: FormModel,
  content: unknown,
  options: ValidateOptions = {},
): FieldError[] {
  const catalogue = resolveMessages(options);
  const locale = options.locale ?? 'en';
  const toError = (
    name: string,
    code: FieldErrorCode,
    field?: FieldModel,
    params?: MessageParams,
  ): FieldError => {
    const message = formatMessage(catalogue, messageKey(code, field), params, locale);
    return params ? { field: name, code, message, params } : { field: name, code, message };
  };

  const record = isJsonObject(content) ? content : {};
  const errors: FieldError[] = [];
  // What the server would receive: values after a JSON round trip (undefined dropped, NaN → null).
  const wire = model.fields.map((field) => toWire(own(record, field.name)));
  const present: Record<string, unknown> = {};
  wire.forEach((value, index) => {
    if (value !== ABSENT && value !== UNSENDABLE) present[engineKey(index)] = value;
  });
  const issues = compileChecker(model, options.engine ?? 'auto')(present);

  model.fields.forEach((field, index) => {
    const value = wire[index];
    if (value === ABSENT) {
      if (field.required) errors.push(toError(field.name, 'required', field));
      return;
    }
    const codes =
      value === UNSENDABLE ? [{ code: 'type' as const }] : [...(issues.get(engineKey(index)) ?? [])];
    if (field.kind === 'multi-select' && Array.isArray(value) && hasDuplicates(value))
      codes.push({ code: 'uniqueItems' });
    if (isKnownFormat(field.format) && typeof value === 'string' && !matchesFormat(field.format, value)) {
      codes.push({ code: 'format' });
    }
    for (const issue of codes) errors.push(toError(field.name, issue.code, field, paramsFor(field, issue)));
  });
  const known = new Set(model.fields.map((field) => field.name));
  for (const key of Object.keys(record)) {
    if (!known.has(key)) errors.push(toError(key, 'unknown-field'));
  }
  return errors;
}

function paramsFor(field: FieldModel, issue: FieldIssue): MessageParams | undefined {
  // Params come from the model, not from the engine, so both engines say exactly the same thing.
  switch (issue.code) {
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems': {
      const limit = field[issue.code];
      return limit === undefined ? undefined : { [issue.code]: limit };
    }
    case 'format':
      return field.format ? { format: field.format } : undefined;
    case 'pattern':
      return field.pattern ? { pattern: field.pattern } : undefined;
    case 'type':
    case 'integer':
    case 'enum':
    case 'uniqueItems':
      return undefined;
    default:
      return issue.code satisfies never;
  }
}

function messageKey(code: FieldErrorCode, field: FieldModel | undefined): string {
  switch (code) {
    case 'type':
      if (field?.kind === 'number' || field?.kind === 'integer') return 'validation.type.number';
      if (field?.kind === 'boolean') return 'validation.type.boolean';
      return 'validation.type';
    case 'format':
      return `validation.format.${field?.format ?? 'uri'}`;
    default:
      return `validation.${code}`;
  }
}

const ABSENT = Symbol('absent');
const UNSENDABLE = Symbol('unsendable');

/** A value as JSON would carry it; `ABSENT` when JSON drops it, `UNSENDABLE` when it cannot be serialised. */
function toWire(value: unknown): unknown {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return ABSENT;
  try {
    return JSON.parse(JSON.stringify(value));
  } catch {
    return UNSENDABLE;
  }
}

function hasDuplicates(values: readonly unknown[]): boolean {
  const seen = new Set(values.map((value) => JSON.stringify(value)));
  return seen.size !== values.length;
}
