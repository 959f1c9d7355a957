// A number or integer field read: its bounds and step, refused when no value could meet them, or its options.
import { checkOptionsMeet, hasOptions, readOptions } from './field-options.js';
import type { FieldModel } from './model.js';
import type { ReadContext } from './rewrites.js';
import type { Problem, SchemaView } from './schema-view.js';
import { type Shape, selectParts } from './shape-parts.js';

/** Reads a `number` or `integer` field: bounds, `multipleOf`, or a single select of numbers. */
export function readNumberShape(
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
