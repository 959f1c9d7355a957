import type { FileField, FileFieldContext, FileFieldView } from '../wire/file-inputs-draft.js';
import { FILE_KEYWORD, readFileInput } from './file-input.js';

/** Keywords a file field cannot carry: the person picks a file, so none of them could be met or offered. */
const NOT_FOR_FILES = ['minLength', 'maxLength', 'pattern', 'enum', 'enumNames', 'oneOf', 'const', 'default'];

/**
 * SEP-2631, read by the draft the host passed: a string of format `uri` marked `x-mcp-file` is a file, sent as a
 * `data:` URI. `undefined`: not a file (the keyword elsewhere is ignored with a notice, as SEP-2356 says); `null`:
 * a file field refused, each problem reported. A required file this client cannot send (`transferModes` without
 * `inline`) refuses the request; an optional one is a notice.
 *
 * @example
 * readFileField(view, context); // { file: { accept: ['image/*'], inline: true }, schema: { type: 'string', format: 'uri', 'x-mcp-file': { accept: ['image/*'] } } }
 */
export function readFileField(view: FileFieldView, context: FileFieldContext): FileField | null | undefined {
  const descriptor = view.get(FILE_KEYWORD);
  if (descriptor === undefined) return undefined;
  const at = view.at(FILE_KEYWORD);
  if (view.get('format') !== 'uri') {
    context.notice(
      at,
      'file-input-ignored',
      `${FILE_KEYWORD} applies only to a string with format "uri": the field is read without it`,
    );
    return undefined;
  }
  let bad = false;
  for (const key of NOT_FOR_FILES) {
    if (view.get(key) === undefined) continue;
    bad = true;
    context.problem(
      view.at(key),
      `"${key}" does not apply to a file field (${FILE_KEYWORD}): the person picks a file`,
    );
  }
  const file = readFileInput(descriptor, (path, message) => context.problem([...at, ...path], message));
  if (!file || bad) return null;
  const sent: Record<string, unknown> = {};
  if (file.accept.length > 0) sent.accept = [...file.accept];
  if (file.maxSize !== undefined) sent.maxSize = file.maxSize;
  if (file.transferModes) sent.transferModes = [...file.transferModes];
  if (!file.inline) {
    // SEP-2631: a client that speaks none of the allowed modes refuses a request that requires the file.
    const modes = JSON.stringify(file.transferModes);
    const path = [...at, 'transferModes'];
    if (context.required)
      context.problem(
        path,
        `transferModes ${modes} allows no inline data: URI, the only way this client sends a file`,
      );
    else
      context.notice(
        path,
        'file-transfer-unsupported',
        `transferModes ${modes} allows no inline data: URI: the file cannot be sent`,
      );
  }
  return { file, schema: { type: 'string', format: 'uri', [FILE_KEYWORD]: sent } };
}
