'use client';
import { forwardRef, type Ref, useId, useLayoutEffect, useRef } from 'react';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { ServerBadge, useShownServer } from '../shared/server-identity.js';
import { isolated, quoteInMessage } from '../shared/visible-text.js';
import type { ElicitationRecord } from './elicitation-record.js';

export interface RecordViewProps {
  record: ElicitationRecord;
  reservedNames?: readonly string[];
  theme?: 'light' | 'dark';
  className?: string;
  /**
   * Asked as the record appears: did the live panel have focus when it ended? The record's heading then takes
   * it, so keyboard users stay in place. A function, since the answer is known only as the live view leaves.
   */
  takeFocus?: () => boolean;
}

/**
 * A request that ended, compact and read-only: who asked, the message, and what happened ("You sent: …",
 * "You declined", "Dismissed", "Expired — nothing was sent", "Opened example.com"). No form, no store, no
 * subscription: a transcript of many costs nothing.
 */
export const RecordView = forwardRef<HTMLElement, RecordViewProps>(function RecordView(
  { record, reservedNames, theme, className, takeFocus },
  ref: Ref<HTMLElement>,
) {
  const cn = useClassNames();
  const { t } = useI18n();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const serverName = useShownServer(record.server, reservedNames).inSentence;
  const shouldFocus = useRef(takeFocus);
  useLayoutEffect(() => {
    if (shouldFocus.current?.()) heading.current?.focus();
  }, []);
  return (
    <section
      ref={ref}
      className={joinClasses(cn('root'), cn('panel'), className)}
      data-theme={theme}
      data-mode={record.mode}
      data-record={record.outcome}
      aria-labelledby={`${titleId} ${titleId}-message`}
    >
      <header className={cn('header')}>
        <ServerBadge server={record.server} reservedNames={reservedNames} />
        <h2 id={titleId} ref={heading} tabIndex={-1} className={cn('title')}>
          {/* Past, and the same for every kind of request: what it asked is in the message below. */}
          {quoteInMessage(t, 'record.title', { server: serverName }, cn)}
        </h2>
      </header>
      <div className={cn('body')}>
        <p id={`${titleId}-message`} className={cn('message')}>
          {record.message}
        </p>
        <RecordOutcome record={record} />
      </div>
    </section>
  );
});

function RecordOutcome({ record }: { record: ElicitationRecord }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const { outcome } = record;
  switch (outcome) {
    case 'sent':
      if (!record.fields || record.fields.length === 0) {
        return <p className={cn('record-outcome')}>{t('record.confirmed')}</p>;
      }
      return (
        <>
          <p className={cn('record-outcome')}>{t('record.sent')}</p>
          <dl className={cn('review-list')}>
            {record.fields.map((field, index) => (
              // Labels may repeat; the order is the form's and never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: a record is read-only, its list never reorders
              <div key={index} className={cn('review-item')}>
                <dt className={cn('review-label')}>{isolated(field.label)}</dt>
                <dd className={joinClasses(cn('review-value'), field.masked && cn('review-empty'))}>
                  {field.masked ? t('record.hidden') : isolated(field.value ?? '')}
                </dd>
              </div>
            ))}
          </dl>
        </>
      );
    case 'opened':
      return (
        <p className={cn('record-outcome')}>
          {quoteInMessage(t, 'record.opened', { site: record.site ?? '' }, cn)}
        </p>
      );
    case 'declined':
      return <p className={cn('record-outcome')}>{t('record.declined')}</p>;
    case 'dismissed':
      return <p className={cn('record-outcome')}>{t('record.dismissed')}</p>;
    case 'expired':
      return <p className={cn('record-outcome')}>{t('record.expired')}</p>;
    case 'failed':
      return <p className={cn('record-outcome')}>{t('record.failed')}</p>;
    default:
      return outcome satisfies never;
  }
}
