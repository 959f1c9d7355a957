import { fileMessages } from '../messages/file-messages.js';
import { formatFileSize } from '../messages/file-size.js';
import type { FileInputsDraft, FileIssueCode } from '../wire/file-inputs-draft.js';
import { sha256Text } from '../wire/sha256.js';
import { dataUriBytes, readDataUri } from './data-uri.js';
import { linkFileDraft } from './file-draft-link.js';
import { readFileField } from './file-field.js';
import { acceptsMediaType } from './file-input.js';
import { bytesFit } from './file-types.js';

/**
 * SEP-2631 file inputs, opted into by passing this value: `experimental: { sep2631: fileInputs }`. Compile reads
 * `x-mcp-file` with it (the descriptor, the keywords a file cannot carry, `transferModes`), `validateContent` checks
 * each file's `data:` URI with it (well-formed, media type in `accept`, decoded size within `maxSize`, first bytes
 * agreeing with the type, a field allowing no inline value) and words its issues (sizes in the locale's units), the
 * review shows type and size with it, a panel's record keeps type, size and SHA-256 (`digest`) in place of the
 * content; its words (`messages`, English and Simplified Chinese) come with it. A host that does not import it
 * ships none of this.
 *
 * @example
 * import { fileInputs } from 'mcp-elicitation-react/drafts/sep2631';
 * const queue = createElicitationQueue({ experimental: { sep2631: fileInputs } }); // every view of it reads them
 */
export const fileInputs: FileInputsDraft = {
  draft: 'sep2631',
  readField(view, context) {
    const field = readFileField(view, context);
    if (field) linkFileDraft(field.file, fileInputs);
    return field;
  },
  check(file, value) {
    // The server allows no inline value for this file (only `upload`): nothing may be sent in it.
    if (!file.inline) return ['fileTransfer'];
    const facts = readDataUri(value);
    if (!facts) return ['fileData'];
    const issues: FileIssueCode[] = [];
    if (!acceptsMediaType(file.accept, facts.mediaType)) issues.push('fileType');
    if (file.maxSize !== undefined && facts.size > file.maxSize) issues.push('fileSize');
    if (!bytesFit(facts.mediaType, facts.head)) issues.push('fileContent');
    return issues;
  },
  issueParams(file, code): Record<string, string | number> | undefined {
    if (code === 'fileType') return { accept: file.accept.join(', ') };
    if (code === 'fileSize' && file.maxSize !== undefined) return { maxSize: file.maxSize };
    return undefined;
  },
  localParams(params, locale) {
    // A size is read in the person's units and digits: "2 MB", "٢ م.ب".
    return typeof params?.maxSize === 'number'
      ? { ...params, size: formatFileSize(params.maxSize, locale) }
      : params;
  },
  describe(value) {
    const facts = readDataUri(value);
    return facts && { mediaType: facts.mediaType, size: facts.size };
  },
  async digest(value) {
    const bytes = dataUriBytes(value);
    return bytes && sha256Text(bytes);
  },
  formatSize: formatFileSize,
  messages: fileMessages,
};
