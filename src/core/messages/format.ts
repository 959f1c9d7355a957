import { cachedNumberFormat, cachedPluralRules } from './intl-cache.js';
import type { BuiltInLocale, CatalogueSet, LocaleOptions } from './keys.js';

/** Values put into a message's `{placeholders}`: a number also picks the plural form (`.one` / `.other`). */
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
 * Fills `{name}` placeholders, numbers formatted for the locale (`catalogue`: `en`, `zhCN`, or any part of one). A key with `.one`/`.other`
 * forms is picked by the plural rule of the first numeric parameter.
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
  const template = lookup(catalogue, key, params, locale);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    return typeof value === 'number' ? cachedNumberFormat(locale).format(value) : String(value);
  });
}

function lookup(
  catalogue: Readonly<Record<string, string>>,
  key: string,
  params: MessageParams,
  locale: string,
): string {
  if (Object.hasOwn(catalogue, key)) return catalogue[key] as string;
  const count = Object.values(params).find((value): value is number => typeof value === 'number');
  const form = count === undefined ? 'other' : cachedPluralRules(locale).select(count);
  return catalogue[`${key}.${form}`] ?? catalogue[`${key}.other`] ?? key;
}
