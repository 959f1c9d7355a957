/**
 * Text that looks like a live credential: a value a server should never pre-fill in a form.
 *
 * @module
 */

interface CredentialPattern {
  /** What it is, shown to the user: `'GitHub token'`, `'private key'`, … */
  readonly hint: string;
  readonly pattern: RegExp;
}

// Each pattern is linear (no nested quantifiers) and needs the vendor's fixed prefix, so ordinary text, ids and
// hashes do not match. Lengths follow each vendor's documented format, with some slack.
const CREDENTIALS: readonly CredentialPattern[] = [
  { hint: 'private key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/ },
  { hint: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{30,}|\bgithub_pat_[A-Za-z0-9_]{22,}/ },
  { hint: 'GitLab token', pattern: /\bglpat-[A-Za-z0-9_-]{20,}/ },
  { hint: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
  { hint: 'API key', pattern: /\bsk-[A-Za-z0-9_-]{20,}|\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/ },
  { hint: 'API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b|\bnpm_[A-Za-z0-9]{36}\b|\bhf_[A-Za-z]{30,}\b/ },
  { hint: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/ },
  // A JWT: base64url of '{"' twice (header and payload), then a signature (empty for alg "none").
  { hint: 'JWT', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/ },
];

/** Longest text a pattern runs on: a credential sits near the start of what a server sends as a default. */
const MAX_SCAN = 20_000;

/**
 * What kind of credential `value` looks like (a GitHub, GitLab or Slack token, an OpenAI/Anthropic/Stripe-style
 * `sk-` key, a Google, npm or Hugging Face key, an AWS access key id, a PEM private key, a JWT), or `undefined`.
 * Arrays are checked item by item; anything else is not a credential.
 *
 * @example
 * findCredential('ghp_' + 'a'.repeat(36)); // 'GitHub token'
 * findCredential('hello');                 // undefined
 */
export function findCredential(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const hint = findCredential(typeof item === 'string' ? item : undefined);
      if (hint) return hint;
    }
    return undefined;
  }
  if (typeof value !== 'string' || value.length < 16) return undefined;
  const text = value.length > MAX_SCAN ? value.slice(0, MAX_SCAN) : value;
  return CREDENTIALS.find((entry) => entry.pattern.test(text))?.hint;
}
