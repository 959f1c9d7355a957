/**
 * Wire types of MCP elicitation, revision 2026-07-28, plus what 2025-11-25 adds (`elicitationId`).
 * These describe what a well-behaved server sends; anything from the wire is still `unknown`
 * until `parseElicitRequest` has checked it.
 */

/**
 * The two protocol revisions this library speaks.
 * @inline
 */
export type ProtocolVersion = '2026-07-28' | '2025-11-25';

interface SchemaText {
  title?: string;
  description?: string;
}

/** `type: "string"` with optional length limits and one of four formats. */
export interface StringSchema extends SchemaText {
  type: 'string';
  minLength?: number;
  maxLength?: number;
  format?: 'email' | 'uri' | 'date' | 'date-time';
  /** Not in the schema type, but shown in a 2025-11-25 example: accepted and enforced. */
  pattern?: string;
  default?: string;
}

/** `type: "number"` or `"integer"`. The keywords past `maximum` are JSON Schema's, enforced when sent. */
export interface NumberSchema extends SchemaText {
  type: 'number' | 'integer';
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: number;
}

/** A choice among numbers (pydantic `Literal[1, 2, 3]`): rendered as a select that sends numbers. */
export interface NumberSelectSchema extends SchemaText {
  type: 'number' | 'integer';
  enum?: number[];
  oneOf?: { const: number; title: string }[];
  const?: number;
  default?: number;
}

/** `type: "boolean"`; `const: true` (or `enum: [true]`) is a box that must be ticked. */
export interface BooleanSchema extends SchemaText {
  type: 'boolean';
  const?: boolean;
  default?: boolean;
}

/**
 * Single select without titles: the enum values are shown as they are.
 * @inline
 */
export interface UntitledSingleSelectEnumSchema extends SchemaText {
  type: 'string';
  enum: string[];
  default?: string;
}

/**
 * A `{const, title}` pair: `const` is sent, `title` is shown.
 * @inline
 */
export interface TitledOption {
  const: string;
  title: string;
}

/**
 * Single select with titles.
 * @inline
 */
export interface TitledSingleSelectEnumSchema extends SchemaText {
  type: 'string';
  oneOf: TitledOption[];
  default?: string;
}

/**
 * Deprecated titled single select: `enumNames[i]` labels `enum[i]`.
 * @inline
 */
export interface LegacyTitledEnumSchema extends SchemaText {
  type: 'string';
  enum: string[];
  enumNames?: string[];
  default?: string;
}

/**
 * Multi select without titles.
 * @inline
 */
export interface UntitledMultiSelectEnumSchema extends SchemaText {
  type: 'array';
  minItems?: number;
  maxItems?: number;
  items: { type: 'string'; enum: string[] };
  default?: string[];
}

/**
 * Multi select with titles; one SEP draft wrote `items.oneOf`, the spec says `items.anyOf`.
 * @inline
 */
export interface TitledMultiSelectEnumSchema extends SchemaText {
  type: 'array';
  minItems?: number;
  maxItems?: number;
  items: { anyOf: TitledOption[] } | { oneOf: TitledOption[] };
  default?: string[];
}

export type SingleSelectEnumSchema = UntitledSingleSelectEnumSchema | TitledSingleSelectEnumSchema;
export type MultiSelectEnumSchema = UntitledMultiSelectEnumSchema | TitledMultiSelectEnumSchema;
export type EnumSchema = SingleSelectEnumSchema | MultiSelectEnumSchema | LegacyTitledEnumSchema;

/**
 * Every field a form-mode request may hold.
 * @inline
 */
export type PrimitiveSchemaDefinition =
  | StringSchema
  | NumberSchema
  | BooleanSchema
  | EnumSchema
  | NumberSelectSchema;

/** `requestedSchema` of a form-mode request: flat, primitives only. */
export interface RequestedSchema {
  $schema?: string;
  title?: string;
  description?: string;
  type: 'object';
  properties: Record<string, PrimitiveSchemaDefinition>;
  required?: string[];
  /** Content never carries keys the schema does not name; a compiled schema says so. */
  additionalProperties?: false;
}

/**
 * `_meta` may ride on any request; its keys are namespaced and opaque to us.
 * @inline
 */
export type RequestMeta = Record<string, unknown>;

