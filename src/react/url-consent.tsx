'use client';
import { useId } from 'react';
import type { UrlElicitationRequest } from '../core/parse-request.js';
import { useClassNames } from './class-names.js';
import { CopyLinkButton } from './copy-link-button.js';
import { useI18n } from './i18n.js';
import { isolate, UrlAddress } from './url-address.js';

/**
 * The body of the URL-mode dialog (the dialog itself renders the header, the server's message and the buttons):
 * the intro, the full address, an explained warning for each trick found in it, why a blocked URL is refused, and,
 * once the URL was opened, a status with a copy fallback in case the browser blocked the new tab.
 *
 * @example
 * const request = parseElicitRequest(params);
 * if (request.mode === 'url') return <UrlConsent request={request} opened={opened} />;
 */
export function UrlConsent({ request, opened }: { request: UrlElicitationRequest; opened: boolean }) {
  const { t } = useI18n();
  const cn = useClassNames();
  const warningsId = useId();
  const analysis = request.url;
  const site = analysis.registrableDomain ?? analysis.host;

  return (
    <div className={cn('url-consent')}>
      {analysis.blocked ? (
        <div role="alert" className={cn('url-blocked')}>
          {analysis.blockReason === 'scheme' && analysis.scheme !== ''
            ? isolate(t, 'url.blocked.scheme', { scheme: analysis.scheme }, cn)
            : t('url.blocked.other')}
        </div>
      ) : (
        // Inviting the user to "open only if you trust it" makes no sense for a URL that cannot be opened.
        <p className={cn('url-intro')}>{t('url.intro')}</p>
      )}
      <p className={cn('url-label')}>{t('url.fullAddress')}</p>
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
      {/* The live region exists before `opened` flips, so screen readers announce its new content. */}
      <div role="status" className={cn('url-status')}>
        {opened && (
          <div className={cn('url-opened')}>
            <p>{t('url.opened')}</p>
            <p>{t('url.popupHint')}</p>
          </div>
        )}
      </div>
      {/* Outside the status box: its own live region would otherwise be nested in another one. */}
      {opened && <CopyLinkButton href={analysis.href} />}
    </div>
  );
}
