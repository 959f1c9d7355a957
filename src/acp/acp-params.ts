import { isJsonObject, type JsonObject, own, setOwn } from '../core/wire/json.js';
import { SCOPE_KEYS } from './acp-scope.js';

/*
 * ACP's schema says of every optional field "omitted and `null` are equivalent", and gives `requestedSchema` two
 * defaults (`type: "object"`, `properties: {}`); MCP's (and so our parser) has neither. These are the fields, where
 * they sit, that ACP lets be `null`: each is dropped when `null`, so the parser sees what ACP means. A `null`
 * anywhere else is kept, and refused by the parser as any malformed value is.
 */
const REQUEST = ['_meta'];
const SCHEMA = ['title', 'description', 'required', '_meta'];
const PROPERTY = [
  'title',
  'description',
  'default',
  '_meta',
  // string
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'oneOf',
  // number, integer
  'minimum',
  'maximum',
  // array (multi-select)
  'minItems',
  'maxItems',
];
const ITEMS = ['_meta'];
const OPTION = ['description', '_meta'];

/**
 * ACP `elicitation/create` params as MCP's: the scope fields left out (the scope is read on its own), ACP's `null`s
 * for omitted fields dropped and `requestedSchema`'s defaults filled in, everything else as sent, a copy. What the
 * parser then refuses has the same JSON pointer in both.
 */
export function toMcpParams(params: JsonObject): JsonObject {
  const out = copy(params, REQUEST, SCOPE_KEYS);
  const schema = own(params, 'requestedSchema');
  if (isJsonObject(schema)) setOwn<unknown>(out, 'requestedSchema', toMcpSchema(schema));
  return out;
}

function toMcpSchema(schema: JsonObject): JsonObject {
  const out = copy(schema, SCHEMA);
  if (!Object.hasOwn(out, 'type')) setOwn<unknown>(out, 'type', 'object');
  const properties = own(schema, 'properties');
  if (properties === undefined) setOwn<unknown>(out, 'properties', {});
  else if (isJsonObject(properties)) {
    const fields: JsonObject = {};
    for (const [name, field] of Object.entries(properties)) {
      setOwn<unknown>(fields, name, isJsonObject(field) ? toMcpProperty(field) : field);
    }
    setOwn<unknown>(out, 'properties', fields);
  }
  return out;
}

function toMcpProperty(field: JsonObject): JsonObject {
  const out = copy(field, PROPERTY);
  const oneOf = own(out, 'oneOf');
  if (Array.isArray(oneOf)) setOwn<unknown>(out, 'oneOf', options(oneOf));
  const items = own(field, 'items');
  if (isJsonObject(items)) {
    const shownItems = copy(items, ITEMS);
    const anyOf = own(shownItems, 'anyOf');
    if (Array.isArray(anyOf)) setOwn<unknown>(shownItems, 'anyOf', options(anyOf));
    setOwn<unknown>(out, 'items', shownItems);
  }
  return out;
}

function options(list: readonly unknown[]): unknown[] {
  return list.map((option) => (isJsonObject(option) ? copy(option, OPTION) : option));
}

/** A shallow copy without the `nullable` keys whose value is `null` and without the `left` keys. */
function copy(from: JsonObject, nullable: readonly string[], left: readonly string[] = []): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(from)) {
    if (left.includes(key) || (value === null && nullable.includes(key))) continue;
    setOwn<unknown>(out, key, value);
  }
  return out;
}
