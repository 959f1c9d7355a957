// Builds the "every combination" schemas of the catalogue: one field kind (or enum variant), four
// properties: required or optional, each with and without a `default`.
import type { ElicitContent, ElicitValue } from '../../src/core/index.js';

/** The four combinations, in the order they are shown. */
export const combinations = [
  { name: 'requiredWithDefault', title: 'Required, with default', required: true, withDefault: true },
  { name: 'required', title: 'Required', required: true, withDefault: false },
  { name: 'optionalWithDefault', title: 'Optional, with default', required: false, withDefault: true },
  { name: 'optional', title: 'Optional', required: false, withDefault: false },
] as const;

const descriptions = {
  requiredWithDefault: 'Pre-filled from the schema’s default.',
  required: 'Must be answered before sending.',
  optionalWithDefault: 'Pre-filled from the default; clear it to send nothing.',
  optional: 'Left empty, it is left out of the answer.',
} as const;

/** A flat `requestedSchema` as a server sends it (unchecked: the core checks it). */
export interface SchemaParams {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required: string[];
}

/** A `requestedSchema` with the four combinations of one property schema. */
export function matrixSchema(base: Record<string, unknown>, sample: ElicitValue): SchemaParams {
  return {
    type: 'object',
    properties: Object.fromEntries(
      combinations.map(({ name, title, withDefault }) => [
        name,
        { ...base, title, description: descriptions[name], ...(withDefault ? { default: sample } : {}) },
      ]),
    ),
    required: combinations.filter((entry) => entry.required).map((entry) => entry.name),
  };
}

/** One field kind or enum variant: its property schema (without default) and the default of the "with default" fields. */
export interface Kind {
  schema: Record<string, unknown>;
  sample: ElicitValue;
}

/** A catalogue story's args and docs: the kind's four combinations, and the schema in the description. */
export function matrixArgs({ schema, sample }: Kind) {
  const story = `Property schema: \`${JSON.stringify(schema)}\`, default \`${JSON.stringify(sample)}\`.`;
  return { args: { schema: matrixSchema(schema, sample) }, parameters: { docs: { description: { story } } } };
}

/**
 * What an untouched matrix form sends once the one field without a default that is required has been
 * answered: both defaults, that answer, and nothing for the empty optional field.
 */
export function matrixContent(sample: ElicitValue, answer: ElicitValue): ElicitContent {
  return { requiredWithDefault: sample, required: answer, optionalWithDefault: sample };
}

/** `Required *` as a label's text: the marker is hidden from assistive technology, not from the DOM. */
export function labelPattern(title: string): RegExp {
  return new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/** The accessible name of a group's legend: `Required (required)`, `Optional`. */
export function groupName(title: string): RegExp {
  return new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(required\\))?$`);
}
