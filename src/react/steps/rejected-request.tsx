'use client';
import { useId } from 'react';
import type { ElicitationError } from '../../core/wire/errors.js';
import { useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { visibleText } from '../shared/visible-text.js';

/**
 * The body of a dialog whose request cannot be shown: every issue the core found, with its JSON
 * pointer, for the user to report and the host to log.
 *
 * @example
 * <RejectedRequest error={error} />
 */
export function RejectedRequest({ error }: { error: ElicitationError }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const labelId = useId();
  return (
    <div className={cn('rejected')}>
      <p id={labelId} className={cn('rejected-intro')}>
        {t('rejected.issues')}
      </p>
      <ul className={cn('rejected-issues')} aria-labelledby={labelId}>
        {error.issues.map((issue, index) => (
          // Paths and messages quote the server's property names: shown as plain, visible text.
          // biome-ignore lint/suspicious/noArrayIndexKey: issues are a fixed list; two can read the same.
          <li key={index}>
            <code>
              <bdi dir="ltr">{visibleText(issue.path || '/', cn)}</bdi>
            </code>{' '}
            <bdi>{visibleText(issue.message, cn)}</bdi>{' '}
            <span className={cn('rejected-code')}>({issue.code})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
