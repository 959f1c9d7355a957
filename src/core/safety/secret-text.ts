// One text read for a secret word, whatever its disguise: identifiers split into words, other scripts' lookalikes,
// accents and leetspeak folded, each rule list tried as one alternation first. sensitive.ts asks it of a field's
// name and title; secret-prose.ts of each clause of prose.
import { foldLookalikes, normalizeForMatching } from './lookalike-letters.js';
import {
  ENGLISH_RULES,
  JOINED_STEMS,
  LATIN_LANGUAGE_RULES,
  NAME_RULES,
  SCRIPT_RULES,
  type SecretRule,
} from './secret-words.js';

// "PAN" (primary account number) and "TAN" (a German bank's transaction number) are only unambiguous in
// capitals; lower-case "pan" is a camera move or a frying pan, "tan" a colour.
const CAPITALS = /\b(PAN|TAN)\b/;

/** Digits and symbols written for letters inside a word: `passw0rd`, `p@ssword`, `s3cr3t`, `t0k3n`. */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
const LEET_RUN = /(?<=[A-Za-z])[013457@$!|]+(?=[A-Za-z])/g;

/** Longest text the guard reads: beyond it a secret would be a needle no person would find either. */
export const MAX_TEXT = 20_000;

/**
 * Where a word ends inside an identifier, in one pass: camelCase; an acronym followed by a word (`APIKey`,
 * `PINCode`), keeping plural acronyms (`PINs`) whole; letters next to digits. The three never match at the same
 * place, and a space put at one does not change whether another matches, so one pass splits as three would.
 */
const WORD_BREAK =
  /(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])(?![A-Z]s(?![a-z]))|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/g;

function hintInWords(folded: string, isName: boolean): string | undefined {
  const { cased, lower } = toWords(folded);
  if (lower === '') return undefined;
  if (isName) {
    const hint = firstRule(NAME_RULES, lower);
    if (hint) return hint;
  }
  const hint = firstRule(ENGLISH_RULES, lower) ?? firstRule(LATIN_LANGUAGE_RULES, lower);
  if (hint) return hint;
  for (const word of lower.split(' ')) {
    if (word.length > 6) {
      const joined = firstRule(JOINED_STEMS, word);
      if (joined) return joined;
    }
  }
  return CAPITALS.exec(cased)?.[1];
}

function firstRule(rules: readonly SecretRule[], text: string): string | undefined {
  let patterns = patternsOf.get(rules);
  if (!patterns) {
    patterns = rules.map((rule) => rule.pattern);
    patternsOf.set(rules, patterns);
  }
  if (anyOf(patterns)?.test(text) === false) return undefined;
  return rules.find((rule) => rule.pattern.test(text))?.hint;
}

// Each list also as one alternation, tried first: nearly every text matches no rule, and one pass over it is
// several times faster than one per rule. Only a text that matches is read rule by rule, for the first one's hint.
const anyOfList = new WeakMap<readonly RegExp[], RegExp | null>();

/** One pattern that matches where any of `patterns` does, or `null` when they cannot be joined (mixed flags). */
function anyOf(patterns: readonly RegExp[]): RegExp | null {
  let joined = anyOfList.get(patterns);
  if (joined === undefined) {
    const flags = new Set(patterns.map((pattern) => pattern.flags));
    const [only] = flags;
    // Numbered backreferences would point at other groups once joined; stateful flags would keep lastIndex.
    const joinable =
      flags.size === 1 &&
      only !== undefined &&
      !/[gy]/.test(only) &&
      patterns.every((p) => !/\\[1-9]/.test(p.source));
    joined = joinable ? new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'), only) : null;
    anyOfList.set(patterns, joined);
  }
  return joined;
}

const patternsOf = new WeakMap<readonly SecretRule[], readonly RegExp[]>();

/**
 * The secret-like term `text` mentions (canonical English for Latin script, as written for the others), or
 * `undefined`; `isName` when it is a property name, whose own rules (`pwd`, `pin`) are tried too.
 *
 * @example
 * hintInText('userPwd', true); // 'password'
 * hintInText('Number of tokens to generate', false); // undefined
 */
export function hintInText(text: string | undefined, isName: boolean): string | undefined {
  // Schemas come from untrusted servers: tolerate a non-string title or description at runtime.
  if (typeof text !== 'string' || text === '') return undefined;
  const bounded = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  const lowered = normalizeForMatching(bounded).toLowerCase();
  if (anyOf(SCRIPT_RULES)?.test(lowered) !== false) {
    for (const pattern of SCRIPT_RULES) {
      const match = pattern.exec(lowered);
      if (match) return match[0];
    }
  }
  const folded = foldForWords(bounded);
  const hint = hintInWords(folded, isName);
  if (hint) return hint;
  const unleeted = folded.replace(LEET_RUN, (run) => [...run].map((char) => LEET[char] ?? char).join(''));
  return unleeted === folded ? undefined : hintInWords(unleeted, isName);
}

/**
 * What an evasion cannot change: NFKC (full-width and mathematical letters), lookalikes of other scripts folded to
 * ASCII (Cyrillic `а`, small capital `ᴘ`), accents removed (`contraseña` → `contrasena`).
 */
function foldForWords(text: string): string {
  return foldLookalikes(text)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/**
 * Splits identifiers and prose into lower-case ASCII words, so `apiKey`, `API_KEY`, `x-api-key` and
 * "API key" all become `api key`, and `PASSWORD2` becomes `password 2`.
 * Returns the split text before lower-casing as well, for the case-sensitive `PAN` check.
 */
function toWords(text: string): { cased: string; lower: string } {
  const cased = text
    .replace(WORD_BREAK, ' ')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim();
  return { cased, lower: cased.toLowerCase() };
}
