/**
 * The options of a select: from `enum` (with legacy `enumNames`), titled `oneOf`/`anyOf` of
 * `{const, title}`, or a single `const`; strings, or numbers for a numeric field. Each option keeps
 * the pointer of its value, so a refusal names the very entry.
 */

import { describe, isJsonObject, quote } from '../wire/json.js';
import { compileFieldCheck } from './field-checks.js';
import type { EnumShape, FieldKind, FieldModel, FieldOption } from './model.js';
import type { ReadContext } from './rewrites.js';
import type { Path, Problem, SchemaView } from './schema-view.js';

/** The JSON type a select's values have. */
export type ValueType = 'string' | 'number' | 'integer';

export interface OptionList {
  options: FieldOption[];
  /** Where each option's value sits in the request. */
  paths: Path[];
  /** Where each option's shown label comes from: its title, its `enumNames` entry, else its value. */
  labelPaths: Path[];
}

export interface Select extends OptionList {
  enumShape: EnumShape;
  schema: Record<string, unknown>;
}

const OPTION_KEYS = ['enum', 'oneOf', 'const'] as const;

export function hasOptions(view: SchemaView): boolean {
  return OPTION_KEYS.some((key) => view.get(key) !== undefined);
}

/** A single select's options from `enum` (+ legacy `enumNames`), titled `oneOf`, or one `const`. */
export function readOptions(view: SchemaView, type: ValueType, context: ReadContext): Select | undefined {
  const { problem, limits } = context;
  const present = OPTION_KEYS.filter((key) => view.get(key) !== undefined);
  if (present.length > 1) {
    problem(view.at(present[0] as string), `use either ${present[0]} or ${present[1]}, not both`);
    return undefined;
  }
  const typed = (schema: Record<string, unknown>) => ({
    type: type === 'string' ? 'string' : type,
    ...schema,
  });
  if (present[0] === 'const') {
    const value = view.get('const');
    if (!isValueOf(type, value)) {
      problem(view.at('const'), `const must be ${expectedValue(type)}, got ${describe(value)}`);
      return undefined;
    }
    if (typeof value === 'string' && value.length > limits.maxTextLength) {
      problem(view.at('const'), `is longer than ${limits.maxTextLength} characters`, 'limit-exceeded');
      return undefined;
    }
    return {
      options: [{ value, label: String(value) }],
      paths: [view.at('const')],
      labelPaths: [view.at('const')],
      enumShape: 'const',
      schema: typed({ const: value }),
    };
  }
  if (present[0] === 'oneOf') {
    if (view.get('enumNames') !== undefined) {
      problem(
        view.at('enumNames'),
        'enumNames labels the values of enum; titled options carry their own title',
      );
      return undefined;
    }
    const parts = readTitledOptions(view.get('oneOf'), view.at('oneOf'), type, context);
    return (
      parts && { ...parts, enumShape: 'titled', schema: typed({ oneOf: toTitledSchema(parts.options) }) }
    );
  }
  const parts = readEnumValues(view.get('enum'), view.at('enum'), type, context);
  if (!parts) return undefined;
  const values = parts.options.map((option) => option.value);
  const enumNames = view.get('enumNames');
  if (enumNames === undefined) return { ...parts, enumShape: 'untitled', schema: typed({ enum: values }) };
  const namesPath = view.at('enumNames');
  if (!Array.isArray(enumNames) || enumNames.some((label) => typeof label !== 'string')) {
    problem(namesPath, 'enumNames must be an array of strings');
    return undefined;
  }
  if (enumNames.length !== values.length) {
    problem(namesPath, `enumNames has ${enumNames.length} labels for ${values.length} enum values`);
    return undefined;
  }
  const labels = enumNames as string[];
  const tooLong = labels.findIndex((label) => label.length > limits.maxTextLength);
  if (tooLong >= 0) {
    problem([...namesPath, tooLong], `is longer than ${limits.maxTextLength} characters`, 'limit-exceeded');
    return undefined;
  }
  return {
    options: parts.options.map((option, index) => ({
      value: option.value,
      label: labels[index] ?? option.label,
    })),
    paths: parts.paths,
    labelPaths: labels.map((_, index) => [...namesPath, index]),
    enumShape: 'legacy-titled',
    schema: typed({ enum: values, enumNames: labels }),
  };
}

/** Refuses every option that the field's own length, pattern, format or bounds would refuse. */
export function checkOptionsMeet(
  rules: Partial<FieldModel> & { kind: FieldKind },
  select: OptionList,
  problem: Problem,
) {
  const check = compileFieldCheck({ name: '', label: '', required: false, sensitive: false, ...rules });
  select.options.forEach((option, index) => {
    const [issue] = check(option.value);
    if (issue !== undefined) {
      problem(
        select.paths[index] as Path,
        `${quote(option.value)} does not meet the field's ${issue}, so choosing it could never be sent`,
      );
    }
  });
}

