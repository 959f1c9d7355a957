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

interface Rule {
  /** Canonical term shown to the user, e.g. `'password'` or `'API key'`. */
  readonly hint: string;
  /** Runs on the output of {@link toWords}: lower-case ASCII words separated by single spaces. */
  readonly pattern: RegExp;
}

// Rules run in order and the first match wins, so specific phrases come before the generic words they
// contain ("one-time password" before "password", "secret key" before "secret").
const RULES: readonly Rule[] = [
  { hint: 'one-time code', pattern: /\bone time (?:code|pin|pass ?code|password|token)s?\b/ },
  {
    hint: '2FA code',
    pattern: /\b(?:2 fa|mfa|two factor|2 step|two step)(?: authentication| auth| verification)? codes?\b/,
  },
  { hint: 'seed phrase', pattern: /\b(?:seed ?phrase|seed words|recovery ?phrase|mnemonic)s?\b/ },
  { hint: 'API key', pattern: /\b(?:api ?keys?|apikeys?)\b/ },
  { hint: 'secret key', pattern: /\bsecret ?keys?\b/ },
  { hint: 'private key', pattern: /\bprivate ?keys?\b/ },
  { hint: 'access key', pattern: /\baccess ?keys?\b/ },
  { hint: 'signing key', pattern: /\bsigning ?keys?\b/ },
  { hint: 'encryption key', pattern: /\b(?:en|de)cryption ?keys?\b/ },
  { hint: 'recovery key', pattern: /\brecovery ?keys?\b/ },
  { hint: 'passphrase', pattern: /\bpass ?phrases?\b/ },
  { hint: 'passcode', pattern: /\bpass ?codes?\b/ },
  { hint: 'password', pattern: /\b(?:pass ?words?|passwd|pwd|pswd)\b/ },
  // Singular only: "pins" are map or board pins, and `pinned`, `spinner`, `pinyin` are other words.
  { hint: 'PIN', pattern: /\bpin\b/ },
  // `secrets` too, but not `secretary`.
  { hint: 'secret', pattern: /\bsecrets?\b/ },
  // Singular only: `tokens`, `max_tokens`, `num_tokens` are LLM budgets. Also skip the singular when it is
  // clearly a count or a crypto asset (`token_count`, `max_token`, `token_address`, `ERC20 token`).
  {
    hint: 'token',
    pattern:
      /(?<!\b(?:max|min|num|total|input|output|prompt|completion|nft|erc \d+) )\btoken\b(?! (?:count|counts|limit|limits|budget|usage|length|len|size|cost|costs|estimate|window|id|ids|address|symbol|amount|name|type|decimals|price|balance|supply|contract|standard)\b)/,
  },
  { hint: 'JWT', pattern: /\bjwts?\b/ },
  { hint: 'credentials', pattern: /\b(?:credentials?|creds)\b/ },
  {
    hint: 'card number',
    pattern:
      /\b(?:(?:credit |debit )?card ?(?:number|no|num|nr)|cc ?(?:number|num|no)|primary account number|card pan)\b/,
  },
  { hint: 'credit card', pattern: /\b(?:credit|debit) ?cards?\b/ },
  { hint: 'CVV', pattern: /\b(?:cvv|cvc|ccv|card verification (?:value|code|number))\b/ },
  { hint: 'security code', pattern: /\bsecurity codes?\b/ },
  { hint: 'SSN', pattern: /\b(?:ssns?|social security (?:number|no|num))\b/ },
  { hint: 'IBAN', pattern: /\biban\b/ },
  { hint: 'bank account number', pattern: /\bbank account (?:number|no|num)\b/ },
  { hint: 'OTP', pattern: /\b[th]?otp\b/ },
  {
    hint: 'verification code',
    pattern: /\b(?:verification|auth|authentication|authorization|access|backup|recovery) codes?\b/,
  },
];

// Only in property names: `db_pass`, `userPass`, `pw`. In prose "pass" is usually the verb or a boarding pass.
const NAME_RULES: readonly Rule[] = [{ hint: 'password', pattern: /(?:^| )pass$|\bpw\b/ }];

// "PAN" (primary account number) is only unambiguous in capitals; lower-case "pan" is a camera or a frying pan.
const PAN = /\bPAN\b/;

// Chinese has no word boundaries, so these are substring matches on the raw text; each alternative also
// accepts the traditional characters. 支付密码 and 银行卡号 are listed before the shorter terms they contain.
const CHINESE =
  /支付密[码碼]|密[码碼](?![学學])|口令|[密秘][钥鑰]|私[钥鑰]|令牌|助[记記][词詞]|信用卡|[银銀]行卡[号號]|卡[号號]|安全[码碼]|[验驗][证證][码碼]|身[份分][证證][号號]/;

/**
 * Splits identifiers and prose into lower-case ASCII words, so `apiKey`, `API_KEY`, `x-api-key` and
 * "API key" all become `api key`, and `PASSWORD2` becomes `password 2`.
 * Returns the split text before lower-casing as well, for the case-sensitive `PAN` check.
 */
function toWords(text: string): { cased: string; lower: string } {
  const cased = text
    .replace(/(?<=[a-z])(?=[A-Z])/g, ' ') // camelCase
    // Acronym followed by a word (`APIKey`, `PINCode`), but keep plural acronyms (`PINs`) whole.
    .replace(/(?<=[A-Z])(?=[A-Z][a-z])(?![A-Z]s(?![a-z]))/g, ' ')
    .replace(/(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/g, ' ')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim();
  return { cased, lower: cased.toLowerCase() };
}

function hintInText(text: string | undefined, isName: boolean): string | undefined {
  // Schemas come from untrusted servers: tolerate a non-string title or description at runtime.
  if (typeof text !== 'string' || text === '') return undefined;
  const chinese = CHINESE.exec(text);
  if (chinese) return chinese[0];
  const { cased, lower } = toWords(text);
  if (lower === '') return undefined;
  if (isName) {
    for (const rule of NAME_RULES) if (rule.pattern.test(lower)) return rule.hint;
  }
  for (const rule of RULES) if (rule.pattern.test(lower)) return rule.hint;
  if (PAN.test(cased)) return 'PAN';
  return undefined;
}

/**
 * Returns the secret-like term that a field's name, title or description mentions, or `undefined`.
 *
 * The name is checked first, then the title, then the description. English matches return a canonical
 * term (`'password'` for `userPwd`, `'API key'` for `x-api-key`); Chinese matches return the term as
 * written (`'密码'`, `'支付密碼'`). Intended for warning messages such as "this form asks for a password".
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
    hintInText(field.name, true) ?? hintInText(field.title, false) ?? hintInDescription(field.description)
  );
}

// A clause that tells the user *not* to give a secret ("do not give us your PIN") is a reassurance, not a
// request: the reference server's integer field says exactly that, and a warning there would be noise.
const NEGATION = /\b(?:not|never|don't|do not|no|without)\b|不要|请勿|切勿|不会|无需|勿/i;
const CLAUSE_BREAK = /[.;!?。；！？\n]+/;

function hintInDescription(description: string | undefined): string | undefined {
  if (typeof description !== 'string') return undefined;
  for (const clause of description.split(CLAUSE_BREAK)) {
    if (NEGATION.test(clause)) continue;
    const hint = hintInText(clause, false);
    if (hint) return hint;
  }
  return undefined;
}

/**
 * True when the field's name, title or description looks like it asks for a secret: a password, PIN,
 * token, API or private key, payment card data, SSN, IBAN, one-time code, seed phrase or credentials,
 * in English or Chinese.
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
