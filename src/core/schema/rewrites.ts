/**
 * The short list of real-world spellings outside the spec's subset that we rewrite into it, each
 * reported as a notice (and refused under `strict`):
 *
 * - `anyOf`/`oneOf` of `[T, {"type": "null"}]` and `"type": [T, "null"]` (pydantic `Optional[T]`) → `T`,
 *   with `"default": null` dropped: an unanswered field is omitted, never sent as `null`;
 * - `allOf: [{"$ref": …}]` (older pydantic) → the reference;
 * - a local `$ref` to an enum in the root's `$defs`/`definitions` (pydantic `Enum`) → the enum, inlined;
 * - `items: {"enum": [...]}` without `"type": "string"` (FastMCP) → a string multi-select.
 *
 * Nothing else is rewritten, and no rewrite applies twice: a reference to a reference is refused.
 */

import type { FileInputsDraft } from '../wire/file-inputs-draft.js';
import { isJsonObject, type JsonObject, own } from '../wire/json.js';
import { isAnnotation } from './keywords.js';
import type { ElicitationLimits } from './limits.js';
import type { SchemaNoticeCode } from './model.js';
import { merged, type Path, type Problem, type SchemaView, viewOf, withKey, without } from './schema-view.js';

/** What every reader of a field needs: limits, the strictness, and where problems and notices go. */
export interface ReadContext {
  limits: ElicitationLimits;
  strict: boolean;
  /** SEP-2631: the draft that reads `x-mcp-file` (the host passed `experimental.sep2631`); else an annotation. */
  files: FileInputsDraft | undefined;
  /** Whether the field being read is required (`false` outside a field). */
  required: boolean;
  problem: Problem;
  notice: (path: Path, code: SchemaNoticeCode, message: string) => void;
  definitions: Definitions;
}

/** The root's `$defs` and `definitions`, and which entries fields referred to. */
export interface Definitions {
  /** The entry a local `$ref` names, or undefined after reporting why not. */
  resolve(ref: unknown, refPath: Path, problem: Problem): { schema: JsonObject; path: Path } | undefined;
  /** Reports every entry that no field referred to, and containers that are not objects. */
  reportUnused(problem: Problem): void;
}

const CONTAINERS = ['$defs', 'definitions'] as const;

export function readDefinitions(root: JsonObject, base: Path): Definitions {
  const used = new Set<string>();
  return {
    resolve(ref, refPath, problem) {
      if (typeof ref !== 'string') {
        problem(refPath, '$ref must be a string');
        return undefined;
      }
      if (!ref.startsWith('#')) {
        problem(
          refPath,
          `remote $ref "${clip(ref)}" is not supported: the schema must carry its enums in its own $defs`,
        );
        return undefined;
      }
      const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
      if (!match) {
        problem(
          refPath,
          `$ref "${clip(ref)}" is not supported: only "#/$defs/Name" or "#/definitions/Name" naming an enum is understood`,
        );
        return undefined;
      }
      const container = match[1] as (typeof CONTAINERS)[number];
      const name = (match[2] as string).replaceAll('~1', '/').replaceAll('~0', '~');
      const entries = own(root, container);
      const schema = isJsonObject(entries) ? own(entries, name) : undefined;
      if (!isJsonObject(schema)) {
        problem(refPath, `$ref points to ${clip(ref)}, which the schema does not define`);
        return undefined;
      }
      used.add(`${container}/${name}`);
      return { schema, path: [...base, container, name] };
    },
    reportUnused(problem) {
      for (const container of CONTAINERS) {
        const entries = own(root, container);
        if (entries === undefined) continue;
        if (!isJsonObject(entries)) {
          problem([...base, container], `${container} must be an object of enum definitions`);
          continue;
        }
        for (const name of Object.keys(entries)) {
          if (!used.has(`${container}/${name}`)) {
            problem(
              [...base, container, name],
              `is not referenced by any field: ${container} may only hold the enums that fields refer to`,
            );
          }
        }
      }
    },
  };
}

