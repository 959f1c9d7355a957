import type { ElicitationRequest } from '../../core/request/parse-request.js';
import { fileDraftOf } from '../../core/schema/file-draft-link.js';
import type { FieldModel } from '../../core/schema/model.js';
import type { ElicitResult, ElicitValue } from '../../core/wire/protocol.js';
import { SHA256_TEXT } from '../../core/wire/sha256.js';
import { shownFile } from '../form/widgets/file-facts.js';

/**
 * A file the person sent (SEP-2631), as a record keeps it in place of its `data:` URI: what it was, never its
 * content. The server received the content; the record a host stores holds only this.
 */
export interface RecordedFile {
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

/** A value in a record's `result.content`: as sent, or a {@link RecordedFile} for a file field. */
export type RecordedValue = ElicitValue | RecordedFile;

/** What a record keeps of the answer: the result as sent, each file's content replaced by a {@link RecordedFile}. */
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
  const copy = JSON.parse(JSON.stringify(result)) as RecordedResult;
  const { content } = copy;
  for (const field of answeredFiles(request, content)) {
    if (content) content[field.name] = fileSummary(field, result.content?.[field.name]);
  }
  return copy;
}

function fileSummary(field: FieldModel, value: ElicitValue | undefined): RecordedFile {
  const draft = fileDraftOf(field.file);
  const shown = draft && shownFile(value, draft);
  if (!shown) return { kind: 'file' };
  return {
    kind: 'file',
    ...(shown.name !== undefined ? { name: shown.name } : {}),
    mediaType: shown.type,
    size: shown.size,
  };
}

/**
 * The record with the SHA-256 of each sent file's bytes added to its {@link RecordedFile}, hashed from `sent` (the
 * answer as sent) with Web Crypto; `undefined` when the record holds no file, so a record without one is given
 * at once. Never rejects: a file that cannot be hashed keeps its summary without `sha256`.
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
  const content = record.result?.content;
  const files = answeredFiles(request, content).filter(
    (field) => typeof sent?.content?.[field.name] === 'string',
  );
  if (!record.result || !content || files.length === 0) return undefined;
  const { result } = record;
  const hashed = files.map(async (field): Promise<[string, RecordedValue | undefined]> => {
    const summary = content[field.name];
    const digest = await fileDraftOf(field.file)
      ?.digest(sent?.content?.[field.name] as string)
      .catch(() => undefined);
    return [field.name, digest && isRecordedFile(summary) ? { ...summary, sha256: digest } : summary];
  });
  return Promise.all(hashed).then((entries) => ({
    ...record,
    result: { ...result, content: { ...content, ...Object.fromEntries(entries) } },
  }));
}

function isRecordedFile(value: unknown): value is RecordedFile {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

const FILE_KEYS = new Set(['kind', 'name', 'mediaType', 'size', 'sha256']);

/**
 * A stored {@link RecordedFile}, checked: itself when every member is what the type says and there is no other,
 * else `undefined`.
 */
export function readRecordedFile(value: unknown): RecordedFile | undefined {
  if (!isRecordedFile(value) || Array.isArray(value)) return undefined;
  if (!Object.keys(value).every((key) => FILE_KEYS.has(key))) return undefined;
  const { name, mediaType, size, sha256 } = value;
  if (name !== undefined && typeof name !== 'string') return undefined;
  if (mediaType !== undefined && typeof mediaType !== 'string') return undefined;
  if (size !== undefined && !(Number.isSafeInteger(size) && size >= 0)) return undefined;
  if (sha256 !== undefined && !(typeof sha256 === 'string' && SHA256_TEXT.test(sha256))) return undefined;
  return value;
}
