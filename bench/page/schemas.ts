// The schemas the benchmark renders, the full answers it validates, and the one-field probes that check
// which enum and date-time variants each renderer can show.
import { contactInfoRequest, everythingElicitationRequest } from '../../test/fixtures/requests.js';

export type JsonSchema = Record<string, unknown> & {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
};

export type SchemaId = 'everything' | 'fields100' | 'contact';

/** The 13 variants the 100-field schema cycles through, in order. */
export const VARIANTS = [
  'text',
  'email',
  'uri',
  'date',
  'date-time',
  'number',
  'integer',
  'boolean',
  'untitled-single',
  'titled-single',
  'legacy-enumNames',
  'untitled-multi',
  'titled-multi',
] as const;
type Variant = (typeof VARIANTS)[number];

const OPTIONS = ['Alpha', 'Bravo', 'Charlie', 'Delta'];

function variantSchema(variant: Variant, n: number): Record<string, unknown> {
  const title = `Field ${n} (${variant})`;
  const description = `What field ${n} asks for`;
  const base = { title, description };
  switch (variant) {
    case 'text':
      return { ...base, type: 'string', minLength: 1, maxLength: 200 };
    case 'email':
      return { ...base, type: 'string', format: 'email' };
    case 'uri':
      return { ...base, type: 'string', format: 'uri' };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    case 'date-time':
      return { ...base, type: 'string', format: 'date-time' };
    case 'number':
      return { ...base, type: 'number', minimum: 0, maximum: 1000 };
    case 'integer':
      return { ...base, type: 'integer', minimum: 1, maximum: 100 };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'untitled-single':
      return { ...base, type: 'string', enum: OPTIONS.slice(0, 3) };
    case 'titled-single':
      return {
        ...base,
        type: 'string',
        oneOf: OPTIONS.map((label, index) => ({ const: `opt-${index}`, title: label })),
      };
    case 'legacy-enumNames':
      return { ...base, type: 'string', enum: ['a', 'b', 'c'], enumNames: OPTIONS.slice(0, 3) };
    case 'untitled-multi':
      return { ...base, type: 'array', maxItems: 2, items: { type: 'string', enum: OPTIONS } };
    case 'titled-multi':
      return {
        ...base,
        type: 'array',
        minItems: 1,
        items: {
          anyOf: OPTIONS.slice(0, 3).map((label, index) => ({ const: `opt-${index}`, title: label })),
        },
      };
  }
}

/** 100 fields cycling every variant; every third field is required. Field 1 is plain text. */
function hundredFieldSchema(): JsonSchema {
  const properties: Record<string, Record<string, unknown>> = {};
  const required: string[] = [];
  for (let index = 0; index < 100; index++) {
    const variant = VARIANTS[index % VARIANTS.length] as Variant;
    const name = `f${String(index + 1).padStart(3, '0')}`;
    properties[name] = variantSchema(variant, index + 1);
    if (index % 3 === 0) required.push(name);
  }
  return { type: 'object', properties, required };
}

const mutable = <T>(value: T): JsonSchema => structuredClone(value) as unknown as JsonSchema;

export const SCHEMAS: Record<SchemaId, JsonSchema> = {
  everything: mutable(everythingElicitationRequest.requestedSchema),
  fields100: hundredFieldSchema(),
  contact: mutable(contactInfoRequest.requestedSchema),
};

/** A valid value for one property, so every renderer's validator has a full, correct answer to check. */
function answerFor(property: Record<string, unknown>): unknown {
  const items = property.items as Record<string, unknown> | undefined;
  if (Array.isArray(property.enum)) return property.enum[0];
  if (Array.isArray(property.oneOf)) return (property.oneOf[0] as { const: unknown }).const;
  switch (property.type) {
    case 'boolean':
      return true;
    case 'integer':
      return typeof property.minimum === 'number' ? property.minimum + 1 : 7;
    case 'number':
      return typeof property.minimum === 'number' ? property.minimum + 1.5 : 36.6;
    case 'array': {
      const titled = (items?.anyOf ?? items?.oneOf ?? []) as { const: unknown }[];
      const values = Array.isArray(items?.enum) ? items.enum : titled.map((option) => option.const);
      return values.slice(0, Math.max(1, Number(property.minItems ?? 1)));
    }
    default:
      switch (property.format) {
        case 'email':
          return 'ada@example.com';
        case 'uri':
          return 'https://example.com/ada';
        case 'date':
          return '1815-12-10';
        case 'date-time':
          return '2026-11-30T14:05:00+08:00';
        default:
          return 'Ada Lovelace';
      }
  }
}

/** A full, valid answer: every property answered. */
export function fullAnswer(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties).map(([name, p]) => [name, answerFor(p)]));
}

/** One-field schemas for the capability probes; each is judged in bench/run.mjs from what the page shows. */
export type ProbeId =
  | 'titled-single'
  | 'legacy-enumNames'
  | 'untitled-multi'
  | 'titled-multi'
  | 'date-time-offset-shown'
  | 'date-time-typed'
  | 'boolean-unanswered';

/** The date-time default of the offset probe: 14:05 at +08:00 is 01:05 in New York, the page's time zone. */
export const PROBE_INSTANT = '2026-11-30T14:05:00+08:00';

const one = (property: Record<string, unknown>, required = false): JsonSchema => ({
  type: 'object',
  properties: { probe: property },
  ...(required ? { required: ['probe'] } : {}),
});

export const PROBES: Record<ProbeId, JsonSchema> = {
  'titled-single': one({
    type: 'string',
    title: 'Hero',
    oneOf: [
      { const: 'hero-1', title: 'Superman' },
      { const: 'hero-2', title: 'Green Lantern' },
      { const: 'hero-3', title: 'Wonder Woman' },
    ],
  }),
  'legacy-enumNames': one({
    type: 'string',
    title: 'Pet',
    enum: ['pet-1', 'pet-2', 'pet-3'],
    enumNames: ['Cats', 'Dogs', 'Birds'],
  }),
  'untitled-multi': one({
    type: 'array',
    title: 'Instruments',
    minItems: 1,
    maxItems: 3,
    items: { type: 'string', enum: ['Guitar', 'Piano', 'Violin'] },
  }),
  'titled-multi': one({
    type: 'array',
    title: 'Fish',
    minItems: 1,
    maxItems: 3,
    items: {
      anyOf: [
        { const: 'fish-1', title: 'Tuna' },
        { const: 'fish-2', title: 'Salmon' },
        { const: 'fish-3', title: 'Trout' },
      ],
    },
  }),
  'date-time-offset-shown': one({
    type: 'string',
    title: 'When',
    format: 'date-time',
    default: PROBE_INSTANT,
  }),
  'date-time-typed': one({ type: 'string', title: 'When', format: 'date-time' }),
  'boolean-unanswered': one({ type: 'boolean', title: 'Subscribe' }),
};
