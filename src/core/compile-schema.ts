import { findDefaultMisfit } from './default-fit.js';
import { ElicitationError, type ElicitationIssue, pointer } from './errors.js';
import { type Path, type Problem, readShape } from './field-shape.js';
import { isJsonObject, type JsonObject, own, setOwn } from './json.js';
import { type ElicitationLimits, resolveLimits } from './limits.js';
import type { FieldModel, FormModel } from './model.js';
import { findIndistinctOptions, optionLabelPath, readableOptions } from './option-checks.js';
import type { ElicitValue, PrimitiveSchemaDefinition, RequestedSchema } from './protocol.js';
import { readableLabel } from './readable-text.js';
import { findSecretSignal } from './sensitive.js';

export interface CompileOptions {
  limits?: Partial<ElicitationLimits>;
}

/**
 * Compiles a form-mode `requestedSchema` into a {@link FormModel}: one field per property, in
 * schema order, with the widget `kind`, label, options and constraints resolved.
 *
 * @throws {ElicitationError} listing every problem found, each with a JSON pointer.
 * @example
 * const model = compileElicitationSchema({
 *   type: 'object',
 *   properties: { age: { type: 'integer', title: 'Age', minimum: 18 } },
 *   required: ['age'],
 * });
 * model.fields[0]; // { name: 'age', kind: 'integer', label: 'Age', minimum: 18, required: true, … }
 */
export function compileElicitationSchema(requestedSchema: unknown, options: CompileOptions = {}): FormModel {
  const issues: ElicitationIssue[] = [];
  const model = compileSchemaAt(requestedSchema, [], resolveLimits(options.limits), issues);
  if (issues.length > 0 || !model) throw new ElicitationError(issues);
  return model;
}

/** Structural keywords that would need a general JSON Schema engine; their presence leaves the subset. */
const UNSUPPORTED_KEYWORDS = [
  '$ref',
  '$defs',
  'definitions',
  'allOf',
  'anyOf',
  'not',
  'if',
  'then',
  'else',
  'properties',
  'additionalProperties',
  'patternProperties',
  'dependentSchemas',
  'prefixItems',
  'contains',
] as const;

/** Compiles with pointers rooted at `base`, collecting issues instead of throwing. */
export function compileSchemaAt(
  schema: unknown,
  base: Path,
  limits: ElicitationLimits,
  issues: ElicitationIssue[],
): FormModel | undefined {
  const problem = (path: Path, message: string, code: ElicitationIssue['code'] = 'unsupported-schema') => {
    issues.push({ path: pointer(...path), message, code });
  };
  if (!isJsonObject(schema)) {
    problem(base, 'requestedSchema must be an object', 'invalid-request');
    return undefined;
  }
  if (own(schema, 'type') !== 'object') problem([...base, 'type'], 'requestedSchema.type must be "object"');
  for (const keyword of UNSUPPORTED_KEYWORDS) {
    if (keyword !== 'properties' && own(schema, keyword) !== undefined) {
      problem([...base, keyword], `"${keyword}" is not supported: only flat properties are allowed`);
    }
  }

  const properties = own(schema, 'properties');
  if (!isJsonObject(properties)) {
    problem([...base, 'properties'], 'properties must be an object mapping names to field schemas');
    return undefined;
  }
  const names = Object.keys(properties);
  if (names.length > limits.maxFields) {
    // Stop here: walking 10,000 hostile properties would cost more than the answer is worth.
    problem(
      [...base, 'properties'],
      `has ${names.length} fields; at most ${limits.maxFields} are allowed`,
      'limit-exceeded',
    );
    return undefined;
  }

  const required = readRequired(own(schema, 'required'), names, [...base, 'required'], problem);
  const fields: FieldModel[] = [];
  const normalisedProperties: Record<string, PrimitiveSchemaDefinition> = {};
  for (const name of names) {
    const path = [...base, 'properties', name];
    if (name.trim() === '') {
      problem(path, 'a property name must not be empty');
      continue;
    }
    if (name.length > limits.maxTextLength) {
      problem(path, `property name is longer than ${limits.maxTextLength} characters`, 'limit-exceeded');
      continue;
    }
    const compiled = compileField(name, own(properties, name), required.has(name), path, limits, problem);
    if (compiled) {
      fields.push(compiled.field);
      setOwn(normalisedProperties, name, compiled.schema);
    }
  }

  const normalised: RequestedSchema = { type: 'object', properties: normalisedProperties };
  const schemaUri = own(schema, '$schema');
  if (typeof schemaUri === 'string') normalised.$schema = schemaUri;
  if (required.size > 0) normalised.required = names.filter((name) => required.has(name));
  return { fields, schema: normalised };
}

