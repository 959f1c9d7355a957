import type { DraftValue, DraftValues } from '../core/answer/values.js';
import type { FieldModel, FormModel } from '../core/schema/model.js';
import { setOwn } from '../core/wire/json.js';

/**
 * The form's values as react-hook-form holds them: one entry per field, keyed by its safe key (`f0`, `f1`, …).
 * @inline
 */
export type ElicitationHookFormValues = Record<string, DraftValue>;

/**
 * A field of the request as a react-hook-form host renders it: our `FieldModel` with its `name` replaced by
 * the safe key to register (`f0`, `f1`, …), and the server's property name kept as `property`.
 */
export interface HookFormField extends Omit<FieldModel, 'name'> {
  /** The safe key to pass to `register(…)` or `<Controller name>`: never a server property name. */
  readonly name: string;
  /** The property name the server asked for, as sent back in the content. */
  readonly property: string;
}

/**
 * The safe key of the field at `index`. react-hook-form reads `a.b` and `a[0]` as paths and would write through
 * `__proto__`; a key made of the index alone is a plain name whatever the server called the property.
 *
 * @example
 * hookFormKey(0); // 'f0'
 */
export function hookFormKey(index: number): string {
  return `f${index}`;
}

const fieldsByModel = new WeakMap<FormModel, readonly HookFormField[]>();

/**
 * The model's fields with their safe keys, computed once per model.
 *
 * @example
 * hookFormFields(model).map((field) => [field.name, field.property]); // [['f0', 'a.b'], ['f1', '__proto__']]
 */
export function hookFormFields(model: FormModel): readonly HookFormField[] {
  let fields = fieldsByModel.get(model);
  if (!fields) {
    fields = model.fields.map((field, index) => ({
      ...field,
      name: hookFormKey(index),
      property: field.name,
    }));
    fieldsByModel.set(model, fields);
  }
  return fields;
}

/**
 * A draft keyed by property name, re-keyed by safe key (arrays copied). Missing properties stay `undefined`.
 *
 * @example
 * toHookFormValues(model, initialValues(model)); // { f0: '', f1: false }
 */
export function toHookFormValues(model: FormModel, draft: DraftValues): ElicitationHookFormValues {
  const values: ElicitationHookFormValues = {};
  model.fields.forEach((field, index) => {
    const value = Object.hasOwn(draft, field.name) ? draft[field.name] : undefined;
    values[hookFormKey(index)] = Array.isArray(value) ? [...value] : value;
  });
  return values;
}

/**
 * Values keyed by safe key, back to a draft keyed by property name. Defined, not assigned, so a property named
 * `__proto__` stays an own entry of the draft. `unanswered(index)` drops a value that is not an answer yet.
 */
export function toDraftValues(
  model: FormModel,
  values: unknown,
  unanswered?: (field: FieldModel, index: number, value: DraftValue) => boolean,
): DraftValues {
  const draft: DraftValues = {};
  const record = values !== null && typeof values === 'object' ? values : {};
  model.fields.forEach((field, index) => {
    const key = hookFormKey(index);
    const value = (
      Object.hasOwn(record, key) ? (record as ElicitationHookFormValues)[key] : undefined
    ) as DraftValue;
    setOwn(draft, field.name, unanswered?.(field, index, value) ? undefined : value);
  });
  return draft;
}
