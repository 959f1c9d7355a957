import type { ElicitationRequest } from '../../core/request/parse-request.js';
import { fileDraftOf } from '../../core/schema/file-draft-link.js';
import type { FieldModel } from '../../core/schema/model.js';
import type { ElicitResult, ElicitValue } from '../../core/wire/protocol.js';
import { SHA256_TEXT } from '../../core/wire/sha256.js';
import { shownFile } from '../form/widgets/file-facts.js';

/**
 * A file the person sent (SEP-2631), as a record keeps it in place of its `data:` URI: what it was, never its
 * content. The server received the content; the record a host stores holds only this.
 * @inline
 */
export interface RecordedFile {
  /** Always `'file'`: what tells a file's summary from a value kept as sent. */
  readonly kind: 'file';
  /** The name it had on the person's device, when the page that sent it knew it (a `data:` URI carries none). */
  readonly name?: string;
  /** The media type sent (absent only when the value was not a well-formed `data:` URI). */
  readonly mediaType?: string;
  /** Its size in bytes, decoded (absent only when the value was not a well-formed `data:` URI). */
  readonly size?: number;
  /**
   * The SHA-256 of its bytes, `sha256:` and 64 hex digits: a file someone holds later is the one sent when the
   * SHA-256 of its bytes is this. Given to `onRecord` (hashed with Web Crypto before it is called); absent where
   * Web Crypto is missing (a page served over plain HTTP) and in the record the panel shows at once.
   */
  readonly sha256?: string;
}

/**
 * A value in a record's `result.content`: as sent, or a `RecordedFile` for a file field.
 * @inline
 */
export type RecordedValue = ElicitValue | RecordedFile;

/**
 * What a record keeps of the answer: the result as sent, each file's content replaced by a `RecordedFile`.
 * @inline
 */
export type RecordedResult = Omit<ElicitResult, 'content'> & { content?: Record<string, RecordedValue> };

/** The file fields of `request` that `content` answered (known by the compiled field's kind, never by the value). */
function answeredFiles(request: ElicitationRequest | undefined, content: object | undefined): FieldModel[] {
  if (request?.mode !== 'form' || !content) return [];
  return request.form.fields.filter((field) => field.kind === 'file' && Object.hasOwn(content, field.name));
}

/**
 * `result` as a record keeps it: plain JSON (a copy, never the host's object), each file field's `data:` URI
 * replaced by its name, media type and size. A text answer that happens to start with `data:` stays as it is.
 *
 * @example
 * recordedResult(request, acceptResult({ photo: 'data:image/png;base64,…' }));
 * // { action: 'accept', content: { photo: { kind: 'file', name: 'me.png', mediaType: 'image/png', size: 70 } } }
 */
export function recordedResult(
  request: ElicitationRequest | undefined,
  result: ElicitResult,
): RecordedResult {
  const content: Record<string, RecordedValue> | undefined = result.content && { ...result.content };
  if (content)
    for (const field of answeredFiles(request, content)) {
      const draft = fileDraftOf(field.file);
      const shown = draft && shownFile(content[field.name], draft);
      content[field.name] = { kind: 'file', name: shown?.name, mediaType: shown?.type, size: shown?.size };
    }
  // Only what JSON keeps (a name the page did not know is left out).
  return JSON.parse(JSON.stringify({ ...result, content })) as RecordedResult;
}

/**
 * A copy of the record with the SHA-256 of each sent file's bytes added to its `RecordedFile`, hashed from
 * `sent` (the answer as sent) with Web Crypto; `undefined` when the record holds no file, so a record without one
 * is given at once. Never rejects: a file that cannot be hashed keeps its summary without `sha256`.
 *
 * @example
 * const hashing = withFileDigests(record, request, sent);
 * if (hashing) hashing.then(onRecord); else onRecord(record);
 */
export function withFileDigests<T extends { readonly result?: RecordedResult }>(
  record: T,
  request: ElicitationRequest | undefined,
  sent: ElicitResult | undefined,
): Promise<T> | undefined {
  const files = answeredFiles(request, record.result?.content);
  if (files.length === 0) return undefined;
  const copy = JSON.parse(JSON.stringify(record)) as T;
  const content = copy.result?.content ?? {};
  const hashing = files.map(async (field) => {
    const value = sent?.content?.[field.name];
    const sha256 =
      typeof value === 'string'
        ? await fileDraftOf(field.file)
            ?.digest(value)
            .catch(() => undefined)
        : undefined;
    if (sha256) content[field.name] = { ...(content[field.name] as RecordedFile), sha256 };
  });
  return Promise.all(hashing).then(() => copy);
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** What each member of a stored `RecordedFile` must be; no other member may be there. */
const FILE_MEMBERS: Record<string, (value: unknown) => boolean> = {
  kind: (value) => value === 'file',
  name: isText,
  mediaType: isText,
  size: (value) => Number.isSafeInteger(value) && (value as number) >= 0,
  sha256: (value) => isText(value) && SHA256_TEXT.test(value),
};

/**
 * A stored `RecordedFile`, checked: every member what the type says, and no other (a stored file never
 * carries content).
 */
export function isRecordedFile(value: unknown): value is RecordedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'file' &&
    Object.entries(value).every(
      ([key, member]) => Object.hasOwn(FILE_MEMBERS, key) && FILE_MEMBERS[key]?.(member),
    )
  );
}
