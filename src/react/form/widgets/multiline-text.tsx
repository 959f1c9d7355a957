'use client';
import { codePointLength } from '../../../core/schema/field-checks.js';
import type { ClassNames } from '../../shared/class-names.js';
import type { FormI18n } from '../form-i18n.js';
import type { WidgetProps } from '../widget-props.js';
import { attachRef } from './attach-ref.js';

// A browser that cannot size a textarea to its content in CSS (`field-sizing`) gets its height set from the
// scroll height; the stylesheet's `max-block-size` is the bound either way, past which it scrolls.
const fitsByItself = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content');

function grow(node: HTMLTextAreaElement | null): void {
  if (!node || fitsByItself) return;
  node.style.height = 'auto';
  node.style.height = `${node.scrollHeight + 2}px`;
}

/**
 * The control of a multiline text field (`format: "multiline"` or `"textarea"`): a textarea that grows with its
 * text up to a bound, Enter writing a new line (a textarea never submits its form), and, under a `maxLength`, a
 * count of the characters counted as `validateContent` counts them (code points, JSON Schema's rule), so the count
 * never says "fits" about text the check refuses.
 */
export function multilineControl(props: WidgetProps, cn: ClassNames, t: FormI18n['t']) {
  const { field, value, onChange, inputProps } = props;
  const text = typeof value === 'string' ? value : '';
  const { maxLength } = field;
  const control = (
    <textarea
      {...inputProps}
      ref={(node) => {
        attachRef(inputProps.ref, node);
        grow(node);
      }}
      className={cn('input')}
      rows={3}
      value={text}
      autoComplete={field.sensitive ? 'off' : undefined}
      onChange={(event) => {
        grow(event.target);
        onChange(event.target.value);
      }}
    />
  );
  if (maxLength === undefined) return { control };
  const count = codePointLength(text);
  const counter = (
    <p className={cn('counter')} data-over={count > maxLength ? '' : undefined}>
      {t('field.count', { maxLength, count })}
    </p>
  );
  return { control, counter };
}
