/**
 * `pattern` is not part of the schema subset, but a 2025-11-25 example uses one, so we enforce it.
 * A server could send a pattern that backtracks catastrophically and freeze the page on every
 * keystroke. Exact analysis is hard, so we accept only a shape that cannot blow up: quantifiers on
 * single characters or classes, never on a group (`(a|aa)+`, `((a+))+`, `(.*a){12}`), at most two
 * unbounded quantifiers in all (`.*.*.*=` is cubic), and no backreferences or lookarounds.
 */

/** Why `pattern` cannot be used, or undefined when it is fine. */
export function findPatternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'is not a valid regular expression';
  }
  if (/\\[1-9]|\\k</.test(pattern)) return 'uses a backreference, which can take exponential time to match';
  let unbounded = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(' && pattern[i + 1] === '?' && pattern[i + 2] !== ':') {
      return 'uses a lookaround, which this client does not evaluate';
    } else if (char === '*' || char === '+' || (char === '{' && /^\{\d+,\}/.test(pattern.slice(i)))) {
      unbounded++;
      if (pattern[i - 1] === ')') return 'repeats a group, which can take exponential time to match';
    } else if (char === '{' && pattern[i - 1] === ')' && /^\{\d+,\d+\}/.test(pattern.slice(i))) {
      return 'repeats a group, which can take exponential time to match';
    }
  }
  if (unbounded > 2)
    return 'has more than two unbounded repetitions, which can take polynomial time to match';
  return undefined;
}
