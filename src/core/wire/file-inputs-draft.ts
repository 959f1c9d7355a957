// SEP-2631's draft as the library calls it: the value `fileInputs` is, the file field it reads and its words.
// The code is in the `./drafts/sep2631` entry (src/core/schema/file-draft.ts); only its shape is here.

/**
 * SEP-2631's file input (its `x-mcp-file` descriptor, SEP-2356's `FileInputDescriptor` plus `transferModes`), as
 * compiled for a `file` field. Read only when the host opts in with `experimental: { sep2631: fileInputs }`.
 */
export interface FileInput {
  /**
   * What may be picked: media types (`image/png`), wildcard subtypes (`image/*`) and dot-prefixed extensions
   * (`.pdf`), lower-cased; `[]` for any file. Extensions only filter the picker: a value is checked against the
   * media types.
   */
  accept: readonly string[];
  /** The most bytes the file may have (decoded), when the server says. */
  maxSize?: number;
  /** The transfer modes the server allows, as sent (`inline`, `upload`, or a later one); absent: any. */
  transferModes?: readonly string[];
  /**
   * Whether this client can send the file: it sends only `inline` values (a `data:` URI). `false` when the server
   * allows only other modes (`["upload"]`): such a field is never sent (a required one refuses the request).
   */
  inline: boolean;
}

/**
 * What a file value may be refused for (a subset of the field issue codes).
 * @inline
 */
export type FileIssueCode = 'fileData' | 'fileType' | 'fileSize' | 'fileContent' | 'fileTransfer';

/**
 * A string field's definition as the draft reads it: each key's value, and where that key sits in the request.
 * @inline
 */
export interface FileFieldView {
  /** The value of `key` in the field's definition (`undefined` when absent). */
  get(key: string): unknown;
  /** Pointer segments of `key` in the request. */
  at(key: string): readonly (string | number)[];
}

/**
 * What the draft is told of the field it reads, and where it reports what it finds (paths in the request).
 * @inline
 */
export interface FileFieldContext {
  /** Whether the field is required: a required file this client cannot send refuses the request. */
  readonly required: boolean;
  /** Reports a problem that refuses the request, at its path in the request. */
  problem(path: readonly (string | number)[], message: string): void;
  /** Tells something read differently than written, at its path (listed in `form.notices`). */
  notice(
    path: readonly (string | number)[],
    code: 'file-input-ignored' | 'file-transfer-unsupported',
    message: string,
  ): void;
}

/** A string field the draft read as a file: its descriptor, and the field in the spec's subset. */
export interface FileField {
  /** The descriptor, read (becomes `FieldModel.file`). */
  file: FileInput;
  /** The field in the spec's subset, `x-mcp-file` with what was read of it (goes into `form.schema`). */
  schema: Record<string, unknown>;
}

/**
 * The SEP-2631 file-input draft as a value: all that compile, validation and the review do for a `file` field. Take
 * `fileInputs` from `mcp-elicitation-react/drafts/sep2631`; this library calls it, a host does not.
 *
 * @example
 * import { fileInputs } from 'mcp-elicitation-react/drafts/sep2631';
 * compileElicitationSchema(schema, { experimental: { sep2631: fileInputs } });
 */
export interface FileInputsDraft {
  /** Which draft this is. */
  readonly draft: 'sep2631';
  /**
   * Reads a string field's `x-mcp-file`: `undefined` when the field is no file (no keyword; or the keyword without
   * `format: "uri"`, told as a `file-input-ignored` notice), the file field, or `null` when it is refused (each
   * problem reported). Ties the field's `file` to this draft, so validation and the review find it.
   */
  readonly readField: (view: FileFieldView, context: FileFieldContext) => FileField | null | undefined;
  /** Checks a value sent for a file field: `[]` when it may be sent. */
  readonly check: (file: FileInput, value: string) => FileIssueCode[];
  /** The message parameters of an issue about a file (`accept` for `fileType`, `maxSize` for `fileSize`). */
  readonly issueParams: (file: FileInput, code: FileIssueCode) => Record<string, string | number> | undefined;
  /** An issue's parameters as its words show them in the locale (`size`, "2 MB", beside `maxSize`). */
  readonly localParams: (
    params: Readonly<Record<string, string | number>> | undefined,
    locale: string,
  ) => Readonly<Record<string, string | number>> | undefined;
  /** A `data:` URI's media type and decoded size, or `undefined` when it is not a well-formed one. */
  readonly describe: (value: string) => { mediaType: string; size: number } | undefined;
  /**
   * The SHA-256 of a `data:` URI's decoded bytes (`sha256:` and 64 hex digits, Web Crypto), or `undefined` when it
   * is not a well-formed one: what a record keeps of a sent file instead of its content. Rejects where Web Crypto
   * is missing (a page served over plain HTTP).
   */
  readonly digest: (value: string) => Promise<string | undefined>;
  /** A size in bytes, in the locale's units and digits ("2 MB"). */
  readonly formatSize: (bytes: number, locale: string) => string;
  /**
   * The draft's words (its validation messages and the picker's texts) in each built-in locale: they come with the
   * draft, so a host that opts into nothing ships none of them. A host's `messages` (a locale entry, or overrides of
   * single keys) win over them.
   */
  readonly messages: FileMessages;
}

/**
 * The keys of SEP-2631's words: its validation messages and the file picker's texts.
 * @inline
 */
export type FileMessageKey =
  | 'validation.fileData'
  | 'validation.fileType'
  | 'validation.fileSize'
  | 'validation.fileContent'
  | 'validation.fileTransfer'
  | 'file.drop'
  | 'file.accept'
  | 'file.maxSize'
  | 'file.chosen'
  | 'file.remove'
  | 'file.unavailable';

/**
 * SEP-2631's words in each built-in locale (`en`, `zh-CN`), in ICU MessageFormat.
 * @inline
 */
export type FileMessages = Readonly<Record<'en' | 'zh-CN', Readonly<Record<FileMessageKey, string>>>>;
