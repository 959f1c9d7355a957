/**
 * Checks on the options of a select that a schema check cannot make: whether a person can tell them apart.
 *
 * @module
 */

import { comparableText, readableLabel } from '../safety/readable-text.js';
import type { FieldOption } from './model.js';

/**
 * Options with a label a person can read: a title that is blank (spaces, fillers, invisible characters only)
 * falls back to the value, and a blank value is spelled out as code points.
 *
 * @example
 * readableOptions([{ value: 'keep', label: '\u3164' }]); // [{ value: 'keep', label: 'keep' }]
 */
export function readableOptions(options: readonly FieldOption[]): FieldOption[] {
  return options.map((option) => ({
    value: option.value,
    label: readableLabel([option.label], String(option.value)),
  }));
}

/** Two options whose labels look the same. */
export interface IndistinctOptions {
  /** Index of the earlier option. */
  first: number;
  /** Index of the later one, which the issue points at. */
  second: number;
  /** The label both look like. */
  label: string;
}

/**
 * Pairs of options whose labels are the same after NFKC, invisible characters removed, white space collapsed and
 * lookalike letters folded ("Keep my data" for both `delete_all` and `keep`). A choice the person cannot tell
 * apart is not a choice: the compiler refuses such a field. Each later option is reported once.
 *
 * @example
 * findIndistinctOptions([{ value: 'delete_all', label: 'Keep my data' }, { value: 'keep', label: 'Keep my data' }]);
 * // [{ first: 0, second: 1, label: 'Keep my data' }]
 */
export function findIndistinctOptions(options: readonly FieldOption[]): IndistinctOptions[] {
  const seen = new Map<string, number>();
  const found: IndistinctOptions[] = [];
  options.forEach((option, index) => {
    const key = comparableLabel(option.label);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else found.push({ first, second: index, label: option.label });
  });
  return found;
}

// One enum inlined into many fields (a pydantic Enum used 100 times) repeats the same labels: fold each once.
const folded = new Map<string, string>();
const MAX_FOLDED = 20_000;

function comparableLabel(label: string): string {
  let key = folded.get(label);
  if (key === undefined) {
    if (folded.size >= MAX_FOLDED) folded.clear();
    key = comparableText(label);
    folded.set(label, key);
  }
  return key;
}
