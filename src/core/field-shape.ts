import type { ElicitationIssue } from './errors.js';
import { isJsonObject, type JsonObject, own } from './json.js';
import type { ElicitationLimits } from './limits.js';
import type { EnumShape, FieldKind, FieldModel, FieldOption } from './model.js';
import { findPatternProblem } from './pattern.js';

/** A JSON-pointer path as segments; escaped only when an issue is reported. */
export type Path = readonly (string | number)[];

/** Reports one problem found while reading a schema. */
export type Problem = (path: Path, message: string, code?: ElicitationIssue['code']) => void;

const TEXT_FORMATS: Readonly<Record<string, FieldKind>> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'date-time',
};

/** What a field definition says about its widget, constraints and options. */
export interface Shape {
  kind: FieldKind;
  constraints: Partial<FieldModel>;
  options?: FieldOption[];
  enumShape?: EnumShape;
  format?: string;
  schema: Record<string, unknown>;
}

export function readShape(
  definition: JsonObject,
  path: Path,
  limits: ElicitationLimits,
  problem: Problem,
): Shape | undefined {
  const type = own(definition, 'type');
  switch (type) {
    case 'string':
      return readStringShape(definition, path, limits, problem);
    case 'number':
    case 'integer':
      return readNumberShape(type, definition, path, problem);
    case 'boolean':
      return { kind: 'boolean', constraints: {}, schema: { type: 'boolean' } };
    case 'array':
      return readMultiSelectShape(definition, path, limits, problem);
    case 'object':
      problem([...path, 'type'], 'nested objects are not supported');
      return undefined;
    case undefined:
      problem([...path, 'type'], 'type is required');
      return undefined;
    default:
      problem([...path, 'type'], `type ${JSON.stringify(type)} is not supported`);
      return undefined;
  }
}

function readStringShape(
  definition: JsonObject,
  path: Path,
  limits: ElicitationLimits,
  problem: Problem,
): Shape | undefined {
  const enumValues = own(definition, 'enum');
  const oneOf = own(definition, 'oneOf');
  if (enumValues !== undefined || oneOf !== undefined) {
    const select = readSingleSelect(definition, path, limits, problem);
    return select && { kind: 'single-select', constraints: {}, ...select };
  }

  const constraints: Partial<FieldModel> = {};
  const schema: Record<string, unknown> = { type: 'string' };
  const minLength = readCount(definition, 'minLength', path, problem);
  const maxLength = readCount(definition, 'maxLength', path, problem);
  if (minLength !== undefined) constraints.minLength = schema.minLength = minLength;
  if (maxLength !== undefined) constraints.maxLength = schema.maxLength = maxLength;
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
    problem([...path, 'minLength'], `minLength ${minLength} is greater than maxLength ${maxLength}`);
  }

  const pattern = own(definition, 'pattern');
  if (pattern !== undefined) {
    if (typeof pattern !== 'string') problem([...path, 'pattern'], 'pattern must be a string');
    else if (pattern.length > limits.maxTextLength) {
      problem(
        [...path, 'pattern'],
        `pattern is longer than ${limits.maxTextLength} characters`,
        'limit-exceeded',
      );
    } else {
      const why = findPatternProblem(pattern);
      if (why) problem([...path, 'pattern'], `pattern ${why}`);
      else constraints.pattern = schema.pattern = pattern;
    }
  }

  const format = own(definition, 'format');
  let kind: FieldKind = 'text';
  if (format !== undefined) {
    if (typeof format !== 'string') {
      problem([...path, 'format'], 'format must be a string');
      return undefined;
    }
    // Formats beyond the four of the spec (uuid, time, …) render as plain text; the server still validates.
    const known = Object.hasOwn(TEXT_FORMATS, format) ? TEXT_FORMATS[format] : undefined;
    if (known) {
      kind = known;
      schema.format = format;
    }
  }
  return { kind, constraints, schema, ...(typeof format === 'string' ? { format } : {}) };
}

function readNumberShape(
  type: 'number' | 'integer',
  definition: JsonObject,
  path: Path,
  problem: Problem,
): Shape | undefined {
  const constraints: Partial<FieldModel> = {};
  const schema: Record<string, unknown> = { type };
  for (const key of ['minimum', 'maximum'] as const) {
    const value = own(definition, key);
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value))
      problem([...path, key], `${key} must be a finite number`);
    else constraints[key] = schema[key] = value;
  }
  const { minimum, maximum } = constraints;
  if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
    problem([...path, 'minimum'], `minimum ${minimum} is greater than maximum ${maximum}`);
  }
  if (
    type === 'integer' &&
    minimum !== undefined &&
    maximum !== undefined &&
    Math.ceil(minimum) > Math.floor(maximum)
  ) {
    problem([...path, 'minimum'], `no integer lies between ${minimum} and ${maximum}`);
  }
  return { kind: type, constraints, schema };
}

function readCount(definition: JsonObject, key: string, path: Path, problem: Problem): number | undefined {
  const value = own(definition, key);
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    problem([...path, key], `${key} must be a non-negative integer`);
    return undefined;
  }
  return value;
}

interface SelectParts {
  options: FieldOption[];
  enumShape: EnumShape;
  schema: Record<string, unknown>;
}