/** A field definition with its rewrites applied, and whether it was nullable on the wire. */
export interface Unwrapped {
  view: SchemaView;
  nullable: boolean;
}

/**
 * Applies the rewrites to one field definition, in the order they nest on the wire:
 * nullable union → `allOf` wrapper → `$ref` → nullable type → `default: null`.
 */
export function unwrapField(definition: JsonObject, path: Path, context: ReadContext): Unwrapped | undefined {
  let view = viewOf(definition, path);
  let nullable = false;

  for (const key of ['anyOf', 'oneOf'] as const) {
    const union = view.get(key);
    const index = nullableBranch(union);
    if (index === undefined) continue;
    const branch = (union as unknown[])[index] as JsonObject;
    if (!rewrite(context, view.at(key), 'nullable-union', nullableMessages(key, branch))) return undefined;
    const combined = combine(without(view, [key]), viewOf(branch, [...view.at(key), index]), context);
    if (!combined) return undefined;
    view = combined;
    nullable = true;
    break;
  }

  const allOf = view.get('allOf');
  if (Array.isArray(allOf) && allOf.length === 1 && isRefOnly(allOf[0])) {
    const messages = {
      notice: 'allOf of one $ref read as the reference itself',
      refusal: 'allOf is not part of the elicitation schema: write the enum in the field itself',
    };
    if (!rewrite(context, view.at('allOf'), 'all-of-ref', messages)) return undefined;
    const combined = combine(
      without(view, ['allOf']),
      viewOf(allOf[0] as JsonObject, [...view.at('allOf'), 0]),
      context,
    );
    if (!combined) return undefined;
    view = combined;
  }

  if (view.get('$ref') !== undefined) {
    const inlined = inlineRef(view, context);
    if (!inlined) return undefined;
    view = inlined;
  }

  const type = view.get('type');
  if (Array.isArray(type)) {
    const other = type.length === 2 ? type.find((entry) => entry !== 'null') : undefined;
    if (typeof other !== 'string' || !type.includes('null')) {
      context.problem(view.at('type'), 'type must be one type name: a union of types is not supported');
      return undefined;
    }
    const messages = {
      notice: `type [${JSON.stringify(other)}, "null"] read as ${JSON.stringify(other)}: an unanswered field is omitted, never sent as null`,
      refusal: `a type union with "null" is not part of the elicitation schema: write "type": ${JSON.stringify(other)} and leave the field out of required`,
    };
    if (!rewrite(context, view.at('type'), 'nullable-type', messages)) return undefined;
    view = withKey(view, 'type', other);
    nullable = true;
  }

  if (nullable && view.get('default') === null) {
    context.notice(
      view.at('default'),
      'null-default',
      'default null dropped: an unanswered field starts empty and is omitted',
    );
    view = without(view, ['default']);
  }
  return { view, nullable };
}

/** The `items` of a multi-select with its rewrites applied: a local `$ref`, then a missing `"type": "string"`. */
export function unwrapItems(items: JsonObject, path: Path, context: ReadContext): SchemaView | undefined {
  let view = viewOf(items, path);
  if (view.get('$ref') !== undefined) {
    const inlined = inlineRef(view, context);
    if (!inlined) return undefined;
    view = inlined;
  }
  if (view.get('type') === undefined && Array.isArray(view.get('enum'))) {
    const messages = {
      notice: 'items with enum but no type read as string options',
      refusal: 'items needs "type": "string" beside its enum',
    };
    if (!rewrite(context, view.path, 'untyped-items', messages)) return undefined;
    view = withKey(view, 'type', 'string');
  }
  return view;
}

/** The index of `T` in `[T, {"type": "null"}]` (either order), or undefined when `value` is not that shape. */
function nullableBranch(value: unknown): number | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const nullAt = value.findIndex(isNullSchema);
  if (nullAt < 0) return undefined;
  const other = 1 - nullAt;
  return isJsonObject(value[other]) && !isNullSchema(value[other]) ? other : undefined;
}

