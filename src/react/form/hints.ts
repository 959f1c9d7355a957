import { localTimeZone } from '../../core/messages/intl-cache.js';
import { isGeneratorFormat } from '../../core/schema/generator-formats.js';
import type { FieldModel } from '../../core/schema/model.js';
import type { FormI18n } from './form-i18n.js';

/**
 * A required checkbox that only a tick answers (`const: true` or `enum: [true]` in the schema). Any
 * other required checkbox is answered by leaving it unticked too: `false`.
 *
 * @example
 * mustBeTicked({ kind: 'boolean', required: true, const: true, … }); // true
 */
export function mustBeTicked(field: FieldModel): boolean {
  return field.kind === 'boolean' && field.required && field.const === true;
}

/**
 * The constraints of a field in words ("3–50 characters", "From 1 to 100 · A whole number"), so the
 * user learns the rules before breaking them.
 */
export function constraintHint(field: FieldModel, i18n: FormI18n): string | undefined {
  const { t } = i18n;
  const parts: string[] = [];
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url': {
      if (field.kind === 'email') parts.push(t('hint.email'));
      if (field.kind === 'url') parts.push(t('hint.url'));
      // A format a generator emits (uuid, ipv4, time, …): what to type, with an example.
      if (field.kind === 'text' && isGeneratorFormat(field.format))
        parts.push(t(`hint.format.${field.format}`, { timeZone: localTimeZone() }));
      const { minLength, maxLength } = field;
      if (minLength !== undefined && maxLength !== undefined)
        parts.push(t('hint.length.range', { minLength, maxLength }));
      else if (minLength !== undefined && minLength > 0) parts.push(t('hint.length.min', { minLength }));
      else if (maxLength !== undefined) parts.push(t('hint.length.max', { maxLength }));
      break;
    }
    case 'number':
    case 'integer': {
      const range = rangeHint(field, i18n);
      if (range) parts.push(range);
      if (field.kind === 'integer') parts.push(t('hint.integer'));
      const { multipleOf } = field;
      if (multipleOf !== undefined && !(field.kind === 'integer' && multipleOf === 1))
        parts.push(t('hint.number.step', { multipleOf }));
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
    // A file's accept and size are said by its own (lazily loaded) picker.
    case 'file':
      break;
    default:
      return field.kind satisfies never;
  }
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

const hintsByI18n = new WeakMap<FormI18n, Map<string, string | undefined>>();

/**
 * {@link constraintHint}, remembered per set of texts and per constraints: the hint depends on nothing else, so
 * fields with the same rules (and the same form mounted again) share one wording instead of formatting it anew.
 *
 * @example
 * cachedConstraintHint(field, i18n) === constraintHint(field, i18n); // true
 */
export function cachedConstraintHint(field: FieldModel, i18n: FormI18n): string | undefined {
  let hints = hintsByI18n.get(i18n);
  if (!hints) {
    hints = new Map();
    hintsByI18n.set(i18n, hints);
  }
  // Everything constraintHint reads, and nothing else (labels and names do not change a hint).
  const key = [
    field.kind,
    field.format,
    field.required,
    field.const,
    field.minLength,
    field.maxLength,
    field.minimum,
    field.maximum,
    field.exclusiveMinimum,
    field.exclusiveMaximum,
    field.multipleOf,
    field.minItems,
    field.maxItems,
  ].join('|');
  if (hints.has(key)) return hints.get(key);
  const hint = constraintHint(field, i18n);
  hints.set(key, hint);
  return hint;
}

/**
 * A bound at or past the safe-integer limits (zod's `z.int()` writes ±9007199254740991) keeps out only numbers
 * nobody types: it is enforced, but no rule a person needs to read.
 */
function readable(bound: number | undefined): number | undefined {
  return bound === undefined || Math.abs(bound) >= Number.MAX_SAFE_INTEGER ? undefined : bound;
}

/** "From 1 to 10", "More than 0", "More than 0, up to 10": the stricter of each pair of bounds counts. */
function rangeHint(field: FieldModel, { t }: FormI18n): string | undefined {
  const [minimum, maximum, exclusiveMinimum, exclusiveMaximum] = [
    field.minimum,
    field.maximum,
    field.exclusiveMinimum,
    field.exclusiveMaximum,
  ].map(readable);
  const above = exclusiveMinimum !== undefined && (minimum === undefined || exclusiveMinimum >= minimum);
  const below = exclusiveMaximum !== undefined && (maximum === undefined || exclusiveMaximum <= maximum);
  const low = above ? exclusiveMinimum : minimum;
  const high = below ? exclusiveMaximum : maximum;
  if (low !== undefined && high !== undefined) {
    if (above && below) return t('hint.number.range.aboveBelow', { low, high });
    if (above) return t('hint.number.range.aboveTo', { low, high });
    if (below) return t('hint.number.range.fromBelow', { low, high });
    return t('hint.number.range', { minimum: low, maximum: high });
  }
  if (low !== undefined)
    return above ? t('hint.number.above', { low }) : t('hint.number.min', { minimum: low });
  if (high !== undefined)
    return below ? t('hint.number.below', { high }) : t('hint.number.max', { maximum: high });
  return undefined;
}
