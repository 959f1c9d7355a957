// Prose read for a secret clause by clause, skipping what a negation governs: a description or a request's message
// that tells the person not to give one is a reassurance, not a request.
import { hintInText, MAX_TEXT } from './secret-text.js';

// A clause that tells the user *not* to give a secret ("do not give us your PIN") is a reassurance, not a
// request: the reference server's integer field says exactly that, and a warning there would be noise. But only
// what the negation governs is skipped: "Never share it with anyone: type your bank password here" asks.
const NEGATION =
  /\b(?:not|never|don['’]t|do not|no|without)\b(?! (?:forget|hesitate|fail|only)\b)|不要|请勿|切勿|不会|无需|勿/i;
const CJK_NEGATION = /^[\u3400-\u9fff]/;
/** A request that starts anew inside a negated clause ("never share it, type your password"). */
const REQUEST_VERB = /\b(?:type|enter|paste|provide|input|fill|write|submit|put|insert)\b/i;
const CLAUSE_BREAK = /[.;:!?。；：！？\n—]+/;

/**
 * Where the part of a clause that a negation governs ends, in `after` (the text right after the negation): at a
 * request verb past the negated one, at a comma that starts a longer phrase (not a list item), or at the end.
 */
function negatedZoneEnd(after: string): number {
  const verb = REQUEST_VERB.exec(after.replace(/^\W*\w+/, (first) => ' '.repeat(first.length)));
  let end = verb ? verb.index : after.length;
  let offset = 0;
  for (const segment of after.split(',')) {
    if (offset > 0 && segment.trim().split(/\s+/).length >= 4) {
      end = Math.min(end, offset);
      break;
    }
    offset += segment.length + 1;
  }
  return end;
}

function hintInClause(clause: string, depth = 0): string | undefined {
  const negation = NEGATION.exec(clause);
  if (!negation || depth > 8) return hintInText(clause, false);
  const before = hintInText(clause.slice(0, negation.index), false);
  if (before) return before;
  const after = clause.slice(negation.index + negation[0].length);
  // A Chinese negation governs the rest of its clause.
  if (CJK_NEGATION.test(negation[0])) return undefined;
  const end = negatedZoneEnd(after);
  return end < after.length ? hintInClause(after.slice(end), depth + 1) : undefined;
}

/**
 * The secret-like term a piece of prose asks for (a field's description, or a request's message), clause by
 * clause, skipping what a negation governs ("we will never ask for your password").
 *
 * @example
 * findSecretInProse('Never share it with anyone: type your bank password here'); // 'password'
 * findSecretInProse('We will never ask for your password');                      // undefined
 */
export function findSecretInProse(text: string | undefined): string | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  const bounded = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  for (const clause of bounded.split(CLAUSE_BREAK)) {
    const hint = hintInClause(clause);
    if (hint) return hint;
  }
  return undefined;
}
