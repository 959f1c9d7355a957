import { isJsonObject, own, setOwn } from './json.js';
import { formatMessage, type LocaleOptions, type MessageParams, resolveMessages } from './messages/index.js';
import type { FieldModel, FormModel } from './model.js';
import { compileChecker, type EngineName, type FieldIssue } from './validation-engines.js';

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
  const known = new Set(model.fields.map((field) => field.name));
  const present: Record<string, unknown> = {};
  const nonFinite = new Set<string>();
  const errors: FieldError[] = [];
  for (const key of Object.keys(record)) {
    if (!known.has(key)) continue;
    const value = own(record, key);
    // JSON cannot carry NaN or Infinity, and the engines disagree on them: decide here, once.
    if (typeof value === 'number' && !Number.isFinite(value)) nonFinite.add(key);
    else setOwn(present, key, value);
  }

  const issues = compileChecker(model, options.engine ?? 'auto')(present);
  for (const field of model.fields) {
    if (nonFinite.has(field.name)) {
      errors.push(toError(field.name, 'type', field));
      continue;
    }
    if (!Object.hasOwn(present, field.name)) {
      if (field.required) errors.push(toError(field.name, 'required', field));
      continue;
    }
    for (const issue of issues.get(field.name) ?? []) {
      errors.push(toError(field.name, issue.code, field, paramsFor(field, issue)));
    }
  }
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
