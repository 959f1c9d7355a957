import type { ComboboxCatalogue } from './keys.js';

/** Simplified Chinese words of the searchable combobox (see `combobox-en.ts`). */
export const zhCNCombobox: ComboboxCatalogue = {
  'combobox.count': '{count, plural, other {# 个选项}}',
  'combobox.none': '没有匹配的选项',
  'combobox.remove': '移除 {option}',
};
