import { findCredential } from './credential-patterns.js';
import { findSecretInProse } from './secret-prose.js';
import { hintInText } from './secret-text.js';

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
