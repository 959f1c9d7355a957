/**
 * Characters a user cannot see but that hide, reorder or split the text they read. One list for the URL warning
 * and for every place the UI makes them visible.
 *
 * The list is Unicode's own: every control (`Cc`), every `Default_Ignorable_Code_Point` (soft hyphen, zero-width
 * characters, bidi marks, embeddings, overrides and isolates, the byte-order mark, variation selectors, tag
 * characters, Hangul fillers, the Mongolian vowel separator, …), the line and paragraph separators U+2028/U+2029
 * and the interlinear annotation marks U+FFF9–U+FFFB. `test/core/safety/invisible-characters.test.ts` holds it to the engine's
 * Unicode properties, code point by code point.
 *
 * @module
 */

/**
 * The list, in the engine's own Unicode data (`\p{Default_Ignorable_Code_Point}` is stable across Unicode
 * versions): smaller than a table of ranges in every form-only bundle, and the same characters (the test checks
 * every code point).
 */
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}\u2028\u2029\uFFF9-\uFFFB]/u;

/**
 * Whether a code point is invisible on its own (see the module comment for the list). Context-free: a variation
 * selector counts here even after an emoji; {@link findInvisible} knows the sequences a reader does see.
 *
 * @example
 * isInvisibleCodePoint(0x202e); // true  (RIGHT-TO-LEFT OVERRIDE)
 * isInvisibleCodePoint(0x61);   // false
 */
export function isInvisibleCodePoint(cp: number): boolean {
  // Nearly all text is printable ASCII: answer it without the expression.
  return (cp < 0x20 || cp >= 0x7f) && INVISIBLE.test(String.fromCodePoint(cp));
}

/** One character a reader would not see, and where it is. */
export interface InvisibleCharacter {
  /** UTF-16 index of the character (or of its `%XX` bytes) in the text. */
  index: number;
  /** UTF-16 length: 1 or 2 raw, 6 to 12 percent-encoded. */
  length: number;
  codePoint: number;
  /** True when it appears percent-encoded (`%E2%80%AE`). */
  encoded: boolean;
}

/** Where the text comes from: prose (names, labels, messages) or a URL. */
export interface FindInvisibleOptions {
  /**
   * An address is compared character by character, not read: every invisible character counts, including a
   * variation selector after an emoji. Default `false` (prose).
   */
  url?: boolean;
  /** Percent-encoded invisible characters to find too (`ENCODED_INVISIBLE` from `url/invisible.ts`). */
  encoded?: RegExp;
}

/**
 * Every invisible character of `text`, in order.
 *
 * In prose, the sequences a reader does see are not reported, because each is part of a visible character:
 * - U+FE0E/U+FE0F (text or emoji presentation) right after a character that has one ("☀️", "1️⃣");
 * - U+200D joining two emoji ("👩‍💻", "🏳️‍🌈");
 * - the tags of a subdivision flag ("🏴󠁧󠁢󠁳󠁣󠁴󠁿": U+1F3F4, two to six tag letters or digits, U+E007F);
 * - one ideographic variation selector (U+E0100–U+E01EF) after a Han ideograph (registered glyph variants of
 *   names, e.g. 葛󠄀).
 * Every other variation selector and tag is reported: a run of them after one character is the known way to
 * smuggle hidden text (one selector per byte), and two labels that differ only by them look the same.
 *
 * @example
 * findInvisible('Pay\u202E'); // [{ index: 3, length: 1, codePoint: 0x202e, encoded: false }]
 * findInvisible('☀️ Sunny');  // []
 */
export function findInvisible(text: string, options: FindInvisibleOptions = {}): InvisibleCharacter[] {
  const found: InvisibleCharacter[] = [];
  const url = options.url === true;
  const encoded = options.encoded ? new RegExp(options.encoded.source, 'iy') : undefined;
  let previous = -1;
  let exemptUntil = -1;
  for (let index = 0; index < text.length; ) {
    if (encoded && text.charCodeAt(index) === 0x25 /* % */) {
      encoded.lastIndex = index;
      const match = encoded.exec(text);
      if (match) {
        const codePoint = decodeUtf8Percent(match[0]);
        found.push({ index, length: match[0].length, codePoint, encoded: true });
        index += match[0].length;
        previous = codePoint;
        continue;
      }
    }
    const codePoint = text.codePointAt(index) ?? 0;
    const length = codePoint > 0xffff ? 2 : 1;
    if (isInvisibleCodePoint(codePoint)) {
      // The tags of a subdivision flag, or a selector or joiner that belongs to the character before it.
      const seen = !url && (index < exemptUntil || isSeenInSequence(text, index, codePoint, previous));
      if (!seen) found.push({ index, length, codePoint, encoded: false });
    } else if (!url && codePoint === BLACK_FLAG) {
      exemptUntil = subdivisionFlagEnd(text, index + length);
    }
    previous = codePoint;
    index += length;
  }
  return found;
}

