/**
 * Which scripts the letters of a host label come from, and whether they mix in a way real names do not.
 *
 * @module
 */

// Scripts we can name; a letter in none of them counts as 'Other'. Common (digits, hyphen) and Inherited
// (combining marks) are script-neutral.
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Tibetan', /\p{Script=Tibetan}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Syriac', /\p{Script=Syriac}/u],
  ['Thaana', /\p{Script=Thaana}/u],
  ['Mongolian', /\p{Script=Mongolian}/u],
  ['Canadian_Aboriginal', /\p{Script=Canadian_Aboriginal}/u],
  ['Tifinagh', /\p{Script=Tifinagh}/u],
  ['Nko', /\p{Script=Nko}/u],
  ['Yi', /\p{Script=Yi}/u],
  ['Coptic', /\p{Script=Coptic}/u],
];
const NON_ASCII = /[^\x20-\x7e]/;
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

// UTS #39 "highly restrictive": CJK writing legitimately mixes these scripts (with Latin) inside one word.
const ALLOWED_MIXES: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function scriptOf(char: string): string | undefined {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) return 'Latin';
  if (code < 0x80 || NEUTRAL.test(char)) return undefined;
  for (const [name, pattern] of SCRIPTS) if (pattern.test(char)) return name;
  return 'Other';
}

function labelScripts(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    const script = scriptOf(char);
    if (script) scripts.add(script);
  }
  return scripts;
}

function isMixedScript(scripts: ReadonlySet<string>): boolean {
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((script) => allowed.has(script)));
}

/**
 * The labels of a Unicode host that mix scripts (UTS #39 "highly restrictive": CJK scripts may mix with each other
 * and with Latin). A label written wholly in another script that spells a Latin word is not mixed: the lookalike
 * check finds it.
 *
 * @example
 * mixedScriptLabels('pаypal.com'); // ['pаypal'] (Cyrillic а)
 */
export function mixedScriptLabels(displayHost: string): string[] {
  // ASCII hosts are all Latin: nothing to mix.
  if (!NON_ASCII.test(displayHost)) return [];
  return displayHost.split('.').filter((label) => label !== '' && isMixedScript(labelScripts(label)));
}
