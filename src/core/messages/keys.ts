import type { DenialMessageKey } from '../wire/denials-draft.js';
import type { FileMessageKey } from '../wire/file-inputs-draft.js';
import type { enCombobox } from './combobox-en.js';
import type { en, enPresentation } from './en.js';
import type { enForm } from './form-en.js';

/** The keys of the form's texts: fields, hints, widgets, the error summary, validation. */
export type FormMessageKey = keyof typeof enForm;

/** The keys of the searchable combobox's own words, which its lazily loaded chunk brings. */
export type ComboboxMessageKey = keyof typeof enCombobox;

/** The keys of the texts around the form: dialog, review, URL mode, queue. */
export type PresentationMessageKey = keyof typeof enPresentation;

/**
 * The keys of the built-in catalogues `en` and `zhCN`: every key but a draft's words (SEP-2631's `file.*` and
 * `validation.file*`, which come with `fileInputs`; SEP-2643's `denial.*`, which come with `authorizationDenials`)
 * and the `./apps` entry's (which that entry brings).
 */
export type BuiltInMessageKey = keyof typeof en;

/** Every message key of the main entry and `/core`: the built-in catalogues' and the drafts' words (SEP-2631, SEP-2643). */
export type MessageKey = BuiltInMessageKey | FileMessageKey | DenialMessageKey;

/** The keys of the chrome around a server's app (SEP-3118): only the `./apps` entry uses and ships them. */
export type AppMessageKey = 'app.loading' | 'app.frameTitle' | 'app.unavailable' | 'app.invalid';

/**
 * A complete catalogue of the main entry and `/core`: one string per {@link MessageKey}, a draft's words included.
 * @inline
 */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

/**
 * The words of the chrome around a server's app: one string per {@link AppMessageKey}.
 * @inline
 */
export type AppCatalogue = Readonly<Record<AppMessageKey, string>>;

/**
 * What a locale entry (`mcp-elicitation-react/locales/{tag}`) exports: every key of every entry, the `./apps`
 * entry's words included, for `messages`.
 */
export type LocaleCatalogue = MessageCatalogue & AppCatalogue;

/** The form's part of a catalogue. */
export type FormCatalogue = Readonly<Record<FormMessageKey, string>>;

/** The combobox's part of a catalogue. */
export type ComboboxCatalogue = Readonly<Record<ComboboxMessageKey, string>>;

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

/**
 * What a host passes to localise: a built-in locale plus any overrides of single keys.
 * @inline
 */
export interface LocaleOptions {
  /**
   * A BCP 47 tag: numbers, dates and plural forms follow it. `en` (default) and `zh-CN` bring their texts; for any
   * other, pass its catalogue as `messages` (`import ar from 'mcp-elicitation-react/locales/ar'`), or English shows.
   */
  locale?: string;
  /** A locale entry's catalogue, or overrides of single keys (ICU MessageFormat). */
  messages?: Partial<LocaleCatalogue>;
}
