/**
 * `mcp-elicitation-react/core`: everything between an untrusted `elicitation/create` request and a
 * spec-correct `ElicitResult`, with no React. Runs in Node, browsers and workers.
 */
export {
  type AttachElicitationOptions,
  attachElicitationHandler,
  type ElicitationAttachment,
  type ElicitationClient,
} from './attach-handler.js';
export {
  type AttentionDocument,
  type AttentionNotification,
  type AttentionNotificationConstructor,
  type AttentionOptions,
  type WatchAttentionOptions,
  watchAttention,
} from './attention.js';
export { type ElicitationCapability, type ElicitationModes, elicitationCapability } from './capabilities.js';
export {
  type CapabilityFlags,
  type ClientInfo,
  clientCapabilities,
  type RequestMetaOptions,
  withRequestMeta,
} from './client-meta.js';
export { type CompileOptions, compileElicitationSchema } from './compile-schema.js';
export {
  createElicitationCompleteHandler,
  ELICITATION_COMPLETE_METHOD,
  type ElicitationNotification,
} from './elicitation-complete.js';
export {
  type CreateElicitationTaskResult,
  createElicitationTasks,
  type ElicitationTask,
  type ElicitationTasks,
  type ElicitationTasksOptions,
  type SdkTaskStore,
  type TaskStatus,
} from './elicitation-tasks.js';
export { ElicitationError, type ElicitationErrorCode, type ElicitationIssue } from './errors.js';
export type { ValueIssueCode } from './field-checks.js';
export {
  type CreateTaskResult,
  type FollowTaskOptions,
  followTask,
  isCreateTaskResult,
  type McpTask,
  TASKS_EXTENSION,
  type TaskMethod,
  type TaskSend,
} from './follow-task.js';
export {
  type ElicitationAnswer,
  type InputAnswerContext,
  InputRequiredError,
  type InputRequiredErrorCode,
  isInputRequiredResult,
  type RequestWithInputOptions,
  requestWithInput,
} from './input-required.js';
export { DEFAULT_LIMITS, type ElicitationLimits } from './limits.js';
export {
  createElicitationHandler,
  type ElicitationHandler,
  type ElicitationHandlerContext,
  type ElicitationHandlerOptions,
  type ElicitationHandlerRequest,
  ElicitationRpcError,
  type ElicitationRpcErrorData,
} from './mcp-handler.js';
export {
  type BuiltInLocale,
  en,
  formatMessage,
  type LocaleOptions,
  type MessageCatalogue,
  type MessageKey,
  type MessageParams,
  resolveMessages,
  zhCN,
} from './messages/index.js';
export {
  type EnumShape,
  FIELD_KINDS,
  type FieldKind,
  type FieldModel,
  type FieldOption,
  type FormModel,
  type SchemaNotice,
  type SchemaNoticeCode,
} from './model.js';
export type { ElicitationOrigin } from './origin.js';
export { type FormElicitationRequest, type ParseOptions, parseFormRequest } from './parse-form-request.js';
export {
  type ElicitationRequest,
  isElicitationRequest,
  parseElicitRequest,
  type UrlElicitationRequest,
} from './parse-request.js';
export {
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
  URL_ELICITATION_REQUIRED,
} from './protocol.js';
export {
  createElicitationQueue,
  type DeclineAllOptions,
  type DeclinedSource,
  type ElicitationQueue,
  type ElicitationQueueOptions,
  type ElicitationSource,
  type PendingElicitation,
  type PresentOptions,
  type QueueSnapshot,
} from './queue.js';
export { acceptResult, cancelResult, declineResult } from './results.js';
export { findRequestSecrets, type RequestSecrets, type SecretSignal } from './sensitive.js';
export { imitatesHost, type ServerIdentity, serverDisplayName, toServerIdentity } from './server-identity.js';
export {
  type AnalyzeUrlOptions,
  analyzeElicitationUrl,
  type UrlAnalysis,
  type UrlBlockReason,
  type UrlWarning,
  type UrlWarningCode,
} from './url.js';
export {
  isUrlElicitationRequiredError,
  type UrlElicitationOptions,
  type UrlElicitationRequiredErrorLike,
  withUrlElicitations,
} from './url-elicitation-required.js';
export type { ElicitationState, UrlAcceptTiming } from './url-lifecycle.js';
export {
  checkFieldValue,
  type FieldError,
  type FieldErrorCode,
  type FieldIssue,
  formatFieldIssue,
  type ValidateOptions,
  validateContent,
} from './validate.js';
export {
  type ContentOptions,
  type DraftValue,
  type DraftValues,
  initialValues,
  toElicitContent,
  toElicitValue,
} from './values.js';
