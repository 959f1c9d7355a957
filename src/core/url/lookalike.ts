/**
 * Hosts that look like other hosts: a Unicode host whose every letter is drawn like an ASCII one ("ɡıthub.com"
 * looks like github.com, Cherokee "ᎪᏢᏢᏞᎬ.com" like apple.com), and characters inside a host that imitate the
 * punctuation that gives a URL its structure ("accounts.google.com∕signin" with a division slash).
 *
 * @module
 */
import { parse } from 'tldts';
import { latinPrototype } from '../safety/lookalike-letters.js';
import { SEPARATOR_LOOKALIKES } from './separator-lookalikes.data.js';

/**
 * The plain-ASCII host that a Unicode host is confusable with (UTS #39 skeleton, restricted to ASCII), or
 * `undefined` when it has a letter that looks like no ASCII letter, or when the lookalike would not be a name
 * anyone can register (its suffix is not on the public-suffix list: "рус.рус" is Russian, not "pyc.pyc").
 *
 * @example
 * asciiLookalike('ɡıthub.com'); // 'github.com'
 * asciiLookalike('münchen.de'); // undefined
 */
export function asciiLookalike(displayHost: string): string | undefined {
  if (!/\P{ASCII}/u.test(displayHost)) return undefined;
  let ascii = '';
  for (const char of displayHost) {
    const prototype = char.charCodeAt(0) < 0x80 ? char : latinPrototype(char);
    if (prototype === undefined) return undefined;
    ascii += prototype.toLowerCase();
  }
  const suffix = parse(ascii, { allowPrivateDomains: true });
  return suffix.isIcann || suffix.isPrivate ? ascii : undefined;
}

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
