import { fileMessages } from '../messages/file-messages.js';
import { formatFileSize } from '../messages/file-size.js';
import type { FileInputsDraft, FileIssueCode } from '../wire/experimental.js';
import { readDataUri } from './data-uri.js';
import { acceptsMediaType, readFileInput } from './file-input.js';
import { bytesFit } from './file-types.js';

/**
 * SEP-2631 file inputs, opted into by passing this value: `experimental: { sep2631: fileInputs }`. Compile reads
 * `x-mcp-file` with it, `validateContent` checks each file's `data:` URI with it (well-formed, media type in
 * `accept`, decoded size within `maxSize`, first bytes agreeing with the type), the review shows type and size
 * with it; its words (`messages`, English and Simplified Chinese) come with it. A host that does not import it ships
 * none of this.
 *
 * @example
 * import { fileInputs } from 'mcp-elicitation-react/drafts/sep2631';
 * <ElicitationProvider queue={queue} experimental={{ sep2631: fileInputs }} />
 */
export const fileInputs: FileInputsDraft = {
  draft: 'sep2631',
  readDescriptor: readFileInput,
  check(file, value) {
    const facts = readDataUri(value);
    if (!facts) return ['fileData'];
    const issues: FileIssueCode[] = [];
    if (!acceptsMediaType(file.accept, facts.mediaType)) issues.push('fileType');
    if (file.maxSize !== undefined && facts.size > file.maxSize) issues.push('fileSize');
    if (!bytesFit(facts.mediaType, facts.head)) issues.push('fileContent');
    return issues;
  },
  describe(value) {
    const facts = readDataUri(value);
    return facts && { mediaType: facts.mediaType, size: facts.size };
  },
  formatSize: formatFileSize,
  messages: fileMessages,
};
