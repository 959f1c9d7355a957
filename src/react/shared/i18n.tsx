'use client';
import { allMessages, type LocaleOptions } from '../../core/messages/index.js';
import { createI18nFor, type I18n, useI18nFor } from './i18n-settings.js';

/**
 * The nearest {@link I18nProvider}'s helpers, English by default, with every text of the library: for the
 * dialog, its building blocks, and a host's own widgets.
 *
 * @example
 * const { t } = useI18n();
 * t('action.decline'); // 'Decline'
 */
export function useI18n(): I18n {
  return useI18nFor(allMessages);
}

/** Creates the i18n helpers, with every text, for a locale; formatters fall back to English for an unknown tag. */
export function createI18n(options: LocaleOptions = {}): I18n {
  return createI18nFor(options, allMessages);
}
