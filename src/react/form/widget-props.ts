import type { ComponentType, HTMLAttributes, LabelHTMLAttributes, Ref } from 'react';
import type { DraftValue } from '../../core/answer/values.js';
import type { FieldKind, FieldModel } from '../../core/schema/model.js';
import type { IsolationOptions } from '../shared/server-language.js';

/**
 * ARIA-wired attributes for the field's input (or, for a group, its first input).
 * @inline
 */
export interface WidgetInputProps {
  id: string;
  name: string;
  ref: Ref<HTMLElement>;
  disabled: boolean;
  required: boolean;
  /** `true` on a required field, absent otherwise (no attribute says "not required"). */
  'aria-required': true | undefined;
  /** `true` while the field shows an error, absent otherwise (no attribute says "valid"). */
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** Call when the control loses focus: the field is checked from then on. */
  onBlur: () => void;
}

/**
 * What every widget receives, with ids and ARIA already wired: spread `inputProps` on the input,
 * `labelProps` on its `<label>` (or a group's `<legend>`), `descriptionProps` and `errorProps` on the
 * elements that show the description and the error.
 */
export interface WidgetProps {
  field: FieldModel;
  /** The draft value: text for text-like and number fields, `boolean | undefined`, or `string[]`. */
  value: DraftValue;
  /** Call with the new draft value (text as typed; the core types it when the answer is built). */
  onChange: (value: DraftValue) => void;
  /** Call when the control loses focus: the field is checked from then on. */
  onBlur: () => void;
  inputProps: WidgetInputProps;
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { id: string; htmlFor: string };
  descriptionProps: HTMLAttributes<HTMLElement> & { id: string };
  hintProps: HTMLAttributes<HTMLElement> & { id: string };
  errorProps: HTMLAttributes<HTMLElement> & { id: string };
  /** The localised constraint hint ("3–50 characters"), if the field has constraints. */
  hint: string | undefined;
  /** The localised error message, shown after the user leaves the field or submits. */
  error: string | undefined;
  disabled: boolean;
  /**
   * The user has changed this field, so its error may appear as soon as they leave it. (The default
   * frame renders the error line only while there is an error, and the error of a field left by a
   * mouse press appears after that click, so it never moves what the user is clicking.)
   */
  edited: boolean;
  /**
   * How the server's text (the label, option labels) is set apart from ours: the language the server named
   * (SEP-2792's `contentLanguage`) as `lang` and `dir`, and `always` (wrap every piece in a `<bdi>`) under a
   * right-to-left layout. The default widgets do so; `descriptionProps` already carry the same `lang` and
   * `dir` (`dir="auto"` when the server named no language).
   */
  serverText?: IsolationOptions;
}

/**
 * A component that renders one field.
 * @inline
 */
export type Widget = ComponentType<WidgetProps>;

/** Replacement widgets, per field kind. */
export type WidgetComponents = Partial<Record<FieldKind, Widget>>;
