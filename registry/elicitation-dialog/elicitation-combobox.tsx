'use client';

import { CheckIcon, ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { useI18n } from 'mcp-elicitation-react';
import {
  CLOSED_COMBOBOX,
  type ComboboxState,
  comboboxKey,
  comboboxView,
  type FieldOption,
  openedAt,
  pickedValue,
  withoutOption,
} from 'mcp-elicitation-react/core';
import { blurAfterPress, type HookFormField } from 'mcp-elicitation-react/react-hook-form';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';

import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

/**
 * A single or multi-select with many options (from the library's `COMBOBOX_THRESHOLD`) as a searchable combobox,
 * the ARIA 1.2 combobox with a listbox popup in a shadcn `Popover`. Typing filters by the options' titles with the
 * library's one rule (`filterOptions`: accents and case ignored, in the person's locale, never the hidden `const`);
 * ArrowDown/ArrowUp move, Home/End go to the first and last option while the list is open, Enter picks (never
 * submits), Escape closes the list. Focus stays in the input (`aria-activedescendant`). A multi-select shows its
 * choices as chips with remove buttons and stays open to pick more; past `maxItems` the other options are
 * unavailable. How many options match is announced. The value is the option's `const` as the schema typed it (an
 * array of them for a multi-select).
 */
export function ElicitationCombobox({
  id,
  labelId,
  field,
  input,
  aria,
}: {
  /** The input's id (the field's label points at it). */
  id: string;
  /** The field label's id: names the listbox and the chips. */
  labelId: string;
  field: HookFormField;
  input: ControllerRenderProps<FieldValues, string>;
  aria: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}) {
  const { t, locale } = useI18n();
  const multi = field.kind === 'multi-select';
  const options = field.options ?? [];
  const box = useRef<HTMLInputElement | null>(null);
  /** The last press on the field (input, chips): it keeps the list open. */
  const fieldPress = useRef<PointerEvent | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ComboboxState>(CLOSED_COMBOBOX);

  // The library's one combobox state: what is chosen, shown and active.
  const { open, query } = state;
  const view = comboboxView(field, input.value, state, locale);
  const { chosen, isChosen, selected, full, shown, activeIndex } = view;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;
  const leave = blurAfterPress(input.onBlur);

  // The active option stays in view as the arrow keys move through a long list.
  useEffect(() => {
    if (open && activeIndex >= 0)
      list.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex]);

  const close = () => setState(CLOSED_COMBOBOX);
  const pick = (option: FieldOption) => {
    const next = pickedValue(field, view, option);
    if (next !== undefined) input.onChange(next);
    if (!multi) close();
  };
  const remove = (option: FieldOption) => {
    input.onChange(withoutOption(view, option));
    box.current?.focus();
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

  return (
    <Popover open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <PopoverAnchor asChild>
        <div
          onPointerDownCapture={(event) => {
            fieldPress.current = event.nativeEvent;
          }}
          data-slot="combobox"
          className={cn(
            'border-input flex min-h-9 w-full flex-wrap items-center gap-1 rounded-md border bg-transparent px-2 py-1 shadow-xs transition-[color,box-shadow]',
            'focus-within:border-ring focus-within:ring-ring/50 focus-within:ring-[3px]',
            'has-aria-invalid:border-destructive has-aria-invalid:ring-destructive/20',
            input.disabled && 'pointer-events-none cursor-not-allowed opacity-50',
          )}
        >
          {multi && chosen.length > 0 && (
            <ul aria-labelledby={labelId} className="flex flex-wrap gap-1">
              {options.filter(isChosen).map((option) => (
                <li
                  key={String(option.value)}
                  className="bg-secondary text-secondary-foreground inline-flex h-6 items-center gap-1 rounded-md pr-0.5 pl-2 text-xs font-medium"
                >
                  {option.label}
                  <button
                    type="button"
                    className="hover:bg-background focus-visible:ring-ring/50 inline-flex size-5 items-center justify-center rounded-sm outline-none focus-visible:ring-[3px]"
                    disabled={input.disabled}
                    aria-label={t('combobox.remove', { option: option.label })}
                    // Focus stays in the input: no blur, so nothing moves under the pointer before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => remove(option)}
                  >
                    <XIcon aria-hidden="true" className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            {...aria}
            id={id}
            ref={(node) => {
              box.current = node;
              input.ref(node);
            }}
            name={input.name}
            disabled={input.disabled}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-required={field.required || undefined}
            placeholder={t('field.choose')}
            className="placeholder:text-muted-foreground h-7 min-w-24 flex-1 bg-transparent px-1 text-base outline-none md:text-sm"
            value={query ?? selected?.label ?? ''}
            onChange={(event) => {
              setState({ query: event.target.value, open: true, active: 0 });
            }}
            onKeyDown={onKeyDown}
            onClick={() => (open ? close() : setState(openedAt(state, view, 0)))}
            // The list closes when focus lands elsewhere (the Popover's focus-outside), not here: closed on blur,
            // its removal while focus is between two elements makes the Dialog's focus trap take focus back.
            onBlur={leave}
          />
          <ChevronsUpDownIcon
            aria-hidden="true"
            className="text-muted-foreground size-4 shrink-0 opacity-50"
          />
        </div>
      </PopoverAnchor>
      <PopoverContent
        ref={list}
        id={listId}
        // The popup is the listbox itself (not Radix's default dialog role).
        role="listbox"
        aria-labelledby={labelId}
        aria-multiselectable={multi || undefined}
        align="start"
        className="max-h-[min(20rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) overflow-y-auto p-1"
        // The input keeps focus: the list is its popup, reached by aria-activedescendant.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        // A press on the field (the input toggles the list, a chip's button removes) keeps it; focus leaving the
        // input closes it.
        onPointerDownOutside={(event) => {
          // Told by the press itself: on touch Radix asks after the click, when a removed chip is gone.
          if (event.detail.originalEvent === fieldPress.current) event.preventDefault();
        }}
        onFocusOutside={(event) => {
          if (event.target === box.current) event.preventDefault();
        }}
      >
        {shown.map((option, index) => {
          const picked = isChosen(option);
          const unavailable = full && !picked;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the input (aria-activedescendant)
            <div
              key={String(option.value)}
              id={optionId(index)}
              data-index={index}
              role="option"
              tabIndex={-1}
              aria-selected={picked}
              aria-disabled={unavailable || undefined}
              data-active={index === activeIndex ? true : undefined}
              className="data-[active=true]:bg-accent data-[active=true]:text-accent-foreground flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none aria-disabled:pointer-events-none aria-disabled:opacity-50"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setState((now) => ({ ...now, active: index }))}
              onClick={() => pick(option)}
            >
              {option.label}
              <CheckIcon aria-hidden="true" className={cn('ml-auto size-4', !picked && 'opacity-0')} />
            </div>
          );
        })}
      </PopoverContent>
      <p role="status" className="sr-only">
        {open ? (shown.length === 0 ? t('combobox.none') : t('combobox.count', { count: shown.length })) : ''}
      </p>
    </Popover>
  );
}
