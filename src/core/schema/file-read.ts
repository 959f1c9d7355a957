import type { FileInput, FileIssueCode } from '../wire/file-inputs-draft.js';
import { acceptsMediaType } from './file-input.js';
import { bytesFit, SNIFF_BYTES, sniffMediaType, typeOfExtension } from './file-types.js';

/** What {@link readPickedFile} made of a file: its `data:` URI, or the one reason it cannot be the answer. */
export type PickedFile =
  | { readonly value: string; readonly mediaType: string }
  | { readonly refused: Extract<FileIssueCode, 'fileSize' | 'fileContent' | 'fileType'> };

/**
 * SEP-2631: a file the person picked, checked before it becomes the answer, then read into the `data:` URI the field
 * sends (base64, no name). Refused, without reading it, when larger than `maxSize`; refused when its first bytes
 * contradict the type its name or the browser claims (a "PNG" that is a PDF), or when its type is not one `accept`
 * allows. The type sent is the one the bytes were checked against. Any `Blob` with a `name` works (a `File`).
 *
 * @example
 * import { readPickedFile } from 'mcp-elicitation-react/drafts/sep2631';
 * const picked = await readPickedFile(input.files[0], field.file);
 * if ('value' in picked) form.setValue(name, picked.value);
 * else setError(formatFieldIssue({ code: picked.refused, params: fileInputs.issueParams(field.file, picked.refused) }, field));
 */
export async function readPickedFile(
  picked: Blob & { readonly name?: string },
  file: FileInput,
): Promise<PickedFile> {
  if (file.maxSize !== undefined && picked.size > file.maxSize) return { refused: 'fileSize' };
  const head = new Uint8Array(await picked.slice(0, SNIFF_BYTES).arrayBuffer());
  const name = picked.name ?? '';
  const dot = name.lastIndexOf('.');
  const byName = dot > 0 ? typeOfExtension(name.slice(dot)) : undefined;
  const claimed = picked.type.toLowerCase() || byName;
  // The bytes decide: a name or a browser type they contradict is refused, not corrected.
  if ((claimed && !bytesFit(claimed, head)) || (byName && !bytesFit(byName, head)))
    return { refused: 'fileContent' };
  const mediaType = sniffMediaType(head) ?? claimed ?? 'application/octet-stream';
  if (!acceptsMediaType(file.accept, mediaType)) return { refused: 'fileType' };
  return {
    value: `data:${mediaType};base64,${base64Of(new Uint8Array(await picked.arrayBuffer()))}`,
    mediaType,
  };
}

/** Base64 of bytes, in slices: `String.fromCharCode` takes a bounded number of arguments. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
