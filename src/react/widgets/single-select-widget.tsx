'use client';
import { type Ref, useRef } from 'react';
import { markInvisible } from '../../core/invisible.js';
import { useClassNames } from '../class-names.js';
import { FieldFrame } from '../field-frame.js';
import { useI18n } from '../i18n.js';
import { isolated } from '../visible-text.js';
import type { WidgetProps } from '../widget-props.js';
import { attachRef } from './attach-ref.js';
import { ClearButton } from './clear-button.js';

/** Up to this many options show as radios, all visible at once; more become a select. */
export const RADIO_LIMIT = 5;

/**
 * One choice: a radio group for a few options, a select for many. Titles are shown, the option's
 * value is sent. An optional field can be left (or put back) without an answer.
 */
export function SingleSelectWidget(props: WidgetProps) {
  const options = props.field.options ?? [];
  return options.length <= RADIO_LIMIT ? <RadioGroup {...props} /> : <SelectBox {...props} />;
}

function RadioGroup(props: WidgetProps) {
  const cn = useClassNames();
  const { field, value, onChange, inputProps, disabled } = props;
  const { id, ref, 'aria-describedby': _describedBy, 'aria-required': _required, ...shared } = inputProps;
  const firstOption = useRef<HTMLInputElement | null>(null);
  const selected = typeof value === 'string' ? value : '';
  const after =
    !field.required && selected !== '' ? (
      <ClearButton
        label={field.label}
        disabled={disabled}
        onClear={() => onChange('')}
        focusAfter={firstOption}
      />
    ) : null;
  return (
    <FieldFrame props={props} layout="group" after={after}>
      <div className={cn('options')}>
        {(field.options ?? []).map((option, index) => (
          <label key={option.value} className={cn('option')}>
            <input
              {...shared}
              id={index === 0 ? id : `${id}-${index}`}
              ref={
                index === 0
                  ? (node) => {
                      firstOption.current = node;
                      attachRef(ref, node);
                    }
                  : undefined
              }
              className={cn('radio')}
              type="radio"
              value={option.value}
              checked={selected === option.value}
              onChange={() => onChange(option.value)}
            />
            {isolated(option.label)}
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

function SelectBox(props: WidgetProps) {
  const cn = useClassNames();
  const { t } = useI18n();
  const { field, value, onChange, inputProps } = props;
  const selected = typeof value === 'string' ? value : '';
  return (
    <FieldFrame props={props}>
      <select
        {...inputProps}
        ref={inputProps.ref as Ref<HTMLSelectElement>}
        className={cn('select')}
        value={selected}
        onChange={(event) => onChange(event.target.value)}
      >
        {field.required ? (
          <option value="" disabled>
            {t('field.choose')}
          </option>
        ) : (
          <option value="">{t('field.noAnswer')}</option>
        )}
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {/* An <option> holds text only: invisible and bidi characters become ⟨U+XXXX⟩ in it. */}
            {markInvisible(option.label)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
