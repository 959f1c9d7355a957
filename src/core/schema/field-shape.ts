import { readMultiSelectShape } from './array-shape.js';
import { readBooleanShape } from './boolean-shape.js';
import { readNumberShape } from './number-shape.js';
import type { ReadContext } from './rewrites.js';
import type { SchemaView } from './schema-view.js';
import { checkKeywords, type Shape } from './shape-parts.js';
import { readStringShape } from './string-shape.js';

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
