'use client';
import type { Ref } from 'react';
import { useClassNames } from '../../shared/class-names.js';
import { renderFieldFrame } from '../field-frame.js';
import { useFormI18n } from '../form-i18n.js';
import type { WidgetProps } from '../widget-props.js';

const WITH_OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/i;

/** An RFC 3339 value with an offset, shown as the user's local time for `datetime-local`. */
export function toLocalInputValue(value: string): string {
  if (!WITH_OFFSET.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (part: number) => String(part).padStart(2, '0');
  const seconds = date.getSeconds() === 0 ? '' : `:${pad(date.getSeconds())}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}${seconds}`;
}

/**
 * A date and time in the user's own zone. The draft keeps what the input gives (no offset) and the
 * core adds the user's offset when the answer is built; an untouched default is sent as it came.
 *
 * @example
 * // The default `date-time` widget, wrapped with a note of the host's:
 * const Noted = (props: WidgetProps) => <div><DateTimeWidget {...props} /><small>Checked by the server too.</small></div>;
 * <ElicitationForm model={model} onSubmit={send} components={{ 'date-time': Noted }} />
 */
export function DateTimeWidget(props: WidgetProps) {
  const cn = useClassNames();
  const { t } = useFormI18n();
  const { value, onChange, inputProps } = props;
  const shown = typeof value === 'string' ? toLocalInputValue(value) : '';
  const control = (
    <input
      {...inputProps}
      ref={inputProps.ref as Ref<HTMLInputElement>}
      className={cn('input')}
      type="datetime-local"
      step={/T\d{2}:\d{2}:\d{2}/.test(shown) ? 1 : undefined}
      value={shown}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return renderFieldFrame({ props, children: control }, cn, t);
}
