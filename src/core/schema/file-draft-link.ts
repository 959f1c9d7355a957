import type { FileInput, FileInputsDraft, FileIssueCode } from '../wire/file-inputs-draft.js';

/** The draft each compiled file field was read with: validation and the review reach the file code only here. */
const drafts = new WeakMap<FileInput, FileInputsDraft>();

/**
 * Ties a compiled field's `file` to the draft that read it.
 *
 * @example
 * linkFileDraft(file, fileInputs);
 */
export function linkFileDraft(file: FileInput, draft: FileInputsDraft): void {
  drafts.set(file, draft);
}

/**
 * The draft a field's `file` was compiled with; `undefined` for a model built by hand or copied deeply.
 *
 * @example
 * fileDraftOf(field.file)?.formatSize(2_000_000, 'en'); // "2 MB"
 */
export function fileDraftOf(file: FileInput | undefined): FileInputsDraft | undefined {
  return file && drafts.get(file);
}

/**
 * Whether an issue is about a file (SEP-2631): its parameters and words are the draft's.
 *
 * @example
 * isFileIssue('fileSize'); // true
 */
export function isFileIssue(code: string): code is FileIssueCode {
  return code.startsWith('file');
}
