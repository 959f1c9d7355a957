'use client';
import type { Ref } from 'react';
import { useClassNames } from '../../shared/class-names.js';
import { renderFieldFrame } from '../field-frame.js';
import { useFormI18n } from '../form-i18n.js';
import type { WidgetProps } from '../widget-props.js';
import { multilineControl } from './multiline-text.js';

const INPUT_TYPES = { text: 'text', email: 'email', url: 'url', date: 'date' } as const;

/**
 * Text, email, URL and date fields: one native input, checked on blur and submit; a multiline text field
 * (`format: "multiline"` or `"textarea"`) a textarea that grows to a bound. No `maxlength` attribute: the browser
 * counts UTF-16 units where JSON Schema counts characters.
 *
 * @example
 * // The default `text` widget, wrapped with a note of the host's:
 * const Noted = (props: WidgetProps) => <div><TextWidget {...props} /><small>Checked by the server too.</small></div>;
 * <ElicitationForm model={model} onSubmit={send} components={{ 'text': Noted }} />
 */
export function TextWidget(props: WidgetProps) {
  const cn = useClassNames();
  const { t } = useFormI18n();
  const { field, value, onChange, inputProps } = props;
  if (field.multiline) {
    const { control, counter } = multilineControl(props, cn, t);
    return renderFieldFrame({ props, children: control, after: counter }, cn, t);
  }
  const type = INPUT_TYPES[field.kind as keyof typeof INPUT_TYPES] ?? 'text';
  const control = (
    <input
      {...inputProps}
      ref={inputProps.ref as Ref<HTMLInputElement>}
      className={cn('input')}
      type={type}
      value={typeof value === 'string' ? value : ''}
      autoComplete={field.sensitive ? 'off' : field.kind === 'email' ? 'email' : undefined}
      spellCheck={field.kind === 'text' ? undefined : false}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return renderFieldFrame({ props, children: control }, cn, t);
}
