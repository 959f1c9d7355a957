'use client';
import { useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { visibleText } from '../shared/visible-text.js';

/** Props of {@link UrlPending}. */
export interface UrlPendingProps {
  /** The address as the browser would go (`request.url.href`). */
  href: string;
  /** The analysis, or the view that shows it, could not be loaded: the link stays blocked, and this says so. */
  failed: boolean;
}

/**
 * A URL step before its address is analysed (the analysis and the consent view load with the first URL request a
 * page shows): the whole address as plain text, nothing emphasised, nothing said to be safe, and "Checking the
 * address…" (a polite status); or, when they could not be loaded, that the link was blocked because its address could
 * not be checked. The step offers no Open meanwhile.
 *
 * @example
 * <UrlPending href={request.url.href} failed={false} />
 */
export function UrlPending({ href, failed }: UrlPendingProps) {
  const { t } = useI18n();
  const cn = useClassNames();
  return (
    <div className={cn('url-consent')} data-stage={failed ? 'unchecked' : 'checking'}>
      {failed ? (
        <div role="alert" className={cn('url-blocked')}>
          {t('url.blocked.unchecked')}
        </div>
      ) : (
        <p role="status" className={cn('url-intro')}>
          {t('url.checking')}
        </p>
      )}
      <div className={cn('url-view')}>
        <p className={cn('url-label')}>{t('url.fullAddress')}</p>
        <div className={cn('url-address')}>
          {/* Left to right, as every address; invisible and bidi characters shown as markers, never applied. */}
          <bdi dir="ltr" translate="no" className={cn('url-full')}>
            {visibleText(href, cn)}
          </bdi>
        </div>
      </div>
    </div>
  );
}
