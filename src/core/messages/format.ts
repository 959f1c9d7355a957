import { formatIcu } from './icu.js';
import type { BuiltInLocale, CatalogueSet, LocaleOptions } from './keys.js';

/** Values put into a message's arguments: a number also picks a `plural` form, a string a `select` branch. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The texts of `set` for a locale, with the host's overrides applied (overrides of keys outside the set are
 * carried along, unused).
 * @internal
 */
export function resolveCatalogue<Key extends string>(
  set: CatalogueSet<Key>,
  options: LocaleOptions = {},
): Readonly<Record<Key, string>> {
  const base = set[builtInLocale(options.locale)];
  return options.messages ? { ...base, ...(options.messages as Partial<Record<Key, string>>) } : base;
}

function builtInLocale(locale: string | undefined): BuiltInLocale {
  if (locale && (locale === 'zh-CN' || /^zh(-Hans)?(-|$)/i.test(locale))) return 'zh-CN';
  return 'en';
}

/**
 * Formats a catalogue's ICU MessageFormat text (`catalogue`: `en`, `zhCN`, a locale entry, or any part of one):
 * `{name}` and `{name, number}` arguments, numbers in the locale's digits, `plural` forms by `Intl.PluralRules`
 * and `select` choices. An unknown key comes back as itself; a text that is not valid ICU throws
 * `MessageSyntaxError`.
 *
 * @example
 * formatMessage(en, 'validation.minLength', { minLength: 3 }, 'en'); // 'Enter at least 3 characters.'
 */
export function formatMessage(
  catalogue: Readonly<Record<string, string>>,
  key: string,
  params: MessageParams = {},
  locale = 'en',
): string {
  return Object.hasOwn(catalogue, key) ? formatIcu(catalogue[key] as string, params, locale) : key;
}
