/**
 * Characters inside a host that imitate the punctuation that gives a URL its structure
 * ("accounts.google.com∕signin" with a division slash). Apart from `lookalike.ts`, which needs the public-suffix
 * list: the address view of the dialog marks these characters, and must not bring that list along.
 *
 * @module
 */
import { SEPARATOR_LOOKALIKES } from './separator-lookalikes.data.js';

let separators: Map<number, string> | undefined;

function separatorTable(): Map<number, string> {
  if (separators) return separators;
  separators = new Map();
  for (const [separator, characters] of SEPARATOR_LOOKALIKES) {
    for (const char of characters) separators.set(char.codePointAt(0) ?? 0, separator);
  }
  return separators;
}

/**
 * The URL punctuation (`/`, `.`, `-`, `:`, …) a character is drawn like, per UTS #39, or `undefined`.
 *
 * @example
 * separatorLookalike(0x2215); // '/' (DIVISION SLASH)
 */
export function separatorLookalike(codePoint: number): string | undefined {
  return separatorTable().get(codePoint);
}

/** One character of a host that imitates URL punctuation. */
export interface SeparatorLookalike {
  char: string;
  codePoint: number;
  /** The punctuation it imitates. */
  looksLike: string;
}

const ASCII_ALNUM = /^[a-z0-9]$/i;

/**
 * The characters of a Unicode host that imitate URL punctuation next to an ASCII letter or digit, where they
 * make the text read as another address ("google.com∕signin" as a path). Beside letters of their own script they
 * are ordinary letters (ノ in "ノート.jp"), and are not reported.
 *
 * @example
 * separatorLookalikes('accounts.google.com∕signin.evil.com'); // [{ char: '∕', codePoint: 0x2215, looksLike: '/' }]
 */
export function separatorLookalikes(displayHost: string): SeparatorLookalike[] {
  const chars = [...displayHost];
  const found: SeparatorLookalike[] = [];
  chars.forEach((char, index) => {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint < 0x80) return;
    const looksLike = separatorLookalike(codePoint);
    if (looksLike === undefined) return;
    const besideAscii = [chars[index - 1], chars[index + 1]].some((near) => near && ASCII_ALNUM.test(near));
    if (besideAscii && !found.some((entry) => entry.codePoint === codePoint)) {
      found.push({ char, codePoint, looksLike });
    }
  });
  return found;
}
