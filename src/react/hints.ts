import { localTimeZone } from '../core/intl-cache.js';
import type { FieldModel } from '../core/model.js';
import type { I18n } from './i18n.js';

/**
 * A required checkbox that only a tick answers (`const: true` or `enum: [true]` in the schema). Any
 * other required checkbox is answered by leaving it unticked too: `false`.
 *
 * @example
 * mustBeTicked({ kind: 'boolean', required: true, const: true, … }); // true
 */
export function mustBeTicked(field: FieldModel): boolean {
  return field.kind === 'boolean' && field.required && 'const' in field && field.const === true;
}

/**
 * The constraints of a field in words ("3–50 characters", "From 1 to 100 · A whole number"), so the
 * user learns the rules before breaking them.
 */
export function constraintHint(field: FieldModel, i18n: I18n): string | undefined {
  const { t } = i18n;
  const parts: string[] = [];
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url': {
      if (field.kind === 'email') parts.push(t('hint.email'));
      if (field.kind === 'url') parts.push(t('hint.url'));
      const { minLength, maxLength } = field;
      if (minLength !== undefined && maxLength !== undefined)
        parts.push(t('hint.length.range', { minLength, maxLength }));
      else if (minLength !== undefined && minLength > 0) parts.push(t('hint.length.min', { minLength }));
      else if (maxLength !== undefined) parts.push(t('hint.length.max', { maxLength }));
      break;
    }
    case 'number':
    case 'integer': {
      const { minimum, maximum } = field;
      if (minimum !== undefined && maximum !== undefined)
        parts.push(t('hint.number.range', { minimum, maximum }));
      else if (minimum !== undefined) parts.push(t('hint.number.min', { minimum }));
      else if (maximum !== undefined) parts.push(t('hint.number.max', { maximum }));
      if (field.kind === 'integer') parts.push(t('hint.integer'));
      break;
    }
    case 'multi-select': {
      const { minItems, maxItems } = field;
      if (minItems !== undefined && maxItems !== undefined)
        parts.push(t('hint.items.range', { minItems, maxItems }));
      else if (minItems !== undefined && minItems > 0) parts.push(t('hint.items.min', { minItems }));
      else if (maxItems !== undefined) parts.push(t('hint.items.max', { maxItems }));
      break;
    }
    case 'date-time':
      parts.push(t('hint.dateTime', { timeZone: localTimeZone() }));
      break;
    case 'boolean':
      if (mustBeTicked(field)) parts.push(t('hint.mustTick'));
      break;
    case 'date':
    case 'single-select':
      break;
    default:
      return field.kind satisfies never;
  }
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
