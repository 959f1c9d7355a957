/**
 * Digits as people type them: the one rule for reading a number written in Arabic-Indic (٠–٩),
 * Persian (۰–۹), Devanagari (०–९) or full-width (０–９) digits, with the Arabic decimal and thousands
 * separators (٫ ٬), the full-width period, plus and minus, and the Unicode minus (U+2212). The core's
 * `toElicitContent` reads numbers through it, and the number widget writes drafts back with it, so
 * what a person typed as ٣٦ is shown as ٣٦ and sent as the JSON number 36.
 */

/** The digit systems a number may be typed in, named as `Intl.NumberFormat`'s `numberingSystem`. */
export const NUMERAL_SYSTEMS = ['latn', 'arab', 'arabext', 'deva', 'fullwide'] as const;

/** One of {@link NUMERAL_SYSTEMS}. */
export type NumeralSystem = (typeof NUMERAL_SYSTEMS)[number];

/** The code point of each system's zero. */
const ZERO: Record<NumeralSystem, number> = {
  latn: 0x30,
  arab: 0x660,
  arabext: 0x6f0,
  deva: 0x966,
  fullwide: 0xff10,
};

/** Signs and separators other than digits, as ASCII: `٬` (thousands) is kept apart as `٬` until grouping is checked. */
const SIGNS: Readonly<Record<string, string>> = {
  '\u066b': '.', // ARABIC DECIMAL SEPARATOR ٫
  '\uff0e': '.', // FULLWIDTH FULL STOP ．
  '\uff0d': '-', // FULLWIDTH HYPHEN-MINUS －
  '\u2212': '-', // MINUS SIGN −
  '\uff0b': '+', // FULLWIDTH PLUS SIGN ＋
};

/** Marks Intl itself writes around Arabic and Persian numbers (ALM, LRM, RLM): never part of the value. */
const DIRECTION_MARKS = /[\u061c\u200e\u200f]/g;

/** How a number reads once its digits are ASCII: the text, and the one system its digits came in. */
export interface AsciiNumeral {
  /** The text with every digit, sign and the Arabic or full-width decimal separator in ASCII; ASCII commas kept. */
  text: string;
  /** The system of its digits; `latn` when it has none. */
  system: NumeralSystem;
  /** Whether it used the Arabic thousands separator `٬`, which is removed when it groups by three and makes the text no number otherwise. */
  arabicGrouping: boolean;
}

/** The system of one code point's digit, with its value. */
function digitOf(code: number): [NumeralSystem, number] | undefined {
  for (const system of NUMERAL_SYSTEMS) {
    const value = code - ZERO[system];
    if (value >= 0 && value <= 9) return [system, value];
  }
  return undefined;
}

/**
 * Rewrites a typed number with ASCII digits and signs. Digits of two systems in one number (`٣6`) are
 * no number: `undefined`, and the caller keeps the text as typed, for validation to report.
 *
 * @example
 * toAsciiNumeral('٣٦');      // { text: '36', system: 'arab', arabicGrouping: false }
 * toAsciiNumeral('−１２．５'); // { text: '-12.5', system: 'fullwide', arabicGrouping: false }
 * toAsciiNumeral('٣6');      // undefined
 */
export function toAsciiNumeral(typed: string): AsciiNumeral | undefined {
  let system: NumeralSystem | undefined;
  let text = '';
  let arabicGrouping = false;
  for (const char of typed.replace(DIRECTION_MARKS, '')) {
    const digit = digitOf(char.codePointAt(0)!);
    if (digit) {
      if (system !== undefined && system !== digit[0]) return undefined;
      system = digit[0];
      text += String(digit[1]);
    } else if (char === '\u066c') {
      arabicGrouping = true;
      text += '\u066c';
    } else {
      text += SIGNS[char] ?? char;
    }
  }
  if (arabicGrouping) {
    if (!/^\s*[+-]?\d{1,3}(?:\u066c\d{3})+(?:\.\d*)?\s*$/.test(text)) return undefined;
    text = text.replaceAll('\u066c', '');
  }
  return { text, system: system ?? 'latn', arabicGrouping };
}

/**
 * The number a typed text stands for, in any of the five digit systems: ASCII `.` or the system's own
 * decimal separator, an optional sign (ASCII, full-width or U+2212), `٬` only as a thousands separator
 * grouping by three, no other grouping. `undefined` when it is not a number so written.
 *
 * @example
 * parseNumeral('١٬٢٣٤٫٥'); // 1234.5
 * parseNumeral('۳۶');      // 36
 * parseNumeral('३.५');     // 3.5
 * parseNumeral('1,234');   // undefined (an ASCII comma is the locale's business: see the number widget)
 */
export function parseNumeral(typed: string): number | undefined {
  const ascii = toAsciiNumeral(typed);
  if (!ascii) return undefined;
  const trimmed = ascii.text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The decimal separator each system is written with when we write it back. */
const DECIMAL_SEPARATOR: Record<NumeralSystem, string> = {
  latn: '.',
  arab: '\u066b',
  arabext: '\u066b',
  deva: '.',
  fullwide: '\uff0e',
};

/**
 * An ASCII number text (`-1234.5`) written in a system's digits and decimal separator, the sign kept
 * (full-width in full-width text): how a draft keeps the person's digits.
 *
 * @example
 * inNumerals('-1234.5', 'arab');     // '-١٢٣٤٫٥'
 * inNumerals('36', 'fullwide');      // '３６'
 */
export function inNumerals(ascii: string, system: NumeralSystem): string {
  if (system === 'latn') return ascii;
  let out = '';
  for (const char of ascii) {
    if (char >= '0' && char <= '9') out += String.fromCodePoint(ZERO[system] + (char.charCodeAt(0) - 0x30));
    else if (char === '.') out += DECIMAL_SEPARATOR[system];
    else if (system === 'fullwide' && char === '-') out += '\uff0d';
    else if (system === 'fullwide' && char === '+') out += '\uff0b';
    else out += char;
  }
  return out;
}

/**
 * The system a draft's digits are written in (`latn` for none or for a mix): what the review formats
 * a number with, so it reads back in the person's digits.
 *
 * @example
 * numeralSystemOf('۳۶'); // 'arabext'
 */
export function numeralSystemOf(text: string): NumeralSystem {
  return toAsciiNumeral(text)?.system ?? 'latn';
}
