import type { FileMessageKey } from '../wire/experimental.js';
import type { en, enPresentation } from './en.js';
import type { enForm } from './form-en.js';

/** The keys of the form's texts: fields, hints, widgets, the error summary, validation. */
export type FormMessageKey = keyof typeof enForm;

/** The keys of the texts around the form: dialog, review, URL mode, queue. */
export type PresentationMessageKey = keyof typeof enPresentation;

/**
 * The keys of the built-in catalogues `en` and `zhCN`: every key but a draft's words (SEP-2631's `file.*` and
 * `validation.file*`, which come with `fileInputs`).
 */
export type BuiltInMessageKey = keyof typeof en;

/** Every message key: the built-in catalogues' and SEP-2631's words (every locale entry has them all). */
export type MessageKey = BuiltInMessageKey | FileMessageKey;

/** A complete catalogue, as every locale entry is: one string per key, a draft's words included. */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

/** The form's part of a catalogue. */
export type FormCatalogue = Readonly<Record<FormMessageKey, string>>;

/** The part of a catalogue around the form. */
export type PresentationCatalogue = Readonly<Record<PresentationMessageKey, string>>;

/** Locales with a built-in catalogue, picked by `locale` alone (every other locale: pass its entry as `messages`). */
export type BuiltInLocale = 'en' | 'zh-CN';

/**
 * Locales with an entry, `mcp-elicitation-react/locales/{tag}`: its default export, a complete catalogue, goes to
 * `messages` beside `locale`.
 */
export type LocaleTag =
  | 'ar'
  | 'de'
  | 'en'
  | 'es'
  | 'fa'
  | 'fr'
  | 'he'
  | 'hi'
  | 'id'
  | 'it'
  | 'ja'
  | 'ko'
  | 'nl'
  | 'pl'
  | 'pt-BR'
  | 'ru'
  | 'tr'
  | 'uk'
  | 'vi'
  | 'zh-CN'
  | 'zh-TW';

/** One catalogue, or one part of it, in every built-in locale. */
export type CatalogueSet<Key extends string> = Readonly<Record<BuiltInLocale, Readonly<Record<Key, string>>>>;

/** What a host passes to localise: a built-in locale plus any overrides of single keys. */
export interface LocaleOptions {
  /**
   * A BCP 47 tag: numbers, dates and plural forms follow it. `en` (default) and `zh-CN` bring their texts; for any
   * other, pass its catalogue as `messages` (`import ar from 'mcp-elicitation-react/locales/ar'`), or English shows.
   */
  locale?: string;
  /** A locale entry's catalogue, or overrides of single keys (ICU MessageFormat). */
  messages?: Partial<MessageCatalogue>;
}
