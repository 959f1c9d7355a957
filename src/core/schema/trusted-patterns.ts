/**
 * Patterns zod 4 pairs with a format, which the backtracking estimate of pattern.ts cannot bound although they
 * are linear: the email one it over-counts (each `(…+\.)*` pass ends at a dot, so it cannot end anywhere), the
 * duration and hostname ones use lookaheads, which it does not model. Each is trusted by its exact text only,
 * so a server cannot slip another pattern past the estimate; each is timed on hostile values in
 * test/core/pattern-timing.test.ts and checked there against what zod really emits (z.toJSONSchema), so a zod
 * release that changes one shows up as a failing test, not as a refused form.
 */
const TRUSTED: ReadonlySet<string> = new Set([
  // z.email()
  "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
  // z.iso.duration()
  '^P(?:(\\d+W)|(?!.*W)(?=\\d|T\\d)(\\d+Y)?(\\d+M)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+([.,]\\d+)?S)?)?)$',
  // z.hostname()
  '^(?=.{1,253}\\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\\.?$',
]);

/**
 * Whether `pattern` is one of the generator patterns known to run in linear time.
 *
 * @example
 * isTrustedPattern(z.toJSONSchema(z.email()).pattern); // true
 * isTrustedPattern('^(a+)+$'); // false
 */
export function isTrustedPattern(pattern: string): boolean {
  return TRUSTED.has(pattern);
}
