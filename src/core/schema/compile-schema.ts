import { readableLabel } from '../safety/readable-text.js';
import { findSecretSignal } from '../safety/sensitive.js';
import { ElicitationError, type ElicitationIssue, pointer } from '../wire/errors.js';
import { type ExperimentalDrafts, fileInputsOf } from '../wire/experimental.js';
import type { FileInputsDraft } from '../wire/file-inputs-draft.js';
import { isJsonObject, own, setOwn } from '../wire/json.js';
import type { ElicitValue, PrimitiveSchemaDefinition, RequestedSchema } from '../wire/protocol.js';
import { findDefaultMisfit } from './default-fit.js';
import { readShape } from './field-shape.js';
import { isAllowed, refusedKeyword } from './keywords.js';
import { type ElicitationLimits, resolveLimits } from './limits.js';
import type { FieldModel, FormModel, SchemaNotice } from './model.js';
import { findIndistinctOptions, readableOptions } from './option-checks.js';
import { type ReadContext, readDefinitions, unwrapField } from './rewrites.js';
import { type Path, type Problem, type SchemaView, viewOf } from './schema-view.js';

/** Options of `parseElicitRequest`, {@link parseFormRequest} and {@link compileElicitationSchema}. */
export interface ParseOptions {
  /** Raise or lower any of the `ElicitationLimits`; the others keep their defaults. */
  limits?: Partial<ElicitationLimits>;
  /**
   * Refuse the real-world spellings outside the spec's subset that are otherwise rewritten and
   * listed in `form.notices` (pydantic's `Optional` and `Enum` references, FastMCP's untyped
   * `items.enum`), for hosts that want the letter of the spec. Default `false`.
   */
  strict?: boolean;
  /** Protocol drafts this host speaks, each off unless `true` (see {@link ExperimentalDrafts}). */
  experimental?: ExperimentalDrafts;
}

