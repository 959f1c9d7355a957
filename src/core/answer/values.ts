import { isCalendarDate } from '../schema/formats.js';
import type { FieldModel, FormModel } from '../schema/model.js';
import { own, setOwn } from '../wire/json.js';
import type { ElicitContent, ElicitValue } from '../wire/protocol.js';
import { instantSpellings, offsetText, spellingFor } from './date-spelling.js';
import { parseNumeral } from './numerals.js';

/**
 * What an input holds while the user edits. Text-like and number fields hold the typed text
 * (so "3." survives on its way to "3.5"), booleans hold `undefined` until answered, multi-selects
 * hold the chosen values.
 * @inline
 */
export type DraftValue = string | number | boolean | readonly string[] | null | undefined;

/** The whole draft, keyed by property name. */
export type DraftValues = Record<string, DraftValue>;

/**
 * The draft each input starts from: every `default` pre-filled, falsy ones included
 * (`false`, `0`, `""`, `[]`). A field without a default starts empty: `""` for text and numbers,
 * `[]` for multi-selects, and `undefined` for optional booleans, so "never answered" differs from
 * `false`. A required boolean always has an answer: an unticked box, `false` (a box that must be
 * ticked starts unticked too, and validation asks for the tick).
 *
 * @example
 * initialValues(model); // { name: '', subscribed: false, age: '30', colors: ['Red'] }
 */
export function initialValues(model: FormModel): DraftValues {
  const values: DraftValues = {};
  for (const field of model.fields) setOwn(values, field.name, initialValue(field));
  return values;
}

function initialValue(field: FieldModel): DraftValue {
  const fallback = field.default;
  switch (field.kind) {
    case 'boolean':
      if (typeof fallback === 'boolean') return fallback;
      return field.required ? false : undefined;
    case 'multi-select':
      return Array.isArray(fallback) ? [...fallback] : [];
    case 'number':
    case 'integer':
      return typeof fallback === 'number' ? String(fallback) : '';
    case 'date-time':
      return typeof fallback === 'string' ? fallback : '';
    case 'single-select':
      // The option's own value: a number for a select of numbers.
      return typeof fallback === 'string' || typeof fallback === 'number' ? fallback : '';
    case 'text':
    case 'email':
    case 'url':
    case 'date':
    // A file has no default: the compile refuses one.
    case 'file':
      return typeof fallback === 'string' ? fallback : '';
    default:
      return field.kind satisfies never;
  }
}

/**
 * Options for {@link toElicitContent}.
 * @inline
 */
export interface ContentOptions {
  /**
   * Offset from UTC, in minutes east, for a local date-time draft. Defaults to the user's own
   * offset at that instant (daylight saving included).
   */
  timeZoneOffset?: (localTime: Date) => number;
}

/**
 * Turns a draft into the typed `content` of an `accept` result: only schema properties, numbers
 * as numbers (typed in Latin, Arabic-Indic, Persian, Devanagari or full-width digits), integers as integers, booleans as booleans, multi-selects as string arrays, dates as
 * `YYYY-MM-DD`, date-times as RFC 3339 with an offset. Optional fields left empty are omitted.
 * Never throws: a primitive draft it cannot convert passes through unchanged, so validation reports
 * it; an object or array where a single value belongs (or a list holding anything but strings) is
 * not an answer at all and is left out, so a required field reports `required`. An answer is only
 * ever JSON primitives or a string array.
 *
 * @example
 * toElicitContent(model, { name: 'Ada', age: '36', nickname: '' }); // { name: 'Ada', age: 36 }
 * toElicitContent(model, { name: 'Ada', age: '٣٦' });                // { name: 'Ada', age: 36 }
 */
export function toElicitContent(
  model: FormModel,
  values: DraftValues,
  options: ContentOptions = {},
): ElicitContent {
  const content: ElicitContent = {};
  for (const field of model.fields) {
    const draft = values !== null && typeof values === 'object' ? own(values, field.name) : undefined;
    const value = toElicitValue(field, draft as DraftValue, options);
    if (value !== undefined) setOwn(content, field.name, value);
  }
  return content;
}

/**
 * One field's draft as {@link toElicitContent} would send it, `undefined` when it is left out: what a
 * form checks on each keystroke in that field.
 *
 * @example
 * toElicitValue(ageField, '36'); // 36
 * toElicitValue(nicknameField, ''); // undefined
 */
