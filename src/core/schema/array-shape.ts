// An array field read: a multi-select of string options (an enum, or titled anyOf/oneOf items) and its counts.
import { isJsonObject } from '../wire/json.js';
import { readEnumValues, readTitledOptions, type Select, toTitledSchema } from './field-options.js';
import type { FieldModel } from './model.js';
import { type ReadContext, unwrapItems } from './rewrites.js';
import type { SchemaView } from './schema-view.js';
import { checkKeywords, readCount, type Shape } from './shape-parts.js';

/** Reads an `array` field: string options in `items` (enum, or titled anyOf/oneOf), `minItems`, `maxItems`. */
export function readMultiSelectShape(view: SchemaView, context: ReadContext): Shape | undefined {
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
