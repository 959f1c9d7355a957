'use client';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { cachedNumberFormat } from '../core/intl-cache.js';
import {
  formatMessage,
  type LocaleOptions,
  type MessageCatalogue,
  type MessageKey,
  type MessageParams,
  resolveMessages,
} from '../core/messages/index.js';

/** Everything a component needs to speak the user's language. */
export interface I18n {
  locale: string;
  messages: MessageCatalogue;
  /**
   * The host's own overrides, kept so a nested provider can add to them.
   * @internal
   */
  overrides?: LocaleOptions['messages'];
  /**
   * A message by key (`.one`/`.other` forms picked by the first number in `params`). Text params that
   * could reorder the sentence around them (right-to-left letters, bidi controls) are isolated.
   */
  t: (key: MessageKey | PluralKey, params?: MessageParams) => string;
  formatNumber: (value: number) => string;
  /** `YYYY-MM-DD` → the locale's long date; other text is returned as it is. */
  formatDate: (value: string) => string;
  /** RFC 3339 → the locale's date and time in the user's zone; other text is returned as it is. */
  formatDateTime: (value: string) => string;
}

/** A key whose catalogue entries come as `.one` / `.other` pairs. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;

const I18nContext = createContext<I18n | undefined>(undefined);

/** Creates the i18n helpers for a locale; formatters fall back to English for an unknown tag. */
export function createI18n(options: LocaleOptions = {}): I18n {
  const locale = supportedLocale(options.locale ?? 'en');
  const messages = resolveMessages(options);
  const numberFormat = cachedNumberFormat(locale);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  return {
    locale,
    messages,
    overrides: options.messages,
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

export interface I18nProviderProps extends LocaleOptions {
  children: ReactNode;
}

/**
 * Provides the locale and message overrides to every component below it: the dialog, form and provider set it
 * from their own `locale` and `messages`; wrap the building blocks (`ServerBadge`, `UrlConsent`, …) in it when
 * you place them yourself.
 *
 * @example
 * <I18nProvider locale="zh-CN"><ServerBadge server={server} /></I18nProvider>
 */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  // Inside another provider, unset options are inherited and message overrides add up.
  const parent = useContext(I18nContext);
  const value = useMemo(
    () =>
      createI18n({
        locale: locale ?? parent?.locale,
        messages: parent && messages ? { ...parent.overrides, ...messages } : (messages ?? parent?.overrides),
      }),
    [locale, messages, parent],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

const fallback = createI18n();

/** The nearest {@link I18nProvider}'s helpers, English by default. */
export function useI18n(): I18n {
  return useContext(I18nContext) ?? fallback;
}
