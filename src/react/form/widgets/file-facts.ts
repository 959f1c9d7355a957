import { formatMessage } from '../../../core/messages/format.js';
import type { FileInputsDraft, FileMessageKey } from '../../../core/wire/file-inputs-draft.js';
import { createI18nFor, type I18n } from '../../shared/i18n-settings.js';

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

/** What `fileWords` made, per helpers it was made from and per set of words. */
const made = new WeakMap<object, Map<FileInputsDraft['messages'], I18n<FileMessageKey>>>();

/**
 * The draft's words in the locale, direction and overrides of helpers a component already has: the host's
 * `messages` (a locale entry, or single keys) win over the draft's, as over every catalogue. Made once per pair.
 *
 * @example
 * fileWords(useFormI18n(), fileInputs).t('file.drop'); // 'Drop a file here, or choose one'
 */
export function fileWords(
  i18n: Pick<I18n<string>, 'locale' | 'dir' | 'overrides'>,
  draft: FileInputsDraft,
): I18n<FileMessageKey> {
  let byWords = made.get(i18n);
  if (!byWords) {
    byWords = new Map();
    made.set(i18n, byWords);
  }
  let words = byWords.get(draft.messages);
  if (!words) {
    words = createI18nFor({ locale: i18n.locale, messages: i18n.overrides, dir: i18n.dir }, draft.messages);
    byWords.set(draft.messages, words);
  }
  return words;
}

/**
 * One line for a file, in the locale, in the draft's words (the host's `messages` win): "cat.png (image/png, 2.1 kB)".
 * Its parts are isolated as every text parameter is, unless `isolate` is false: the review isolates and shows every
 * control character of the whole line itself, so ours would show there as marks.
 *
 * @example
 * fileLine(file, i18n, fileInputs);
 */
export function fileLine(
  file: ShownFile,
  i18n: Pick<I18n<string>, 'locale' | 'dir' | 'overrides'>,
  draft: FileInputsDraft,
  isolate = true,
): string {
  const words = fileWords(i18n, draft);
  const params = { name: file.name ?? '—', type: file.type, size: draft.formatSize(file.size, i18n.locale) };
  return isolate
    ? words.t('file.chosen', params)
    : formatMessage(words.messages, 'file.chosen', params, words.locale);
}
