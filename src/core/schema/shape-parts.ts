// What every field reader shares: the shape a field definition is read into, the refusal of keywords its type does
// not allow, counts (minLength, minItems, …) and a select's parts. Each type's reader is a module of its own
// (string-shape.ts, number-shape.ts, boolean-shape.ts, array-shape.ts); field-shape.ts picks one by type.
import type { FileInput } from '../wire/file-inputs-draft.js';
import type { Select } from './field-options.js';
import { isAllowed, type KeywordScope, refusedKeyword } from './keywords.js';
import type { EnumShape, FieldKind, FieldModel, FieldOption } from './model.js';
import type { Path, Problem, SchemaView } from './schema-view.js';

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

/** Refuses each keyword of the definition that `scope` does not allow. */
export function checkKeywords(view: SchemaView, scope: KeywordScope, problem: Problem): void {
  for (const key of view.keys) if (!isAllowed(key, scope)) problem(view.at(key), refusedKeyword(key, scope));
}

/** A select's options, labels and schema as a shape's parts; one option pins the answer (`const`). */
export function selectParts(
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

/** A non-negative integer keyword (`minLength`, `maxItems`, …), or `undefined`: absent, or refused as anything else. */
export function readCount(view: SchemaView, key: string, problem: Problem): number | undefined {
  const value = view.get(key);
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    problem(view.at(key), `${key} must be a non-negative integer`);
    return undefined;
  }
  return value;
}
