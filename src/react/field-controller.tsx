import { memo, useMemo } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { FieldModel } from '../core/model.js';
import type { ElicitContent } from '../core/protocol.js';
import { constraintHint } from './hints.js';
import { useI18n } from './i18n.js';
import type { FormDraft } from './use-elicitation-form.js';
import type { Widget, WidgetProps } from './widget-props.js';

export interface FieldControllerProps {
  field: FieldModel;
  /** react-hook-form key (`f3`). */
  name: string;
  /** Prefix for the ids of this field's elements, unique on the page. */
  idPrefix: string;
  control: Control<FormDraft, unknown, ElicitContent>;
  widget: Widget;
  disabled: boolean;
}

/**
 * Binds one field to the form with its own controller, so a keystroke re-renders this field only,
 * and builds the widget's prop bag with ids and ARIA wired.
 */
export const FieldController = memo(function FieldController({
  field,
  name,
  idPrefix,
  control,
  widget: Widget,
  disabled,
}: FieldControllerProps) {
  const i18n = useI18n();
  const { field: binding, fieldState, formState } = useController({ name, control });
  const hint = useMemo(() => constraintHint(field, i18n), [field, i18n]);
  // Tabbing through an untouched field is not a mistake: its error waits for an edit or a submit.
  const error = fieldState.isDirty || formState.isSubmitted ? fieldState.error?.message : undefined;
  const ids = useMemo(
    () => ({
      input: `${idPrefix}-input`,
      label: `${idPrefix}-label`,
      description: `${idPrefix}-description`,
      hint: `${idPrefix}-hint`,
      error: `${idPrefix}-error`,
    }),
    [idPrefix],
  );
  const describedBy =
    [
      field.description !== undefined ? ids.description : undefined,
      hint !== undefined ? ids.hint : undefined,
      error !== undefined ? ids.error : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const props: WidgetProps = {
    field,
    value: binding.value,
    onChange: binding.onChange,
    onBlur: binding.onBlur,
    inputProps: {
      id: ids.input,
      name: binding.name,
      ref: binding.ref,
      disabled,
      required: field.required,
      'aria-required': field.required,
      'aria-invalid': error !== undefined,
      'aria-describedby': describedBy,
      onBlur: binding.onBlur,
    },
    labelProps: { id: ids.label, htmlFor: ids.input },
    descriptionProps: { id: ids.description },
    hintProps: { id: ids.hint },
    errorProps: { id: ids.error },
    hint,
    error,
    disabled,
    edited: fieldState.isDirty,
  };
  return <Widget {...props} />;
});
