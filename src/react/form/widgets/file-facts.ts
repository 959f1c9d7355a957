import type { FileInputsDraft } from '../../../core/wire/experimental.js';

/** A picked file as the person is shown it: never its content. */
export interface ShownFile {
  /** The name it had on the person's device; unknown once the page reloaded (SEP-2356 sends no name). */
  name: string | undefined;
  /** The media type sent in the `data:` URI. */
  type: string;
  /** Its size in bytes, decoded. */
  size: number;
}

/** Names of the files picked in this page, by the `data:` URI sent; a few only, never stored. */
const names = new Map<string, string>();
const KEPT = 8;

/**
 * Remembers the name of the file behind `uri` for the review (the URI carries none, as SEP-2356 says).
 *
 * @example
 * rememberFileName('data:image/png;base64,…', 'cat.png');
 */
export function rememberFileName(uri: string, name: string): void {
  names.delete(uri);
  names.set(uri, name);
  for (const old of names.keys()) {
    if (names.size <= KEPT) break;
    names.delete(old);
  }
}

/**
 * What the person is shown of a file value: name (when this page picked it), media type and size; `undefined`
 * for a value that is not a well-formed `data:` URI. Read with the draft the field was compiled with.
 *
 * @example
 * shownFile('data:text/plain;base64,aGk=', fileInputs); // { name: undefined, type: 'text/plain', size: 2 }
 */
export function shownFile(uri: unknown, draft: FileInputsDraft): ShownFile | undefined {
  if (typeof uri !== 'string') return undefined;
  const facts = draft.describe(uri);
  return facts && { name: names.get(uri), type: facts.mediaType, size: facts.size };
}

/**
 * One line for a file, in the locale: "cat.png (image/png, 2.1 kB)".
 *
 * @example
 * fileLine(file, t, 'en', fileInputs);
 */
export function fileLine(
  file: ShownFile,
  t: (key: 'file.chosen', params: Record<string, string>) => string,
  locale: string,
  draft: FileInputsDraft,
): string {
  const size = draft.formatSize(file.size, locale);
  return t('file.chosen', { name: file.name ?? '—', type: file.type, size });
}
