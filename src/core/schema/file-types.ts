/**
 * The file types told by their first bytes (the common ones a server asks for: -1 is any byte), and their
 * extensions. What a picked file's name or the browser claims is checked against these: a file whose bytes say
 * otherwise is refused.
 */
const SIGNATURES: readonly (readonly [type: string, magic: readonly number[], extensions: string])[] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], '.png'],
  ['image/jpeg', [0xff, 0xd8, 0xff], '.jpg .jpeg'],
  ['image/gif', [0x47, 0x49, 0x46, 0x38], '.gif'],
  // RIFF, four bytes of size, WEBP.
  ['image/webp', [0x52, 0x49, 0x46, 0x46, -1, -1, -1, -1, 0x57, 0x45, 0x42, 0x50], '.webp'],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d], '.pdf'],
  ['application/zip', [0x50, 0x4b, 0x03, 0x04], '.zip'],
];

/** How many first bytes {@link sniffMediaType} reads. */
export const SNIFF_BYTES = 12;

/**
 * The media type a file's first bytes prove (PNG, JPEG, GIF, WebP, PDF, ZIP), or `undefined` when they prove none.
 *
 * @example
 * sniffMediaType(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])); // 'application/pdf'
 */
export function sniffMediaType(bytes: Uint8Array): string | undefined {
  for (const [type, magic] of SIGNATURES) {
    if (bytes.length >= magic.length && magic.every((byte, index) => byte < 0 || bytes[index] === byte))
      return type;
  }
  return undefined;
}

/** Whether the bytes can be of `mediaType`: a type we tell by its bytes needs them; text has none of them. */
export function bytesFit(mediaType: string, bytes: Uint8Array): boolean {
  const sniffed = sniffMediaType(bytes);
  const type = mediaType.toLowerCase();
  if (SIGNATURES.some(([known]) => known === type)) return sniffed === type;
  // A file claimed as text that starts like an image, a PDF or an archive is not text.
  return !(type.startsWith('text/') && sniffed !== undefined);
}

/**
 * The media type of a known extension (`.png` → `image/png`, `.txt` → `text/plain`), else `undefined`.
 *
 * @example
 * typeOfExtension('.JPG'); // 'image/jpeg'
 */
export function typeOfExtension(extension: string): string | undefined {
  const ext = extension.toLowerCase();
  if (ext === '.txt') return 'text/plain';
  return SIGNATURES.find(([, , extensions]) => extensions.split(' ').includes(ext))?.[0];
}