function readSingleSelect(
  definition: JsonObject,
  path: Path,
  limits: ElicitationLimits,
  problem: Problem,
): SelectParts | undefined {
  const oneOf = own(definition, 'oneOf');
  if (oneOf !== undefined) {
    if (own(definition, 'enum') !== undefined)
      problem([...path, 'enum'], 'use either enum or oneOf, not both');
    const options = readTitledOptions(oneOf, [...path, 'oneOf'], limits, problem);
    return (
      options && { options, enumShape: 'titled', schema: { type: 'string', oneOf: toTitledSchema(options) } }
    );
  }
  const values = readEnumValues(own(definition, 'enum'), [...path, 'enum'], limits, problem);
  if (!values) return undefined;
  const enumNames = own(definition, 'enumNames');
  if (enumNames === undefined) {
    return {
      options: values.map((value) => ({ value, label: value })),
      enumShape: 'untitled',
      schema: { type: 'string', enum: values },
    };
  }
  const namesPath = [...path, 'enumNames'];
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
    options: values.map((value, index) => ({ value, label: labels[index] ?? value })),
    enumShape: 'legacy-titled',
    schema: { type: 'string', enum: values, enumNames: labels },
  };
}

function readMultiSelectShape(
  definition: JsonObject,
  path: Path,
  limits: ElicitationLimits,
  problem: Problem,
): Shape | undefined {
  const items = own(definition, 'items');
  const itemsPath = [...path, 'items'];
  if (!isJsonObject(items)) {
    problem(itemsPath, 'an array field needs items with the allowed values');
    return undefined;
  }
  const minItems = readCount(definition, 'minItems', path, problem);
  const maxItems = readCount(definition, 'maxItems', path, problem);
  if (minItems !== undefined && maxItems !== undefined && minItems > maxItems) {
    problem([...path, 'minItems'], `minItems ${minItems} is greater than maxItems ${maxItems}`);
  }
  const constraints: Partial<FieldModel> = {};
  const schema: Record<string, unknown> = { type: 'array', uniqueItems: true };
  if (minItems !== undefined) constraints.minItems = schema.minItems = minItems;
  if (maxItems !== undefined) constraints.maxItems = schema.maxItems = maxItems;

  const titledKey =
    own(items, 'anyOf') !== undefined ? 'anyOf' : own(items, 'oneOf') !== undefined ? 'oneOf' : undefined;
  if (titledKey) {
    const options = readTitledOptions(own(items, titledKey), [...itemsPath, titledKey], limits, problem);
    if (!options) return undefined;
    schema.items = { anyOf: toTitledSchema(options) };
    return { kind: 'multi-select', constraints, options, enumShape: 'titled', schema };
  }
  const itemType = own(items, 'type');
  if (itemType === 'object' || own(items, 'properties') !== undefined) {
    problem(itemsPath, 'arrays of objects are not supported');
    return undefined;
  }
  if (itemType !== 'string') {
    problem([...itemsPath, 'type'], 'array items must be strings chosen from enum, anyOf or oneOf');
    return undefined;
  }
  const values = readEnumValues(own(items, 'enum'), [...itemsPath, 'enum'], limits, problem);
  if (!values) return undefined;
  schema.items = { type: 'string', enum: values };
  return {
    kind: 'multi-select',
    constraints,
    options: values.map((value) => ({ value, label: value })),
    enumShape: 'untitled',
    schema,
  };
}

function readEnumValues(
  value: unknown,
  path: Path,
  limits: ElicitationLimits,
  problem: Problem,
): string[] | undefined {
  if (!Array.isArray(value)) {
    problem(path, 'enum must be an array of strings');
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
  const seen = new Set<string>();
  let ok = true;
  value.forEach((entry: unknown, index) => {
    if (typeof entry !== 'string') {
      problem([...path, index], `enum values must be strings, got ${describe(entry)}`);
      ok = false;
    } else if (entry.length > limits.maxTextLength) {
      problem([...path, index], `is longer than ${limits.maxTextLength} characters`, 'limit-exceeded');
      ok = false;
    } else if (seen.has(entry)) {
      problem([...path, index], `duplicates the value ${JSON.stringify(entry)}`);
      ok = false;
    } else seen.add(entry);
  });
  return ok ? (value as string[]) : undefined;
}

function readTitledOptions(
  value: unknown,
  path: Path,
  limits: ElicitationLimits,
  problem: Problem,
): FieldOption[] | undefined {
  if (!Array.isArray(value) || value.length === 0) {
    problem(path, 'must be a non-empty array of {const, title} entries');
    return undefined;
  }
  if (value.length > limits.maxOptions) {
    problem(path, `has ${value.length} options; at most ${limits.maxOptions} are allowed`, 'limit-exceeded');
    return undefined;
  }
  const options: FieldOption[] = [];
  const seen = new Set<string>();
  let ok = true;
  value.forEach((entry: unknown, index) => {
    const entryPath = [...path, index];
    if (!isJsonObject(entry)) {
      problem(entryPath, 'must be an object with const and title');
      ok = false;
      return;
    }
    const constant = own(entry, 'const');
    const title = own(entry, 'title');
    if (typeof constant !== 'string') {
      problem(
        [...entryPath, 'const'],
        constant === undefined ? 'const is required' : 'const must be a string',
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
    const label = title ?? constant;
    if (label.length > limits.maxTextLength || constant.length > limits.maxTextLength) {
      problem(entryPath, `is longer than ${limits.maxTextLength} characters`, 'limit-exceeded');
      ok = false;
      return;
    }
    // A server that forgot the title still gets a usable option: the value itself is shown.
    options.push({ value: constant, label });
  });
  return ok ? options : undefined;
}

function toTitledSchema(options: readonly FieldOption[]): { const: string; title: string }[] {
  return options.map((option) => ({ const: option.value, title: option.label }));
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value).slice(0, 40)}`;
}