/**
 * Compiles a form-mode `requestedSchema` into a {@link FormModel}: one field per property, in
 * schema order, with the widget `kind`, label, options and constraints resolved. Every assertion
 * keyword accepted is enforced; any other keyword is refused. A short list of real-world spellings
 * (pydantic's `Optional`, `Enum` references, FastMCP's untyped `items.enum`) is rewritten into the
 * subset and listed in `notices`, unless `strict` refuses them.
 *
 * Three ways in, by what you hold: `parseElicitRequest` takes whole `elicitation/create` params of either
 * mode (what a client receives); {@link parseFormRequest} takes the same params for a client that declared form
 * mode only (a smaller bundle); {@link compileElicitationSchema} takes a bare `requestedSchema`, without the
 * message and mode around it. All three share every check, the limits and `strict`.
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
export function compileElicitationSchema(requestedSchema: unknown, options: ParseOptions = {}): FormModel {
  const issues: ElicitationIssue[] = [];
  const files = fileInputsOf(options.experimental);
  const model = compileSchemaAt(
    requestedSchema,
    [],
    resolveLimits(options.limits),
    issues,
    options.strict,
    files,
  );
  if (issues.length > 0 || !model) throw new ElicitationError(issues);
  return model;
}

/** Compiles with pointers rooted at `base`, collecting issues instead of throwing. */
export function compileSchemaAt(
  schema: unknown,
  base: Path,
  limits: ElicitationLimits,
  issues: ElicitationIssue[],
  strict = false,
  files?: FileInputsDraft,
): FormModel | undefined {
  const problem: Problem = (path, message, code = 'unsupported-schema') => {
    issues.push({ path: pointer(...path), message, code });
  };
  if (!isJsonObject(schema)) {
    problem(base, 'requestedSchema must be an object', 'invalid-request');
    return undefined;
  }
  if (own(schema, 'type') !== 'object') problem([...base, 'type'], 'requestedSchema.type must be "object"');
  for (const key of Object.keys(schema)) {
    if (!isAllowed(key, 'root')) problem([...base, key], refusedKeyword(key, 'root'));
    else if (strict && (key === '$defs' || key === 'definitions')) {
      problem([...base, key], `${key} is not part of the elicitation schema: write each enum in its field`);
    }
  }
  const additional = own(schema, 'additionalProperties');
  if (additional !== undefined && typeof additional !== 'boolean') {
    problem(
      [...base, 'additionalProperties'],
      'additionalProperties must be true or false: nested objects are not supported',
    );
  }
  const title = readText(viewOf(schema, base), 'title', limits, problem);
  const description = readText(viewOf(schema, base), 'description', limits, problem);

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

  const notices: SchemaNotice[] = [];
  const context: ReadContext = {
    limits,
    strict,
    files,
    required: false,
    problem,
    notice: (path, code, message) => notices.push({ path: pointer(...path), code, message }),
    definitions: readDefinitions(schema, base),
  };
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
    const compiled = compileField(name, own(properties, name), required.has(name), path, context);
    if (compiled) {
      fields.push(compiled.field);
      setOwn(normalisedProperties, name, compiled.schema);
    }
  }
  // Under strict the containers are refused whole, so their entries need no word of their own.
  if (!strict) context.definitions.reportUnused(problem);

  // Content never carries a key the schema does not name (validateContent reports one), so the
  // compiled schema says so too: a host re-validating with its own validator gets our verdict.
  const normalised: RequestedSchema = {
    type: 'object',
    properties: normalisedProperties,
    additionalProperties: false,
  };
  const schemaUri = own(schema, '$schema');
  if (typeof schemaUri === 'string') normalised.$schema = schemaUri;
  if (title !== undefined) normalised.title = title;
  if (description !== undefined) normalised.description = description;
  if (required.size > 0) normalised.required = names.filter((name) => required.has(name));
  const model: FormModel = { fields, schema: normalised, notices };
  if (title !== undefined) model.title = title;
  if (description !== undefined) model.description = description;
  return model;
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
  outer: ReadContext,
): CompiledField | undefined {
  if (!isJsonObject(definition)) {
    outer.problem(path, 'a field schema must be an object');
    return undefined;
  }
  // A field with any problem is dropped whole; the problems are still all reported.
  let fieldProblems = 0;
  const problem: Problem = (p, m, c) => {
    fieldProblems++;
    outer.problem(p, m, c);
  };
  const context: ReadContext = { ...outer, required, problem };
  const unwrapped = unwrapField(definition, path, context);
  if (!unwrapped) return undefined;
  const { view } = unwrapped;
  const { limits } = context;
  const title = readText(view, 'title', limits, problem);
  const description = readText(view, 'description', limits, problem);
  const shape = readShape(view, context);
  if (!shape) return undefined;

  // Secret signals: the text, writeOnly, format password, a credential-looking default.
  const fallback = view.get('default');
  const secret = findSecretSignal({
    name,
    title,
    description,
    format: shape.format,
    writeOnly: view.get('writeOnly'),
    default: fallback,
  });
  const field: FieldModel = {
    name,
    kind: shape.kind,
    // A blank title falls back to the name.
    label: readableLabel([title], name),
    required,
    sensitive: secret !== undefined,
  };
  if (secret) field.secret = secret;
  if (description !== undefined) field.description = description;
  Object.assign(field, shape.constraints);
  // Blank option titles fall back to the value; options that look the same are refused.
  if (shape.options) field.options = readableOptions(shape.options);
  for (const clash of findIndistinctOptions(field.options ?? [])) {
    const message = `looks the same as option ${clash.first} (${JSON.stringify(clash.label)}): the person could not tell them apart`;
    problem(shape.optionLabelPaths?.[clash.second] ?? view.path, message);
  }
  if (shape.enumShape) field.enumShape = shape.enumShape;
  if (shape.format !== undefined) field.format = shape.format;
  if (shape.file) field.file = shape.file;

  const tooLong = (text: unknown) => typeof text === 'string' && text.length > limits.maxTextLength;
  if (tooLong(fallback) || (Array.isArray(fallback) && fallback.some(tooLong))) {
    problem(
      view.at('default'),
      `default is longer than ${limits.maxTextLength} characters`,
      'limit-exceeded',
    );
  } else if (fallback !== undefined && secret?.kind !== 'credential-default') {
    // A credential-looking default is never pre-filled (see findSecretSignal).
    const misfit = findDefaultMisfit(field, fallback);
    if (misfit) problem(view.at('default'), misfit);
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
  view: SchemaView,
  key: 'title' | 'description',
  limits: ElicitationLimits,
  problem: Problem,
): string | undefined {
  const value = view.get(key);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    problem(view.at(key), `${key} must be a string`);
    return undefined;
  }
  if (value.length > limits.maxTextLength) {
    problem(view.at(key), `${key} is longer than ${limits.maxTextLength} characters`, 'limit-exceeded');
    return undefined;
  }
  return value;
}
