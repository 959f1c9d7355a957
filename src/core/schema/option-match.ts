import type { FieldOption } from './model.js';

/**
 * From this many options on, a single or multi-select is shown as a searchable combobox (type to filter by
 * {@link filterOptions}); below it, as plain controls (radios, a select, checkboxes). The library's own form uses it,
 * and so can a host's own components (the shadcn/ui item does), so that every rendering switches at the same count.
 *
 * @example
 * const searchable = (field.options?.length ?? 0) >= COMBOBOX_THRESHOLD;
 */
export const COMBOBOX_THRESHOLD = 8;

/**
 * How an option's title is compared with what the person types: lower-cased in the person's locale, then
 * Unicode-normalised (NFKD), accents and other combining marks dropped. So `zur` finds "Zürich", `istanbul` finds
 * "İstanbul" in Turkish, and "Ｔｏｋｙｏ" (full-width) is found by `tokyo` (NFKD).
 *
 * @example
 * matchKey('Zürich', 'de'); // 'zurich'
 */
export function matchKey(text: string, locale?: string): string {
  // Lower-cased first: in Turkish, İ lower-cases to i (and I to ı) only while its dot is still there.
  return text.toLocaleLowerCase(locale).normalize('NFKD').replace(/\p{M}/gu, '');
}

/**
 * The options whose title (what the person reads; never the hidden `const` sent to the server) contains `query`,
 * compared by `matchKey`; every option for a blank query. Order kept.
 *
 * @example
 * filterOptions([{ value: 'CH-ZH', label: 'Zürich' }, { value: 'AT-9', label: 'Wien' }], 'zur'); // [Zürich]
 * filterOptions([{ value: 'CH-ZH', label: 'Zürich' }], 'CH');                                      // []
 */
export function filterOptions(
  options: readonly FieldOption[],
  query: string,
  locale?: string,
): FieldOption[] {
  const wanted = matchKey(query.trim(), locale);
  if (wanted === '') return [...options];
  return options.filter((option) => matchKey(option.label, locale).includes(wanted));
}
