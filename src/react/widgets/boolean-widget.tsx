import { type Ref, useCallback } from 'react';
import { useClassNames } from '../class-names.js';
import { FieldFrame } from '../field-frame.js';
import { useI18n } from '../i18n.js';
import type { WidgetProps } from '../widget-props.js';
import { attachRef } from './attach-ref.js';
import { ClearButton } from './clear-button.js';

/**
 * A checkbox that keeps "never answered" apart from "no": an unanswered field shows the mixed state
 * and is left out of the answer; an optional field can be cleared back to unanswered.
 */
export function BooleanWidget(props: WidgetProps) {
  const cn = useClassNames();
  const { t } = useI18n();
  const { field, value, onChange, inputProps, disabled } = props;
  const unanswered = typeof value !== 'boolean';
  const { ref: formRef } = inputProps;
  const attach = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = unanswered;
      attachRef(formRef, node);
    },
    [formRef, unanswered],
  );
  const after = unanswered ? (
    <span className={cn('boolean-state')}>{t('field.unanswered')}</span>
  ) : (
    !field.required && (
      <ClearButton label={field.label} disabled={disabled} onClear={() => onChange(undefined)} />
    )
  );
  return (
    <FieldFrame props={props} layout="inline" after={after}>
      <input
        {...inputProps}
        ref={attach as Ref<HTMLInputElement>}
        className={cn('checkbox')}
        type="checkbox"
        checked={value === true}
        aria-checked={unanswered ? 'mixed' : value === true}
        onChange={() => onChange(value !== true)}
      />
    </FieldFrame>
  );
}
