import type { FileInput } from '../wire/file-inputs-draft.js';
import { describe, isJsonObject } from '../wire/json.js';
import {
  checkOptionsMeet,
  hasOptions,
  readEnumValues,
  readOptions,
  readTitledOptions,
  type Select,
  toTitledSchema,
} from './field-options.js';
import { isKnownFormat, isMultilineFormat } from './formats.js';
import { isAllowed, type KeywordScope, refusedKeyword } from './keywords.js';
import type { EnumShape, FieldKind, FieldModel, FieldOption } from './model.js';
import { findPatternProblem } from './pattern.js';
import { type ReadContext, unwrapItems } from './rewrites.js';
import type { Path, Problem, SchemaView } from './schema-view.js';

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
  /** Where each option's label comes from, for a refusal that names the very entry. */
  optionLabelPaths?: Path[];
  enumShape?: EnumShape;
  format?: string;
  /** SEP-2631: the field is a file (kind `file`). */
  file?: FileInput;
  /** The field in the spec's subset: exactly the assertions we enforce. */
  schema: Record<string, unknown>;
}

/** Reads a field definition (rewrites already applied), refusing every keyword its type does not allow. */
export function readShape(view: SchemaView, context: ReadContext): Shape | undefined {
  const type = view.get('type');
  const { problem } = context;
  switch (type) {
    case 'string':
      checkKeywords(view, 'string', problem);
      return readStringShape(view, context);
    case 'number':
    case 'integer':
      checkKeywords(view, 'number', problem);
      return readNumberShape(type, view, context);
    case 'boolean':
      checkKeywords(view, 'boolean', problem);
      return readBooleanShape(view, problem);
    case 'array':
      checkKeywords(view, 'array', problem);
      return readMultiSelectShape(view, context);
    case 'object':
      if (view.get('properties') !== undefined)
        problem(view.at('properties'), 'nested objects are not supported');
      problem(view.at('type'), 'nested objects are not supported');
      return undefined;
    case 'null':
      problem(view.at('type'), 'type "null" is not supported: a field that can only be null asks nothing');
      return undefined;
    case undefined: {
      // Without a type, a composition keyword is the real problem, not the missing type.
      const composed = ['anyOf', 'oneOf', 'allOf', 'not', 'if'].filter((key) => view.get(key) !== undefined);
      for (const key of composed) {
        problem(
          view.at(key),
          `"${key}" is not supported: a field is one flat schema with a type (only [T, {"type": "null"}] is understood)`,
        );
      }
      if (composed.length === 0) problem(view.at('type'), 'type is required');
      return undefined;
    }
    default:
      problem(view.at('type'), `type ${JSON.stringify(type)} is not supported`);
      return undefined;
  }
}

function checkKeywords(view: SchemaView, scope: KeywordScope, problem: Problem): void {
  for (const key of view.keys) if (!isAllowed(key, scope)) problem(view.at(key), refusedKeyword(key, scope));
}

function readStringShape(view: SchemaView, context: ReadContext): Shape | undefined {
  const { problem, limits } = context;
  // SEP-2631: only the draft the host passed reads `x-mcp-file`; without it the keyword is an annotation.
  const file = context.files?.readField(view, context);
  if (file !== undefined) return file ? { kind: 'file', constraints: {}, format: 'uri', ...file } : undefined;
  const constraints: Partial<FieldModel> = {};
  const schema: Record<string, unknown> = { type: 'string' };
  const minLength = readCount(view, 'minLength', problem);
  const maxLength = readCount(view, 'maxLength', problem);
  if (minLength !== undefined) constraints.minLength = schema.minLength = minLength;
  if (maxLength !== undefined) constraints.maxLength = schema.maxLength = maxLength;
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
    problem(view.at('minLength'), `minLength ${minLength} is greater than maxLength ${maxLength}`);
  }

  const pattern = view.get('pattern');
  if (pattern !== undefined) {
    if (typeof pattern !== 'string') problem(view.at('pattern'), 'pattern must be a string');
    else if (pattern.length > limits.maxTextLength) {
      problem(
        view.at('pattern'),
        `pattern is longer than ${limits.maxTextLength} characters`,
        'limit-exceeded',
      );
    } else {
      const why = findPatternProblem(pattern, maxLength);
      if (why) problem(view.at('pattern'), `pattern ${why}`);
      else constraints.pattern = schema.pattern = pattern;
    }
  }

  const format = view.get('format');
  let kind: FieldKind = 'text';
  if (format !== undefined) {
    if (typeof format !== 'string') {
      problem(view.at('format'), 'format must be a string');
      return undefined;
    }
    // The spec's four have widgets of their own; the formats generators emit (uuid, ipv4, time, …) are
    // checked in a text box. Any other is an annotation to us: told as a notice (refused under strict), the
    // value checked by its type only; `password` still marks the field as asking for a secret.
    if (isKnownFormat(format)) {
      kind = Object.hasOwn(TEXT_FORMATS, format) ? (TEXT_FORMATS[format] as FieldKind) : 'text';
      schema.format = format;
    } else if (isMultilineFormat(format)) {
      // Text on several lines: drawn as a textarea, checked as text (nothing to enforce, so not in `schema`).
      constraints.multiline = true;
    } else if (context.strict) {
      problem(view.at('format'), `format ${JSON.stringify(format)} is not one this client checks`);
    } else {
      context.notice(
        view.at('format'),
        'unknown-format',
        `format ${JSON.stringify(format)} is not one this client checks: the value is checked as text only`,
      );
    }
  }
  const formatPart = typeof format === 'string' ? { format } : {};

  if (hasOptions(view)) {
    const select = readOptions(view, 'string', context);
    if (!select) return undefined;
    // Length, pattern and format beside options are kept only when every option meets them; then
    // any option the user picks does, and the options alone say what may be sent.
    checkOptionsMeet({ kind, ...constraints, ...formatPart }, select, problem);
    return { kind: 'single-select', ...selectParts(select), ...formatPart };
  }
  if (view.get('enumNames') !== undefined) {
    problem(view.at('enumNames'), 'enumNames labels the values of enum, and this field has no enum');
  }
  return { kind, constraints, schema, ...formatPart };
}

