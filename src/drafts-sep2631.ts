/**
 * `mcp-elicitation-react/drafts/sep2631`: the SEP-2631 file-input draft as a value a host passes to opt in
 * (`experimental: { sep2631: fileInputs }`). Only a host that imports it ships the draft's code.
 *
 * @packageDocumentation
 */
export { fileInputs } from './core/schema/file-draft.js';
export type {
  FileField,
  FileFieldContext,
  FileFieldView,
  FileInput,
  FileInputsDraft,
  FileIssueCode,
  FileMessageKey,
  FileMessages,
} from './core/wire/experimental.js';
