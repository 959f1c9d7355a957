/**
 * Invisible characters as they appear in a URL: percent-encoded, and all of them, with no exemption for emoji
 * sequences (an address is compared character by character, not read). URL code only, so form-only hosts do not
 * carry the pattern.
 *
 * @module
 */
import { type FindInvisibleOptions, INVISIBLE_RANGES } from '../safety/invisible-characters.js';
import { percentEncodedPattern } from './percent-pattern.js';

/**
 * The invisible characters above U+009F, percent-encoded (UTF-8) as they appear in a URL, built from the same
 * ranges as `isInvisibleCodePoint`, so the two cannot drift. (Controls up to U+009F cannot hide in an address:
 * the URL parser strips or percent-encodes them, and a decoded C1 control shows as a box.)
 */
export const ENCODED_INVISIBLE = new RegExp(
  percentEncodedPattern(
    INVISIBLE_RANGES.filter(([, last]) => last > 0x9f).map(([first, last]) => [Math.max(first, 0xa0), last]),
  ),
  'gi',
);

/** `findInvisible` options for a URL: every invisible character counts, raw or percent-encoded. */
export const IN_URL: FindInvisibleOptions = { url: true, encoded: ENCODED_INVISIBLE };