/** Params of a form-mode `elicitation/create` (`mode` absent means form). */
export interface ElicitRequestFormParams {
  mode?: 'form';
  message: string;
  requestedSchema: RequestedSchema;
  _meta?: RequestMeta;
}

/** Params of a URL-mode `elicitation/create`. `elicitationId` exists in 2025-11-25 only. */
export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  url: string;
  elicitationId?: string;
  _meta?: RequestMeta;
}

/**
 * The params of `elicitation/create` as the spec writes them, form or URL mode (narrow by `mode`). The library
 * never trusts them to have this shape: `parseElicitRequest` checks `unknown` params.
 */
export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

/** A value the client may send for one field. */
export type ElicitValue = string | number | boolean | string[];

/** The typed answer: only schema properties, optional empties omitted. */
export type ElicitContent = Record<string, ElicitValue>;

/** What the user did: `accept` (with `content` in form mode), `decline` (said no) or `cancel` (dismissed it). */
export type ElicitAction = 'accept' | 'decline' | 'cancel';

/**
 * What the client answers. `content` only with `accept` in form mode. A type alias, not an interface: only
 * an alias has the implicit index signature that SDK v2's handler result type (`{ [key: string]: unknown }`) needs.
 */
export type ElicitResult = {
  action: ElicitAction;
  content?: ElicitContent;
  _meta?: RequestMeta;
};

/**
 * One embedded server-to-client request inside an {@link InputRequiredResult}.
 * @inline
 */
export interface InputRequest {
  method: string;
  params?: Record<string, unknown>;
}

/** An `elicitation/create` entry of {@link InputRequests}. */
export interface ElicitInputRequest extends InputRequest {
  method: 'elicitation/create';
  params: ElicitRequestParams & Record<string, unknown>;
}

/** 2026-07-28: keyed server requests; a map, not an array. */
export type InputRequests = Record<string, InputRequest>;

/** 2026-07-28: the client's answers, same keys as {@link InputRequests}. */
export type InputResponses = Record<string, ElicitResult | Record<string, unknown>>;

/** 2026-07-28: a result saying "ask the user, then call me again". */
export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests?: InputRequests;
  /** Opaque; echoed byte for byte on the retry. */
  requestState?: string;
  _meta?: RequestMeta;
}

/** `_meta` key carrying the client's capabilities on every 2026-07-28 request. */
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
/** `_meta` key carrying the protocol version on every 2026-07-28 request. */
export const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
/** `_meta` key carrying the client's identity on 2026-07-28 requests. */
export const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
/**
 * SEP-2792: `_meta` key of a request carrying the user's language preference, an HTTP `Accept-Language`
 * value (`fr-CA,fr;q=0.9,en;q=0.5`).
 */
export const ACCEPT_LANGUAGE_META_KEY = 'io.modelcontextprotocol/acceptLanguage';
/**
 * SEP-2792: `_meta` key of a result (or of a request the server pushes) naming the language its text is
 * in, an HTTP `Content-Language` value (`de`, `ar-EG`).
 */
export const CONTENT_LANGUAGE_META_KEY = 'io.modelcontextprotocol/contentLanguage';

/** The method of the request this library answers. */
export const ELICITATION_CREATE_METHOD = 'elicitation/create';

/** 2025-11-25: the server's word that the out-of-band step of a URL-mode request finished. */
export const ELICITATION_COMPLETE_METHOD = 'notifications/elicitation/complete';

/** JSON-RPC "Method not found": the answer to a request this handler does not serve. */
export const METHOD_NOT_FOUND = -32601;

/** JSON-RPC "Invalid params": the answer to a request outside the subset or an undeclared mode. */
export const INVALID_PARAMS = -32602;

/** JSON-RPC "Internal error": a failure of ours, not of the request. */
export const INTERNAL_ERROR = -32603;

/** The MCP SDKs' "Request timeout": a task that expired before the user answered. */
export const REQUEST_TIMEOUT = -32001;

/** JSON-RPC error of 2026-07-28: the request needs a client capability the client did not declare. */
export const MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;

/**
 * JSON-RPC error of 2025-11-25 (URLElicitationRequired): the request needs the URL-mode elicitations listed in
 * `error.data.elicitations` done first; the client retries it afterwards. 2026-07-28 retired it.
 */
export const URL_ELICITATION_REQUIRED = -32042;
