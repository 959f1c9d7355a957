import { compileFieldCheck, type ValueCheck, type ValueIssueCode } from './field-checks.js';
import { isJsonObject, own } from './json.js';
import { formatMessage, type LocaleOptions, type MessageParams, resolveMessages } from './messages/index.js';
import type { FieldModel, FormModel } from './model.js';
import { patternTextLimit } from './pattern.js';

/** What went wrong in one field. */
export type FieldErrorCode = 'required' | ValueIssueCode | 'unknown-field';

/** One validation error, with a message from the catalogue of the chosen locale. */
export interface FieldError {
  /** The property name; for `unknown-field`, the key the content should not have had. */
  field: string;
  code: FieldErrorCode;
  message: string;
  params?: MessageParams;
}

export type ValidateOptions = LocaleOptions;

const checksByModel = new WeakMap<FormModel, readonly ValueCheck[]>();

/** The checks of a model's fields, compiled on first use and kept with the model. */
function checksOf(model: FormModel): readonly ValueCheck[] {
  let checks = checksByModel.get(model);
  if (!checks) {
    checks = model.fields.map(compileFieldCheck);
    checksByModel.set(model, checks);
  }
  return checks;
}

/**
 * Validates typed content against the compiled form. Returns `[]` when the content may be sent.
 * The checks for a model are compiled once and cached with it; nothing is ever turned into code,
 * so validation works under a Content-Security-Policy without `unsafe-eval`.
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
  const checks = checksOf(model);
  model.fields.forEach((field, index) => {
    // What the server would receive: the value after a JSON round trip (undefined dropped, NaN → null).
    const value = toWire(own(record, field.name));
    if (value === ABSENT) {
      if (field.required) errors.push(toError(field.name, 'required', field));
      return;
    }
    const codes: ValueIssueCode[] = value === UNSENDABLE ? ['type'] : (checks[index] as ValueCheck)(value);
    for (const code of codes) errors.push(toError(field.name, code, field, paramsFor(field, code)));
  });
  const known = new Set(model.fields.map((field) => field.name));
  for (const key of Object.keys(record)) {
    if (!known.has(key)) errors.push(toError(key, 'unknown-field'));
  }
  return errors;
}

function paramsFor(field: FieldModel, code: ValueIssueCode): MessageParams | undefined {
  switch (code) {
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
    case 'minItems':
    case 'maxItems': {
      const limit = field[code];
      return limit === undefined ? undefined : { [code]: limit };
    }
    case 'patternLength': {
      const limit = field.pattern === undefined ? undefined : patternTextLimit(field.pattern);
      return limit === undefined ? undefined : { maxLength: limit };
    }
    case 'format':
      return field.format ? { format: field.format } : undefined;
    case 'pattern':
      return field.pattern ? { pattern: field.pattern } : undefined;
    case 'type':
    case 'integer':
    case 'enum':
    case 'const':
    case 'uniqueItems':
      return undefined;
    default:
      return code satisfies never;
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
    case 'const':
      // A pinned boolean is a box to tick (or to leave clear); the only kind that reports `const`.
      return field?.const === false ? 'validation.const.false' : 'validation.const';
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
