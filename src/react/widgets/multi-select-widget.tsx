'use client';
import { useClassNames } from '../class-names.js';
import { FieldFrame } from '../field-frame.js';
import { isolated } from '../visible-text.js';
import type { WidgetProps } from '../widget-props.js';
import { attachRef } from './attach-ref.js';

/**
 * Several choices as a checkbox group. Once `maxItems` are chosen, the other boxes are disabled
 * until one is unticked, so the limit is shown rather than reported after the fact.
 */
export function MultiSelectWidget(props: WidgetProps) {
  const cn = useClassNames();
  const { field, value, onChange, inputProps, disabled } = props;
  const {
    id,
    ref,
    'aria-describedby': _describedBy,
    'aria-required': _required,
    required: _r,
    ...shared
  } = inputProps;
  const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
  const full = field.maxItems !== undefined && chosen.length >= field.maxItems;
  const toggle = (option: string) =>
    onChange(
      chosen.includes(option)
        ? chosen.filter((entry) => entry !== option)
        : (field.options ?? [])
            .map((entry) => entry.value)
            .filter((entry) => entry === option || chosen.includes(entry)),
    );
  return (
    <FieldFrame props={props} layout="group">
      <div className={cn('options')}>
        {(field.options ?? []).map((option, index) => {
          const checked = chosen.includes(option.value);
          return (
            <label key={option.value} className={cn('option')}>
              <input
                {...shared}
                id={index === 0 ? id : `${id}-${index}`}
                ref={index === 0 ? (node) => attachRef(ref, node) : undefined}
                className={cn('checkbox')}
                type="checkbox"
                value={option.value}
                checked={checked}
                disabled={disabled || (full && !checked)}
                onChange={() => toggle(option.value)}
              />
              {isolated(option.label)}
            </label>
          );
        })}
      </div>
    </FieldFrame>
  );
}
