import { cachedNumberFormat, cachedPluralRules } from '../intl-cache.js';
import { en, type MessageCatalogue } from './en.js';
import { zhCN } from './zh-CN.js';

export type { MessageCatalogue, MessageKey } from './en.js';
export { en, zhCN };

/** Locales with a built-in catalogue. */
export type BuiltInLocale = 'en' | 'zh-CN';

/** What a host passes to localise: a built-in locale plus any overrides of single keys. */
export interface LocaleOptions {
  /** `en` (default) or `zh-CN`; any other BCP 47 tag formats numbers its way but uses English text. */
  locale?: string;
  messages?: Partial<MessageCatalogue>;
}

const builtIn: Readonly<Record<BuiltInLocale, MessageCatalogue>> = { en, 'zh-CN': zhCN };

/**
 * The catalogue for a locale, with the host's overrides applied.
 *
 * @example
 * resolveMessages({ locale: 'zh-CN', messages: { 'validation.required': '必填' } })['validation.required']; // '必填'
 */
export function resolveMessages(options: LocaleOptions = {}): MessageCatalogue {
  const base = catalogueFor(options.locale);
  return options.messages ? { ...base, ...options.messages } : base;
}

function catalogueFor(locale: string | undefined): MessageCatalogue {
  if (!locale) return en;
  if (locale === 'zh-CN' || /^zh(-Hans)?(-|$)/i.test(locale)) return zhCN;
  return builtIn[locale as BuiltInLocale] ?? en;
}

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders, numbers formatted for the locale. A key with `.one`/`.other`
 * forms is picked by the plural rule of the first numeric parameter.
 *
 * @example
 * formatMessage(en, 'validation.minLength', { minLength: 3 }, 'en'); // 'Enter at least 3 characters.'
 */
export function formatMessage(
  catalogue: MessageCatalogue,
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

function lookup(catalogue: MessageCatalogue, key: string, params: MessageParams, locale: string): string {
  const messages = catalogue as Readonly<Record<string, string>>;
  if (Object.hasOwn(messages, key)) return messages[key] as string;
  const count = Object.values(params).find((value): value is number => typeof value === 'number');
  const form = count === undefined ? 'other' : cachedPluralRules(locale).select(count);
  return messages[`${key}.${form}`] ?? messages[`${key}.other`] ?? key;
}