function readNumberShape(
  type: 'number' | 'integer',
  view: SchemaView,
  context: ReadContext,
): Shape | undefined {
  const { problem } = context;
  const constraints: Partial<FieldModel> = {};
  const schema: Record<string, unknown> = { type };
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const value = view.get(key);
    if (value === undefined) continue;
    if (typeof value === 'boolean' && key.startsWith('exclusive')) {
      const inclusive = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
      problem(
        view.at(key),
        `${key} must be a number: the draft-04 boolean form is not supported; write "${key}": <bound> instead of "${inclusive}" with "${key}": true`,
      );
    } else if (typeof value !== 'number' || !Number.isFinite(value)) {
      problem(view.at(key), `${key} must be a finite number`);
    } else constraints[key] = schema[key] = value;
  }
  const multipleOf = view.get('multipleOf');
  if (multipleOf !== undefined) {
    if (typeof multipleOf !== 'number' || !Number.isFinite(multipleOf) || multipleOf <= 0) {
      problem(view.at('multipleOf'), 'multipleOf must be a number greater than 0');
    } else constraints.multipleOf = schema.multipleOf = multipleOf;
  }
  checkRange(type, constraints, view, problem);

  if (hasOptions(view)) {
    const select = readOptions(view, type, context);
    if (!select) return undefined;
    checkOptionsMeet({ kind: type, ...constraints }, select, problem);
    const parts = selectParts(select);
    return { ...parts, kind: 'single-select', constraints: { ...parts.constraints, valueType: type } };
  }
  return { kind: type, constraints, schema };
}

/** Refuses bounds no value could meet: the form would open impossible to send. */
function checkRange(
  type: 'number' | 'integer',
  bounds: Partial<FieldModel>,
  view: SchemaView,
  problem: Problem,
) {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = bounds;
  if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
    problem(view.at('minimum'), `minimum ${minimum} is greater than maximum ${maximum}`);
    return;
  }
  // The stricter of each pair is the bound that counts.
  const lowExclusive =
    exclusiveMinimum !== undefined && (minimum === undefined || exclusiveMinimum >= minimum);
  const highExclusive =
    exclusiveMaximum !== undefined && (maximum === undefined || exclusiveMaximum <= maximum);
  const low = lowExclusive ? exclusiveMinimum : minimum;
  const high = highExclusive ? exclusiveMaximum : maximum;
  if (low === undefined || high === undefined) return;
  const lowKey = lowExclusive ? 'exclusiveMinimum' : 'minimum';
  const words = `${lowExclusive ? 'more than' : 'at least'} ${low} and ${highExclusive ? 'less than' : 'at most'} ${high}`;
  if (low > high || (low === high && (lowExclusive || highExclusive))) {
    problem(view.at(lowKey), `no number is ${words}`);
    return;
  }
  if (type !== 'integer') return;
  const lowest = lowExclusive ? Math.floor(low) + 1 : Math.ceil(low);
  const highest = highExclusive ? Math.ceil(high) - 1 : Math.floor(high);
  if (lowest > highest) {
    problem(
      view.at(lowKey),
      lowExclusive || highExclusive ? `no integer is ${words}` : `no integer lies between ${low} and ${high}`,
    );
  }
}

