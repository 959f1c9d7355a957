/**
 * Intl formatters, built once per locale. Constructing one costs tens of microseconds, and a form of
 * 100 fields asks for one per hint, per number field and per message; reusing them keeps mounting cheap.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRulesByLocale = new Map<string, Intl.PluralRules>();
let timeZone: string | undefined;

/**
 * A number format for `locale` (up to 20 fraction digits), English for a tag Intl refuses; in another
 * digit system (`arab`, `arabext`, `deva`, `fullwide`) when one is named.
 */
export function cachedNumberFormat(locale: string, numberingSystem?: string): Intl.NumberFormat {
  const key = numberingSystem ? `${locale}\u0000${numberingSystem}` : locale;
  return cached(
    numberFormats,
    key,
    (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 20, numberingSystem }),
    locale,
  );
}

/** Plural rules for `locale`, English for a tag Intl refuses. */
export function cachedPluralRules(locale: string): Intl.PluralRules {
  return cached(pluralRulesByLocale, locale, (tag) => new Intl.PluralRules(tag), locale);
}

/** The user's IANA time zone, e.g. `Asia/Shanghai`. */
export function localTimeZone(): string {
  timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone;
}

/** The formatter kept under `key`, made for `locale` (English when Intl refuses the tag) the first time. */
function cached<T>(formatters: Map<string, T>, key: string, make: (tag: string) => T, locale: string): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = make(locale);
    } catch {
      formatter = make('en');
    }
    formatters.set(key, formatter);
  }
  return formatter;
}
