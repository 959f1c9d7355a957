import type { FileMessages } from '../wire/file-inputs-draft.js';
import { enFile } from './file-en.js';
import { zhCNFile } from './file-zh-CN.js';

/**
 * SEP-2631's words in every built-in locale: what `fileInputs` carries as its `messages`, for validation, the picker
 * and the review.
 * @internal
 */
export const fileMessages: FileMessages = { en: enFile, 'zh-CN': zhCNFile };
