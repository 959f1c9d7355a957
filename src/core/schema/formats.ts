import { GENERATOR_FORMAT_CHECKS, type GeneratorFormat, isGeneratorFormat } from './generator-formats.js';

/**
 * The string formats we enforce, checked by the field checks and by the default fit alike: the four of
 * the spec, and those real generators emit (generator-formats.ts). Each follows what a server will insist
 * on: RFC 3339 for dates and date-times (an offset is required, `+08:00` not `+0800`), an absolute URI
 * with a scheme, and an address-shaped email. Any other format is reported as a notice and not checked.
 */
export type KnownFormat = 'email' | 'uri' | 'date' | 'date-time' | GeneratorFormat;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
// `email` and `uri` are ASCII formats (their Unicode forms are `idn-email` and `iri`): a server's
// validator refuses `ada@例え.jp`, so we do too, and the user can fix it before sending.
// Local part: RFC 5321 dot-atom (no leading, trailing or doubled dot); domain: two labels or more.
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
// A top-level domain is letters (`com`) or an IDN in its ASCII A-label form (`xn--p1ai`, .рф); both
// are labels ajv-formats' full `email` accepts too, so nothing we accept is refused by it.
const EMAIL_TLD = /^(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]*[A-Za-z0-9])$/i;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const NOT_URI_CHARACTER = /[^!#$%&'()*+,\-./0-9:;=?@A-Z[\]_a-z~]/;

/**
 * The formats that ask for text written on several lines: `multiline` (spec discussion #1371) and the custom
 * `textarea` some servers send. They are annotations, never checks: the field is a text field drawn as a textarea.
 */
export const MULTILINE_FORMATS: readonly string[] = ['multiline', 'textarea'];

/**
 * Whether `format` asks for a textarea ({@link MULTILINE_FORMATS}).
 *
 * @example
 * isMultilineFormat('multiline'); // true
 * isMultilineFormat('markdown');  // false: an unknown format, told as a notice
 */
export function isMultilineFormat(format: string | undefined): boolean {
  return format !== undefined && MULTILINE_FORMATS.includes(format);
}

export function isKnownFormat(format: string | undefined): format is KnownFormat {
  return (
    format === 'email' ||
    format === 'uri' ||
    format === 'date' ||
    format === 'date-time' ||
    isGeneratorFormat(format)
  );
}

/** A real calendar date: months 1–12, days within the month (leap years counted). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= days;
}

function isDate(value: string): boolean {
  const match = DATE.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [, date = '', hour, minute, second, offsetHour = '0', offsetMinute = '0'] = match;
  const [h, m, s, oh, om] = [hour, minute, second, offsetHour, offsetMinute].map(Number) as number[];
  if (!isDate(date) || h! > 23 || m! > 59 || s! > 60 || oh! > 23 || om! > 59) return false;
  if (s !== 60) return true;
  // A leap second exists only at 23:59:60 UTC, whatever the offset says locally.
  const sign = value.includes('+', 19) ? 1 : value.match(/[Zz]$/) ? 0 : -1;
  const utcMinutes = (((h! * 60 + m! - sign * (oh! * 60 + om!)) % 1440) + 1440) % 1440;
  return utcMinutes === 23 * 60 + 59;
}

function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || at > 64 || value.length > 254) return false;
  const labels = value.slice(at + 1).split('.');
  return (
    EMAIL_LOCAL.test(value.slice(0, at)) &&
    labels.length >= 2 &&
    labels.every((label) => EMAIL_LABEL.test(label)) &&
    EMAIL_TLD.test(labels.at(-1) ?? '')
  );
}

function isUri(value: string): boolean {
  if (!SCHEME.test(value) || NOT_URI_CHARACTER.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const CHECKS: Readonly<Record<KnownFormat, (value: string) => boolean>> = {
  email: isEmail,
  uri: isUri,
  date: isDate,
  'date-time': isDateTime,
  ...GENERATOR_FORMAT_CHECKS,
};

/**
 * Whether `value` is written in `format`.
 *
 * @example
 * matchesFormat('date-time', '2026-11-30T14:05:00+08:00'); // true
 * matchesFormat('date-time', '2026-11-30T14:05:00');       // false: no offset
 */
export function matchesFormat(format: KnownFormat, value: string): boolean {
  return CHECKS[format](value);
}
