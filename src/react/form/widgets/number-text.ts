/**
 * Number entry keeps the typed text apart from the number: "3." must survive on its way to "3.5",
 * and "3,5" means 3.5 where the locale writes a decimal comma.
 */

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
 * Typed text → the draft the core parses (a dot decimal, no grouping). Text that is not a number in
 * either convention is returned unchanged, so validation tells the user instead of guessing.
 *
 * @example
 * normalizeNumberText('1.234,5', 'de'); // '1234.5'
 * normalizeNumberText('3,', 'fr');      // '3.'
 * normalizeNumberText('1,234', 'en');   // '1234'
 */
export function normalizeNumberText(text: string, locale: string): string {
  const compact = text.replace(SPACES, '');
  if (decimalSeparator(locale) === ',') {
    if (DOT_GROUPED.test(compact)) return compact.replaceAll('.', '').replace(',', '.');
    if (!compact.includes('.') && (compact.match(/,/g)?.length ?? 0) <= 1) return compact.replace(',', '.');
    return compact.includes(',') ? text : compact;
  }
  if (COMMA_GROUPED.test(compact)) return compact.replaceAll(',', '');
  return compact.includes(',') ? text : compact;
}

/** A draft number (dot decimal) as the locale writes it. */
export function toLocaleNumberText(draft: string, locale: string): string {
  return decimalSeparator(locale) === ',' ? draft.replace('.', ',') : draft;
}
