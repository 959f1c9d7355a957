import { formMessages } from '../messages/form.js';
import { formatMessage, type MessageParams, resolveCatalogue } from '../messages/format.js';
import type { FormCatalogue, LocaleOptions } from '../messages/keys.js';
import {
  compileFieldCheck,
  type FieldErrorCode,
  type ValueCheck,
  type ValueIssueCode,
} from '../schema/field-checks.js';
import { fileDraftOf, isFileIssue } from '../schema/file-draft-link.js';
import { isKnownFormat } from '../schema/formats.js';
import type { FieldModel, FormModel } from '../schema/model.js';
import { patternTextLimit } from '../schema/pattern.js';
import { isJsonObject, own } from '../wire/json.js';

/**
 * One problem of one field, without its words: a form keeps these and formats them when it renders
 * (with {@link formatFieldIssue}), so switching the locale re-translates every error on screen.
 *
 * The one error item, in three places: this (`code` and `params`, from {@link checkFieldValue} and a form
 * store's fields); {@link FieldError}, with the property name and the words (from {@link validateContent});
 * and `FormProblem`, with the form's key, label and index and the words (a form's failed submit).
 * `code` is a {@link FieldErrorCode} in all three.
 * @inline
 */
export interface FieldIssue {
  code: FieldErrorCode;
  params?: MessageParams;
}

/** One validation error of {@link validateContent}: a `FieldIssue` with its field and its words, in the chosen locale. */
export interface FieldError extends FieldIssue {
  /** The property name; for `unknown-field`, the key the content should not have had. */
  field: string;
  message: string;
}

const checksByField = new WeakMap<FieldModel, ValueCheck>();

/** The check of a field, compiled on first use and kept with the field. */
function checkOf(field: FieldModel): ValueCheck {
  let check = checksByField.get(field);
  if (!check) {
    check = compileFieldCheck(field);
    checksByField.set(field, check);
  }
  return check;
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
  options: LocaleOptions = {},
): FieldError[] {
  const catalogue = resolveCatalogue(formMessages, options);
  const locale = options.locale ?? 'en';
  const toError = (name: string, issue: FieldIssue, field?: FieldModel): FieldError => ({
    field: name,
    ...issue,
    message: formatWith(catalogue, locale, issue, field),
  });

  const record = isJsonObject(content) ? content : {};
  const errors: FieldError[] = [];
  for (const field of model.fields) {
    for (const issue of checkFieldValue(field, own(record, field.name)))
      errors.push(toError(field.name, issue, field));
  }
  const known = new Set(model.fields.map((field) => field.name));
  for (const key of Object.keys(record)) {
    if (!known.has(key)) errors.push(toError(key, { code: 'unknown-field' }));
  }
  return errors;
}

/**
 * The problems of one field's value as the server would receive it (`undefined`: not sent), most
 * fundamental first: the checks {@link validateContent} runs, for one field. A form runs this on each
 * keystroke, so typing in one field never re-checks the others.
 *
 * @example
 * checkFieldValue(model.fields[0], 'ab'); // [{ code: 'minLength', params: { minLength: 3 } }]
 * checkFieldValue(model.fields[0], undefined); // [{ code: 'required' }] when the field is required
 */
export function checkFieldValue(field: FieldModel, value: unknown): FieldIssue[] {
  // What the server would receive: the value after a JSON round trip (undefined dropped, NaN → null).
  const wire = toWire(value);
  if (wire === ABSENT) return field.required ? [{ code: 'required' }] : [];
  const codes: ValueIssueCode[] = wire === UNSENDABLE ? ['type'] : checkOf(field)(wire);
  return codes.map((code) => {
    const params = paramsFor(field, code);
    return params ? { code, params } : { code };
  });
}

/**
 * The words for an issue, in the chosen locale, with the host's overrides.
 *
 * @example
 * formatFieldIssue({ code: 'minimum', params: { minimum: 18 } }, ageField, { locale: 'zh-CN' }); // '请输入不小于 18 的数。'
 */
export function formatFieldIssue(issue: FieldIssue, field?: FieldModel, options: LocaleOptions = {}): string {
  return formatWith(resolveCatalogue(formMessages, options), options.locale ?? 'en', issue, field);
}

function formatWith(
  catalogue: FormCatalogue,
  locale: string,
  issue: FieldIssue,
  field: FieldModel | undefined,
): string {
  const key = messageKey(issue.code, field);
  const { params } = issue;
  const own = Object.hasOwn(catalogue, key);
  // A file field's words come from the draft it was compiled with (a host's own `messages` win over them); a file
  // issue without its draft (a model built by hand or copied deeply) is told in the form's general words, or the
  // host's own with the issue's parameters (`maxSize` in bytes).
  const draft = fileDraftOf(field?.file);
  if (draft) {
    const words = own ? catalogue : resolveCatalogue(draft.messages, { locale });
    return formatMessage(words, key, draft.localParams(params, locale), locale);
  }
  return own || !isFileIssue(issue.code)
    ? formatMessage(catalogue, key, params, locale)
    : formatMessage(catalogue, 'validation.type', {}, locale);
}

function paramsFor(field: FieldModel, code: ValueIssueCode): MessageParams | undefined {
  const { file } = field;
  if (isFileIssue(code)) return file && fileDraftOf(file)?.issueParams(file, code);
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
    case 'pattern':
      // A generator's pattern beside a format we check (zod's email, uuid, ipv4, date) says the same thing:
      // name the format, not "the format the server expects".
      return isKnownFormat(field?.format) ? `validation.format.${field.format}` : 'validation.pattern';
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
