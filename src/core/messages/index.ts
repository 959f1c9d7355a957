import { zhCNCombobox } from './combobox-zh-CN.js';
import { en } from './en.js';
import { zhCNForm } from './form-zh-CN.js';
import { resolveCatalogue } from './format.js';
import type { BuiltInMessageKey, CatalogueSet, LocaleOptions } from './keys.js';
import { zhCNPresentation } from './zh-CN.js';

export { en } from './en.js';
export { formatMessage, type MessageParams } from './format.js';
export { MessageSyntaxError } from './icu.js';
export type {
  AppCatalogue,
  AppMessageKey,
  BuiltInLocale,
  BuiltInMessageKey,
  FormMessageKey,
  LocaleCatalogue,
  LocaleOptions,
  LocaleTag,
  MessageCatalogue,
  MessageKey,
  PresentationMessageKey,
} from './keys.js';

/**
 * The Simplified Chinese catalogue: every key of `en`, the form's texts and those around it (a draft's words come
 * with the draft; the complete catalogue is the entry `mcp-elicitation-react/locales/zh-CN`).
 */
export const zhCN: Readonly<Record<BuiltInMessageKey, string>> = {
  ...zhCNForm,
  ...zhCNCombobox,
  ...zhCNPresentation,
};

/**
 * Every text in every built-in locale.
 * @internal
 */
export const allMessages: CatalogueSet<BuiltInMessageKey> = { en, 'zh-CN': zhCN };

/**
 * The catalogue for a locale, with the host's overrides applied.
 *
 * @example
 * resolveMessages({ locale: 'zh-CN', messages: { 'validation.required': '必填' } })['validation.required']; // '必填'
 */
export function resolveMessages(options: LocaleOptions = {}): Readonly<Record<BuiltInMessageKey, string>> {
  return resolveCatalogue(allMessages, options);
}
