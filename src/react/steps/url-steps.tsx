'use client';
import type { FlowPhase } from '../../core/flow/flow-phase.js';
import type { UrlElicitationRequest } from '../../core/request/parse-request.js';
import { openElicitationUrl } from '../../core/url/open-url.js';
import { useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import type { UrlStage } from '../url/url-consent.js';
import { UrlPending } from '../url/url-pending.js';
import { useUrlConsent } from '../url/use-url-consent.js';
import { ApprovalRequired } from './approval-required.js';
import { CloseOnly, Footer, FooterButton, RefuseButtons } from './footer-parts.js';
import type { StepProps } from './step-props.js';

export interface UrlStepsProps extends StepProps {
  request: UrlElicitationRequest;
  /** Opened straight into `waiting`: the server asked again for this address right after Continue. */
  notFinished: boolean;
}

const STAGES: Partial<Record<FlowPhase, UrlStage>> = { waiting: 'waiting', completed: 'completed' };

/**
 * A URL-mode request, step by step. Consent: where the link goes, then Open (on this click only), Decline or
 * Cancel. Waiting, `on-continue` (2026-07-28): the `accept` is still held, since the client retries the original
 * request with it; Continue sends it (the server then finishes, or asks again: "not finished yet"), Cancel request
 * sends `cancel`. Waiting, `on-open` (2025-11-25): the `accept` went on Open and the server waits for the step;
 * only Dismiss is left, and the completion notification closes it. Open again and Copy link while waiting.
 *
 * The address is shown by its analysis and the consent view, both loaded with the first URL request a page shows;
 * until they are in, the whole address is plain text, "Checking the address…" is said, and Open is disabled. If they
 * cannot be loaded, the link stays blocked and the step says so: nothing is offered to open.
 */
export function UrlSteps(props: UrlStepsProps) {
  const { request, flow } = props;
  const { locked, closeOnly } = flow;
  const urlAccept = flow.urlAccept ?? 'on-continue';
  const cn = useClassNames();
  const { t } = useI18n();
  const stage = STAGES[flow.phase] ?? 'consent';
  const consent = useUrlConsent();
  // The analysis could not be loaded (`unchecked` once no longer checking), or the view that shows it.
  const failed = (!flow.checking && request.url.blockReason === 'unchecked') || consent.failed;
  const Consent = flow.checking || failed ? undefined : consent.View;

  return (
    <div className={cn('step')} data-step={stage === 'consent' ? 'form' : stage} data-url-accept={urlAccept}>
      {request.denial && stage === 'consent' && (
        <ApprovalRequired denial={request.denial} serverName={flow.serverName} />
      )}
      {Consent ? (
        <Consent
          request={request}
          stage={stage}
          serverName={flow.serverName}
          urlAccept={urlAccept}
          notFinished={props.notFinished}
          continuing={flow.continuing}
          onOpenAgain={closeOnly ? undefined : () => openElicitationUrl(request.url.href)}
        />
      ) : (
        <UrlPending href={request.url.href} failed={failed} />
      )}
      {closeOnly ? (
        <CloseOnly onClose={flow.dismiss} />
      ) : stage === 'waiting' ? (
        <Footer asking={props.asking}>
          {urlAccept === 'on-open' ? (
            // The server has its answer and waits for the step: closing sends nothing more.
            <FooterButton variant="primary" onClick={flow.dismiss}>
              {t('action.dismiss')}
            </FooterButton>
          ) : (
            <>
              <FooterButton variant="secondary" disabled={locked} onClick={flow.cancel}>
                {t('action.cancelRequest')}
              </FooterButton>
              <FooterButton variant="primary" disabled={locked} onClick={() => flow.accept()}>
                {t('action.continue')}
              </FooterButton>
            </>
          )}
        </Footer>
      ) : (
        <Footer asking={props.asking}>
          <RefuseButtons flow={flow} bulkRefusal={props.bulkRefusal} />
          {/* Never enabled before the address is analysed and shown; gone once it is blocked, and from the start for
              a denial without assurance (SEP-2643: its URL is blocked whatever the analysis says). */}
          {(Consent ? !request.url.blocked : !failed && request.denial?.assured !== false) && (
            <FooterButton variant="primary" disabled={locked || !Consent} onClick={flow.openUrl}>
              {t('action.open')}
            </FooterButton>
          )}
        </Footer>
      )}
    </div>
  );
}
