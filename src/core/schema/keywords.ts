/**
 * The allow-lists: every keyword a field of each type may carry. Each is either an assertion we
 * enforce (in the field checks, and so in the form and in `validateContent`) or an annotation we may
 * ignore. Anything else — including keywords we have never heard of — is refused with its pointer,
 * because a constraint we silently dropped would let the user send an answer the server rejects.
 */

/** The field families the allow-lists are kept for (`integer` reads as `number`). */
export type KeywordScope = 'string' | 'number' | 'boolean' | 'array' | 'items' | 'root';

/** Keywords that only describe; accepted anywhere, never enforced. `x-*` vendor keys are too. */
const ANNOTATIONS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'examples',
  '$comment',
  'readOnly',
  'writeOnly',
  'deprecated',
]);

export function isAnnotation(key: string): boolean {
  return ANNOTATIONS.has(key) || key.startsWith('x-');
}

const STRING_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'format', 'enumNames'];
const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];

/** The keywords each scope accepts besides the annotations. */
const ALLOWED: Readonly<Record<KeywordScope, readonly string[]>> = {
  string: ['type', 'default', ...STRING_KEYWORDS, 'enum', 'oneOf', 'const'],
  number: ['type', 'default', ...NUMBER_KEYWORDS, 'enum', 'oneOf', 'const'],
  boolean: ['type', 'default', 'enum', 'const'],
  array: ['type', 'default', 'items', 'minItems', 'maxItems', 'uniqueItems'],
  items: ['type', 'enum', 'anyOf', 'oneOf'],
  root: ['type', 'properties', 'required', '$schema', '$id', 'additionalProperties', '$defs', 'definitions'],
};

/** Whether `key` may appear in `scope`. */
export function isAllowed(key: string, scope: KeywordScope): boolean {
  return isAnnotation(key) || ALLOWED[scope].includes(key);
}

const OBJECT_KEYWORDS = [
  'properties',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'required',
  'dependentRequired',
  'unevaluatedProperties',
];
const ARRAY_KEYWORDS = [
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'additionalItems',
  'unevaluatedItems',
];
/** Why `key` is refused in `scope`, naming the real problem rather than the symptom. */
export function refusedKeyword(key: string, scope: KeywordScope): string {
  const field = scope === 'root' ? 'the root' : scope === 'items' ? 'array items' : `a ${scope} field`;
  if (key === 'nullable') {
    return '"nullable" is OpenAPI, not JSON Schema: to make a field optional, leave it out of required';
  }
  if (key === 'if' || key === 'then' || key === 'else' || key === 'dependentSchemas') {
    return 'conditional schemas are not supported';
  }
  if (key === 'allOf' || key === 'anyOf' || key === 'oneOf' || key === 'not') {
    return scope === 'root'
      ? `"${key}" is not supported at the root: only flat properties are allowed`
      : `"${key}" is not supported in ${field}: a field is one flat schema (only [T, {"type": "null"}] and titled options are understood)`;
  }
  if (key === '$ref') {
    return '$ref is only understood in a field, as a local reference to an enum in $defs or definitions';
  }
  if (key === '$defs' || key === 'definitions') return `${key} may only appear at the root`;
  if (key === '$id' || key === '$schema') return `${key} may only appear at the root`;
  if (key.startsWith('$')) return `"${key}" is not supported`;
  if (scope !== 'root' && OBJECT_KEYWORDS.includes(key)) {
    return `nested objects are not supported ("${key}" describes an object)`;
  }
  if (scope === 'array' && ['prefixItems', 'additionalItems'].includes(key)) {
    return 'tuples are not supported: a list field offers options to choose from';
  }
  if (scope === 'array' && ARRAY_KEYWORDS.includes(key)) {
    return `"${key}" is not supported: a list field offers options to choose from`;
  }
  if (scope === 'array' && ['enum', 'const', 'oneOf'].includes(key)) {
    return `"${key}" does not apply to a list field: its options belong in items`;
  }
  if (scope !== 'array' && scope !== 'root' && ARRAY_KEYWORDS.includes(key)) {
    return `"${key}" applies to arrays, not to ${field}`;
  }
  if (scope !== 'string' && STRING_KEYWORDS.includes(key)) {
    return `"${key}" applies to strings, not to ${field}`;
  }
  if (scope !== 'number' && NUMBER_KEYWORDS.includes(key)) {
    return `"${key}" applies to numbers, not to ${field}`;
  }
  if (scope === 'items' && (key === 'const' || key === 'default')) {
    return `"${key}" is not supported in array items: list the options in enum, anyOf or oneOf`;
  }
  return `"${key}" is not a keyword this client understands; ${field} accepts ${ALLOWED[scope].join(', ')} and annotations (title, description, …)`;
}
