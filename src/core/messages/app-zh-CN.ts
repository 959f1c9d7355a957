import type { AppCatalogue } from './keys.js';

/** Simplified Chinese texts of the chrome around a server's app (SEP-3118, the `./apps` entry). */
export const zhCNApp: AppCatalogue = {
  'app.loading': '正在加载来自 {server} 的应用…',
  'app.frameTitle': '来自 {server} 的应用',
  'app.unavailable': '无法显示来自 {server} 的应用。请改在此处作答。',
  'app.invalid': '来自 {server} 的应用给出的回答与请求不符。未发送任何内容。请改在此处作答。',
};
