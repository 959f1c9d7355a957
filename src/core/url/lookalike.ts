/**
 * Hosts that look like other hosts: a Unicode host whose every letter is drawn like an ASCII one ("ɡıthub.com"
 * looks like github.com, Cherokee "ᎪᏢᏢᏞᎬ.com" like apple.com), and characters inside a host that imitate the
 * punctuation that gives a URL its structure ("accounts.google.com∕signin" with a division slash).
 *
 * @module
 */
import { parse } from 'tldts';
import { latinPrototype } from '../safety/lookalike-letters.js';

// The separator checks live apart, free of tldts: the dialog's address view needs them, not the suffix list.

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
