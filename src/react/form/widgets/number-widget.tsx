'use client';
import { type Ref, useState } from 'react';
import { useClassNames } from '../../shared/class-names.js';
import { renderFieldFrame } from '../field-frame.js';
import { useFormI18n } from '../form-i18n.js';
import type { WidgetProps } from '../widget-props.js';
import { decimalSeparator, normalizeNumberText, toLocaleNumberText } from './number-text.js';

/**
 * Number and integer fields as text inputs: decimals can be typed step by step ("3." → "3.5"), a
 * decimal comma works where the locale uses one, digits come in the person's own script (٣٦, ۳۶, ३६, ３６:
 * kept and shown as typed, sent as numbers), and the scroll wheel cannot change the value
 * (a text input has no wheel behaviour). Integer fields refuse a typed decimal separator.
 *
 * @example
 * // The default `number` widget, wrapped with a note of the host's:
 * const Noted = (props: WidgetProps) => <div><NumberWidget {...props} /><small>Checked by the server too.</small></div>;
 * <ElicitationForm model={model} onSubmit={send} components={{ 'number': Noted }} />
 */
export function NumberWidget(props: WidgetProps) {
  const cn = useClassNames();
  const { locale, t } = useFormI18n();
  const { field, value, onChange, inputProps } = props;
  const draft = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  // What the user typed, with the draft it stood for: a different draft was set from outside (a reset,
  // say) and is shown as it is. Derived, not set during render.
  const [typed, setTyped] = useState<{ text: string; draft: string } | undefined>(undefined);
  const text = typed?.draft === draft ? typed.text : toLocaleNumberText(draft, locale);
  const separator = decimalSeparator(locale);
  const control = (
    <input
      {...inputProps}
      ref={inputProps.ref as Ref<HTMLInputElement>}
      className={cn('input')}
      type="text"
      // Whole steps need no decimal key; the wheel still cannot change a text input.
      inputMode={field.kind === 'integer' || Number.isInteger(field.multipleOf) ? 'numeric' : 'decimal'}
      autoComplete="off"
      spellCheck={false}
      value={text}
      onBeforeInput={(event) => {
        const typed = (event.nativeEvent as InputEvent).data ?? '';
        // Any decimal separator a person may type: the locale's, `.`, the Arabic ٫ and the full-width ．.
        if (field.kind === 'integer' && (typed.includes(separator) || /^[.\u066b\uff0e]$/.test(typed)))
          event.preventDefault();
      }}
      onChange={(event) => {
        const next = normalizeNumberText(event.target.value, locale);
        setTyped({ text: event.target.value, draft: next });
        onChange(next);
      }}
    />
  );
  return renderFieldFrame({ props, children: control }, cn, t);
}
