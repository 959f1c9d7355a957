import { enCombobox } from './combobox-en.js';
import { zhCNCombobox } from './combobox-zh-CN.js';
import { enForm } from './form-en.js';
import { zhCNForm } from './form-zh-CN.js';
import type { CatalogueSet, ComboboxMessageKey, FormMessageKey } from './keys.js';

/**
 * The combobox's texts in every built-in locale: the form's and its own, which only its lazily loaded chunk
 * imports (the form's are shared with the form, not copied).
 * @internal
 */
export const comboboxMessages: CatalogueSet<FormMessageKey | ComboboxMessageKey> = {
  en: { ...enForm, ...enCombobox },
  'zh-CN': { ...zhCNForm, ...zhCNCombobox },
};
