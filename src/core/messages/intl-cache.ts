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
  let format = numberFormats.get(key);
  if (!format) {
    format = withFallback(
      () => new Intl.NumberFormat(locale, { maximumFractionDigits: 20, numberingSystem }),
      () => new Intl.NumberFormat('en', { maximumFractionDigits: 20, numberingSystem }),
    );
    numberFormats.set(key, format);
  }
  return format;
}

/** Plural rules for `locale`, English for a tag Intl refuses. */
export function cachedPluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) {
    rules = withFallback(
      () => new Intl.PluralRules(locale),
      () => new Intl.PluralRules('en'),
    );
    pluralRulesByLocale.set(locale, rules);
  }
  return rules;
}

/** The user's IANA time zone, e.g. `Asia/Shanghai`. */
export function localTimeZone(): string {
  timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone;
}

function withFallback<T>(make: () => T, fallback: () => T): T {
  try {
    return make();
  } catch {
    return fallback();
  }
}
