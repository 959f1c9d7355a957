'use client';
import type { DraftValues } from '../../core/answer/values.js';
import type { ElicitationOrigin } from '../../core/request/origin.js';
import type { ElicitationFlow } from '../flow/use-flow-view.js';
import type { WidgetComponents } from '../form/widget-props.js';
import { useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { ServerLanguage } from '../shared/server-language.js';
import { quoteInMessage } from '../shared/visible-text.js';
import { CloseOnly, FooterButton, InlineConfirm } from './footer-parts.js';
import { FormSteps } from './form-steps.js';
import { RejectedRequest } from './rejected-request.js';
import { TimeLeft } from './time-left.js';
import { UrlSteps } from './url-steps.js';
import { WhyAsked } from './why-asked.js';

export interface FlowBodyProps {
  flow: ElicitationFlow;
  review: boolean;
  components?: WidgetComponents;
  initialDraft?: DraftValues;
  /** The client request the server asks during: "why am I asked", right under the message. */
  origin?: ElicitationOrigin | undefined;
}

/**
 * What the dialog and the panel show under the message: why the user is asked, the time left when a deadline is
 * known, expiry and delivery notices, then the steps of the
 * request (the form and its review, or the URL consent and waiting), or why it cannot be shown.
 */
export function FlowBody({ flow, review, components, initialDraft, origin }: FlowBodyProps) {
  const cn = useClassNames();
  const { t } = useI18n();
  const { request } = flow;
  const steps = {
    flow,
    asking: flow.asking && <FlowQuestionView flow={flow} />,
    bulkRefusal: flow.offersDeclineAll && <BulkRefusal flow={flow} />,
  };
  return (
    <>
      {origin && <WhyAsked origin={origin} serverName={flow.serverName} />}
      {flow.expiresAt !== undefined && !flow.expired && !flow.answered && !flow.error && (
        <TimeLeft expiresAt={flow.expiresAt} />
      )}
      {flow.expired && (
        <div className={cn('expired')} role="status">
          {flow.endedBy ? (
            <strong>{t(`ended.${flow.endedBy}`)}</strong>
          ) : (
            <>
              <strong>{t('expired.title')}</strong> {t('expired.body')}
            </>
          )}
        </div>
      )}
      {flow.undelivered && !flow.expired && <UndeliveredNotice flow={flow} />}
      {flow.phase === 'failed' && (
        <div className={cn('delivery-error')} role="alert">
          {t('delivery.failed')}
        </div>
      )}
      {flow.error ? (
        <>
          <RejectedRequest error={flow.error} />
          {/* Closing it is the only answer there is: `cancel`, once. */}
          <CloseOnly onClose={flow.dismiss} />
        </>
      ) : request?.mode === 'form' ? (
        // Titles, descriptions and option labels in the language the server wrote them in (SEP-2792).
        <ServerLanguage language={request.language}>
          <FormSteps
            {...steps}
            request={request}
            review={review}
            components={components}
            initialDraft={initialDraft}
          />
        </ServerLanguage>
      ) : request ? (
        <UrlSteps {...steps} request={request} notFinished={flow.notFinished} />
      ) : null}
    </>
  );
}

/**
 * The last answer did not arrive and may be sent again: the connection failed, or the receiving end refused
 * fields (named with its words, beside the form that kept every value).
 */
function UndeliveredNotice({ flow }: { flow: ElicitationFlow }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const { undelivered, request } = flow;
  if (!undelivered) return null;
  const fields = request?.mode === 'form' ? request.form.fields : [];
  return (
    <div className={cn('delivery-error')} role="alert">
      <p>{undelivered.kind === 'invalid-content' ? t('delivery.invalid') : t('delivery.retry')}</p>
      {undelivered.issues.length > 0 && (
        <ul>
          {undelivered.issues.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, shown once per refusal
            <li key={index}>
              {fields.find((field) => field.name === issue.field)?.label ?? issue.field}: {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The question the flow asks in place of the footer, or nothing (`null`: the footer shows). */
function FlowQuestionView({ flow }: { flow: ElicitationFlow }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const { asking, serverName, locked } = flow;
  const site =
    flow.request?.mode === 'url' ? (flow.request.url.registrableDomain ?? flow.request.url.host) : '';
  switch (asking) {
    case undefined:
      return null;
    case 'stop-waiting':
      return (
        <InlineConfirm
          question={t('url.stopWaiting.question')}
          detail={quoteInMessage(t, 'url.stopWaiting.detail', { server: serverName, site }, cn)}
          keepLabel={t('url.stopWaiting.keep')}
          onKeep={flow.keepGoing}
          confirmLabel={t('action.cancelRequest')}
          onConfirm={flow.confirm}
          disabled={locked}
        />
      );
    case 'discard':
      return (
        <InlineConfirm
          question={t('dismiss.question')}
          detail={t('dismiss.detail')}
          keepLabel={t('dismiss.keep')}
          onKeep={flow.keepGoing}
          confirmLabel={t('dismiss.discard')}
          onConfirm={flow.confirm}
          disabled={locked}
        />
      );
    case 'decline-all':
      return (
        <InlineConfirm
          question={quoteInMessage(t, 'queue.declineAllQuestion', { server: serverName }, cn)}
          detail={t('queue.declineAllHint')}
          keepLabel={t('queue.declineAllKeep')}
          onKeep={flow.keepGoing}
          confirmLabel={t('queue.declineAllConfirm')}
          onConfirm={flow.confirm}
          disabled={locked}
        />
      );
    default:
      return asking satisfies never;
  }
}

/** "Decline all from …", offered with the other refusals when the flow has a bulk refusal. */
function BulkRefusal({ flow }: { flow: ElicitationFlow }) {
  const cn = useClassNames();
  const { t } = useI18n();
  if (!flow.offersDeclineAll) return null;
  return (
    <FooterButton variant="secondary" disabled={flow.locked} onClick={() => flow.ask('decline-all')}>
      {quoteInMessage(t, 'queue.declineAll', { server: flow.serverName }, cn)}
    </FooterButton>
  );
}