function readBooleanShape(view: SchemaView, problem: Problem): Shape {
  const constraints: Partial<FieldModel> = {};
  const schema: Record<string, unknown> = { type: 'boolean' };
  const constant = view.get('const');
  const values = view.get('enum');
  if (constant !== undefined && values !== undefined) {
    problem(view.at('enum'), 'use either enum or const, not both');
  } else if (constant !== undefined) {
    if (typeof constant === 'boolean') constraints.const = schema.const = constant;
    else
      problem(view.at('const'), `const of a boolean field must be true or false, got ${describe(constant)}`);
  } else if (values !== undefined) {
    if (!Array.isArray(values) || values.length === 0) {
      problem(view.at('enum'), 'enum must be a non-empty array of true and false');
    } else {
      const seen = new Set<boolean>();
      values.forEach((entry: unknown, index) => {
        if (typeof entry !== 'boolean') {
          problem(
            [...view.at('enum'), index],
            `enum values of a boolean field must be true or false, got ${describe(entry)}`,
          );
        } else if (seen.has(entry)) problem([...view.at('enum'), index], `duplicates the value ${entry}`);
        else seen.add(entry);
      });
      // An enum of one value pins the answer, as const does; [true, false] allows both.
      const [only] = seen;
      if (seen.size === 1 && values.length === 1 && only !== undefined)
        constraints.const = schema.const = only;
    }
  }
  return { kind: 'boolean', constraints, schema };
}

function readMultiSelectShape(view: SchemaView, context: ReadContext): Shape | undefined {
  const { problem } = context;
  const rawItems = view.get('items');
  const itemsPath = view.at('items');
  if (!isJsonObject(rawItems)) {
    problem(itemsPath, 'an array field needs items listing the options');
    return undefined;
  }
  const minItems = readCount(view, 'minItems', problem);
  const maxItems = readCount(view, 'maxItems', problem);
  if (minItems !== undefined && maxItems !== undefined && minItems > maxItems) {
    problem(view.at('minItems'), `minItems ${minItems} is greater than maxItems ${maxItems}`);
  }
  const uniqueItems = view.get('uniqueItems');
  if (uniqueItems !== undefined && typeof uniqueItems !== 'boolean') {
    problem(view.at('uniqueItems'), 'uniqueItems must be true or false');
  }
  const constraints: Partial<FieldModel> = {};
  // Choosing an option twice is impossible in the form, so repeats are always refused.
  const schema: Record<string, unknown> = { type: 'array', uniqueItems: true };
  if (minItems !== undefined) constraints.minItems = schema.minItems = minItems;
  if (maxItems !== undefined) constraints.maxItems = schema.maxItems = maxItems;

  const items = unwrapItems(rawItems, itemsPath, context);
  if (!items) return undefined;
  const itemType = items.get('type');
  if (itemType === 'object' || items.get('properties') !== undefined) {
    problem(itemsPath, 'arrays of objects are not supported');
    return undefined;
  }
  checkKeywords(items, 'items', problem);
  const titledKey = ['anyOf', 'oneOf'].find((key) => items.get(key) !== undefined);
  let select: Select | undefined;
  if (titledKey) {
    if (itemType !== undefined && itemType !== 'string') {
      problem(items.at('type'), 'titled options of a list are strings: type must be "string" or absent');
      return undefined;
    }
    const parts = readTitledOptions(items.get(titledKey), items.at(titledKey), 'string', context);
    if (!parts) return undefined;
    select = { ...parts, enumShape: 'titled', schema: { anyOf: toTitledSchema(parts.options) } };
  } else if (itemType === 'string') {
    if (items.get('enum') === undefined) {
      problem(itemsPath, 'arrays of free text are not supported: list the allowed values in items.enum');
      return undefined;
    }
    const parts = readEnumValues(items.get('enum'), items.at('enum'), 'string', context);
    if (!parts) return undefined;
    select = {
      ...parts,
      enumShape: 'untitled',
      schema: { type: 'string', enum: parts.options.map((o) => o.value) },
    };
  } else if (itemType === 'number' || itemType === 'integer') {
    problem(
      items.at('type'),
      'a list offers string options: lists of numbers are not supported (answers are string arrays)',
    );
    return undefined;
  } else if (itemType === undefined) {
    problem(itemsPath, 'an array field needs items listing the options in enum, anyOf or oneOf');
    return undefined;
  } else {
    problem(
      items.at('type'),
      `lists of ${JSON.stringify(itemType)} are not supported: a list offers string options`,
    );
    return undefined;
  }
  schema.items = select.schema;
  return {
    kind: 'multi-select',
    constraints,
    options: select.options,
    optionLabelPaths: select.labelPaths,
    enumShape: select.enumShape,
    schema,
  };
}

function readCount(view: SchemaView, key: string, problem: Problem): number | undefined {
  const value = view.get(key);
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    problem(view.at(key), `${key} must be a non-negative integer`);
    return undefined;
  }
  return value;
}

function selectParts(
  select: Select,
): Pick<Shape, 'constraints' | 'options' | 'optionLabelPaths' | 'enumShape' | 'schema'> {
  const constraints: Partial<FieldModel> = {};
  const [first] = select.options;
  if (select.options.length === 1 && first) constraints.const = first.value;
  return {
    constraints,
    options: select.options,
    optionLabelPaths: select.labelPaths,
    enumShape: select.enumShape,
    schema: select.schema,
  };
}
