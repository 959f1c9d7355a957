/**
 * `pattern` is not part of the schema subset, but a 2025-11-25 example uses one, so we enforce it.
 * A server could send a pattern that backtracks catastrophically and freeze the page on every
 * keystroke; we refuse the usual culprit, a quantified group that itself contains a quantifier
 * (`(a+)+`, `(\w*)*`, `(x{1,9})+`), and backreferences, which have no bounded matcher either.
 */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*(?:[+*]|\{\d+,?\d*\})(?:[^()\\]|\\.)*\)(?:[+*]|\{\d+,\d*\})/;
const BACKREFERENCE = /\\[1-9]|\\k</;

/** Why `pattern` cannot be used, or undefined when it is fine. */
export function findPatternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'is not a valid regular expression';
  }
  if (NESTED_QUANTIFIER.test(pattern)) return 'nests quantifiers, which can take exponential time to match';
  if (BACKREFERENCE.test(pattern)) return 'uses a backreference, which can take exponential time to match';
  return undefined;
}
