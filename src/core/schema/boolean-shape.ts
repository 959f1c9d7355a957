// A boolean field read: a checkbox, pinned by `const` or an enum of one value.
import { describe } from '../wire/json.js';
import type { FieldModel } from './model.js';
import type { Problem, SchemaView } from './schema-view.js';
import type { Shape } from './shape-parts.js';

/** Reads a `boolean` field: `const`, or `enum` of `true` and `false` (one value pins it). */
export function readBooleanShape(view: SchemaView, problem: Problem): Shape {
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
