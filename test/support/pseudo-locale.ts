/**
 * A pseudo-locale built from English at test time (issue 30): every letter accented, every message about
 * 40 % longer and bracketed, so a layout test sees what German, Russian or Arabic do to our boxes, and a
 * string left out of the catalogue shows as plain English. Arguments and ICU syntax are kept: letters are
 * changed only at even brace depth (the text of a message or of a plural/select branch), never at odd depth
 * (an argument name, `plural`, `one`).
 */
import { en, type MessageCatalogue } from '../../src/core/messages/index.js';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string,
  ]),
);

/** Padding words: wrappable, like the longer words of a real translation. */
const FILLER = ['ŀöŕéɱ', 'îþšûɱ', 'đöŀöŕ', 'šîţ', 'àɱéţ'];

/** One message in the pseudo-locale: accented, +40 % (at least one filler word), in brackets. */
export function pseudoMessage(message: string): string {
  let depth = 0;
  let out = '';
  let letters = 0;
  for (const char of message) {
    if (char === '{') depth++;
    else if (char === '}') depth--;
    if (depth % 2 === 0 && ACCENTED[char]) {
      out += ACCENTED[char];
      letters++;
    } else out += char;
  }
  const padding: string[] = [];
  for (let length = 0, i = 0; length < Math.max(3, Math.ceil(message.length * 0.4)); i++) {
    const word = FILLER[i % FILLER.length] as string;
    padding.push(word);
    length += word.length + 1;
  }
  return letters === 0 ? out : `[${out} ${padding.join(' ')}]`;
}

/** The whole English catalogue in the pseudo-locale. */
export function pseudoCatalogue(): MessageCatalogue {
  const pseudo = {} as Record<string, string>;
  for (const [key, value] of Object.entries(en)) pseudo[key] = pseudoMessage(value);
  return pseudo as MessageCatalogue;
}

/** The tag it is used under: en-XA, the pseudo-locale tag for accented, longer English. */
export const PSEUDO_LOCALE = 'en-XA';
