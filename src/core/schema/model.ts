import type { SecretSignal } from '../safety/sensitive.js';
import type { FileInput } from '../wire/file-inputs-draft.js';
import type { ElicitValue, RequestedSchema } from '../wire/protocol.js';

/**
 * Every kind a field can have, in the order the docs list them. {@link FieldKind} is read off this list, so a kind
 * added here is a kind everywhere (the widget registry's `Record<FieldKind, …>` then fails to compile until it has one).
 * @inline
 */
export const FIELD_KINDS = [
  'text',
  'email',
  'url',
  'date',
  'date-time',
  'number',
  'integer',
  'boolean',
  'single-select',
  'multi-select',
  /** SEP-2631, only with `experimental: { sep2631: fileInputs }`: a file sent as a `data:` URI (see `FieldModel.file`). */
  'file',
] as const;

/** The widget family a field renders with: one of `FIELD_KINDS`. */
export type FieldKind = (typeof FIELD_KINDS)[number];

/**
 * One choice of a select: `value` is sent exactly as it is (a string, or a number for a numeric
 * `enum`), `label` is shown (a blank title falls back to the value).
 */
export interface FieldOption {
  value: string | number;
  label: string;
}

/** Which enum shape a select came from: {@link FieldModel.enumShape}, for the library's own use. */
export type EnumShape = NonNullable<FieldModel['enumShape']>;

/** One property of `requestedSchema`, compiled for rendering and validation. */
export interface FieldModel {
  /** The property name, sent back as the content key. */
  name: string;
  kind: FieldKind;
  /**
   * `title`, else the property name; a title that is blank (spaces, fillers, invisible characters only) counts as
   * none, and a blank name is spelled out as code points (`⟨U+3164⟩`).
   */
  label: string;
  description?: string;
  required: boolean;
  default?: ElicitValue;
  options?: FieldOption[];
  /**
   * Which enum shape a select came from (kept for renderers and diagnostics): `enum`, titled
   * `oneOf`/`anyOf` of `{const, title}`, legacy `enum` + `enumNames`, or a single `const`.
   */
  enumShape?: 'untitled' | 'titled' | 'legacy-titled' | 'const';
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** The value must be greater than this (JSON Schema 2020-12 numeric form). */
  exclusiveMinimum?: number;
  /** The value must be less than this. */
  exclusiveMaximum?: number;
  /** The value divided by this must be a whole number, decided as Ajv 8 does (see field-checks.ts). */
  multipleOf?: number;
  /** Set when the schema allows one value only (`const`, or an `enum` of one), e.g. a box that must be ticked. */
  const?: ElicitValue;
  /** For a single select of numbers: the JSON type its options have. */
  valueType?: 'number' | 'integer';
  minItems?: number;
  maxItems?: number;
  /**
   * The schema's `format`. Enforced when it is one of the spec's four or a generator's (`uuid`, `ipv4`,
   * `time`, …, checked in a text box); any other is kept here for renderers, reported as an
   * `unknown-format` notice and not checked.
   */
  format?: string;
  pattern?: string;
  /**
   * A text field the server asked to be written on several lines (`format: "multiline"`, or the custom
   * `"textarea"`): the default widget is a textarea; the value is checked as any text is.
   */
  multiline?: true;
  /**
   * A `file` field's `x-mcp-file` (SEP-2631, read only with `experimental: { sep2631: fileInputs }`): what may be picked,
   * how big, and whether this client can send it (`inline`).
   */
  file?: FileInput;
  /** True when the field looks like it asks for a secret, which MCP forbids in form mode. */
  sensitive: boolean;
  /** Why it looks like one, when `sensitive`. A `credential-default` was not pre-filled. */
  secret?: SecretSignal;
}

/**
 * Which real-world spelling outside the spec's subset was rewritten into the subset, or (`unknown-format`)
 * which annotation was kept without being enforced.
 * @inline
 */
export type SchemaNoticeCode =
  /** `anyOf`/`oneOf` of `[T, {"type": "null"}]` (pydantic `Optional[T]`) became `T`. */
  | 'nullable-union'
  /** `"type": [T, "null"]` became `"type": T`. */
  | 'nullable-type'
  /** `"default": null` beside a nullable type was dropped: an unanswered field is omitted, never `null`. */
  | 'null-default'
  /** `items: {"enum": [...]}` without `"type": "string"` (FastMCP) became a string multi-select. */
  | 'untyped-items'
  /** A local `$ref` to an enum in the schema's own `$defs`/`definitions` (pydantic `Enum`) was inlined. */
  | 'local-ref'
  /** `allOf: [{"$ref": …}]` (older pydantic) was unwrapped to its one reference. */
  | 'all-of-ref'
  /**
   * A `format` this client does not check (neither the spec's four nor uuid, ipv4, ipv6, ipvanyaddress,
   * hostname, time, duration, uri-reference): the value is checked by its type only.
   */
  | 'unknown-format'
  /** SEP-2631: `x-mcp-file` on a field that is not `{"type": "string", "format": "uri"}`, ignored (SEP-2356). */
  | 'file-input-ignored'
  /**
   * SEP-2631: an optional file field allows only transfer modes this client does not speak (`["upload"]`): it is
   * shown as unavailable and never sent. A required one refuses the request.
   */
  | 'file-transfer-unsupported';

/**
 * One rewrite made while compiling; `path` is a JSON pointer, into the request params like an issue's.
 * @inline
 */
export interface SchemaNotice {
  path: string;
  code: SchemaNoticeCode;
  message: string;
}

/** A compiled `requestedSchema`: fields in the schema's property order. */
export interface FormModel {
  fields: FieldModel[];
  /**
   * The request's schema in the spec's subset: what we enforce, in keywords a JSON Schema validator
   * reads the same way (annotations we do not use dropped, rewrites applied).
   */
  schema: RequestedSchema;
  /** The root `title` (pydantic: the model's name), an annotation a dialog may show. */
  title?: string;
  /** The root `description` (pydantic: the model's docstring), e.g. to show under the message. */
  description?: string;
  /** Every rewrite of a real-world spelling into the subset, in the order met; `[]` for a spec-exact schema. */
  notices: SchemaNotice[];
}
