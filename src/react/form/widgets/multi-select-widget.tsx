'use client';
import { COMBOBOX_THRESHOLD } from '../../../core/schema/option-match.js';
import { useClassNames } from '../../shared/class-names.js';
import { renderFieldFrame } from '../field-frame.js';
import { useFormI18n } from '../form-i18n.js';
import type { WidgetProps } from '../widget-props.js';
import { ManyOptions } from './many-options.js';
import { renderOptionList } from './option-list.js';

/**
 * Several choices as a checkbox group (a searchable combobox with chips from `COMBOBOX_THRESHOLD` options on). Once `maxItems` are chosen, the other boxes are disabled
 * until one is unticked, so the limit is shown rather than reported after the fact.
 *
 * @example
 * // The default `multi-select` widget, wrapped with a note of the host's:
 * const Noted = (props: WidgetProps) => <div><MultiSelectWidget {...props} /><small>Checked by the server too.</small></div>;
 * <ElicitationForm model={model} onSubmit={send} components={{ 'multi-select': Noted }} />
 */
export function MultiSelectWidget(props: WidgetProps) {
  const cn = useClassNames();
  const { t } = useFormI18n();
  const { field, value, onChange } = props;
  // A list's options are always strings (the core refuses lists of numbers).
  const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
  const full = field.maxItems !== undefined && chosen.length >= field.maxItems;
  const toggle = (option: string) =>
    onChange(
      chosen.includes(option)
        ? chosen.filter((entry) => entry !== option)
        : (field.options ?? [])
            .map((entry) => String(entry.value))
            .filter((entry) => entry === option || chosen.includes(entry)),
    );
  const list = renderOptionList(
    {
      props,
      type: 'checkbox',
      isChecked: (option) => chosen.includes(String(option.value)),
      onPick: (option) => toggle(String(option.value)),
      isLocked: (_option, checked) => full && !checked,
    },
    cn,
  );
  const group = renderFieldFrame({ props, layout: 'group', children: list }, cn, t);
  return (field.options?.length ?? 0) >= COMBOBOX_THRESHOLD ? (
    <ManyOptions props={props} fallback={group} />
  ) : (
    group
  );
}