/** Whether `text` holds any invisible character (in prose, see {@link findInvisible}). */
export function hasInvisible(text: string, options: FindInvisibleOptions = {}): boolean {
  // Fast path for the common case: nothing outside printable ASCII.
  if (!options.url && /^[\x20-\x7e]*$/.test(text)) return false;
  return findInvisible(text, options).length > 0;
}

/** `text` without its invisible characters (prose rules). */
export function withoutInvisible(text: string): string {
  return replaceInvisible(text, () => '');
}

function replaceInvisible(text: string, replacement: (found: InvisibleCharacter) => string): string {
  const found = findInvisible(text);
  if (found.length === 0) return text;
  let out = '';
  let last = 0;
  for (const entry of found) {
    out += text.slice(last, entry.index) + replacement(entry);
    last = entry.index + entry.length;
  }
  return out + text.slice(last);
}

/**
 * The Unicode name of a code point.
 *
 * @example
 * codePointLabel(0x202e); // 'U+202E'
 */
export function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

const VS15 = 0xfe0e;
const VS16 = 0xfe0f;
const ZWJ = 0x200d;
const BLACK_FLAG = 0x1f3f4;
const BLACK_FLAG_CANCEL = 0xe007f;
const EMOJI = /\p{Emoji}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
const HAN = /\p{Script=Han}/u;

function isSeenInSequence(text: string, index: number, codePoint: number, previous: number): boolean {
  if (previous < 0) return false;
  const before = String.fromCodePoint(previous);
  if (codePoint === VS15 || codePoint === VS16) {
    // A selector after a selector is not a presentation choice; and `#` or `*` alone are not emoji bases
    // worth a selector, except in keycaps (`#️⃣`), which \p{Emoji} covers.
    return previous !== VS15 && previous !== VS16 && EMOJI.test(before);
  }
  if (codePoint === ZWJ) {
    const after = text.codePointAt(index + 1);
    const joinsFrom = PICTOGRAPHIC.test(before) || EMOJI_MODIFIER.test(before) || previous === VS16;
    return joinsFrom && after !== undefined && PICTOGRAPHIC.test(String.fromCodePoint(after));
  }
  return codePoint >= 0xe0100 && codePoint <= 0xe01ef && HAN.test(before);
}

/** Where the tag sequence of a subdivision flag that starts at `index` ends, or -1 when it is none. */
function subdivisionFlagEnd(text: string, index: number): number {
  let position = index;
  let tags = 0;
  while (position < text.length) {
    const cp = text.codePointAt(position) ?? 0;
    const tagLetter = (cp >= 0xe0061 && cp <= 0xe007a) || (cp >= 0xe0030 && cp <= 0xe0039);
    if (tagLetter && tags < 6) {
      tags++;
      position += 2;
      continue;
    }
    return cp === BLACK_FLAG_CANCEL && tags >= 2 ? position + 2 : -1;
  }
  return -1;
}

function decodeUtf8Percent(bytes: string): number {
  try {
    return decodeURIComponent(bytes).codePointAt(0) ?? 0;
  } catch {
    return 0;
  }
}

/**
 * `text` with each invisible character replaced by a visible `⟨U+XXXX⟩` marker, for places that take plain text
 * only (a `<select>` option, an `aria-label`).
 *
 * @example
 * markInvisible('\u202E001\u202C EUR'); // '⟨U+202E⟩001⟨U+202C⟩ EUR'
 */
export function markInvisible(text: string): string {
  return replaceInvisible(text, (found) => `⟨${codePointLabel(found.codePoint)}⟩`);
}
