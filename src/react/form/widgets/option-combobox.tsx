'use client';
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { comboboxMessages } from '../../../core/messages/combobox.js';
import {
  CLOSED_COMBOBOX,
  type ComboboxState,
  comboboxKey,
  comboboxView,
  openedAt,
  pickedValue,
  withoutOption,
} from '../../../core/schema/combobox-state.js';
import type { FieldOption } from '../../../core/schema/model.js';
import { useClassNames } from '../../shared/class-names.js';
import { useI18nFor } from '../../shared/i18n-settings.js';
import { isolated } from '../../shared/visible-text.js';
import { renderFieldFrame } from '../field-frame.js';
import type { WidgetProps } from '../widget-props.js';
import { attachRef } from './attach-ref.js';

/**
 * A single or multi-select with many options as a searchable combobox (the ARIA 1.2 combobox with a listbox
 * popup): typing filters by the options' titles (accents and case ignored, in the person's locale; never by the
 * hidden value), ArrowDown/ArrowUp move, Home/End go to the first and last option while the list is open, Enter
 * picks (and never submits the form), Escape closes the list. A multi-select shows its choices as chips, each with
 * a remove button, and stays open to pick more; past `maxItems` the other options are unavailable. How many options
 * match is announced in a live region. The filter is this widget's own state: typing re-renders this field only.
 *
 * @example
 * <ElicitationForm model={model} onSubmit={send} components={{ 'single-select': OptionCombobox }} />
 */
export function OptionCombobox({
  focusOnMount,
  ...props
}: WidgetProps & {
  /** Set when the control it replaces had focus (the plain control shown while this one loaded). */
  focusOnMount?: RefObject<boolean>;
}) {
  const cn = useClassNames();
  // The form's words and the combobox's own, which came with this chunk.
  const { t, locale } = useI18nFor(comboboxMessages);
  const { field, value, onChange, inputProps, disabled } = props;
  const multi = field.kind === 'multi-select';
  const options = field.options ?? [];
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [state, setState] = useState<ComboboxState>(CLOSED_COMBOBOX);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it replaces the plain control
  useLayoutEffect(() => {
    if (focusOnMount?.current) input.current?.focus();
  }, []);

  const { open, query } = state;
  const view = comboboxView(field, value, state, locale);
  const { chosen, isChosen, selected, full, shown, activeIndex } = view;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;

  const close = () => setState(CLOSED_COMBOBOX);
  const pick = (option: FieldOption) => {
    const next = pickedValue(field, view, option);
    if (next !== undefined) onChange(next);
    if (!multi) close();
  };
  const remove = (option: FieldOption) => {
    onChange(withoutOption(view, option));
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = comboboxKey(event.key, field, view, state);
    if (!step) return;
    // Enter picks; it never submits the form from here.
    event.preventDefault();
    setState(step.state);
    if (step.pick) pick(step.pick);
    if (step.unpick) remove(step.unpick);
  };

  const chips = multi && chosen.length > 0 && (
    <ul className={cn('chips')} aria-labelledby={props.labelProps.id}>
      {options.filter(isChosen).map((option) => (
        <li key={option.value} className={cn('chip')}>
          {isolated(option.label)}
          <button
            type="button"
            className={cn('chip-remove')}
            disabled={disabled}
            aria-label={t('combobox.remove', { option: option.label })}
            // Focus stays in the input: no blur, so nothing moves under the pointer before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => remove(option)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );

  const control = (
    <div className={cn('combobox')} data-open={open ? '' : undefined}>
      {chips}
      <input
        {...inputProps}
        ref={(node) => {
          input.current = node;
          attachRef(inputProps.ref, node);
        }}
        className={cn('input')}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t('field.choose')}
        value={query ?? selected?.label ?? ''}
        onChange={(event) => setState({ query: event.target.value, open: true, active: 0 })}
        onKeyDown={onKeyDown}
        onClick={() => (open ? close() : setState(openedAt(state, view, 0)))}
        onBlur={() => {
          close();
          inputProps.onBlur();
        }}
      />
      <div
        id={listId}
        role="listbox"
        className={cn('listbox')}
        aria-labelledby={props.labelProps.id}
        aria-multiselectable={multi || undefined}
        hidden={!open}
      >
        {shown.map((option, index) => {
          const picked = isChosen(option);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the input (aria-activedescendant)
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              className={cn('listbox-option')}
              aria-selected={picked}
              aria-disabled={(full && !picked) || undefined}
              data-active={index === activeIndex ? '' : undefined}
              // Keep focus in the input: the list is its popup.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {isolated(option.label)}
            </div>
          );
        })}
      </div>
      <p className={cn('visually-hidden')} role="status">
        {open ? (shown.length === 0 ? t('combobox.none') : t('combobox.count', { count: shown.length })) : ''}
      </p>
    </div>
  );
  // Its chips and list are labelled by the field's label (aria-labelledby): the label carries its id.
  return renderFieldFrame({ props, children: control, labelId: true }, cn, t);
}

/** The chunk's component, as `lazy` takes it. */
export default OptionCombobox;
