/**
 * SEP-2792's request field, `_meta["io.modelcontextprotocol/acceptLanguage"]`: an HTTP `Accept-Language`
 * value (RFC 9110 §12.5.4), checked before it is sent, or built from the host's locales.
 */

/**
 * Why an `acceptLanguage` value was refused.
 * @inline
 */
export type AcceptLanguageErrorCode =
  /** Not a string, or an empty one (a list with no language range). */
  | 'empty'
  /** A language range that is not `*` or 1–8 letters followed by `-` and 1–8 letters or digits. */
  | 'invalid-range'
  /** A weight that is not `;q=` and a qvalue from 0 to 1 with at most three decimals. */
  | 'invalid-weight'
  /** A host locale that is not a well-formed BCP 47 tag (`Intl.getCanonicalLocales` refuses it). */
  | 'invalid-locale';

/**
 * Thrown by `checkAcceptLanguage` and {@link toAcceptLanguage} (and so by `withRequestMeta` and
 * `attachElicitationHandler` given `acceptLanguage`): the value would break SEP-2792's rule that the field
 * follows the `Accept-Language` grammar. `value` is what was given, `element` the list element at fault.
 *
 * @example
 * try {
 *   checkAcceptLanguage('en;q=2');
 * } catch (error) {
 *   if (error instanceof AcceptLanguageError) console.log(error.code); // 'invalid-weight'
 * }
 */
export class AcceptLanguageError extends TypeError {
  override readonly name = 'AcceptLanguageError';
  readonly code: AcceptLanguageErrorCode;
  readonly value: unknown;
  readonly element?: string;

  constructor(code: AcceptLanguageErrorCode, value: unknown, element?: string) {
    super(
      `Invalid acceptLanguage ${JSON.stringify(value) ?? String(value)}: ${REASONS[code]}${
        element === undefined ? '' : ` (at ${JSON.stringify(element)})`
      }`,
    );
    this.code = code;
    this.value = value;
    if (element !== undefined) this.element = element;
  }
}

const REASONS: Record<AcceptLanguageErrorCode, string> = {
  empty: 'an Accept-Language value needs at least one language range',
  'invalid-range': 'a language range is "*" or letters and digits in subtags of 1 to 8, joined by "-"',
  'invalid-weight': 'a weight is ";q=" and a value from 0 to 1 with at most three decimals',
  'invalid-locale': 'a locale must be a well-formed BCP 47 tag',
};

const RANGE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;
const WEIGHT = /^[qQ]=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
/** Optional whitespace of HTTP (OWS): spaces and horizontal tabs. */
const OWS = /^[ \t]+|[ \t]+$/g;

/** One element of the value: a language range and its weight (1 when none is given). */
export interface LanguageRange {
  range: string;
  q: number;
}

/**
 * Checks an `Accept-Language` value against RFC 9110's grammar and returns it unchanged (SEP-2792 forbids
 * re-serialising it), with its ranges read; throws an {@link AcceptLanguageError} naming the element at
 * fault. Empty list elements (`en,,fr`) are allowed as the list syntax allows them, but not a value
 * with no range at all.
 *
 * @example
 * checkAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.5').ranges; // [{ range: 'fr-CA', q: 1 }, { range: 'fr', q: 0.9 }, …]
 * checkAcceptLanguage('en_US'); // throws AcceptLanguageError, code 'invalid-range'
 */
export function checkAcceptLanguage(value: unknown): { value: string; ranges: LanguageRange[] } {
  if (typeof value !== 'string') throw new AcceptLanguageError('empty', value);
  const ranges: LanguageRange[] = [];
  for (const raw of value.split(',')) {
    const element = raw.replace(OWS, '');
    if (element === '') continue;
    const [rangePart = '', ...params] = element.split(';');
    const range = rangePart.replace(OWS, '');
    if (!RANGE.test(range)) throw new AcceptLanguageError('invalid-range', value, element);
    if (params.length > 1) throw new AcceptLanguageError('invalid-weight', value, element);
    const weight = params[0]?.replace(OWS, '');
    if (weight !== undefined && !WEIGHT.test(weight))
      throw new AcceptLanguageError('invalid-weight', value, element);
    ranges.push({ range, q: weight === undefined ? 1 : Number(weight.slice(2)) });
  }
  if (ranges.length === 0) throw new AcceptLanguageError('empty', value);
  return { value, ranges };
}

/**
 * The `Accept-Language` value for the host's locales, most preferred first: the first at full weight,
 * each next one 0.1 lower (down to 0.1), duplicates dropped. Give the catalogue's locale, or
 * `navigator.languages`. Each locale is canonicalised as BCP 47 (`Intl.getCanonicalLocales`); a malformed
 * one throws an {@link AcceptLanguageError} (`invalid-locale`).
 *
 * @example
 * toAcceptLanguage('ar-EG');                 // 'ar-EG'
 * toAcceptLanguage(['he-IL', 'he', 'en']);  // 'he-IL,he;q=0.9,en;q=0.8'
 * toAcceptLanguage(navigator.languages);
 */
export function toAcceptLanguage(locales: string | readonly string[]): string {
  const list = typeof locales === 'string' ? [locales] : [...locales];
  const tags: string[] = [];
  for (const locale of list) {
    let canonical: string[];
    try {
      canonical = Intl.getCanonicalLocales(locale);
    } catch {
      throw new AcceptLanguageError('invalid-locale', locales, String(locale));
    }
    // Intl accepts what Accept-Language does not (extensions longer than 8 are fine for both; `-u-` keys too).
    for (const tag of canonical) if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length === 0) throw new AcceptLanguageError('empty', locales);
  const value = tags
    .map((tag, index) => (index === 0 ? tag : `${tag};q=${Math.max(1, 10 - index) / 10}`))
    .join(',');
  return checkAcceptLanguage(value).value;
}

/**
 * The value to send for an `acceptLanguage` option as `withRequestMeta` and `attachElicitationHandler`
 * take it: a string is an `Accept-Language` value, checked and sent unchanged; a list is the host's locales
 * ({@link toAcceptLanguage}).
 *
 * @example
 * acceptLanguageMeta('he');           // 'he'
 * acceptLanguageMeta(['fa-IR', 'en']); // 'fa-IR,en;q=0.9'
 */
export function acceptLanguageMeta(option: string | readonly string[]): string {
  return typeof option === 'string' ? checkAcceptLanguage(option).value : toAcceptLanguage(option);
}
