/**
 * `pattern` is not part of the schema subset, but a 2025-11-25 example uses one, so we enforce it.
 * The browser's regex engine backtracks, and a JavaScript regex cannot be interrupted: a server's
 * pattern could freeze the page on every keystroke. So before a pattern is ever run we estimate its
 * worst case on a text of n characters, from the pattern's shape:
 *
 * - a repetition (`*`, `+`, `{m,M}`; one with more than 16 repeats counts as unbounded) whose
 *   characters can also start what follows it can end in any of its positions, and what follows is
 *   retried from each: those multiply (`[a-z]{1,800}[a-z]{1,800}!` is cubic);
 * - a repetition that cannot (`\d+-`) is stopped in one place, and only adds linear work;
 * - a pattern not anchored with `^` is tried from every starting position, one more factor n;
 * - a group repeated without bound whose body can match one text in more than one way (`(a|aa)+`,
 *   `(a+)+`) is exponential and refused, as are backreferences and lookarounds; a group repeated a few
 *   times (`(ab){2,3}`) is unrolled; named groups are just groups.
 *
 * The estimate gives each pattern a budget: the longest text it may be run on within about
 * {@link BUDGET} steps (20 ms or so). Longer values are reported (`patternLength`), never run and never
 * silently accepted. A pattern that could not even check 1,000 characters in budget is refused,
 * unless the field's `maxLength` keeps every value within what it can check.
 */

import { worstCaseSteps } from './pattern-cost.js';
import { parseRegex, type RegexNode, UnsafeRegexError } from './regex-syntax.js';
import { isTrustedPattern } from './trusted-patterns.js';

/** Backtracking steps one check may take (about 1–4 ns each in V8). */
const BUDGET = 5_000_000;
/** A pattern must be able to check at least this many characters, or the field must be shorter. */
const MIN_CHECKED_LENGTH = 1_000;
/** Repetitions one pattern may hold: real patterns have a handful. */
const MAX_REPETITIONS = 50;
const MAX_GROUP_DEPTH = 32;

interface Analysis {
  problem?: string;
  /** The longest text the pattern is run on; undefined when any length is cheap. */
  limit?: number;
}

const cache = new Map<string, Analysis>();

/**
 * Why `pattern` cannot be used on a field whose values are at most `maxLength` long, or undefined
 * when it can.
 *
 * @example
 * findPatternProblem('^(a+)+$'); // 'repeats a group that can match the same text in more than one way, …'
 * findPatternProblem('^[a-z]{1,800}[a-z]{1,800}[a-z]{1,800}!$', 50); // undefined: 50 characters are cheap
 */
export function findPatternProblem(pattern: string, maxLength?: number): string | undefined {
  const { problem, limit } = analysePattern(pattern);
  if (problem) return problem;
  if (limit === undefined || limit >= MIN_CHECKED_LENGTH || (maxLength !== undefined && maxLength <= limit)) {
    return undefined;
  }
  const advice = limit >= 1 ? `; simplify it, or give the field a maxLength of ${limit} or less` : '';
  return `has repetitions that can match the same text in many ways, so checking a value of ${MIN_CHECKED_LENGTH} characters could freeze the page${advice}`;
}

/**
 * The longest value `pattern` is ever run on, or undefined when length does not matter. The field
 * checks report a longer value instead of running the pattern on it.
 */
export function patternTextLimit(pattern: string): number | undefined {
  return analysePattern(pattern).limit;
}

function analysePattern(pattern: string): Analysis {
  const known = cache.get(pattern);
  if (known) return known;
  const analysis = analyse(pattern);
  if (cache.size >= 256) cache.clear();
  cache.set(pattern, analysis);
  return analysis;
}

function analyse(pattern: string): Analysis {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return { problem: 'is not a valid regular expression' };
  }
  // zod's own email, duration and hostname patterns: linear, but past what the estimate below can tell.
  if (isTrustedPattern(pattern)) return {};
  if (groupDepth(pattern) > MAX_GROUP_DEPTH)
    return { problem: `nests groups more than ${MAX_GROUP_DEPTH} deep` };
  let tree: RegexNode;
  try {
    tree = parseRegex(pattern);
  } catch (error) {
    if (error instanceof UnsafeRegexError && error.message === 'lookaround') {
      return { problem: 'uses a lookaround, which this client does not evaluate' };
    }
    return { problem: 'uses a backreference, which can take exponential time to match' };
  }
  if (countRepetitions(tree) > MAX_REPETITIONS)
    return { problem: `has more than ${MAX_REPETITIONS} repetitions` };
  try {
    // Ambiguity shows at any length past a couple of characters; an exponential group throws here.
    worstCaseSteps(tree, MIN_CHECKED_LENGTH);
  } catch (error) {
    if (error instanceof UnsafeRegexError) {
      return {
        problem:
          'repeats a group that can match the same text in more than one way, which can take exponential time to match',
      };
    }
    throw error;
  }
  if (worstCaseSteps(tree, Number.MAX_SAFE_INTEGER) <= BUDGET) return {};
  let low = 0;
  let high = BUDGET;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (worstCaseSteps(tree, middle) <= BUDGET) low = middle;
    else high = middle - 1;
  }
  return { limit: roundDown(low) };
}

function countRepetitions(node: RegexNode): number {
  switch (node.type) {
    case 'char':
    case 'assert':
      return 0;
    case 'seq':
      return node.items.reduce((sum, item) => sum + countRepetitions(item), 0);
    case 'alt':
      return node.branches.reduce((sum, branch) => sum + countRepetitions(branch), 0);
    case 'repeat':
      return 1 + countRepetitions(node.body);
    default:
      return node satisfies never;
  }
}

/** How deeply parentheses nest, counted without the parser, so a hostile depth never reaches it. */
function groupDepth(pattern: string): number {
  let depth = 0;
  let deepest = 0;
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '\\') index++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') deepest = Math.max(deepest, ++depth);
    else if (char === ')') depth--;
  }
  return deepest;
}

/** 2,235 → 2,000: a limit people can read in a message. */
function roundDown(value: number): number {
  if (value < 10) return value;
  const scale = 10 ** Math.floor(Math.log10(value));
  return Math.floor(value / scale) * scale;
}
