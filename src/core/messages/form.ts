import { enForm } from './form-en.js';
import { zhCNForm } from './form-zh-CN.js';
import type { CatalogueSet, FormMessageKey } from './keys.js';

/**
 * The form's texts in every built-in locale: all the form, `validateContent` and `formatFieldIssue` resolve.
 * @internal
 */
export const formMessages: CatalogueSet<FormMessageKey> = { en: enForm, 'zh-CN': zhCNForm };
