import { enApp } from './app-en.js';
import { zhCNApp } from './app-zh-CN.js';
import type { AppMessageKey, CatalogueSet } from './keys.js';

/**
 * The texts of the chrome around a server's app in every built-in locale: imported by the `./apps` entry alone,
 * so a host that renders no apps ships none of them.
 * @internal
 */
export const appMessages: CatalogueSet<AppMessageKey> = { en: enApp, 'zh-CN': zhCNApp };
