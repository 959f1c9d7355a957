/**
 * Invisible characters as they appear in a URL: percent-encoded, and all of them, with no exemption for emoji
 * sequences (an address is compared character by character, not read). URL code only, so form-only hosts do not
 * carry the pattern.
 *
 * @module
 */
import type { FindInvisibleOptions } from '../safety/invisible-characters.js';
import { percentEncodedPattern } from './percent-pattern.js';

/**
 * The invisible characters above U+009F (`isInvisibleCodePoint`'s, as ranges: a percent-encoded pattern is built
 * from byte ranges; the test holds both to every code point). Inclusive, sorted. Controls up to U+009F cannot hide
 * in an address: the URL parser strips or percent-encodes them, and a decoded C1 control shows as a box.
 */
const INVISIBLE_ABOVE_C1: readonly (readonly [first: number, last: number])[] = [
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f], // combining grapheme joiner
  [0x061c, 0x061c], // Arabic letter mark
  [0x115f, 0x1160], // Hangul choseong and jungseong fillers
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian free variation selectors and vowel separator
  [0x200b, 0x200f], // zero-width space, non-joiner, joiner; left-to-right and right-to-left marks
  [0x2028, 0x2029], // line and paragraph separators
  [0x202a, 0x202e], // bidi embeddings and overrides
  [0x2060, 0x206f], // word joiner, invisible operators, bidi isolates, deprecated format characters
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors 1–16
  [0xfeff, 0xfeff], // byte-order mark
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0xfff0, 0xfffb], // reserved default-ignorables, interlinear annotation marks
  [0x1bca0, 0x1bca3], // shorthand format controls
  [0x1d173, 0x1d17a], // musical symbol format controls
  [0xe0000, 0xe0fff], // tag characters, variation selectors 17–256, reserved default-ignorables
];

/** The invisible characters above U+009F, percent-encoded (UTF-8) as they appear in a URL. */
export const ENCODED_INVISIBLE = new RegExp(percentEncodedPattern(INVISIBLE_ABOVE_C1), 'gi');

/** `findInvisible` options for a URL: every invisible character counts, raw or percent-encoded. */
export const IN_URL: FindInvisibleOptions = { url: true, encoded: ENCODED_INVISIBLE };