function isNullSchema(value: unknown): boolean {
  return (
    isJsonObject(value) &&
    own(value, 'type') === 'null' &&
    Object.keys(value).every((key) => key === 'type' || isAnnotation(key))
  );
}

function isRefOnly(value: unknown): boolean {
  return isJsonObject(value) && Object.keys(value).length === 1 && own(value, '$ref') !== undefined;
}

function nullableMessages(key: string, branch: JsonObject): { notice: string; refusal: string } {
  const type = own(branch, 'type');
  const spelled = typeof type === 'string' ? `{"type": ${JSON.stringify(type)}}` : 'T';
  return {
    notice: `${key} [T, {"type": "null"}] read as T: an unanswered field is omitted, never sent as null`,
    refusal: `${key} of [T, {"type": "null"}] is not part of the elicitation schema: write the field as ${spelled} and leave it out of required`,
  };
}

/** Records a rewrite, or refuses it under `strict`; false when refused. */
function rewrite(
  context: ReadContext,
  path: Path,
  code: SchemaNoticeCode,
  messages: { notice: string; refusal: string },
): boolean {
  if (context.strict) {
    context.problem(path, messages.refusal);
    return false;
  }
  context.notice(path, code, messages.notice);
  return true;
}

/** Keys a `$defs` enum may carry: the enum itself and what describes it. */
const ENUM_TARGET_KEYS = ['type', 'enum', 'oneOf', 'enumNames', 'const'];

/**
 * The field with its `$ref` replaced by the enum it names. The enum's own `title` names its type
 * (pydantic: the class), not this field, so the label stays the sibling title or the property name;
 * its description is kept unless the field has one.
 */
function inlineRef(view: SchemaView, context: ReadContext): SchemaView | undefined {
  const refPath = view.at('$ref');
  const ref = view.get('$ref');
  if (context.strict) {
    context.problem(
      refPath,
      '$ref is not part of the elicitation schema: write the enum in the field, as {"type": "string", "enum": [...]}',
    );
    return undefined;
  }
  const target = context.definitions.resolve(ref, refPath, context.problem);
  if (!target) return undefined;
  const { schema } = target;
  const type = own(schema, 'type');
  const isEnum =
    own(schema, 'enum') !== undefined ||
    own(schema, 'oneOf') !== undefined ||
    own(schema, 'const') !== undefined;
  const flat = Object.keys(schema).every((key) => ENUM_TARGET_KEYS.includes(key) || isAnnotation(key));
  if (!isEnum || !flat) {
    const what =
      type === 'object' || own(schema, 'properties') !== undefined
        ? 'an object: nested objects are not supported'
        : own(schema, '$ref') !== undefined
          ? 'another $ref: references are followed one level only'
          : 'not a flat enum: only a reference to an enum (pydantic Enum) is inlined; write other types in the field itself';
    context.problem(refPath, `$ref points to ${clip(String(ref))}, which is ${what}`);
    return undefined;
  }
  context.notice(refPath, 'local-ref', `$ref to ${clip(String(ref))} inlined`);
  const inner = without(viewOf(schema, target.path), ['title']);
  return combine(without(view, ['$ref']), inner, context);
}

/**
 * The wrapper's siblings on top of the unwrapped schema. A sibling annotation or `default` describes
 * this field and wins; an assertion written in both places could disagree, so it is refused.
 */
function combine(outer: SchemaView, inner: SchemaView, context: ReadContext): SchemaView | undefined {
  const clashes = outer.keys.filter(
    (key) => inner.keys.includes(key) && key !== 'default' && !isAnnotation(key),
  );
  for (const key of clashes) {
    context.problem(
      outer.at(key),
      `"${key}" is given both here and inside the schema it wraps; write it once`,
    );
  }
  return clashes.length > 0 ? undefined : merged(outer, inner);
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
