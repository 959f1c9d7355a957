'use client';
import { type Ref, useCallback, useRef } from 'react';
import { useClassNames } from '../../shared/class-names.js';
import { renderFieldFrame } from '../field-frame.js';
import { useFormI18n } from '../form-i18n.js';
import { mustBeTicked } from '../hints.js';
import type { WidgetProps } from '../widget-props.js';
import { attachRef } from './attach-ref.js';
import { ClearButton } from './clear-button.js';

/**
 * A checkbox that keeps "never answered" apart from "no": an unanswered optional field is an empty box
 * with "Not answered yet" beside it (and in its description), and is left out of the answer; it can be
 * cleared back to unanswered. No `indeterminate` box: Chromium fills it like a ticked one, with or
 * without the stylesheet, and it must not look like an answer. A required checkbox is answered either
 * way (unticked is `false`), so it is marked required only when the schema demands the tick.
 *
 * @example
 * // The default `boolean` widget, wrapped with a note of the host's:
 * const Noted = (props: WidgetProps) => <div><BooleanWidget {...props} /><small>Checked by the server too.</small></div>;
 * <ElicitationForm model={model} onSubmit={send} components={{ 'boolean': Noted }} />
 */
export function BooleanWidget(props: WidgetProps) {
  const cn = useClassNames();
  const { t } = useFormI18n();
  const { field, value, onChange, inputProps, disabled } = props;
  const unanswered = typeof value !== 'boolean';
  const required = mustBeTicked(field);
  // "Required" would tell the user to tick a box that may be left unticked.
  const shown = field.required === required ? props : { ...props, field: { ...field, required } };
  const box = useRef<HTMLInputElement | null>(null);
  const { ref: formRef } = inputProps;
  const attach = useCallback(
    (node: HTMLInputElement | null) => {
      box.current = node;
      attachRef(formRef, node);
    },
    [formRef],
  );
  const stateId = `${inputProps.id}-state`;
  const after = unanswered ? (
    <span id={stateId} className={cn('boolean-state')}>
      {t('field.unanswered')}
    </span>
  ) : (
    !field.required && (
      <ClearButton
        label={field.label}
        disabled={disabled}
        onClear={() => onChange(undefined)}
        focusAfter={box}
      />
    )
  );
  const describedBy = [inputProps['aria-describedby'], unanswered ? stateId : undefined].filter(Boolean);
  const control = (
    <input
      {...inputProps}
      required={required}
      aria-required={required || undefined}
      ref={attach as Ref<HTMLInputElement>}
      aria-describedby={describedBy.join(' ') || undefined}
      className={cn('checkbox')}
      type="checkbox"
      checked={value === true}
      onChange={() => onChange(value !== true)}
    />
  );
  return renderFieldFrame({ props: shown, layout: 'inline', after, children: control }, cn, t);
}
