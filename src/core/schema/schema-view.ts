import type { ElicitationIssue } from '../wire/errors.js';
import { type JsonObject, own } from '../wire/json.js';

/** A JSON-pointer path as segments; escaped only when an issue is reported. */
export type Path = readonly (string | number)[];

/** Reports one problem found while reading a schema. */
export type Problem = (path: Path, message: string, code?: ElicitationIssue['code']) => void;

/**
 * A field definition as read after its rewrites: own keys only, each remembering where in the
 * request it came from, so an issue about an enum inlined from `$defs` points into `$defs`.
 */
export interface SchemaView {
  /** The definition's keys, in the order met. */
  readonly keys: readonly string[];
  get(key: string): unknown;
  /** Pointer segments of `key` in the request. */
  at(key: string): Path;
  /** Where the definition itself sits (the property, or its `items`). */
  readonly path: Path;
}

/** The view of a plain definition object at `path`. */
export function viewOf(definition: JsonObject, path: Path): SchemaView {
  return {
    keys: Object.keys(definition),
    get: (key) => own(definition, key),
    at: (key) => [...path, key],
    path,
  };
}

/** `view` without some keys (the wrapper keys a rewrite has consumed). */
export function without(view: SchemaView, removed: readonly string[]): SchemaView {
  return {
    keys: view.keys.filter((key) => !removed.includes(key)),
    get: (key) => (removed.includes(key) ? undefined : view.get(key)),
    at: (key) => view.at(key),
    path: view.path,
  };
}

/** `view` with `key` replaced by `value`, still pointing where the original key was. */
export function withKey(view: SchemaView, key: string, value: unknown): SchemaView {
  return {
    keys: view.keys.includes(key) ? view.keys : [...view.keys, key],
    get: (name) => (name === key ? value : view.get(name)),
    at: (name) => view.at(name),
    path: view.path,
  };
}

/**
 * The keys of `inner` (a referenced or unwrapped schema) with those of `outer` (the siblings of the
 * wrapper) on top: a sibling `title`, `description` or `default` describes this field, so it wins.
 */
export function merged(outer: SchemaView, inner: SchemaView): SchemaView {
  const keys = [...inner.keys, ...outer.keys.filter((key) => !inner.keys.includes(key))];
  const fromOuter = (key: string) => outer.keys.includes(key);
  return {
    keys,
    get: (key) => (fromOuter(key) ? outer.get(key) : inner.get(key)),
    at: (key) => (fromOuter(key) ? outer.at(key) : inner.at(key)),
    path: outer.path,
  };
}
