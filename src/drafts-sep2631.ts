/**
 * `mcp-elicitation-react/drafts/sep2631`: the SEP-2631 file-input draft as a value a host passes to opt in
 * (`experimental: { sep2631: fileInputs }`). Only a host that imports it ships the draft's code.
 *
 * @packageDocumentation
 */
export { fileInputs } from './core/schema/file-draft.js';
export {
  type PickedFile,
  readPickedFile,
} from './core/schema/file-read.js';
export type { FileField, FileInput, FileInputsDraft } from './core/wire/file-inputs-draft.js';