export function toElicitValue(
  field: FieldModel,
  draft: DraftValue,
  options: ContentOptions = {},
): ElicitValue | undefined {
  if (draft === undefined || draft === null || draft === '') return undefined;
  switch (field.kind) {
    case 'text':
      return field.format === 'time' && typeof draft === 'string'
        ? withTimeOffset(draft, options)
        : primitive(draft);
    case 'email':
    case 'url':
    case 'date':
    case 'boolean':
    case 'file':
      return primitive(draft);
    case 'single-select':
      return typeof draft === 'string' && field.valueType ? numericOption(field, draft) : primitive(draft);
    case 'date-time':
      return typeof draft === 'string' ? withOffset(field, draft, options) : primitive(draft);
    case 'number':
    case 'integer':
      return typeof draft === 'string' ? parseNumber(draft) : primitive(draft);
    case 'multi-select':
      if (!Array.isArray(draft)) return primitive(draft);
      if (!draft.every((entry: unknown) => typeof entry === 'string')) return undefined;
      // An optional multi-select with nothing chosen is "no answer"; a required one sends [].
      return draft.length === 0 && !field.required ? undefined : [...draft];
    default:
      return field.kind satisfies never;
  }
}

/** A primitive draft as it is (validation reports a wrong type); an object or array is no answer. */
function primitive(draft: unknown): ElicitValue | undefined {
  return typeof draft === 'object' || typeof draft === 'function' ? undefined : (draft as ElicitValue);
}

/** A select of numbers given the text of an option (as a DOM value is): the option's number. */
function numericOption(field: FieldModel, draft: string): ElicitValue {
  const text = draft.trim();
  const option = field.options?.find((candidate) => String(candidate.value) === text);
  return option ? option.value : draft;
}

/**
 * Parses typed text as a number, in any of the digit systems people type (numerals.ts: ٣٦, ۳۶, ३६, ３６);
 * text that is not one passes through for validation to report.
 */
function parseNumber(text: string): ElicitValue | undefined {
  if (text.trim() === '') return undefined;
  return parseNumeral(text) ?? text;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?$/;

/**
 * A `datetime-local` value has no offset, and servers reject it; we read it as the user's local
 * time and append that time's offset — or, when the field's own pattern wants another spelling of the
 * same instant (UTC only, milliseconds), that one (date-spelling.ts). Drafts that already carry an
 * offset pass unchanged.
 */
function withOffset(field: FieldModel, draft: string, options: ContentOptions): string {
  const match = LOCAL_DATE_TIME.exec(draft.trim());
  if (!match) return draft;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? '0')) as number[];
  const fraction = match[7] ?? '';
  // An impossible time (Feb 30, 24:00) passes through unchanged for validation to report.
  if (!isCalendarDate(year!, month!, day!) || hour! > 23 || minute! > 59 || second! > 59) return draft;
  const local = new Date(2000, 0, 1, hour, minute, second);
  local.setFullYear(year!, month! - 1, day!); // years 0–99 would otherwise mean 1900–1999
  const offset = options.timeZoneOffset ? options.timeZoneOffset(local) : -local.getTimezoneOffset();
  // Read the fields back from the Date: a time inside a daylight-saving gap moves to a real instant.
  const spellings = instantSpellings({
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
    second: local.getSeconds(),
    fraction,
    offset,
  });
  return spellingFor(field, spellings);
}

const LOCAL_TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?$/;

/**
 * A time of day typed without an offset (`14:30`) is read as the user's local time today: seconds are
 * added and today's offset appended, as RFC 3339 `full-time` (format `time`) requires.
 */
function withTimeOffset(draft: string, options: ContentOptions): string {
  const match = LOCAL_TIME.exec(draft.trim());
  if (!match) return draft;
  const [hour, minute, second] = match.slice(1, 4).map((part) => Number(part ?? '0')) as number[];
  if (hour! > 23 || minute! > 59 || second! > 59) return draft;
  const today = new Date();
  today.setHours(hour!, minute!, second!, 0);
  const offset = options.timeZoneOffset ? options.timeZoneOffset(today) : -today.getTimezoneOffset();
  const time = `${match[1]}:${match[2]}:${match[3] ?? '00'}${match[4] ?? ''}`;
  return `${time}${offsetText(offset)}`;
}
