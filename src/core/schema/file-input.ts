import type { FileInput } from '../wire/file-inputs-draft.js';
import { isJsonObject } from '../wire/json.js';
import { typeOfExtension } from './file-types.js';

type Path = readonly (string | number)[];

/** The schema keyword: a string field with `format: "uri"` carrying it is a file. */
export const FILE_KEYWORD = 'x-mcp-file';

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/(?:\*|[a-z0-9][a-z0-9!#$&^_.+-]*)$/;
const EXTENSION = /^\.[a-z0-9][a-z0-9._+-]*$/;
const DESCRIPTOR_KEYS = ['accept', 'maxSize', 'transferModes'];

/**
 * Reads an `x-mcp-file` descriptor, reporting every bad value at its path inside the descriptor.
 *
 * @example
 * readFileInput({ accept: ['image/*'], maxSize: 2097152 }, report); // { accept: ['image/*'], maxSize: 2097152, inline: true }
 */
export function readFileInput(
  descriptor: unknown,
  report: (at: Path, message: string) => void,
): FileInput | undefined {
  const path: Path = [];
  if (!isJsonObject(descriptor)) {
    report(path, `${FILE_KEYWORD} must be an object (accept, maxSize, transferModes)`);
    return undefined;
  }
  let bad = false;
  const fail = (at: Path, message: string) => {
    bad = true;
    report(at, message);
  };
  for (const key of Object.keys(descriptor)) {
    if (!DESCRIPTOR_KEYS.includes(key))
      fail([...path, key], `"${key}" is not part of ${FILE_KEYWORD} (SEP-2631): it may constrain the file`);
  }
  const accept = readStrings(descriptor.accept, [...path, 'accept'], fail, (entry) =>
    MEDIA_TYPE.test(entry) || EXTENSION.test(entry)
      ? undefined
      : 'must be a media type (image/png, image/*) or an extension (.pdf)',
  );
  const { maxSize } = descriptor;
  if (maxSize !== undefined && (typeof maxSize !== 'number' || !Number.isInteger(maxSize) || maxSize < 0))
    fail([...path, 'maxSize'], 'maxSize must be a non-negative integer (bytes)');
  const modes = readStrings(descriptor.transferModes, [...path, 'transferModes'], fail, (entry) =>
    entry === '' ? 'must not be empty' : undefined,
  );
  if (bad) return undefined;
  const input: FileInput = { accept: accept ?? [], inline: modes === undefined || modes.includes('inline') };
  if (typeof maxSize === 'number') input.maxSize = maxSize;
  if (modes) input.transferModes = modes;
  return input;
}

function readStrings(
  value: unknown,
  path: Path,
  fail: (at: Path, message: string) => void,
  why: (entry: string) => string | undefined,
): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    fail(path, 'must be an array of strings');
    return undefined;
  }
  const list: string[] = [];
  value.forEach((entry: unknown, index) => {
    const text = typeof entry === 'string' ? entry.trim().toLowerCase() : undefined;
    const reason = text === undefined ? 'must be a string' : why(text);
    if (reason) fail([...path, index], reason);
    else list.push(text as string);
  });
  return list;
}

/**
 * Whether a value's media type meets `accept`, as SEP-2356 has servers compare: `type/subtype` only, parameters
 * dropped, case-insensitive, `image/*` any image. An extension we know stands for its type (`.pdf`,
 * `application/pdf`); any other extension only filters the picker. A list with neither accepts any type.
 *
 * @example
 * acceptsMediaType(['image/*', '.pdf'], 'application/pdf'); // true
 * acceptsMediaType(['image/*'], 'text/plain; charset=utf-8'); // false
 */
export function acceptsMediaType(accept: readonly string[], mediaType: string): boolean {
  const types = accept.flatMap((entry) => {
    if (!entry.startsWith('.')) return [entry];
    const known = typeOfExtension(entry);
    return known ? [known] : [];
  });
  if (types.length === 0) return true;
  const type = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  const family = type.slice(0, type.indexOf('/') + 1);
  return types.some((entry) => entry === type || (entry.endsWith('/*') && entry.slice(0, -1) === family));
}
