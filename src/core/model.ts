import type { ElicitValue, RequestedSchema } from './protocol.js';
import type { SecretSignal } from './sensitive.js';

/** The widget family a field renders with. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'date'
  | 'date-time'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'single-select'
  | 'multi-select';

/** Every kind, in the order the docs list them. */
export const FIELD_KINDS: readonly FieldKind[] = [
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
];

/** One choice of a select: `value` is sent, `label` is shown (a blank title falls back to the value). */
export interface FieldOption {
  value: string;
  label: string;
}

/** Which of the five enum shapes a select came from (kept for renderers and diagnostics). */
export type EnumShape = 'untitled' | 'titled' | 'legacy-titled';

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
  enumShape?: EnumShape;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** The schema's `format`, including ones we render as plain text (e.g. `uuid`). */
  format?: string;
  pattern?: string;
  /** True when the field looks like it asks for a secret, which MCP forbids in form mode. */
  sensitive: boolean;
  /** Why it looks like one, when `sensitive`. A `credential-default` was not pre-filled. */
  secret?: SecretSignal;
}

/** A compiled `requestedSchema`: fields in the schema's property order. */
export interface FormModel {
  fields: FieldModel[];
  /** The request's schema reduced to what we understood (unknown annotations dropped). */
  schema: RequestedSchema;
}
