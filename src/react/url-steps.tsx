'use client';
import * as Dialog from '@radix-ui/react-dialog';
import type { UrlElicitationRequest } from '../core/parse-request.js';
import { acceptResult, cancelResult } from '../core/results.js';
import type { UrlAcceptTiming } from '../core/url-lifecycle.js';
import { useClassNames } from './class-names.js';
import { CloseOnly, FooterButton } from './dialog-parts.js';
import { Footer, type Phase, RefuseButtons, type StepProps } from './dialog-steps.js';
import { useI18n } from './i18n.js';
import { openElicitationUrl } from './open-url.js';
import { UrlConsent, type UrlStage } from './url-consent.js';

export interface UrlStepsProps extends StepProps {
  request: UrlElicitationRequest;
  serverName: string;
  /** When `accept` is reported: on Open (2025-11-25, `elicitationId`) or on Continue (2026-07-28). */
  urlAccept: UrlAcceptTiming;
  /** Opened straight into `waiting`: the server asked again for this address right after Continue. */
  notFinished: boolean;
  setPhase: (phase: Phase) => void;
  /** Told once, when the user opens the link (the queue moves the request to `waiting`). */
  onOpenUrl?: () => void;
}

const STAGES: Partial<Record<Phase, UrlStage>> = { waiting: 'waiting', completed: 'completed' };

/**
 * A URL-mode request, step by step. Consent: where the link goes, then Open (on this click only), Decline or
 * Cancel. Waiting, `on-continue` (2026-07-28): the `accept` is still held, since the client retries the original
 * request with it; Continue sends it (the server then finishes, or asks again: "not finished yet"), Cancel request
 * sends `cancel`. Waiting, `on-open` (2025-11-25): the `accept` went on Open and the server waits for the step;
 * only Dismiss is left, and the completion notification closes it. Open again and Copy link while waiting.
 */
export function UrlSteps(props: UrlStepsProps) {
  const { request, phase, locked, closeOnly, finish, urlAccept } = props;
  const cn = useClassNames();
  const { t } = useI18n();
  const stage = STAGES[phase] ?? 'consent';

  const open = () => {
    // Opened only here, on the user's click: never prefetched, never automatic.
    openElicitationUrl(request.url.href);
    props.onOpenUrl?.();
    if (urlAccept === 'on-open') finish(acceptResult(), 'waiting');
    else props.setPhase('waiting');
  };

  return (
    <div className={cn('step')} data-step={stage === 'consent' ? 'form' : stage} data-url-accept={urlAccept}>
      <UrlConsent
        request={request}
        stage={stage}
        serverName={props.serverName}
        urlAccept={urlAccept}
        notFinished={props.notFinished}
        onOpenAgain={closeOnly ? undefined : () => openElicitationUrl(request.url.href)}
      />
      {closeOnly ? (
        <CloseOnly />
      ) : stage === 'waiting' ? (
        <Footer asking={props.asking}>
          {urlAccept === 'on-open' ? (
            // The server has its answer and waits for the step: closing sends nothing more.
            <Dialog.Close className={cn('button')} data-variant="primary">
              {t('action.dismiss')}
            </Dialog.Close>
          ) : (
            <>
              <FooterButton variant="secondary" disabled={locked} onClick={() => finish(cancelResult())}>
                {t('action.cancelRequest')}
              </FooterButton>
              <FooterButton variant="primary" disabled={locked} onClick={() => finish(acceptResult())}>
                {t('action.continue')}
              </FooterButton>
            </>
          )}
        </Footer>
      ) : (
        <Footer asking={props.asking}>
          <RefuseButtons locked={locked} finish={finish} bulkRefusal={props.bulkRefusal} />
          {!request.url.blocked && (
            <FooterButton variant="primary" disabled={locked} onClick={open}>
              {t('action.open')}
            </FooterButton>
          )}
        </Footer>
      )}
    </div>
  );
}
