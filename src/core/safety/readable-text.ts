/**
 * Whether server text shows anything a person can read, and text compared the way a person sees it. Used for the
 * identity (a blank server title falls back to its name), labels (a blank title to the property name), options
 * (a blank title to the value) and the check that two options can be told apart.
 *
 * @module
 */
import { codePointLabel, isInvisibleCodePoint, withoutInvisible } from './invisible-characters.js';
import { latinSkeleton, normalizeForMatching } from './lookalike-letters.js';

/** Characters drawn as empty space that Unicode does not class as white space. */
const FILLERS = /[\u2800\u3164\u115F\u1160\uFFA0]/u;
const BLANK = /[\p{White_Space}\p{M}]/u;

/**
 * True when `text` draws nothing readable: only white space, invisible characters, fillers (U+2800 BRAILLE
 * PATTERN BLANK, the Hangul fillers U+3164, U+115F, U+1160, U+FFA0) or combining marks with nothing to sit on.
 *
 * @example
 * isBlankText('\u3164\u2800 '); // true
 * isBlankText('Weather');      // false
 */
export function isBlankText(text: string): boolean {
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (!isInvisibleCodePoint(cp) && !FILLERS.test(char) && !BLANK.test(char)) return false;
  }
  return true;
}

/**
 * The first of `candidates` that is a string with something readable in it, or `undefined`.
 *
 * @example
 * firstReadable('\u3164', 'weather'); // 'weather'
 */
export function firstReadable(...candidates: readonly unknown[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && !isBlankText(candidate)) return candidate;
  }
  return undefined;
}

/**
 * A label to show: the first readable candidate, else `last` spelled out as code points (`⟨U+2800⟩`), so even a
 * name made only of fillers is never an empty label.
 *
 * @example
 * readableLabel(['\u3164'], '\u2800'); // '⟨U+2800⟩'
 */
export function readableLabel(candidates: readonly unknown[], last: string): string {
  const readable = firstReadable(...candidates, last);
  if (readable !== undefined) return readable;
  return [...last].map((char) => `⟨${codePointLabel(char.codePointAt(0) ?? 0)}⟩`).join('');
}

/**
 * `text` as a person sees it, for telling two texts apart: NFKC, invisible characters removed, white space and
 * fillers collapsed to one space and trimmed, then the confusable skeleton restricted to ASCII (`latinSkeleton`).
 * Two texts with the same comparable text look the same.
 *
 * @example
 * comparableText('Keep\u200B  my data') === comparableText('Κеер my data'); // true
 */
export function comparableText(text: string): string {
  const visible = withoutInvisible(normalizeForMatching(text));
  return latinSkeleton(visible.replace(/[\p{White_Space}\u2800\u3164\u115F\u1160\uFFA0]+/gu, ' ').trim());
}
