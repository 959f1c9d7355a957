'use client';
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { comboboxMessages } from '../../../core/messages/combobox.js';
import type { FieldOption } from '../../../core/schema/model.js';
import { filterOptions } from '../../../core/schema/option-match.js';
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
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it replaces the plain control
  useLayoutEffect(() => {
    if (focusOnMount?.current) input.current?.focus();
  }, []);

  const chosen: readonly (string | number)[] = multi
    ? Array.isArray(value)
      ? value
      : []
    : value === '' || value === undefined || value === null
      ? []
      : [value as string | number];
  const isChosen = (option: FieldOption) =>
    chosen.some((entry) => entry === option.value || entry === String(option.value));
  const selected = multi ? undefined : options.find(isChosen);
  const full = multi && field.maxItems !== undefined && chosen.length >= field.maxItems;
  const shown = filterOptions(options, query ?? '', locale);
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;

  const show = (index: number) => {
    setOpen(true);
    setActive(Math.max(0, Math.min(index, shown.length - 1)));
  };
  const close = () => {
    setOpen(false);
    setQuery(undefined);
  };
  const pick = (option: FieldOption | undefined) => {
    if (!option) return;
    if (!multi) {
      onChange(option.value);
      close();
      return;
    }
    if (isChosen(option)) onChange(chosen.filter((entry) => entry !== option.value) as string[]);
    else if (!full)
      onChange(
        options.filter((entry) => entry === option || isChosen(entry)).map((entry) => String(entry.value)),
      );
  };
  const remove = (option: FieldOption) => {
    onChange(chosen.filter((entry) => entry !== option.value) as string[]);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number | undefined> = {
      ArrowDown: open ? activeIndex + 1 : 0,
      ArrowUp: open ? activeIndex - 1 : shown.length - 1,
      Home: open ? 0 : undefined,
      End: open ? shown.length - 1 : undefined,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      show(target);
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the form from here.
      event.preventDefault();
      if (open) pick(shown[activeIndex]);
      else show(0);
    } else if (event.key === 'Escape' && (open || query !== undefined)) {
      event.preventDefault();
      close();
    } else if (event.key === 'Backspace' && multi && (query ?? '') === '' && chosen.length > 0) {
      const last = options.find((option) => option.value === chosen[chosen.length - 1]);
      if (last) remove(last);
    }
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
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onClick={() => (open ? close() : show(0))}
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
  return renderFieldFrame({ props, children: control }, cn, t);
}

/** The chunk's component, as `lazy` takes it. */
export default OptionCombobox;
