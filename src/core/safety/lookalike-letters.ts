/**
 * Characters drawn like ASCII letters or digits, from Unicode's confusable data (UTS #39, see
 * `lookalike-letters.data.ts`): Cyrillic "а" like "a", Cherokee "Ꮲ" like "P", Latin "ɡ" like "g", small capital
 * "ᴘ" like "p". The secret guard, the option check, the identity check and the URL lookalike check all fold with
 * this one table.
 *
 * @module
 */
import { LETTER_LOOKALIKES } from './lookalike-letters.data.js';

let table: Map<string, string> | undefined;

function lookalikes(): Map<string, string> {
  if (table) return table;
  table = new Map();
  for (const row of LETTER_LOOKALIKES.split(' ')) {
    const [prototype = '', steps = ''] = row.split(':');
    let codePoint = 0;
    for (const step of steps.split(',')) {
      codePoint += Number.parseInt(step, 36);
      table.set(String.fromCodePoint(codePoint), prototype);
    }
  }
  return table;
}

/**
 * The ASCII letters or digits a character is drawn like, per UTS #39 (plus the Latin small capitals it leaves
 * out), or `undefined`. ASCII characters have prototypes too (`0` → `O`, `1` → `l`, `m` → `rn`).
 *
 * @example
 * latinPrototype('а'); // 'a' (Cyrillic)
 * latinPrototype('ɢ'); // 'g'
 * latinPrototype('é'); // undefined: a letter with a mark is not a lookalike of the letter
 */
export function latinPrototype(char: string): string | undefined {
  return lookalikes().get(char);
}

/** Real text stacks at most a few marks on a letter; Zalgo text stacks thousands. */
const MARK_RUN = /\p{M}{9,}/gu;
const ASCII_ONLY = /^\p{ASCII}*$/u;

/**
 * NFKC of `text`, with runs of more than eight combining marks cut to eight first: reordering thousands of
 * stacked marks is quadratic, and no word hides in them.
 *
 * @example
 * normalizeForMatching('ｐａｓｓ'); // 'pass'
 */
export function normalizeForMatching(text: string): string {
  // ASCII has no marks and is its own NFKC: the common case (names, English titles) skips both passes.
  if (ASCII_ONLY.test(text)) return text;
  return text.replace(MARK_RUN, (run) => [...run].slice(0, 8).join('')).normalize('NFKC');
}

/**
 * `text` after NFKC (full-width, mathematical and other compatibility forms to their plain letters), with every
 * remaining non-ASCII lookalike replaced by its ASCII prototype. ASCII is kept as it is, so `pin` stays `pin`
 * (the UTS #39 skeleton would turn `m` into `rn`). Case is kept.
 *
 * @example
 * foldLookalikes('ｐаsswоrd'); // 'password' (full-width p, Cyrillic а and о)
 * foldLookalikes('ᴘᴀssᴡᴏʀᴅ');  // 'password'
 */
export function foldLookalikes(text: string): string {
  const normalised = normalizeForMatching(text);
  if (/^\p{ASCII}*$/u.test(normalised)) return normalised;
  const map = lookalikes();
  let out = '';
  for (const char of normalised) out += char.charCodeAt(0) < 0x80 ? char : (map.get(char) ?? char);
  return out;
}

/**
 * The confusable skeleton of `text` restricted to what ASCII can show: {@link foldLookalikes}, then the ASCII
 * prototypes as well (`0` → `O`, `1` and `I` → `l`, `m` → `rn`). Two texts with the same skeleton look the same.
 *
 * @example
 * latinSkeleton('Keep') === latinSkeleton('Κеер'); // true (Greek Κ, Cyrillic е and р)
 */
export function latinSkeleton(text: string): string {
  const folded = foldLookalikes(text);
  const map = lookalikes();
  let out = '';
  for (const char of folded) out += map.get(char) ?? char;
  return out;
}
