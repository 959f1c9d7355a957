'use client';
import { forwardRef, type Ref, useId, useLayoutEffect, useRef } from 'react';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { useShownServer } from '../shared/server-identity.js';
import { clampStyle, useLineOverflow } from '../shared/use-line-overflow.js';
import { quoteInMessage } from '../shared/visible-text.js';
import { policyOutcomeKey } from '../steps/policy-words.js';
import { WhyAsked } from '../steps/why-asked.js';
import type { ElicitationRecord } from './elicitation-record.js';
import { RecordedFields } from './recorded-fields.js';

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
 * A request that ended, in two lines, read-only: who asked and what ("Request from GitHub · Which repository
 * should I fork?", the question cut with a visible "…" when it is longer than the line), then what happened ("You
 * sent 3 answers", "You declined", "Cancelled — nothing was sent", "Expired — nothing was sent", "Opened
 * example.com", or what the host's policy did: "Declined by policy “…”"). The rest is behind a disclosure: the answered values (secrets masked), the whole question, and why
 * it was asked (the tool call it belonged to). A transcript of many past requests stays a list, not a stack of cards; no form, no store,
 * no subscription, so it costs nothing either.
 */
export const RecordView = forwardRef<HTMLElement, RecordViewProps>(function RecordView(
  { record, reservedNames, theme, className, takeFocus },
  ref: Ref<HTMLElement>,
) {
  const cn = useClassNames();
  const { t, dir, locale } = useI18n();
  const titleId = useId();
  const messageId = `${titleId}-message`;
  const heading = useRef<HTMLHeadingElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const serverName = useShownServer(record.server, reservedNames).inSentence;
  const shouldFocus = useRef(takeFocus);
  useLayoutEffect(() => {
    if (shouldFocus.current?.()) heading.current?.focus();
  }, []);
  const cut = useLineOverflow(message, 1);
  const fields = record.outcome === 'sent' ? (record.fields ?? []) : [];
  const more = cut || fields.length > 0 || record.origin !== undefined;
  return (
    <section
      ref={ref}
      className={joinClasses(cn('root'), cn('panel'), cn('record'), className)}
      dir={dir}
      lang={locale}
      data-theme={theme}
      data-mode={record.mode}
      data-record={record.outcome}
      aria-labelledby={`${titleId} ${messageId}`}
    >
      <div className={cn('record-line')}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={cn('record-title')}>
          {/* Past, and the same for every kind of request: what it asked follows on the line. */}
          {quoteInMessage(t, 'record.title', { server: serverName }, cn)}
        </h2>
        <p
          id={messageId}
          ref={message}
          className={cn('record-message')}
          dir="auto"
          style={cut ? clampStyle(1) : undefined}
        >
          {record.message}
        </p>
      </div>
      <div className={cn('record-line')}>
        <RecordOutcome record={record} answers={fields.length} />
        {more && (
          // A native disclosure: keyboard and screen readers know it, and it needs no state of ours.
          <details className={cn('record-details')}>
            <summary className={cn('record-summary')}>
              {/* "What you sent" is the person's; a policy's answer is shown under "Details". */}
              {fields.length > 0 && !record.answeredBy ? t('record.showAnswers') : t('record.details')}
            </summary>
            <div className={cn('record-more')}>
              {cut && (
                <p className={cn('message')} dir="auto">
                  {record.message}
                </p>
              )}
              {record.origin && <WhyAsked origin={record.origin} serverName={serverName} past />}
              {fields.length > 0 && <RecordedFields fields={fields} />}
            </div>
          </details>
        )}
      </div>
    </section>
  );
});

function RecordOutcome({ record, answers }: { record: ElicitationRecord; answers: number }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const { outcome } = record;
  if (record.answeredBy && outcome !== 'expired') return <PolicyOutcome record={record} answers={answers} />;
  switch (outcome) {
    case 'sent':
      return (
        <p className={cn('record-outcome')}>
          {answers === 0 ? t('record.confirmed') : t('record.sentCount', { count: answers })}
        </p>
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
      return (
        <p className={cn('record-outcome')}>
          {record.endedBy ? t(`ended.${record.endedBy}`) : t('record.expired')}
        </p>
      );
    case 'failed':
      return <p className={cn('record-outcome')}>{t('record.failed')}</p>;
    default:
      return outcome satisfies never;
  }
}

/** What the host's policy did, naming its rule: "Declined by policy “No prompts from CI”." */
function PolicyOutcome({ record, answers }: { record: ElicitationRecord; answers: number }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const { outcome } = record;
  // A policy never opens a link, and a request that expired was not answered by one.
  if (outcome === 'opened' || outcome === 'expired') return null;
  const rule = { rule: record.answeredBy?.policy ?? '' };
  return (
    <p className={cn('record-outcome')}>{quoteInMessage(t, policyOutcomeKey(outcome, answers), rule, cn)}</p>
  );
}
