/**
 * SEP-2792's response field, `_meta["io.modelcontextprotocol/contentLanguage"]`: the language a server's
 * text is in (an HTTP `Content-Language` value), read so the views can give the server's message, titles
 * and descriptions that `lang` and, when it is written right to left, that `dir`.
 */
import { isJsonObject, own } from '../wire/json.js';
import { CONTENT_LANGUAGE_META_KEY } from '../wire/protocol.js';
import { directionOf, type TextDirection } from './direction.js';

/**
 * The language of a server's text: the `lang` to set and the direction it is written in.
 * @inline
 */
export interface ContentLanguage {
  /** The first language tag of the value (BCP 47), as the server wrote it: the element's `lang`. */
  lang: string;
  /** Its direction: set as `dir` when `rtl`; a view leaves `ltr` text to `dir="auto"` within its own direction. */
  dir: TextDirection;
}

/** A BCP 47 language tag as `Content-Language` carries it (RFC 5646's shape, not its registry). */
const TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * The language a `_meta` object says its text is in, or `undefined` when it names none or a malformed
 * one (the text then keeps `dir="auto"`). Of a list (`de, en`) the first is the text's language.
 *
 * @example
 * contentLanguageOf({ 'io.modelcontextprotocol/contentLanguage': 'ar-EG' }); // { lang: 'ar-EG', dir: 'rtl' }
 * contentLanguageOf({ 'io.modelcontextprotocol/contentLanguage': 'de' });    // { lang: 'de', dir: 'ltr' }
 * contentLanguageOf(undefined);                                             // undefined
 */
export function contentLanguageOf(meta: unknown): ContentLanguage | undefined {
  if (!isJsonObject(meta)) return undefined;
  const value = own(meta, CONTENT_LANGUAGE_META_KEY);
  if (typeof value !== 'string') return undefined;
  const tags = value.split(',').map((tag) => tag.trim());
  if (tags.length === 0 || !tags.every((tag) => TAG.test(tag))) return undefined;
  const lang = tags[0] as string;
  return { lang, dir: directionOf(lang) };
}
