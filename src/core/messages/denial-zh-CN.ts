import type { DenialMessageKey } from '../wire/denials-draft.js';

/** Simplified Chinese words of SEP-2643's authorization denials (see `enDenial`). */
export const zhCNDenial: Readonly<Record<DenialMessageKey, string>> = {
  'denial.title': '需要批准',
  'denial.intro': '{server} 在获得批准之前不会执行此请求。',
  'denial.hint.url': '要批准，请打开下方页面，然后选择“继续”。',
  'denial.hint.task': '由他人决定，例如审核人或策略；此请求会等待该决定。',
  'denial.hint.credential': '需要以更多访问权限重新登录，用于：',
  'denial.reference': '参考编号：{id}',
  'denial.unassured': '此应用无法确认此请求确实来自 {server} 本身，因此无法从这里打开该页面。',
};
