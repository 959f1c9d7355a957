import { findCredential } from './credential-patterns.js';
import { foldLookalikes, normalizeForMatching } from './lookalike-letters.js';
import {
  ENGLISH_RULES,
  JOINED_STEMS,
  LATIN_LANGUAGE_RULES,
  NAME_RULES,
  SCRIPT_RULES,
  type SecretRule,
} from './secret-words.js';

/**
 * Heuristic detection of form fields that look like they ask for a secret.
 *
 * MCP servers MUST NOT request passwords, API keys, tokens or payment data through form-mode
 * elicitation. We cannot prove intent, so this errs on the side of warning: a field whose name,
 * title or description mentions a secret is flagged, even in a sentence such as
 * "we will never ask for your password".
 *
 * @module
 */

/** The human-readable text of a form field that the heuristic inspects. */
export interface SensitiveFieldText {
  /** Property name in the requested schema, e.g. `apiKey` or `user_password`. */
  name: string;
  title?: string;
  description?: string;
}

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
const MAX_TEXT = 20_000;

/**
 * Where a word ends inside an identifier, in one pass: camelCase; an acronym followed by a word (`APIKey`,
 * `PINCode`), keeping plural acronyms (`PINs`) whole; letters next to digits. The three never match at the same
 * place, and a space put at one does not change whether another matches, so one pass splits as three would.
 */
const WORD_BREAK =
  /(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])(?![A-Z]s(?![a-z]))|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/g;

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

/**
 * What an evasion cannot change: NFKC (full-width and mathematical letters), lookalikes of other scripts folded to
 * ASCII (Cyrillic `а`, small capital `ᴘ`), accents removed (`contraseña` → `contrasena`).
 */
function foldForWords(text: string): string {
  return foldLookalikes(text)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
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

function firstRule(rules: readonly SecretRule[], text: string): string | undefined {
  let patterns = patternsOf.get(rules);
  if (!patterns) {
    patterns = rules.map((rule) => rule.pattern);
    patternsOf.set(rules, patterns);
  }
  if (anyOf(patterns)?.test(text) === false) return undefined;
  return rules.find((rule) => rule.pattern.test(text))?.hint;
}

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

function hintInText(text: string | undefined, isName: boolean): string | undefined {
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
 * Returns the secret-like term that a field's name, title or description mentions, or `undefined`.
 *
 * The name is checked first, then the title, then the description. Matches in Latin script return a canonical
 * English term (`'password'` for `userPwd`, `Kennwort` or `ｐａｓｓｗｏｒｄ`, `'API key'` for `x-api-key`); Chinese,
 * Japanese, Korean and Russian matches return the term as written (`'密码'`, `'パスワード'`, `'пароль'`). Intended
 * for warning messages such as "this form asks for a password".
 *
 * @example
 * ```ts
 * findSecretHint({ name: 'x-api-key' }); // 'API key'
 * findSecretHint({ name: 'pin_code' }); // 'PIN'
 * findSecretHint({ name: 'field1', title: '支付密码' }); // '支付密码'
 * findSecretHint({ name: 'max_tokens', description: 'Number of tokens to generate' }); // undefined
 * ```
 */
export function findSecretHint(field: SensitiveFieldText): string | undefined {
  return (
    hintInText(field.name, true) ?? hintInText(field.title, false) ?? findSecretInProse(field.description)
  );
}

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

/** What a field schema says beyond its text: annotation keywords and the server's pre-filled value. */
export interface SecretFieldInput extends SensitiveFieldText {
  /** The schema's `format`: `"password"` marks a secret. */
  format?: unknown;
  /** The schema's `writeOnly`: `true` marks a value that is sent and never shown back, as secrets are. */
  writeOnly?: unknown;
  /** The schema's `default`. */
  default?: unknown;
}

/**
 * Why a field was flagged as asking for a secret.
 * @inline
 */
export type SecretSignal =
  /** The name, title or description mentions one; `hint` is the term. */
  | { kind: 'text'; hint: string }
  | { kind: 'write-only' }
  | { kind: 'password-format' }
  /** The server's default looks like a live credential; `hint` says which kind. It is never pre-filled. */
  | { kind: 'credential-default'; hint: string };

/**
 * Why a field looks like it asks for a secret, or `undefined`: a credential-looking default first (it changes what
 * the form pre-fills), then `writeOnly: true`, `format: "password"`, then its name, title or description.
 *
 * @example
 * findSecretSignal({ name: 'token', default: 'ghp_' + 'x'.repeat(36) }); // { kind: 'credential-default', hint: 'GitHub token' }
 * findSecretSignal({ name: 'pin', writeOnly: true });                    // { kind: 'write-only' }
 * findSecretSignal({ name: 'email' });                                   // undefined
 */
export function findSecretSignal(field: SecretFieldInput): SecretSignal | undefined {
  const credential = findCredential(field.default);
  if (credential) return { kind: 'credential-default', hint: credential };
  if (field.writeOnly === true) return { kind: 'write-only' };
  if (field.format === 'password') return { kind: 'password-format' };
  const hint = findSecretHint(field);
  return hint === undefined ? undefined : { kind: 'text', hint };
}

/**
 * The secrets a form-mode request seems to ask for: its flagged fields, and, when none is flagged, a secret the
 * message asks for ("Enter your bank password in the field below" above a field called `value`).
 *
 * @example
 * findRequestSecrets(parseElicitRequest(params) as FormElicitationRequest);
 * // { fields: [], message: 'password' }
 */
export function findRequestSecrets(request: {
  message: string;
  form: { fields: readonly { label: string; sensitive: boolean }[] };
}): {
  /** Labels of the fields flagged as secrets, in form order. */
  fields: string[];
  /** The term when the message asks for a secret that no field is flagged for (a request-level warning). */
  message?: string;
} {
  const fields = request.form.fields.filter((field) => field.sensitive).map((field) => field.label);
  if (fields.length > 0) return { fields };
  const message = findSecretInProse(request.message);
  return message === undefined ? { fields } : { fields, message };
}

/**
 * True when the field's name, title or description looks like it asks for a secret: a password, PIN,
 * token, API, SSH or private key, session cookie, payment card data, SSN, IBAN, one-time or SMS code, seed phrase
 * or credentials, in English, Chinese, Japanese, Korean, German, French, Spanish, Portuguese or Russian, also when
 * disguised (full-width or lookalike letters, `passw0rd`, `userpassword`).
 *
 * Deliberately conservative: it is a prompt to warn the user, not a blocklist, so a description that only
 * asks for one is flagged, while a clause that tells the user not to give one ("do not enter your PIN")
 * is not.
 *
 * @example
 * ```ts
 * isSensitiveField({ name: 'userPassword' }); // true
 * isSensitiveField({ name: 'passport_number', title: 'Passport number' }); // false
 * isSensitiveField({ name: 'code', title: '验证码' }); // true
 * ```
 */
export function isSensitiveField(field: SensitiveFieldText): boolean {
  return findSecretHint(field) !== undefined;
}
