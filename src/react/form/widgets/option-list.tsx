'use client';
import type { ReactElement, RefObject } from 'react';
import type { FieldOption } from '../../../core/schema/model.js';
import type { ClassNames } from '../../shared/class-names.js';
import { isolated } from '../../shared/visible-text.js';
import type { WidgetProps } from '../widget-props.js';
import { attachRef } from './attach-ref.js';

/** How a group's options behave: radios pick one, checkboxes toggle each. */
export interface OptionListProps {
  props: WidgetProps;
  type: 'radio' | 'checkbox';
  isChecked: (option: FieldOption) => boolean;
  onPick: (option: FieldOption) => void;
  /** An option that may not be picked now (a checkbox past `maxItems`); the field's `disabled` applies anyway. */
  isLocked?: (option: FieldOption, checked: boolean) => boolean;
  /** Also receives the first option's input: Clear moves focus there when its button goes away. */
  firstOption?: RefObject<HTMLInputElement | null>;
}

/**
 * The inputs of a radio or checkbox group, one labelled input per option: the first takes the field's id and ref
 * (a failed submit and Clear reach the group through it), the others no id (their labels wrap them). The group's
 * description and required state are on its fieldset, so no input repeats them; a checkbox group is never
 * `required` per box (that would demand every box). A plain call, not a component: the widget that holds it
 * already has the class names, and a group mounts one component fewer.
 */
export function renderOptionList(
  { props, type, isChecked, onPick, isLocked, firstOption }: OptionListProps,
  cn: ClassNames,
): ReactElement[] {
  const { field, inputProps, disabled } = props;
  const {
    id,
    ref,
    required,
    'aria-describedby': _describedBy,
    'aria-required': _required,
    ...shared
  } = inputProps;
  const attachFirst = (node: HTMLInputElement | null) => {
    if (firstOption) firstOption.current = node;
    attachRef(ref, node);
  };
  // No wrapper: the options are the fieldset's own items, spaced by the theme (one element less per group).
  return (field.options ?? []).map((option, index) => {
    const checked = isChecked(option);
    return (
      <label key={option.value} className={cn('option')}>
        <input
          {...shared}
          // The label around each input names it; only the first carries the field's id (the one the
          // field's ids are made from), the others none: an id per option cost more than any other attribute.
          id={index === 0 ? id : undefined}
          ref={index === 0 ? attachFirst : undefined}
          className={cn(type)}
          type={type}
          value={String(option.value)}
          checked={checked}
          required={type === 'radio' && required}
          disabled={disabled || (isLocked?.(option, checked) ?? false)}
          onChange={() => onPick(option)}
        />
        {isolated(option.label, props.serverText)}
      </label>
    );
  });
}
