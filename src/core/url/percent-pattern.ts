/**
 * Regular-expression source for the percent-encoded UTF-8 form of code point ranges, so a list of characters
 * kept as ranges also finds them in a URL (`%E2%80%AE`). Hex digits are upper case; use the `i` flag.
 *
 * @module
 */

/**
 * A pattern source matching the percent-encoded UTF-8 bytes of every code point in `ranges` (inclusive).
 *
 * @example
 * new RegExp(percentEncodedPattern([[0x202a, 0x202e]]), 'gi').test('%E2%80%AE'); // true
 */
export function percentEncodedPattern(ranges: readonly (readonly [first: number, last: number])[]): string {
  return ranges.map(([first, last]) => encodedRangePattern(first, last)).join('|');
}

const UTF8_LIMITS = [0x7f, 0x7ff, 0xffff, 0x10ffff] as const;

function utf8Bytes(cp: number): number[] {
  return [...new TextEncoder().encode(String.fromCodePoint(cp))];
}

function hex(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}

const HEX_DIGITS = '0123456789ABCDEF';

/** `%XY` for one byte, or the pattern for the bytes `low`…`high`. */
function encodedByteRange(low: number, high: number): string {
  if (low === high) return `%${hex(low)}`;
  const parts: string[] = [];
  for (let top = low >> 4; top <= high >> 4; top++) {
    const from = top === low >> 4 ? low & 0xf : 0;
    const to = top === high >> 4 ? high & 0xf : 0xf;
    const digits = HEX_DIGITS.slice(from, to + 1);
    parts.push(`%${HEX_DIGITS[top]}${digits.length === 1 ? digits : `[${digits}]`}`);
  }
  return parts.length === 1 ? (parts[0] ?? '') : `(?:${parts.join('|')})`;
}

/**
 * A pattern for the UTF-8 bytes of every code point from `first` to `last`: the range is cut where the encoded
 * length changes, then where the leading bytes change, until each piece is a product of byte ranges.
 */
function encodedRangePattern(first: number, last: number): string {
  const pieces: string[] = [];
  let start = first;
  for (const limit of UTF8_LIMITS) {
    if (start > last) break;
    if (start > limit) continue;
    pieces.push(...sameLengthPattern(start, Math.min(last, limit)));
    start = limit + 1;
  }
  return pieces.join('|');
}

/** Pieces of a range whose code points all encode to the same number of bytes. */
function sameLengthPattern(first: number, last: number): string[] {
  const length = utf8Bytes(first).length;
  for (let continuation = 1; continuation < length; continuation++) {
    const low = (1 << (6 * continuation)) - 1;
    if ((first & ~low) === (last & ~low)) continue;
    if ((first & low) !== 0) {
      return [...sameLengthPattern(first, first | low), ...sameLengthPattern((first | low) + 1, last)];
    }
    if ((last & low) !== low) {
      return [...sameLengthPattern(first, (last & ~low) - 1), ...sameLengthPattern(last & ~low, last)];
    }
  }
  const a = utf8Bytes(first);
  const b = utf8Bytes(last);
  return [a.map((byte, index) => encodedByteRange(byte, b[index] ?? byte)).join('')];
}
