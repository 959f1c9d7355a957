import type { ElicitationEndReason } from '../flow/settlement.js';
import type { ElicitationOrigin } from '../request/origin.js';
import type { ElicitationRequest } from '../request/parse-request.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import type { ElicitResult, RequestedSchema } from '../wire/protocol.js';
import { sha256Text } from '../wire/sha256.js';

/**
 * A receipt of consent: exactly what the person was shown and exactly what was sent, as plain JSON, for hosts that
 * must show later what a person agreed to. Store it, or only its {@link consentDigest}; anyone holding the same
 * facts recomputes the same digest, in the page or in Node.
 */
export interface ConsentReceipt {
  /** Exactly what the person was shown. */
  readonly shown: {
    /** Who asked, as the server named itself (`name`, and `title`, `version` when given). */
    readonly server: ServerIdentity;
    /** The server's message. */
    readonly message: string;
    /** Form mode: the schema as rendered and enforced (`parseElicitRequest(params).form.schema`). */
    readonly schema?: RequestedSchema;
    /** URL mode: the address as the person was asked to open it (`request.url.href`). */
    readonly url?: string;
    /** The client request it was asked during ("why am I asked"), when there was one. */
    readonly origin?: ElicitationOrigin;
  };
  /**
   * Exactly what the server received (`action`, `content`, `_meta`); `null` when nothing was sent. A file
   * (SEP-2631) is here as sent, its whole `data:` URI, so the digest covers its bytes: keep the digest, not the
   * receipt, where a file must not be kept (a panel's record holds only the file's name, type, size and SHA-256).
   */
  readonly sent: ElicitResult | null;
  /** The host's policy answered, not the person: the rule's name (see `ElicitationQueueOptions.policy`). */
  readonly answeredBy?: { readonly policy: string };
  /**
   * Why it ended without an answer (`sent` is then what the server got, if anything): `expired` when it ran out of
   * time (the server got `cancel`), or how it was settled elsewhere (see `ElicitationEndReason`).
   */
  readonly endedBy?: ElicitationEndReason;
}

/**
 * The receipt of one request and its answer. Plain JSON: copied, so it never shares the host's objects. `ended`
 * says who answered when it was not the person (`answeredBy`), or why it ended without an answer (`endedBy`); a
 * receipt without either has neither key, so its digest is the one it always was.
 *
 * @example
 * const receipt = consentReceipt(request, { name: 'weather' }, acceptResult({ city: 'Lisbon' }));
 * const digest = await consentDigest(receipt); // 'sha256:…'
 * consentReceipt(request, server, declineResult(), origin, { answeredBy: { policy: 'No prompts from CI' } });
 */
export function consentReceipt(
  request: ElicitationRequest,
  server: ServerIdentity,
  sent: ElicitResult | undefined,
  origin?: ElicitationOrigin,
  ended: Pick<ConsentReceipt, 'answeredBy' | 'endedBy'> = {},
): ConsentReceipt {
  const shown = {
    server,
    message: request.message,
    ...(request.mode === 'form' ? { schema: request.form.schema } : { url: request.url.href }),
    ...(origin ? { origin } : {}),
  };
  const { answeredBy, endedBy } = ended;
  return JSON.parse(
    JSON.stringify({
      shown,
      sent: sent ?? null,
      ...(answeredBy ? { answeredBy: { policy: answeredBy.policy } } : {}),
      ...(endedBy ? { endedBy } : {}),
    }),
  ) as ConsentReceipt;
}

/**
 * Canonical JSON, as RFC 8785 (JSON Canonicalization Scheme) writes JSON values: object keys sorted by their UTF-16
 * code units, no whitespace, strings and numbers as `JSON.stringify` writes them, properties whose value is
 * `undefined` left out (as `JSON.stringify` does). Anything JSON cannot hold (a function, a non-finite number, a
 * bigint, `undefined` in an array, a cycle) is a `TypeError`.
 *
 * @example
 * canonicalJson({ b: [1, 'x'], a: { d: true, c: null } }); // '{"a":{"c":null,"d":true},"b":[1,"x"]}'
 */
export function canonicalJson(value: unknown): string {
  return write(value, new Set());
}

function write(value: unknown, seen: Set<object>): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not a JSON number`);
    return JSON.stringify(value);
  }
  if (typeof value !== 'object') throw new TypeError(`canonicalJson: a ${typeof value} is not JSON`);
  if (seen.has(value)) throw new TypeError('canonicalJson: the value refers to itself');
  seen.add(value);
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map((item) => write(item, seen)).join(',')}]`;
  } else {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    text = `{${keys.map((key) => `${JSON.stringify(key)}:${write(record[key], seen)}`).join(',')}}`;
  }
  seen.delete(value);
  return text;
}

/**
 * The SHA-256 digest of a receipt's `canonicalJson` (UTF-8), as `sha256:` and 64 lower-case hex digits,
 * computed with Web Crypto (`crypto.subtle`, in browsers and in Node 20+), only when called.
 *
 * @example
 * await consentDigest({ shown: { server: { name: 'w' }, message: 'City?' }, sent: { action: 'decline' } });
 * // 'sha256:…' — the same in the page and on the server
 */
export async function consentDigest(receipt: ConsentReceipt): Promise<string> {
  return sha256Text(new TextEncoder().encode(canonicalJson(receipt)));
}
