import type { MessageCatalogue } from './en.js';

/** Simplified Chinese catalogue; the type makes a missing key a compile error. */
export const zhCN: MessageCatalogue = {
  'validation.required': '此项为必填项。',
  'validation.type': '该值的类型不正确。',
  'validation.type.number': '请输入数字。',
  'validation.type.boolean': '请选择是或否。',
  'validation.integer': '请输入整数。',
  'validation.minLength.one': '请至少输入 {minLength} 个字符。',
  'validation.minLength.other': '请至少输入 {minLength} 个字符。',
  'validation.maxLength.one': '最多可输入 {maxLength} 个字符。',
  'validation.maxLength.other': '最多可输入 {maxLength} 个字符。',
  'validation.minimum': '请输入不小于 {minimum} 的数。',
  'validation.maximum': '请输入不大于 {maximum} 的数。',
  'validation.format.email': '请输入有效的电子邮件地址，例如 name@example.com。',
  'validation.format.uri': '请输入完整的网址，例如 https://example.com。',
  'validation.format.date': '请输入有效的日期。',
  'validation.format.date-time': '请输入有效的日期和时间。',
  'validation.enum': '请从选项中选择。',
  'validation.minItems.one': '请至少选择 {minItems} 项。',
  'validation.minItems.other': '请至少选择 {minItems} 项。',
  'validation.maxItems.one': '最多可选择 {maxItems} 项。',
  'validation.maxItems.other': '最多可选择 {maxItems} 项。',
  'validation.uniqueItems': '每个选项只能选择一次。',
  'validation.pattern': '格式与服务器要求的不符。',
  'validation.unknown-field': '服务器并未请求此字段。',
};
