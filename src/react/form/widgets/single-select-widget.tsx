'use client';
import { type Ref, type RefObject, useRef } from 'react';
import { markInvisible } from '../../../core/safety/invisible-characters.js';
import { COMBOBOX_THRESHOLD } from '../../../core/schema/option-match.js';
import { type ClassNames, useClassNames } from '../../shared/class-names.js';
import { renderFieldFrame } from '../field-frame.js';
import { type FormI18n, useFormI18n } from '../form-i18n.js';
import type { WidgetProps } from '../widget-props.js';
import { ClearButton } from './clear-button.js';
import { ManyOptions } from './many-options.js';
import { renderOptionList } from './option-list.js';

/** Up to this many options show as radios, all visible at once; more become a select. */
export const RADIO_LIMIT = 5;

/**
 * One choice: a radio group for a few options, a select for more, a searchable combobox from
 * {@link COMBOBOX_THRESHOLD} options on. Titles are shown, the option's
 * value is sent exactly as the schema wrote it: a number for a select of numbers, never its text.
 * An optional field can be left (or put back) without an answer.
 *
 * @example
 * // The default `single-select` widget, wrapped with a note of the host's:
 * const Noted = (props: WidgetProps) => <div><SingleSelectWidget {...props} /><small>Checked by the server too.</small></div>;
 * <ElicitationForm model={model} onSubmit={send} components={{ 'single-select': Noted }} />
 */
export function SingleSelectWidget(props: WidgetProps) {
  // One component either way (the same hooks for both shapes): a field mounts as its controller and this.
  const cn = useClassNames();
  const { t } = useFormI18n();
  const firstOption = useRef<HTMLInputElement | null>(null);
  const options = props.field.options ?? [];
  if (options.length >= COMBOBOX_THRESHOLD)
    return <ManyOptions props={props} fallback={selectBox(props, cn, t)} />;
  return options.length <= RADIO_LIMIT ? radioGroup(props, cn, t, firstOption) : selectBox(props, cn, t);
}

function radioGroup(
  props: WidgetProps,
  cn: ClassNames,
  t: FormI18n['t'],
  firstOption: RefObject<HTMLInputElement | null>,
) {
  const { field, onChange, disabled } = props;
  const selected = chosenOption(props);
  const after =
    !field.required && selected !== undefined ? (
      <ClearButton
        label={field.label}
        disabled={disabled}
        onClear={() => onChange('')}
        focusAfter={firstOption}
      />
    ) : null;
  const list = renderOptionList(
    {
      props,
      type: 'radio',
      isChecked: (option) => option === selected,
      onPick: (option) => onChange(option.value),
      firstOption,
    },
    cn,
  );
  return renderFieldFrame({ props, layout: 'group', after, children: list }, cn, t);
}

function selectBox(props: WidgetProps, cn: ClassNames, t: FormI18n['t']) {
  const { field, onChange, inputProps } = props;
  const options = field.options ?? [];
  const selected = chosenOption(props);
  return renderFieldFrame(
    {
      props,
      children: (
        <select
          {...inputProps}
          ref={inputProps.ref as Ref<HTMLSelectElement>}
          className={cn('select')}
          value={selected === undefined ? '' : String(selected.value)}
          onChange={(event) => {
            // The DOM holds text; the answer is the option's own value (option values are distinct,
            // and of one type per field, so their texts are too).
            const text = event.target.value;
            onChange(options.find((option) => String(option.value) === text)?.value ?? '');
          }}
        >
          {field.required ? (
            <option value="" disabled>
              {t('field.choose')}
            </option>
          ) : (
            <option value="">{t('field.noAnswer')}</option>
          )}
          {options.map((option) => (
            <option
              key={option.value}
              value={String(option.value)}
              lang={props.serverText?.lang}
              dir={props.serverText?.dir ?? 'auto'}
            >
              {/* An <option> holds text only: invisible and bidi characters become ⟨U+XXXX⟩ in it. */}
              {markInvisible(option.label)}
            </option>
          ))}
        </select>
      ),
    },
    cn,
    t,
  );
}

/** The option the draft holds, if any: matched by value, or by its text for a host that keeps text. */
function chosenOption({ field, value }: WidgetProps) {
  if (value === '' || value === undefined || value === null) return undefined;
  const options = field.options ?? [];
  return (
    options.find((option) => option.value === value) ??
    options.find((option) => String(option.value) === value)
  );
}
