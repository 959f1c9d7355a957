'use client';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import type { UrlAcceptTiming } from '../../core/flow/url-timing.js';
import type { UrlElicitationRequest } from '../../core/request/parse-request.js';
import { useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { messageWithParts, visibleText } from '../shared/visible-text.js';
import { CopyLinkButton } from './copy-link-button.js';
import { isolate, SiteName, UrlAddress } from './url-address.js';

/**
 * Where a URL-mode request is on screen: asking for consent, waiting while the user finishes on the site (after
 * Open), or completed (the server said the step finished).
 */
export type UrlStage = 'consent' | 'waiting' | 'completed';

/** Props of {@link UrlConsent}. */
export interface UrlConsentProps {
  request: UrlElicitationRequest;
  /** Default `consent`. */
  stage?: UrlStage;
  /** Who asks, as a sentence names it (the dialog's shown server name). */
  serverName?: string;
  /** Which waiting text fits: `on-continue` asks for Continue, `on-open` says it closes by itself. */
  urlAccept?: UrlAcceptTiming;
  /** The server asked again for this address right after Continue: say it is not finished yet. */
  notFinished?: boolean;
  /** While waiting: opens the link again (on the user's click only). Without it, no "Open again" is offered. */
  onOpenAgain?: () => void;
  /**
   * Waiting, `on-continue`: the user chose Continue and the answer is on its way (the `onResult` promise is
   * pending): "Checking with {server} that you have finished on {site}…" in place of the waiting text.
   */
  continuing?: boolean;
}

/**
 * The body of the URL-mode dialog (the dialog itself renders the header, the server's message and the footer).
 * Asking for consent: the intro, the full address, an explained warning for each trick found in it, why a
 * blocked URL is refused. Waiting: "Finish on example.com, then continue", Open again and Copy link (in case the
 * browser blocked the new tab), the address still in view, and "not finished yet" when the server asked again.
 * Completed: the server's confirmation. Changes of stage are announced (a polite live region) and move focus to
 * the new heading.
 *
 * @example
 * const request = parseElicitRequest(params);
 * if (request.mode === 'url') return <UrlConsent request={request} stage="waiting" onOpenAgain={reopen} />;
 */
export function UrlConsent(props: UrlConsentProps) {
  const {
    request,
    stage = 'consent',
    serverName = '',
    urlAccept = 'on-continue',
    notFinished = false,
  } = props;
  const { t } = useI18n();
  const cn = useClassNames();
  const warningsId = useId();
  const noticeId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const analysis = request.url;
  const site = analysis.registrableDomain ?? analysis.host;
  // Untrusted text in a sentence: isolated, so right-to-left letters or an override cannot reorder it.
  const serverPart = {
    server: (
      <bdi translate="no" className={cn('url-server')}>
        {visibleText(serverName, cn)}
      </bdi>
    ),
  };
  const sitePart = { site: <SiteName analysis={analysis} /> };

  // A stage reached by the user's action takes focus to its heading: the buttons that led there are gone.
  const firstStage = useRef(stage);
  useLayoutEffect(() => {
    if (stage === firstStage.current) return;
    firstStage.current = stage;
    if (stage !== 'consent') heading.current?.focus();
  }, [stage]);

  const lead: ReactNode =
    stage === 'consent' ? (
      analysis.blocked ? (
        // Blocked for no reason of its own: a denial without assurance (SEP-2643), which says why above.
        analysis.blockReason === undefined ? null : (
          <div role="alert" className={cn('url-blocked')}>
            {analysis.blockReason === 'scheme' && analysis.scheme !== ''
              ? isolate(t, 'url.blocked.scheme', { scheme: analysis.scheme }, cn)
              : t(analysis.blockReason === 'unchecked' ? 'url.blocked.unchecked' : 'url.blocked.other')}
          </div>
        )
      ) : (
        // Inviting the user to "open only if you trust it" makes no sense for a URL that cannot be opened.
        <p className={cn('url-intro')}>{t('url.intro')}</p>
      )
    ) : (
      <h3
        ref={heading}
        tabIndex={-1}
        className={cn('url-stage-title')}
        data-focus-start=""
        aria-describedby={notFinished && stage === 'waiting' ? noticeId : undefined}
      >
        {messageWithParts(
          t,
          stage === 'completed'
            ? 'url.completed.title'
            : urlAccept === 'on-open'
              ? 'url.waiting.notifyTitle'
              : 'url.waiting.title',
          sitePart,
        )}
      </h3>
    );

  return (
    <div className={cn('url-consent')} data-stage={stage}>
      {lead}
      {/* Always rendered, in the same place, so screen readers announce what each new stage puts in it. */}
      <div role="status" className={cn('url-status')}>
        {stage === 'waiting' && (
          <div className={cn('url-waiting')}>
            {props.continuing ? (
              <p className={cn('url-continuing')}>
                {messageWithParts(t, 'url.continuing', { ...serverPart, ...sitePart })}
              </p>
            ) : (
              <p>
                {urlAccept === 'on-open'
                  ? messageWithParts(t, 'url.waiting.notifyBody', serverPart)
                  : t('url.waiting.body')}
              </p>
            )}
            {notFinished && (
              <p id={noticeId} className={cn('url-not-finished')}>
                {messageWithParts(t, 'url.notFinished', { ...serverPart, ...sitePart })}
              </p>
            )}
          </div>
        )}
        {stage === 'completed' && (
          <p className={cn('url-completed')}>{messageWithParts(t, 'url.completed.body', serverPart)}</p>
        )}
      </div>
      {stage === 'waiting' && (
        <>
          <p className={cn('url-popup-hint')}>{t('url.popupHint')}</p>
          {/* Outside the status box: the copy button's own live region would otherwise be nested in it. */}
          <div className={cn('url-actions')}>
            {props.onOpenAgain && (
              <button type="button" className={cn('copy-link')} onClick={props.onOpenAgain}>
                {t('action.openAgain')}
              </button>
            )}
            <CopyLinkButton href={analysis.href} />
          </div>
        </>
      )}
      {/* The website first, then the full address under its own label (see UrlAddress). */}
      <UrlAddress analysis={analysis} />
      {analysis.warnings.length > 0 && (
        <>
          <h3 id={warningsId} className={cn('url-warnings-heading')}>
            {t('url.warnings')}
          </h3>
          <ul className={cn('url-warning-list')} aria-labelledby={warningsId}>
            {analysis.warnings.map((warning) => (
              <li key={warning.code} data-warning={warning.code}>
                {isolate(
                  t,
                  `url.warning.${warning.code}`,
                  { detail: warning.detail ?? '', domain: site },
                  cn,
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
