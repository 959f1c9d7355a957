export type { ElicitationDialogProps } from './dialog/dialog-view.js';
export { ElicitationDialog } from './dialog/elicitation-dialog.js';
export { useElicitationFlow } from './flow/use-elicitation-flow.js';
export type { ElicitationFlow } from './flow/use-flow-view.js';
export { ElicitationForm, type ElicitationFormProps } from './form/elicitation-form.js';
export { FieldFrame, type FieldFrameProps } from './form/field-frame.js';
export type { FieldState, FormStore } from './form/form-store.js';
export {
  type ElicitationFormController,
  type FormProblem,
  type UseElicitationFormOptions,
  useElicitationForm,
} from './form/use-elicitation-form.js';
export type { Widget, WidgetComponents, WidgetInputProps, WidgetProps } from './form/widget-props.js';
export { defaultWidgets } from './form/widgets/index.js';
export { ElicitationPanel } from './panel/elicitation-panel.js';
export {
  type ElicitationOutcome,
  type ElicitationRecord,
  toElicitationRecord,
} from './panel/elicitation-record.js';
export { usePendingElicitations } from './panel/inline-queue.js';
export type { ElicitationPanelProps } from './panel/panel-props.js';
export type { RecordedFile, RecordedResult, RecordedValue } from './panel/recorded-file.js';
export { ElicitationProvider, type ElicitationProviderProps } from './provider/provider.js';
export { useI18n } from './shared/i18n.js';
export {
  type DirectionOptions,
  type I18n,
  I18nProvider,
  type I18nProviderProps,
  type PluralKey,
} from './shared/i18n-settings.js';
export type { IsolationOptions, ServerTextProps } from './shared/server-language.js';
export { ApprovalRequired, type ApprovalRequiredProps } from './steps/approval-required.js';
export { ElicitationReview, type ElicitationReviewProps } from './steps/review.js';
export { SecretWarning, type SecretWarningProps } from './steps/secret-warning.js';
export { WhyAsked, type WhyAskedProps } from './steps/why-asked.js';
export { UrlAddress, type UrlAddressProps } from './url/url-address.js';
