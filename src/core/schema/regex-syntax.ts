/**
 * A small reader of ECMAScript regular expressions (`u` flag, the dialect JSON Schema's `pattern`
 * uses), just precise enough to judge backtracking cost: which characters each atom can match,
 * how atoms are grouped, repeated and alternated. It runs only on patterns `new RegExp(p, 'u')`
 * has accepted, so it need not report syntax errors.
 */

/** Code point ranges `[from, to]`, sorted and disjoint. */
export type CharSet = readonly (readonly [number, number])[];

export type RegexNode =
  | { type: 'char'; set: CharSet }
  | { type: 'assert'; start: boolean }
  | { type: 'seq'; items: RegexNode[] }
  | { type: 'alt'; branches: RegexNode[] }
  | { type: 'repeat'; body: RegexNode; min: number; max: number };

/** Thrown for the constructs a linear-enough guard cannot reason about. */
export class UnsafeRegexError extends Error {}

const MAX_CODE_POINT = 0x10ffff;
const ANY: CharSet = [[0, MAX_CODE_POINT]];
const DIGIT: CharSet = [[0x30, 0x39]];
const WORD: CharSet = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const SPACE: CharSet = normalise([
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]);
const LINE_TERMINATORS: CharSet = normalise([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
]);

export function normalise(ranges: readonly (readonly [number, number])[]): CharSet {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = out.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

export function union(a: CharSet, b: CharSet): CharSet {
  return normalise([...a, ...b]);
}

export function complement(set: CharSet): CharSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [from, to] of set) {
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

export function intersects(a: CharSet, b: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aFrom, aTo] = a[i] as readonly [number, number];
    const [bFrom, bTo] = b[j] as readonly [number, number];
    if (aTo < bFrom) i++;
    else if (bTo < aFrom) j++;
    else return true;
  }
  return false;
}

/**
 * Reads `pattern` into a tree. Groups of every kind (capturing, `(?:…)`, named `(?<name>…)`) are
 * just grouping here.
 *
 * @throws {UnsafeRegexError} for backreferences and lookarounds.
 */
