/**
 * The SHA-256 of `bytes` as `sha256:` and 64 lower-case hex digits, computed with Web Crypto (`crypto.subtle`, in
 * browsers in a secure context and in Node 20+). Rejects where Web Crypto is missing (a page served over plain
 * HTTP from another host than `localhost`).
 *
 * @example
 * await sha256Text(new TextEncoder().encode('hi')); // 'sha256:8f434346…'
 */
export async function sha256Text(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `sha256:${Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** What {@link sha256Text} writes: `sha256:` and 64 lower-case hex digits. */
export const SHA256_TEXT = /^sha256:[0-9a-f]{64}$/;