function isValueOf(type: ValueType, value: unknown): value is string | number {
  if (type === 'string') return typeof value === 'string';
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  return type === 'number' || Number.isInteger(value);
}

function expectedValue(type: ValueType): string {
  return type === 'string' ? 'a string' : type === 'integer' ? 'an integer' : 'a number';
}

export function readEnumValues(
  value: unknown,
  path: Path,
  type: ValueType,
  context: ReadContext,
): OptionList | undefined {
  const { problem, limits } = context;
  if (!Array.isArray(value)) {
    problem(path, `enum must be an array of ${type === 'string' ? 'strings' : 'numbers'}`);
    return undefined;
  }
  if (value.length === 0) {
    problem(path, 'enum must offer at least one value');
    return undefined;
  }
  if (value.length > limits.maxOptions) {
    problem(path, `has ${value.length} options; at most ${limits.maxOptions} are allowed`, 'limit-exceeded');
    return undefined;
  }
  const seen = new Set<unknown>();
  let ok = true;
  value.forEach((entry: unknown, index) => {
    if (!isValueOf(type, entry)) {
      const plural = type === 'string' ? 'strings' : type === 'integer' ? 'integers' : 'numbers';
      problem(
        [...path, index],
        `enum values ${type === 'string' ? '' : `of a ${type} field `}must be ${plural}, got ${describe(entry)}`,
      );
      ok = false;
    } else if (typeof entry === 'string' && entry.length > limits.maxTextLength) {
      problem([...path, index], `is longer than ${limits.maxTextLength} characters`, 'limit-exceeded');
      ok = false;
    } else if (seen.has(entry)) {
      problem([...path, index], `duplicates the value ${JSON.stringify(entry)}`);
      ok = false;
    } else seen.add(entry);
  });
  if (!ok) return undefined;
  return {
    options: (value as (string | number)[]).map((entry) => ({ value: entry, label: String(entry) })),
    paths: value.map((_, index) => [...path, index]),
    labelPaths: value.map((_, index) => [...path, index]),
  };
}

export function readTitledOptions(
  value: unknown,
  path: Path,
  type: ValueType,
  context: ReadContext,
): OptionList | undefined {
  const { problem, limits } = context;
  if (!Array.isArray(value) || value.length === 0) {
    problem(path, 'must be a non-empty array of {const, title} entries');
    return undefined;
  }
  if (value.length > limits.maxOptions) {
    problem(path, `has ${value.length} options; at most ${limits.maxOptions} are allowed`, 'limit-exceeded');
    return undefined;
  }
  const options: FieldOption[] = [];
  const paths: Path[] = [];
  const labelPaths: Path[] = [];
  const seen = new Set<unknown>();
  let ok = true;
  value.forEach((entry: unknown, index) => {
    const entryPath = [...path, index];
    if (!isJsonObject(entry)) {
      problem(entryPath, 'must be an object with const and title');
      ok = false;
      return;
    }
    const constant = Object.hasOwn(entry, 'const') ? entry.const : undefined;
    const title = Object.hasOwn(entry, 'title') ? entry.title : undefined;
    for (const key of Object.keys(entry)) {
      if (key !== 'const' && key !== 'title' && key !== 'description' && !key.startsWith('x-')) {
        problem([...entryPath, key], `"${key}" is not supported in an option: an option is {const, title}`);
        ok = false;
      }
    }
    if (!isValueOf(type, constant)) {
      problem(
        [...entryPath, 'const'],
        constant === undefined ? 'const is required' : `const must be ${expectedValue(type)}`,
      );
      ok = false;
      return;
    }
    if (seen.has(constant)) {
      problem([...entryPath, 'const'], `duplicates the value ${JSON.stringify(constant)}`);
      ok = false;
      return;
    }
    seen.add(constant);
    if (title !== undefined && typeof title !== 'string') {
      problem([...entryPath, 'title'], 'title must be a string');
      ok = false;
      return;
    }
    // A server that forgot the title still gets a usable option: the value itself is shown.
    const label = title ?? String(constant);
    if (label.length > limits.maxTextLength || String(constant).length > limits.maxTextLength) {
      problem(entryPath, `is longer than ${limits.maxTextLength} characters`, 'limit-exceeded');
      ok = false;
      return;
    }
    options.push({ value: constant, label });
    paths.push([...entryPath, 'const']);
    labelPaths.push([...entryPath, title === undefined ? 'const' : 'title']);
  });
  return ok ? { options, paths, labelPaths } : undefined;
}

export function toTitledSchema(options: readonly FieldOption[]): { const: string | number; title: string }[] {
  return options.map((option) => ({ const: option.value, title: option.label }));
}
