/**
 * What `mcp-elicitation-react/core` and the main entry both export: all of `/core` but the two functions that analyse
 * a URL synchronously (`parseElicitRequest`, `analyzeElicitationUrl`), which carry the public-suffix list (about
 * 49 kB gzip). A page's queue and views load that analysis on demand; `/core` (`index.ts`) adds the two.
 *
 * @module
 */

export { parseNumeral } from './answer/numerals.js';
export {
  checkFieldValue,
  type FieldError,
  formatFieldIssue,
  validateContent,
} from './answer/validate.js';
export {
  type DraftValues,
  initialValues,
  toElicitContent,
} from './answer/values.js';
export { AnswerNotDeliveredError } from './flow/delivery-error.js';
export { createElicitationFlow } from './flow/elicitation-flow.js';
export type { ResultHandler } from './flow/exactly-once.js';
export type { ElicitationFlowOptions } from './flow/flow-options.js';
export type {
  ElicitationFlowMachine,
  ElicitationFlowState,
} from './flow/flow-state.js';
export type { ElicitationRequestInput } from './flow/resolve-request.js';
export {
  type AttachElicitationOptions,
  attachElicitationHandler,
  type ElicitationAttachment,
} from './host/attach-handler.js';
export {
  type AttentionOptions,
  watchAttention,
} from './host/attention.js';
export {
  type ConsentReceipt,
  consentDigest,
  consentReceipt,
} from './host/consent-receipt.js';
export { createElicitationQueue, createFormElicitationQueue } from './host/create-queue.js';
export { createElicitationCompleteHandler } from './host/elicitation-complete.js';
export {
  createElicitationHandler,
  type ElicitationHandlerOptions,
} from './host/mcp-handler.js';
export type { ElicitationPolicyError, ElicitationPolicyRule } from './host/policy.js';
export type {
  ElicitationQueue,
  ElicitationQueueOptions,
  ElicitationSource,
  PendingElicitation,
  PresentOptions,
  QueueSnapshot,
  SettledElicitation,
} from './host/queue.js';
export type { DraftStorage } from './host/remote-facts.js';
export { createElicitationTasks } from './host/task-augmented-elicitation.js';
export {
  AcceptLanguageError,
  toAcceptLanguage,
} from './language/accept-language.js';
export type { LocaleCatalogue } from './messages/index.js';
export {
  createRemoteElicitationQueue,
  type RemoteElicitationQueue,
  type RemoteElicitationQueueOptions,
} from './remote/remote-queue.js';
export type { ElicitationOrigin } from './request/origin.js';
export { parseFormRequest } from './request/parse-form-request.js';
export type { ElicitationRequest } from './request/parse-request.js';
export type { ElicitationAnswer, TaskSend } from './round-trip/answer-input.js';
export { InputRequiredError } from './round-trip/input-errors.js';
export { requestWithInput } from './round-trip/input-required.js';
export { type ClientInfo, clientCapabilities, withRequestMeta } from './round-trip/request-meta.js';
export {
  followTask,
  isCreateTaskResult,
} from './round-trip/tasks-extension.js';
export { withUrlElicitations } from './round-trip/url-elicitation-required.js';
export type { ServerIdentity } from './safety/server-identity.js';
export {
  CLOSED_COMBOBOX,
  type ComboboxState,
  comboboxKey,
  comboboxView,
  openedAt,
  pickedValue,
  withoutOption,
} from './schema/combobox-state.js';
export {
  compileElicitationSchema,
  type ParseOptions,
} from './schema/compile-schema.js';
export type {
  FieldKind,
  FieldModel,
  FieldOption,
  FormModel,
} from './schema/model.js';
export {
  COMBOBOX_THRESHOLD,
  filterOptions,
} from './schema/option-match.js';
export { openElicitationUrl } from './url/open-url.js';
export type { UrlAnalysis } from './url/url-analysis.js';
export { elicitationCapability } from './wire/capabilities.js';
export { ElicitationError } from './wire/errors.js';
export type { ExperimentalDrafts } from './wire/experimental.js';
export type {
  ElicitAction,
  ElicitContent,
  ElicitRequestParams,
  ElicitResult,
  ElicitValue,
  InputRequests,
  InputRequiredResult,
  InputResponses,
  RequestedSchema,
} from './wire/protocol.js';
export {
  acceptResult,
  cancelResult,
  declineResult,
} from './wire/results.js';
