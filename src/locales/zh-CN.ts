import { zhCNApp } from '../core/messages/app-zh-CN.js';
import { zhCNCombobox } from '../core/messages/combobox-zh-CN.js';
import { zhCNDenial } from '../core/messages/denial-zh-CN.js';
import { zhCNFile } from '../core/messages/file-zh-CN.js';
import { zhCNForm } from '../core/messages/form-zh-CN.js';
import type { LocaleCatalogue } from '../core/messages/keys.js';
import { zhCNPresentation } from '../core/messages/zh-CN.js';

/**
 * Simplified Chinese (still built in for `locale="zh-CN"`, so existing hosts keep working; this entry is the way to
 * load it that every other locale shares).
 *
 * @example
 * import zhCN from 'mcp-elicitation-react/locales/zh-CN';
 * <ElicitationProvider queue={queue} locale="zh-CN" messages={zhCN} />
 */
const catalogue: LocaleCatalogue = {
  ...zhCNForm,
  ...zhCNCombobox,
  ...zhCNPresentation,
  ...zhCNFile,
  ...zhCNDenial,
  ...zhCNApp,
};
export default catalogue;
