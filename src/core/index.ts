/**
 * `mcp-elicitation-react/core`: everything between an untrusted `elicitation/create` request and a
 * spec-correct `ElicitResult`, with no React. Runs in Node, browsers and workers.
 *
 * @module mcp-elicitation-react/core
 */

export {
  inNumerals,
  NUMERAL_SYSTEMS,
  type NumeralSystem,
  numeralSystemOf,
  parseNumeral,
} from './answer/numerals.js';
export {
  checkFieldValue,
  type FieldError,
  type FieldIssue,
  formatFieldIssue,
  validateContent,
} from './answer/validate.js';
export {
  type ContentOptions,
  type DraftValue,
  type DraftValues,
  initialValues,
  toElicitContent,
  toElicitValue,
} from './answer/values.js';
export { admitAnswer } from './flow/answer-door.js';
export { AnswerNotDeliveredError, type UndeliveredKind } from './flow/delivery-error.js';
export { createElicitationFlow } from './flow/elicitation-flow.js';
export type { ResultHandler } from './flow/exactly-once.js';
export type { ElicitationFlowOptions, ElicitationFlowView } from './flow/flow-options.js';
export type { FlowPhase, FlowQuestion } from './flow/flow-phase.js';
export type {
  ElicitationFlowActions,
  ElicitationFlowMachine,
  ElicitationFlowState,
} from './flow/flow-state.js';
export type { ElicitationRequestInput } from './flow/resolve-request.js';
export { type ElicitationEndReason, endReasonOf, type SettledElsewhere } from './flow/settlement.js';
export type { ElicitationState, UrlAcceptTiming } from './flow/url-timing.js';
export {
  type AttachElicitationOptions,
  attachElicitationHandler,
  type ElicitationAttachment,
  type ElicitationClient,
} from './host/attach-handler.js';
export {
  type AttentionDocument,
  type AttentionNotification,
  type AttentionNotificationConstructor,
  type AttentionOptions,
  type WatchAttentionOptions,
  watchAttention,
} from './host/attention.js';
export {
  type ConsentReceipt,
  canonicalJson,
  consentDigest,
  consentReceipt,
} from './host/consent-receipt.js';
export { createElicitationQueue, createFormElicitationQueue } from './host/create-queue.js';
export { createElicitationCompleteHandler } from './host/elicitation-complete.js';
export {
  createElicitationHandler,
  type ElicitationHandler,
  type ElicitationHandlerContext,
  type ElicitationHandlerOptions,
  type ElicitationHandlerRequest,
  ElicitationRpcError,
} from './host/mcp-handler.js';
export { ElicitationPolicyError, type ElicitationPolicyRule } from './host/policy.js';
export type {
  ElicitationQueue,
  ElicitationQueueOptions,
  ElicitationSource,
  PendingElicitation,
  PresentOptions,
  QueueSnapshot,
  SettledElicitation,
} from './host/queue.js';
export type { DraftStorage, RemoteConnectionState, RemoteQueueFacts } from './host/remote-facts.js';
export type { AcceptLanguageOption } from './host/request-language.js';
export {
  createElicitationTasks,
  type ElicitationTasks,
  type ElicitationTasksOptions,
} from './host/task-augmented-elicitation.js';
export {
  AcceptLanguageError,
  type AcceptLanguageErrorCode,
  checkAcceptLanguage,
  type LanguageRange,
  toAcceptLanguage,
} from './language/accept-language.js';
export { type ContentLanguage, contentLanguageOf } from './language/content-language.js';
export { directionOf, type TextDirection } from './language/direction.js';
export {
  type AppCatalogue,
  type AppMessageKey,
  type BuiltInLocale,
  type BuiltInMessageKey,
  en,
  type LocaleCatalogue,
  type LocaleOptions,
  type LocaleTag,
  type MessageCatalogue,
  type MessageKey,
  type MessageParams,
  MessageSyntaxError,
  zhCN,
} from './messages/index.js';
export type { ReconnectOptions } from './remote/reconnecting-stream.js';
export {
  createRemoteElicitationQueue,
  type RemoteElicitationQueue,
  type RemoteElicitationQueueOptions,
} from './remote/remote-queue.js';
export { ACP_ORIGIN_METHODS, type ElicitationOrigin } from './request/origin.js';
export { type FormElicitationRequest, parseFormRequest } from './request/parse-form-request.js';
export {
  type ElicitationParser,
  type ElicitationRequest,
  parseElicitRequest,
  type UrlElicitationRequest,
} from './request/parse-request.js';
export { type PersistChoice, type PersistScope, readPersistOffer } from './request/persist-offer.js';
export type {
  ElicitationAnswer,
  InputAnswerContext,
  RequestWithInputOptions,
  TaskSend,
} from './round-trip/answer-input.js';
export { InputRequiredError, type InputRequiredErrorCode } from './round-trip/input-errors.js';
export { isInputRequiredResult, requestWithInput } from './round-trip/input-required.js';
export {
  type CapabilityFlags,
  type ClientInfo,
  clientCapabilities,
  withRequestMeta,
} from './round-trip/request-meta.js';
export { type FollowTaskOptions, followTask, isCreateTaskResult } from './round-trip/tasks-extension.js';
export { type UrlElicitationOptions, withUrlElicitations } from './round-trip/url-elicitation-required.js';
export { findRequestSecrets, type SecretSignal } from './safety/sensitive.js';
export { type ServerIdentity, toServerIdentity } from './safety/server-identity.js';
export {
  CLOSED_COMBOBOX,
  type ComboboxField,
  type ComboboxState,
  type ComboboxStep,
  type ComboboxView,
  comboboxKey,
  comboboxView,
  openedAt,
  pickedValue,
  withoutOption,
} from './schema/combobox-state.js';
export { compileElicitationSchema, type ParseOptions } from './schema/compile-schema.js';
export type { FieldErrorCode } from './schema/field-checks.js';
export type { ElicitationLimits } from './schema/limits.js';
export {
  FIELD_KINDS,
  type FieldKind,
  type FieldModel,
  type FieldOption,
  type FormModel,
  type SchemaNotice,
  type SchemaNoticeCode,
} from './schema/model.js';
export { COMBOBOX_THRESHOLD, filterOptions, matchKey } from './schema/option-match.js';
export { analyzeElicitationUrl, type UrlAnalysis } from './url/analyze-url.js';
export type { UrlBlockReason } from './url/block.js';
export { openElicitationUrl } from './url/open-url.js';
export type { UrlWarning, UrlWarningCode } from './url/url-warning.js';
export {
  type ElicitationCapability,
  type ElicitationModes,
  elicitationCapability,
} from './wire/capabilities.js';
export { ElicitationError, type ElicitationErrorCode, type ElicitationIssue } from './wire/errors.js';
export type {
  ExperimentalDrafts,
  FileField,
  FileFieldContext,
  FileFieldView,
  FileInput,
  FileInputsDraft,
  FileIssueCode,
  FileMessageKey,
  FileMessages,
} from './wire/experimental.js';
export {
  ACCEPT_LANGUAGE_META_KEY,
  CONTENT_LANGUAGE_META_KEY,
  type ElicitAction,
  type ElicitContent,
  type ElicitRequestParams,
  type ElicitResult,
  type ElicitValue,
  INVALID_PARAMS,
  type InputRequest,
  type InputRequests,
  type InputRequiredResult,
  type InputResponses,
  type PrimitiveSchemaDefinition,
  type ProtocolVersion,
  type RequestedSchema,
  type RequestMeta,
} from './wire/protocol.js';
export { acceptResult, cancelResult, declineResult } from './wire/results.js';
export type {
  CreateElicitationTaskResult,
  CreateTaskResult,
  ElicitationTask,
  McpTask,
  TaskMethod,
  TaskStatus,
} from './wire/tasks.js';
