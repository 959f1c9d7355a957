'use client';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { directionOf, type TextDirection } from '../../core/language/direction.js';
import { formatMessage, type MessageParams, resolveCatalogue } from '../../core/messages/format.js';
import { cachedNumberFormat } from '../../core/messages/intl-cache.js';
import type { BuiltInMessageKey, CatalogueSet, LocaleOptions } from '../../core/messages/keys.js';

/**
 * Everything a component needs to speak the user's language. `Key` is the set of texts it can look up:
 * every built-in key from {@link useI18n} (a draft's words come with the draft); the form's own components see
 * only the form's.
 * @inline
 */
export interface I18n<Key extends string = BuiltInMessageKey> {
  locale: string;
  /**
   * The direction our own text is laid out in: the host's `dir`, or the locale's (`ar`, `fa`, `he` and
   * the other right-to-left languages: `rtl`).
   */
  dir: TextDirection;
  messages: Readonly<Record<Key, string>>;
  /**
   * The host's own overrides, kept so a nested provider can add to them.
   * @internal
   */
  overrides?: LocaleOptions['messages'];
  /**
   * A message by key (`.one`/`.other` forms picked by the first number in `params`). Text params that
   * could reorder the sentence around them (right-to-left letters, bidi controls) are isolated.
   */
  t: (key: Key | PluralKey<Key>, params?: MessageParams) => string;
  /** A number as the locale writes it. */
  formatNumber: (value: number) => string;
  /** `YYYY-MM-DD` → the locale's long date; other text is returned as it is. */
  formatDate: (value: string) => string;
  /** RFC 3339 → the locale's date and time in the user's zone; other text is returned as it is. */
  formatDateTime: (value: string) => string;
}

/** A key whose catalogue entries come as `.one` / `.other` pairs. */
export type PluralKey<Key extends string = BuiltInMessageKey> = Key extends `${infer Base}.other`
  ? Base
  : never;

/** What an {@link I18nProvider} sets: the locale and the host's overrides; each component picks its texts. */
interface I18nSettings {
  locale: string;
  overrides?: LocaleOptions['messages'];
  /** The host's direction; the locale's when not given. */
  dir?: TextDirection;
}

/**
 * The direction option of every component that takes `locale`.
 * @inline
 */
export interface DirectionOptions {
  /**
   * `rtl` or `ltr` for our own text and layout. Default: the locale's (`ar`, `fa`, `he`, `ur`, … are `rtl`).
   * Set it when the host's page is laid out the other way on purpose. Text from the server is isolated
   * either way (`dir="auto"`), and URLs and JSON are always left to right.
   */
  dir?: TextDirection;
}

const SettingsContext = createContext<I18nSettings | undefined>(undefined);

/**
 * Creates the i18n helpers for a locale and a set of texts; formatters fall back to English for an unknown tag.
 * @internal
 */
export function createI18nFor<Key extends string>(
  options: LocaleOptions & DirectionOptions,
  texts: CatalogueSet<Key>,
): I18n<Key> {
  const locale = supportedLocale(options.locale ?? 'en');
  const dir = options.dir ?? directionOf(locale);
  const overrides = options.messages;
  const messages = resolveCatalogue(texts, { locale, messages: overrides });
  const numberFormat = cachedNumberFormat(locale);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  return {
    locale,
    dir,
    messages,
    overrides,
    t: (key, params) => formatMessage(messages, key, params && isolateParams(params), locale),
    formatNumber: (value) => numberFormat.format(value),
    formatDate: (value) => {
      const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
      return Number.isNaN(time) ? value : dateFormat.format(time);
    },
    formatDateTime: (value) => {
      const time = Date.parse(value);
      return Number.isNaN(time) ? value : dateTimeFormat.format(time);
    },
  };
}

// Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, …) and every bidi control character.
const BIDI_SENSITIVE =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Wraps text from a server in First Strong Isolate … Pop Directional Isolate when it could reorder what
 * surrounds it: an unterminated U+202E in a server's title would otherwise lay our own sentence out
 * backwards. The isolate ends every embedding and override opened inside it. Other text is returned as is.
 *
 * @example
 * isolateBidi('Trusted Bank\u202E'); // '\u2068Trusted Bank\u202E\u2069'
 * isolateBidi('Acme'); // 'Acme'
 */
export function isolateBidi(text: string): string {
  return hasBidiEffect(text) ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

/** Whether `text` holds right-to-left letters or bidi controls, which can reorder the text around it. */
export function hasBidiEffect(text: string): boolean {
  return BIDI_SENSITIVE.test(text);
}

function isolateParams(params: MessageParams): MessageParams {
  const isolated: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    isolated[name] = typeof value === 'string' ? isolateBidi(value) : value;
  }
  return isolated;
}

function supportedLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** @inline */
export interface I18nProviderProps extends LocaleOptions, DirectionOptions {
  children: ReactNode;
}

/**
 * Provides the locale and message overrides to every component below it: the dialog, form and provider set it
 * from their own `locale` and `messages`; wrap the building blocks (`ServerBadge`, `UrlConsent`, …) in it when
 * you place them yourself.
 *
 * @example
 * <I18nProvider locale="zh-CN"><ServerBadge server={server} /></I18nProvider>
 * <I18nProvider locale="ar" messages={ar}><UrlConsent … /></I18nProvider> // dir "rtl" from the locale
 */
export function I18nProvider({ locale, messages, dir, children }: I18nProviderProps) {
  // Inside another provider, unset options are inherited and message overrides add up.
  const parent = useContext(SettingsContext);
  const value = useMemo<I18nSettings>(
    () => ({
      locale: supportedLocale(locale ?? parent?.locale ?? 'en'),
      overrides: parent && messages ? { ...parent.overrides, ...messages } : (messages ?? parent?.overrides),
      // A nested locale brings its own direction unless one is given; otherwise the parent's stays.
      dir: dir ?? (locale === undefined ? parent?.dir : undefined),
    }),
    [locale, messages, dir, parent],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

const defaultSettings: I18nSettings = { locale: 'en' };

/**
 * The direction our own text is laid out in, without building any texts: the host's `dir`, else the locale's.
 * @internal
 */
export function useTextDirection(): TextDirection {
  const settings = useContext(SettingsContext) ?? defaultSettings;
  return settings.dir ?? directionOf(settings.locale);
}

/** One set of helpers per provider and set of texts, shared by every component that asks. */
const helpers = new WeakMap<I18nSettings, Map<CatalogueSet<string>, I18n<string>>>();

/**
 * The nearest {@link I18nProvider}'s helpers for the texts in `texts`, English by default.
 * @internal
 */
export function useI18nFor<Key extends string>(texts: CatalogueSet<Key>): I18n<Key> {
  const settings = useContext(SettingsContext) ?? defaultSettings;
  let bySet = helpers.get(settings);
  if (!bySet) {
    bySet = new Map();
    helpers.set(settings, bySet);
  }
  let i18n = bySet.get(texts) as I18n<Key> | undefined;
  if (!i18n) {
    i18n = createI18nFor({ locale: settings.locale, messages: settings.overrides, dir: settings.dir }, texts);
    bySet.set(texts, i18n as unknown as I18n<string>);
  }
  return i18n;
}
