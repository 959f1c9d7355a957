import type { AuthorizationDenial } from './authorization-denial.js';
import type { ElicitationIssue } from './errors.js';
import type { InputRequest } from './protocol.js';

/**
 * Protocol drafts a host may opt into, each named by its SEP. Every draft is off unless its key is set: a host
 * chooses when to speak a revision that is not final. What a draft changes, and which revision of its SEP we follow,
 * is said on its key and in the README's "Protocol drafts".
 *
 * @example
 * import { fileInputs } from 'mcp-elicitation-react/drafts/sep2631';
 * import { appElicitation } from 'mcp-elicitation-react/apps';
 * parseElicitRequest(params, { experimental: { sep2631: fileInputs } });
 * const queue = createElicitationQueue({ experimental: { sep2631: fileInputs, sep3118: appElicitation() } });
 * requestWithInput(send, params, answer, { experimental: { sep2643: authorizationDenials({ assured: true }), sep3221: true } });
 */
export interface ExperimentalDrafts {
  /**
   * SEP-2631, file inputs: a string field marked `x-mcp-file` becomes a file picker sent as a `data:` URI. Pass
   * `fileInputs` from `mcp-elicitation-react/drafts/sep2631`: the draft's code is in that value only, so a host
   * that opts into nothing does not ship it.
   */
  sep2631?: FileInputsDraft;
  /**
   * SEP-3118, app-rendered elicitation: a request with `_meta.ui.resourceUri` is rendered by the server's own app.
   * Pass `appElicitation(options)` from `mcp-elicitation-react/apps`: the value carries how the views render the app
   * (and `@modelcontextprotocol/ext-apps` is in that entry only), so a host that opts into nothing ships none of it.
   */
  sep3118?: AppElicitationDraft;
  /**
   * SEP-2643, structured authorization denials (its text at commit `6bff817c`, 2026-08-21): a URL-mode request whose
   * result carried `_meta["io.modelcontextprotocol/authorization"]` is shown as "approval required" with its hints,
   * its URL opened only where the host has assurance the denial came from the server, and the retry echoes the
   * denial's `authorizationContextId`. Pass `authorizationDenials({ assured })` from
   * `mcp-elicitation-react/drafts/sep2643`: the draft's code and words are in that value only.
   */
  sep2643?: AuthorizationDenialsDraft;
  /**
   * SEP-3221, secure parameters (its text at commit `03750370`, 2026-08-10): every retry after `input_required`
   * sends the call's `secureArguments` again, as first sent (a copy taken before the first send), and
   * `clientCapabilities({ sep3221: true })` declares the extension. They are never shown, stored in a draft, a
   * record or a receipt, nor logged.
   */
  sep3221?: boolean;
}

/** SEP-3221's extension identifier, declared in `capabilities.extensions` (`clientCapabilities({ sep3221: true })`). */
export const SECURE_PARAMS_EXTENSION = 'io.modelcontextprotocol/secure-params';

/**
 * The keys of SEP-2643's words: the "approval required" block of a denied request.
 * @inline
 */
export type DenialMessageKey =
  | 'denial.title'
  | 'denial.intro'
  | 'denial.hint.url'
  | 'denial.hint.task'
  | 'denial.hint.credential'
  | 'denial.reference'
  | 'denial.unassured';

/**
 * SEP-2643's words in each built-in locale (`en`, `zh-CN`), in ICU MessageFormat.
 * @inline
 */
export type DenialMessages = Readonly<Record<'en' | 'zh-CN', Readonly<Record<DenialMessageKey, string>>>>;

/**
 * SEP-2643's authorization denials as a value: all the library does with a denial. Take it from
 * `authorizationDenials({ assured })` in `mcp-elicitation-react/drafts/sep2643`; this library calls it, a host does
 * not.
 *
 * @example
 * import { authorizationDenials } from 'mcp-elicitation-react/drafts/sep2643';
 * parseElicitRequest(params, { experimental: { sep2643: authorizationDenials({ assured: true }) } });
 */