export function parseRegex(pattern: string): RegexNode {
  const chars = Array.from(pattern);
  let at = 0;
  const peek = (offset = 0) => chars[at + offset];
  const next = () => chars[at++] as string;

  function alternation(): RegexNode {
    const branches = [sequence()];
    while (peek() === '|') {
      at++;
      branches.push(sequence());
    }
    return branches.length === 1 ? (branches[0] as RegexNode) : { type: 'alt', branches };
  }

  function sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (at < chars.length && peek() !== '|' && peek() !== ')') items.push(quantified(atom()));
    return items.length === 1 ? (items[0] as RegexNode) : { type: 'seq', items };
  }

  function atom(): RegexNode {
    const char = next();
    switch (char) {
      case '^':
      case '$':
        return { type: 'assert', start: char === '^' };
      case '.':
        return { type: 'char', set: complement(LINE_TERMINATORS) };
      case '[':
        return { type: 'char', set: characterClass() };
      case '\\':
        return escaped(false);
      case '(': {
        if (peek() === '?') {
          at++;
          const kind = next();
          if (kind === '=' || kind === '!') throw new UnsafeRegexError('lookaround');
          if (kind === '<') {
            if (peek() === '=' || peek() === '!') throw new UnsafeRegexError('lookaround');
            while (at < chars.length && next() !== '>') {
              // the group's name
            }
          }
        }
        const body = alternation();
        at++; // ')'
        return body;
      }
      default:
        return literal(char);
    }
  }

  function quantified(body: RegexNode): RegexNode {
    let min: number;
    let max: number;
    const char = peek();
    if (char === '*') [min, max] = [0, Number.POSITIVE_INFINITY];
    else if (char === '+') [min, max] = [1, Number.POSITIVE_INFINITY];
    else if (char === '?') [min, max] = [0, 1];
    else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(chars.slice(at, at + 40).join(''));
      if (!match) return body;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
      at += match[0].length - 1;
    } else return body;
    at++;
    if (peek() === '?') at++; // lazy: the same paths, tried in another order
    if (body.type === 'assert') return body;
    return { type: 'repeat', body, min, max };
  }

  function characterClass(): CharSet {
    const negated = peek() === '^';
    if (negated) at++;
    let set: CharSet = [];
    while (at < chars.length && peek() !== ']') {
      const from = classAtom();
      if (peek() === '-' && peek(1) !== ']' && peek(1) !== undefined && from.length === 1) {
        at++;
        const to = classAtom();
        const low = (from[0] as readonly [number, number])[0];
        const high = to.length === 1 ? (to[0] as readonly [number, number])[1] : low;
        set = union(set, [[low, Math.max(low, high)]]);
      } else set = union(set, from);
    }
    at++; // ']'
    return negated ? complement(set) : set;
  }

  function classAtom(): CharSet {
    const char = next();
    if (char !== '\\') return point(char);
    const result = escaped(true);
    return result.type === 'char' ? result.set : [];
  }

  function escaped(inClass: boolean): RegexNode {
    const char = next();
    switch (char) {
      case 'd':
        return { type: 'char', set: DIGIT };
      case 'D':
        return { type: 'char', set: complement(DIGIT) };
      case 'w':
        return { type: 'char', set: WORD };
      case 'W':
        return { type: 'char', set: complement(WORD) };
      case 's':
        return { type: 'char', set: SPACE };
      case 'S':
        return { type: 'char', set: complement(SPACE) };
      case 'b':
        return inClass ? { type: 'char', set: [[8, 8]] } : { type: 'assert', start: false };
      case 'B':
        return { type: 'assert', start: false };
      case 'p':
      case 'P':
        // A Unicode property: which characters it holds is not worth knowing here; assume any.
        if (peek() === '{') while (at < chars.length && next() !== '}') {}
        return { type: 'char', set: ANY };
      case 'k':
        throw new UnsafeRegexError('backreference');
      case 'u': {
        if (peek() === '{') {
          let hex = '';
          at++;
          while (at < chars.length && peek() !== '}') hex += next();
          at++;
          return { type: 'char', set: codePoint(Number.parseInt(hex, 16)) };
        }
        const unit = Number.parseInt(chars.slice(at, at + 4).join(''), 16);
        at += 4;
        // A surrogate pair written as two escapes is one code point under the `u` flag.
        if (unit >= 0xd800 && unit <= 0xdbff && peek() === '\\' && peek(1) === 'u') {
          const low = Number.parseInt(chars.slice(at + 2, at + 6).join(''), 16);
          if (low >= 0xdc00 && low <= 0xdfff) {
            at += 6;
            return { type: 'char', set: codePoint((unit - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000) };
          }
        }
        return { type: 'char', set: codePoint(unit) };
      }
      case 'x': {
        const value = Number.parseInt(chars.slice(at, at + 2).join(''), 16);
        at += 2;
        return { type: 'char', set: codePoint(value) };
      }
      case 'c':
        return { type: 'char', set: codePoint((next().codePointAt(0) ?? 0) % 32) };
      case '0':
        return { type: 'char', set: codePoint(0) };
      case 'f':
        return { type: 'char', set: codePoint(0x0c) };
      case 'n':
        return { type: 'char', set: codePoint(0x0a) };
      case 'r':
        return { type: 'char', set: codePoint(0x0d) };
      case 't':
        return { type: 'char', set: codePoint(0x09) };
      case 'v':
        return { type: 'char', set: codePoint(0x0b) };
      default:
        if (/[1-9]/.test(char)) throw new UnsafeRegexError('backreference');
        return literal(char);
    }
  }

  return alternation();
}

function point(char: string): CharSet {
  return codePoint(char.codePointAt(0) ?? 0);
}

function codePoint(value: number): CharSet {
  return [[value, value]];
}

function literal(char: string): RegexNode {
  return { type: 'char', set: point(char) };
}
