/**
 * Which way a language is written: the one list the views read to set `dir` from a locale (the
 * catalogue's) or from the server's `contentLanguage`.
 */

/**
 * A writing direction, as the HTML `dir` attribute takes it.
 * @inline
 */
export type TextDirection = 'ltr' | 'rtl';

/** Languages written right to left by default (ISO 639 primary subtags). */
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'ku',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);

/** Scripts written right to left (ISO 15924): a script subtag decides over the language's default. */
const RTL_SCRIPTS = new Set(['adlm', 'arab', 'hebr', 'mand', 'nkoo', 'rohg', 'samr', 'syrc', 'thaa', 'yezi']);

/** A script subtag (ISO 15924: four letters), which decides over the language (`ku-Latn` is left to right). */
const SCRIPT = /^[a-z]{4}$/i;

/**
 * The direction a language tag is written in: `rtl` for Arabic, Persian, Hebrew, Urdu and the other
 * right-to-left languages, unless a script subtag says otherwise (`az-Arab` is `rtl`, `ku-Latn` is
 * `ltr`); `ltr` for everything else, a malformed tag included.
 *
 * @example
 * directionOf('ar');      // 'rtl'
 * directionOf('fa-IR');   // 'rtl'
 * directionOf('he');      // 'rtl'
 * directionOf('pt-BR');   // 'ltr'
 */
export function directionOf(tag: string): TextDirection {
  const [language = '', second = ''] = tag.trim().toLowerCase().split(/[-_]/);
  if (SCRIPT.test(second)) return RTL_SCRIPTS.has(second) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
