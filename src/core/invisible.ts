/**
 * Characters a user cannot see but that hide, reorder or split the text they read: C0 and C1 controls, the soft
 * hyphen, zero-width characters, bidi marks, embeddings, overrides and isolates, and the byte-order mark. One list
 * for the URL warning and for every place the UI makes them visible.
 */
export function isInvisibleCodePoint(cp: number): boolean {
  return (
    cp <= 0x1f ||
    (cp >= 0x7f && cp <= 0x9f) ||
    cp === 0xad ||
    cp === 0x61c ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x2069) ||
    cp === 0xfeff
  );
}

/** The invisible characters above U+007F, percent-encoded (UTF-8) as they appear in a URL. */
export const ENCODED_INVISIBLE = /%C2%AD|%D8%9C|%E2%80%8[B-F]|%E2%80%A[A-E]|%E2%81%A[0-9]|%EF%BB%BF/gi;

/**
 * The Unicode name of a code point.
 *
 * @example
 * codePointLabel(0x202e); // 'U+202E'
 */
export function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
