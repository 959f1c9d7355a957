import type { DenialMessages } from '../wire/denials-draft.js';
import { enDenial } from './denial-en.js';
import { zhCNDenial } from './denial-zh-CN.js';

/**
 * SEP-2643's words in every built-in locale: what `authorizationDenials` carries as its `messages`, for the
 * "approval required" block.
 * @internal
 */
export const denialMessages: DenialMessages = { en: enDenial, 'zh-CN': zhCNDenial };
