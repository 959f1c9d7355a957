import { describe } from './field-shape.js';
import { isKnownFormat, matchesFormat } from './formats.js';
import type { FieldModel } from './model.js';

/** Why a server's `default` cannot pre-fill its own field, or undefined when it fits. */
export function findDefaultMisfit(field: FieldModel, value: unknown): string | undefined {
  const allowed = field.options && new Set(field.options.map((option) => option.value));
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'date':
    case 'date-time': {
      if (typeof value !== 'string') return `default must be a string, got ${describe(value)}`;
      // An empty default means "start empty", which always fits.
      if (value === '') return undefined;
      // JSON Schema counts code points, not UTF-16 units: '😀' is one character.
      const length = [...value].length;
      if (field.minLength !== undefined && length < field.minLength) {
        return `default is shorter than minLength ${field.minLength}`;
      }
      if (field.maxLength !== undefined && length > field.maxLength) {
        return `default is longer than maxLength ${field.maxLength}`;
      }
      // A default the form would show as valid but the validator refuses would trap the user.
      if (isKnownFormat(field.format) && !matchesFormat(field.format, value)) {
        return `default is not a valid ${field.format}`;
      }
      // The pattern passed the backtracking guard before we get here, so running it is safe.
      if (field.pattern !== undefined && !new RegExp(field.pattern, 'u').test(value)) {
        return 'default does not match the pattern';
      }
      return undefined;
    }
    case 'number':
    case 'integer':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return `default must be a number, got ${describe(value)}`;
      if (field.kind === 'integer' && !Number.isInteger(value)) return 'default must be an integer';
      if (field.minimum !== undefined && value < field.minimum)
        return `default is below minimum ${field.minimum}`;
      if (field.maximum !== undefined && value > field.maximum)
        return `default is above maximum ${field.maximum}`;
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `default must be true or false, got ${describe(value)}`;
    case 'single-select':
      if (typeof value !== 'string') return `default must be a string, got ${describe(value)}`;
      return allowed?.has(value) ? undefined : `default ${quote(value)} is not one of the options`;
    case 'multi-select': {
      if (!Array.isArray(value)) return `default must be an array of option values, got ${describe(value)}`;
      const stray = value.find((entry: unknown) => typeof entry !== 'string' || !allowed?.has(entry));
      if (stray !== undefined) return `default holds ${quote(stray)}, which is not one of the options`;
      if (new Set(value).size !== value.length) return 'default repeats an option';
      if (field.maxItems !== undefined && value.length > field.maxItems) {
        return `default selects more than maxItems ${field.maxItems}`;
      }
      if (field.minItems !== undefined && value.length > 0 && value.length < field.minItems) {
        return `default selects fewer than minItems ${field.minItems}`;
      }
      return undefined;
    }
    default:
      return field.kind satisfies never;
  }
}

/** A value for an error message, cut short: a hostile default can be megabytes long. */
function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
