// A bounded memory of a pure check's verdicts on short texts: the names and titles a server sends again and again.

/** Texts longer than this are read each time (prose: rarely the same twice, and costly to keep). */
const SHORT = 120;
/** Verdicts kept; the memory is emptied when full rather than tracking which is oldest. */
const KEPT = 512;

/**
 * `read` with its verdicts on short texts remembered (`read` must be pure: the same text, the same verdict).
 *
 * @example
 * const hintInText = rememberVerdicts(readHint);
 * hintInText('password', true); // read once, then remembered
 */
export function rememberVerdicts(
  read: (text: string | undefined, isName: boolean) => string | undefined,
): (text: string | undefined, isName: boolean) => string | undefined {
  const seen = new Map<string, string | null>();
  return (text, isName) => {
    if (typeof text !== 'string' || text.length > SHORT) return read(text, isName);
    const key = isName ? `n${text}` : `t${text}`;
    const known = seen.get(key);
    if (known !== undefined) return known ?? undefined;
    const verdict = read(text, isName);
    if (seen.size >= KEPT) seen.clear();
    seen.set(key, verdict ?? null);
    return verdict;
  };
}
