import type { FileMessageKey } from '../wire/file-inputs-draft.js';

/** Simplified Chinese words of SEP-2631's file inputs (see `file-en.ts`). */
export const zhCNFile: Readonly<Record<FileMessageKey, string>> = {
  'validation.fileData': '请重新选择文件：这不是可以发送的文件。',
  'validation.fileType': '请选择可接受类型的文件：{accept}。',
  'validation.fileSize': '请选择不超过 {size} 的文件。',
  'validation.fileContent': '此文件的内容与其类型不符：请选择其他文件。',
  'validation.fileTransfer': '此文件只能通过上传发送，而此应用不支持上传。',
  'file.drop': '将文件拖放到此处，或选择一个文件',
  'file.accept': '可接受：{accept}',
  'file.maxSize': '最大 {size}',
  'file.chosen': '{name}（{type}，{size}）',
  'file.remove': '移除 {name}',
  'file.unavailable': '此文件只能通过上传发送，而此应用不支持上传：将不会发送它。',
};
