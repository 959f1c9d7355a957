'use client';
import { memo, useMemo } from 'react';
import { formatFieldIssue } from '../../core/answer/validate.js';
import type { DraftValue } from '../../core/answer/values.js';
import type { FieldModel } from '../../core/schema/model.js';
import { useIsolation } from '../shared/server-language.js';
import { useFormI18n } from './form-i18n.js';
import type { FormStore } from './form-store.js';
import { cachedConstraintHint } from './hints.js';
import { afterPress, trackPresses } from './pointer-press.js';
import { useFieldView } from './use-form-store.js';
import type { Widget, WidgetProps } from './widget-props.js';

export interface FieldControllerProps {
  field: FieldModel;
  /** The field's key in the store (`f3`), also the input's `name`. */
  name: string;
  /** Prefix for the ids of this field's elements, unique on the page. */
  idPrefix: string;
  store: FormStore;
  widget: Widget;
  disabled: boolean;
}

/**
 * Binds one field to the form through its own store subscription, so a keystroke re-renders this field only,
 * and builds the widget's prop bag with ids and ARIA wired.
 */
export const FieldController = memo(function FieldController({
  field,
  name,
  idPrefix,
  store,
  widget: Widget,
  disabled,
}: FieldControllerProps) {
  const i18n = useFormI18n();
  const serverText = useIsolation();
  const { state, submitted } = useFieldView(store, name);
  // Made once per field: stable, so a memoised widget or a ref callback keyed on them does not churn per keystroke.
  const wiring = useMemo(
    () => ({
      onChange: (value: DraftValue) => store.setValue(name, value),
      onBlur: () => afterPress(() => store.blur(name)),
      ref: (element: HTMLElement | null) => {
        if (element) trackPresses();
        store.setElement(name, element);
      },
      ids: {
        input: `${idPrefix}-input`,
        label: `${idPrefix}-label`,
        description: `${idPrefix}-description`,
        hint: `${idPrefix}-hint`,
        error: `${idPrefix}-error`,
      },
    }),
    [store, name, idPrefix],
  );
  const { onChange, onBlur, ref, ids } = wiring;
  // The same constraints in the same locale read the same: worded once, not once per field and mount.
  const hint = cachedConstraintHint(field, i18n);
  // Tabbing through an untouched field is not a mistake: its error waits for an edit or a submit.
  const issue = state.dirty || submitted ? state.error : undefined;
  // Worded at render, so a change of locale re-translates an error already on screen.
  const error = issue && formatFieldIssue(issue, field, { locale: i18n.locale, messages: i18n.overrides });
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
    value: state.value,
    onChange,
    onBlur,
    inputProps: {
      id: ids.input,
      name,
      ref,
      disabled,
      required: field.required,
      // Only when true: `aria-invalid="false"` on every valid control was an attribute per control (per option in
      // a group) that says what no attribute says.
      'aria-required': field.required || undefined,
      'aria-invalid': error !== undefined || undefined,
      'aria-describedby': describedBy,
      onBlur,
    },
    labelProps: { id: ids.label, htmlFor: ids.input },
    descriptionProps: { id: ids.description, lang: serverText.lang, dir: serverText.dir ?? 'auto' },
    hintProps: { id: ids.hint },
    errorProps: { id: ids.error },
    hint,
    error,
    disabled,
    edited: state.dirty,
    serverText,
  };
  return <Widget {...props} />;
});