function readRequired(value: unknown, names: readonly string[], path: Path, problem: Problem): Set<string> {
  const required = new Set<string>();
  if (value === undefined) return required;
  if (!Array.isArray(value)) {
    problem(path, 'required must be an array of property names');
    return required;
  }
  value.forEach((entry, index) => {
    if (typeof entry !== 'string') problem([...path, index], 'must be a property name (a string)');
    else if (!names.includes(entry)) problem([...path, index], `names "${entry}", which is not a property`);
    else required.add(entry);
  });
  return required;
}

interface CompiledField {
  field: FieldModel;
  schema: PrimitiveSchemaDefinition;
}

function compileField(
  name: string,
  definition: unknown,
  required: boolean,
  path: Path,
  limits: ElicitationLimits,
  problem: Problem,
): CompiledField | undefined {
  if (!isJsonObject(definition)) {
    problem(path, 'a field schema must be an object');
    return undefined;
  }
  // A field with any problem is dropped whole; the problems are still all reported.
  let fieldProblems = 0;
  const counted: Problem = (p, m, c) => {
    fieldProblems++;
    problem(p, m, c);
  };
  for (const keyword of UNSUPPORTED_KEYWORDS) {
    if (own(definition, keyword) !== undefined) {
      const message =
        keyword === 'properties'
          ? 'nested objects are not supported'
          : `"${keyword}" is not supported in a field`;
      counted([...path, keyword], message);
    }
  }
  const title = readText(definition, 'title', path, limits, counted);
  const description = readText(definition, 'description', path, limits, counted);
  const shape = readShape(definition, path, limits, counted);
  if (!shape) return undefined;

  // hard-to-fool: secret signals (text, writeOnly, format password, credential-looking default).
  const fallback = own(definition, 'default');
  const secret = findSecretSignal({
    name,
    title,
    description,
    format: shape.format,
    writeOnly: own(definition, 'writeOnly'),
    default: fallback,
  });
  const field: FieldModel = {
    name,
    kind: shape.kind,
    label: readableLabel([title], name), // hard-to-fool: a blank title falls back to the name
    required,
    sensitive: secret !== undefined,
  };
  if (secret) field.secret = secret;
  if (description !== undefined) field.description = description;
  Object.assign(field, shape.constraints);
  // hard-to-fool: blank option titles fall back to the value; options that look the same are refused.
  if (shape.options) field.options = readableOptions(shape.options);
  for (const clash of findIndistinctOptions(field.options ?? [])) {
    const message = `looks the same as option ${clash.first} (${JSON.stringify(clash.label)}): the person could not tell them apart`;
    counted([...path, ...optionLabelPath(definition, clash.second)], message);
  }
  if (shape.enumShape) field.enumShape = shape.enumShape;
  if (shape.format !== undefined) field.format = shape.format;

  const tooLong = (text: unknown) => typeof text === 'string' && text.length > limits.maxTextLength;
  if (tooLong(fallback) || (Array.isArray(fallback) && fallback.some(tooLong))) {
    counted(
      [...path, 'default'],
      `default is longer than ${limits.maxTextLength} characters`,
      'limit-exceeded',
    );
  } else if (fallback !== undefined && secret?.kind !== 'credential-default') {
    // hard-to-fool: a credential-looking default is never pre-filled (see findSecretSignal).
    const misfit = findDefaultMisfit(field, fallback);
    if (misfit) counted([...path, 'default'], misfit);
    else field.default = Array.isArray(fallback) ? [...(fallback as string[])] : (fallback as ElicitValue);
  }
  if (fieldProblems > 0) return undefined;

  const schema = { ...shape.schema } as PrimitiveSchemaDefinition & Record<string, unknown>;
  if (title !== undefined) schema.title = title;
  if (description !== undefined) schema.description = description;
  if (field.default !== undefined) schema.default = field.default;
  return { field, schema };
}

function readText(
  definition: JsonObject,
  key: 'title' | 'description',
  path: Path,
  limits: ElicitationLimits,
  problem: Problem,
): string | undefined {
  const value = own(definition, key);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    problem([...path, key], `${key} must be a string`);
    return undefined;
  }
  if (value.length > limits.maxTextLength) {
    problem([...path, key], `${key} is longer than ${limits.maxTextLength} characters`, 'limit-exceeded');
    return undefined;
  }
  return value;
}
