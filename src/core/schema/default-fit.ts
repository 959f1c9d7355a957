import { describe, quote } from '../wire/json.js';
import { compileFieldCheck, type ValueIssueCode } from './field-checks.js';
import { isFileIssue } from './file-draft-link.js';
import type { FieldModel } from './model.js';
import { patternTextLimit } from './pattern.js';

/**
 * Why a server's `default` cannot pre-fill its own field, or undefined when it fits. A default the form
 * would show as valid but the validator then refuses would trap the user, so the same field check decides.
 */
export function findDefaultMisfit(field: FieldModel, value: unknown): string | undefined {
  // An empty default means "start empty", which always fits.
  if (value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  const [issue] = compileFieldCheck(field)(value);
  return issue === undefined ? undefined : explain(issue, field, value);
}

function explain(issue: ValueIssueCode, field: FieldModel, value: unknown): string {
  if (isFileIssue(issue)) return 'a file field has no default';
  switch (issue) {
    case 'type':
      return `default must be ${expected(field)}, got ${describe(value)}`;
    case 'integer':
      return 'default must be an integer';
    case 'minLength':
      return `default is shorter than minLength ${field.minLength}`;
    case 'maxLength':
      return `default is longer than maxLength ${field.maxLength}`;
    case 'minimum':
      return `default is below minimum ${field.minimum}`;
    case 'maximum':
      return `default is above maximum ${field.maximum}`;
    case 'exclusiveMinimum':
      return `default is not above exclusiveMinimum ${field.exclusiveMinimum}`;
    case 'exclusiveMaximum':
      return `default is not below exclusiveMaximum ${field.exclusiveMaximum}`;
    case 'multipleOf':
      return `default is not a multiple of ${field.multipleOf}`;
    case 'const':
      return `default must be ${JSON.stringify(field.const)}, the only value allowed`;
    case 'format':
      return `default is not a valid ${field.format}`;
    case 'pattern':
      return 'default does not match the pattern';
    case 'patternLength':
      return `default is longer than ${patternTextLimit(field.pattern ?? '')} characters, the most this pattern is checked on`;
    case 'enum': {
      const options = new Set<unknown>(field.options?.map((option) => option.value));
      const stray = Array.isArray(value) ? value.find((item: unknown) => !options.has(item)) : value;
      return Array.isArray(value)
        ? `default holds ${quote(stray)}, which is not one of the options`
        : `default ${quote(stray)} is not one of the options`;
    }
    case 'minItems':
      return `default selects fewer than minItems ${field.minItems}`;
    case 'maxItems':
      return `default selects more than maxItems ${field.maxItems}`;
    case 'uniqueItems':
      return 'default repeats an option';
    default:
      return issue satisfies never;
  }
}

function expected(field: FieldModel): string {
  switch (field.kind) {
    case 'number':
    case 'integer':
      return 'a number';
    case 'single-select':
      return field.valueType ? 'a number' : 'a string';
    case 'boolean':
      return 'true or false';
    case 'multi-select':
      return 'an array of option values';
    default:
      return 'a string';
  }
}