export interface AuthorizationDenialsDraft {
  /** Which draft this is. */
  readonly draft: 'sep2643';
  /**
   * Whether this host has assurance that a result came from the MCP server it addressed (a direct TLS or stdio
   * connection; an authenticated connection to an intermediary is not that). Without it a denial's URL is never
   * opened: the SEP says a client MUST NOT act on it.
   */
  readonly assured: boolean;
  /**
   * Reads the denial a URL-mode request carries in `_meta["io.modelcontextprotocol/authorization"]` (where
   * `requestWithInput`, `attachElicitationHandler` on SDK v2 and the bridge put the envelope of the result that
   * asked): `undefined` when it carries none; every problem pushed to `issues`, with its path in the request.
   */
  readonly read: (
    params: Readonly<Record<string, unknown>>,
    issues: ElicitationIssue[],
  ) => AuthorizationDenial | undefined;
  /**
   * An input request of `result`, given the result's envelope in its own `_meta` when it is a URL-mode
   * `elicitation/create` (a copy); anything else, or a result without an envelope, as it is.
   */
  readonly carry: (request: InputRequest, result: unknown) => InputRequest;
  /** The `authorizationContextId` of the envelope `result` carries in its `_meta`, if it names one. */
  readonly contextIdOf: (result: unknown) => string | undefined;
  /**
   * The params of a retry: `params` with `id` in `_meta["io.modelcontextprotocol/authorization-context-id"]`,
   * verbatim (a copy); `params` itself when `id` is `undefined`.
   */
  readonly echo: <P extends object>(params: P, id: string | undefined) => P;
  /** The draft's words in each built-in locale; a host's `messages` (a locale entry) win over them. */
  readonly messages: DenialMessages;
}

/**
 * SEP-3118 as a value: what `appElicitation(options)` from `mcp-elicitation-react/apps` returns, its options and the
 * views' renderer of a server's app. This library reads it; a host makes it with `appElicitation()`, never by hand.
 * @inline
 */
export interface AppElicitationDraft {
  /** Which draft this is. */
  readonly draft: 'sep3118';
  /** The views' renderer of a request's app (a component of the `./apps` entry; the core renders nothing). */
  readonly render: unknown;
}

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

/**
 * The file-input draft the host passed, checked: `undefined` when it opted out.
 *
 * @throws {TypeError} when `sep2631` is set to anything but `fileInputs` (such as `true`, the former opt-in).
 * @example
 * fileInputsOf({ sep2631: fileInputs }); // fileInputs
 */
export function fileInputsOf(experimental: ExperimentalDrafts | undefined): FileInputsDraft | undefined {
  return draftValue(experimental?.sep2631, 'sep2631', 'fileInputs');
}

/**
 * The authorization-denials draft the host passed, checked: `undefined` when it opted out.
 *
 * @throws {TypeError} when `sep2643` is set to anything but the value `authorizationDenials(…)` returns.
 * @example
 * denialsOf({ sep2643: authorizationDenials({ assured: true }) }); // the draft
 */
export function denialsOf(
  experimental: ExperimentalDrafts | undefined,
): AuthorizationDenialsDraft | undefined {
  return draftValue(experimental?.sep2643, 'sep2643', 'authorizationDenials({ assured })');
}

/**
 * The app-elicitation draft the host passed, checked alike: `undefined` when it opted out.
 *
 * @throws {TypeError} when `sep3118` is set to anything but `appElicitation()`'s value (such as `true`, the former
 * opt-in).
 * @example
 * appElicitationOf({ sep3118: appElicitation() }); // the value
 */
export function appElicitationOf(
  experimental: { readonly sep3118?: AppElicitationDraft | undefined } | undefined,
): AppElicitationDraft | undefined {
  return draftValue(experimental?.sep3118, 'sep3118', 'appElicitation()', 'mcp-elicitation-react/apps');
}

/** `false`, `null` and absent are off; anything else but the draft's own value (`true`, say) is refused. */
function draftValue<T>(
  value: unknown,
  name: string,
  what: string,
  entry = `mcp-elicitation-react/drafts/${name}`,
): T | undefined {
  const draft = value as { draft?: unknown } | null | false | undefined;
  if (draft && draft.draft !== name) throw new TypeError(`experimental.${name} takes ${what} from ${entry}`);
  return (draft || undefined) as T | undefined;
}
