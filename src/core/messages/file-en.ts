import type { FileMessageKey } from '../wire/file-inputs-draft.js';

/**
 * English words of SEP-2631's file inputs: the file checks' messages and the picker's texts. Not part of `en`: only
 * the draft's value (`fileInputs`, `mcp-elicitation-react/drafts/sep2631`) carries them, so a host that opts into
 * nothing ships none of them. Every locale entry still has these keys.
 */
export const enFile: Readonly<Record<FileMessageKey, string>> = {
  'validation.fileData': 'Choose the file again: this is not a file that can be sent.',
  'validation.fileType': 'Choose a file of an accepted type: {accept}.',
  'validation.fileSize': 'Choose a file of at most {size}.',
  'validation.fileContent': 'The content of this file does not match its type: choose another file.',
  'validation.fileTransfer': 'This file can only be sent by upload, which this app does not support.',
  'file.drop': 'Drop a file here, or choose one',
  'file.accept': 'Accepted: {accept}',
  'file.maxSize': 'Up to {size}',
  'file.chosen': '{name} ({type}, {size})',
  'file.remove': 'Remove {name}',
  'file.unavailable':
    'This file can only be sent by upload, which this app does not support: it will be left out.',
};
