export { CopyLinkButton, type CopyLinkButtonProps } from './copy-link-button.js';
export { ElicitationDialog, type ElicitationDialogProps } from './elicitation-dialog.js';
export { ElicitationForm, type ElicitationFormProps } from './elicitation-form.js';
export {
  ElicitationPanel,
  type ElicitationPanelBaseProps,
  type ElicitationPanelLiveProps,
  type ElicitationPanelPendingProps,
  type ElicitationPanelProps,
  type ElicitationPanelRecordProps,
  type ElicitationPanelRequestProps,
} from './elicitation-panel.js';
export {
  type ElicitationOutcome,
  type ElicitationRecord,
  type RecordedField,
  toElicitationRecord,
} from './elicitation-record.js';
export { FieldFrame, type FieldFrameProps } from './field-frame.js';
export type { Phase } from './flow-phase.js';
export type { FieldState, FormStore } from './form-store.js';
export { type I18n, I18nProvider, type I18nProviderProps, type PluralKey, useI18n } from './i18n.js';
export { usePendingElicitations } from './inline-queue.js';
export { openElicitationUrl } from './open-url.js';
export { ElicitationProvider, type ElicitationProviderProps } from './provider.js';
export { ElicitationReview, type ElicitationReviewProps } from './review.js';
export { ServerBadge, type ServerBadgeProps } from './server-identity.js';
export { UrlAddress, type UrlAddressProps } from './url-address.js';
export { UrlConsent, type UrlConsentProps, type UrlStage } from './url-consent.js';
export {
  type ElicitationFlow,
  type FlowQuestion,
  type FlowRootProps,
  type FlowTitleProps,
  type UseElicitationFlowOptions,
  useElicitationFlow,
} from './use-elicitation-flow.js';
export {
  type ElicitationFormController,
  type FormProblem,
  type UseElicitationFormOptions,
  useElicitationForm,
} from './use-elicitation-form.js';
export type { ResultHandler } from './use-exactly-once.js';
export type { ElicitationRequestInput } from './use-resolved-request.js';
export type { Widget, WidgetComponents, WidgetInputProps, WidgetProps } from './widget-props.js';
export {
  BooleanWidget,
  DateTimeWidget,
  defaultWidgets,
  MultiSelectWidget,
  NumberWidget,
  SingleSelectWidget,
  TextWidget,
} from './widgets/index.js';
