/**
 * Number entry keeps the typed text apart from the number: "3." must survive on its way to "3.5",
 * and "3,5" means 3.5 where the locale writes a decimal comma.
 */

import { inNumerals, toAsciiNumeral } from '../../../core/answer/numerals.js';
import { cachedNumberFormat } from '../../../core/messages/intl-cache.js';

const separators = new Map<string, '.' | ','>();

/** The locale's decimal separator, `.` or `,` (asked of Intl once per locale: every number field needs it). */
export function decimalSeparator(locale: string): '.' | ',' {
  let separator = separators.get(locale);
  if (separator === undefined) {
    const part = cachedNumberFormat(locale)
      .formatToParts(1.5)
      .find((entry) => entry.type === 'decimal');
    separator = part?.value === ',' ? ',' : '.';
    separators.set(locale, separator);
  }
  return separator;
}

const SPACES = /[\s\u00a0\u202f']/g;
const DOT_GROUPED = /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d*)?$/;
const COMMA_GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * Typed text → the draft the core parses: no grouping, a `.` decimal, in the person's own digits. Digits
 * of another system (٣٦, ۳۶, ३६, ３６) stay the person's, with that system's decimal separator
 * (numerals.ts), so the form and the review show them back as typed; the core reads them as numbers.
 * Text that is not a number in either convention is returned unchanged, so validation tells the user
 * instead of guessing.
 *
 * @example
 * normalizeNumberText('1.234,5', 'de'); // '1234.5'
 * normalizeNumberText('3,', 'fr');      // '3.'
 * normalizeNumberText('1,234', 'en');   // '1234'
 * normalizeNumberText('١٬٢٣٤٫٥', 'en'); // '١٢٣٤٫٥'
 */
export function normalizeNumberText(text: string, locale: string): string {
  const ascii = toAsciiNumeral(text);
  if (!ascii) return text;
  const compact = ascii.text.replace(SPACES, '');
  // The Arabic separators and the full-width period say which is which whatever the locale; only ASCII
  // `.` and `,` are read in the locale's convention.
  const unambiguous = /[\u066b\u066c\uff0e]/.test(text);
  const latin = unambiguous ? (compact.includes(',') ? undefined : compact) : latinText(compact, locale);
  return latin === undefined ? text : inNumerals(latin, ascii.system);
}

/** ASCII digits with `.` and `,` read in the locale's convention; `undefined` when it is no number in it. */
function latinText(compact: string, locale: string): string | undefined {
  if (decimalSeparator(locale) === ',') {
    if (DOT_GROUPED.test(compact)) return compact.replaceAll('.', '').replace(',', '.');
    if (!compact.includes('.') && (compact.match(/,/g)?.length ?? 0) <= 1) return compact.replace(',', '.');
    return compact.includes(',') ? undefined : compact;
  }
  if (COMMA_GROUPED.test(compact)) return compact.replaceAll(',', '');
  return compact.includes(',') ? undefined : compact;
}

/** A draft number (dot decimal) as the locale writes it. */
export function toLocaleNumberText(draft: string, locale: string): string {
  // A draft in Arabic or Persian digits already carries its own separator (٫).
  return decimalSeparator(locale) === ',' ? draft.replace('.', ',') : draft;
}
