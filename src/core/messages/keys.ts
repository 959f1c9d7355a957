import type { en, enPresentation } from './en.js';
import type { enForm } from './form-en.js';

/** The keys of the form's texts: fields, hints, widgets, the error summary, validation. */
export type FormMessageKey = keyof typeof enForm;

/** The keys of the texts around the form: dialog, review, URL mode, queue. */
export type PresentationMessageKey = keyof typeof enPresentation;

/** Every message key. */
export type MessageKey = keyof typeof en;

/** A complete catalogue: one string per key. */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

/** The form's part of a catalogue. */
export type FormCatalogue = Readonly<Record<FormMessageKey, string>>;

/** The part of a catalogue around the form. */
export type PresentationCatalogue = Readonly<Record<PresentationMessageKey, string>>;

/** Locales with a built-in catalogue. */
export type BuiltInLocale = 'en' | 'zh-CN';

/** One catalogue, or one part of it, in every built-in locale. */
export type CatalogueSet<Key extends string> = Readonly<Record<BuiltInLocale, Readonly<Record<Key, string>>>>;

/** What a host passes to localise: a built-in locale plus any overrides of single keys. */
export interface LocaleOptions {
  /** `en` (default) or `zh-CN`; any other BCP 47 tag formats numbers its way but uses English text. */
  locale?: string;
  messages?: Partial<MessageCatalogue>;
}
