'use client';
import { useEffect, useRef, useState } from 'react';
import type { PendingElicitation } from '../../core/host/queue.js';
import { createElicitationRecord, type ElicitationRecord, outcomeOf } from '../panel/elicitation-record.js';
import { PolicyOutcome } from '../panel/record-view.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { useShownServer } from '../shared/server-identity.js';
import { quoteInMessage } from '../shared/visible-text.js';

/** How long the provider says what the host's policy answered, after its latest answer. */
export const POLICY_NOTICE_MS = 8000;

/** The few latest policy answers the notice holds at once. */
const SHOWN_AT_MOST = 3;

/**
 * What the host's policy answered, said briefly on the page ("Request from Deploy · Declined by policy “…”"): a
 * polite status that takes no focus and goes by itself. Each entry is taken off the queue's `answeredByPolicy` as
 * the notice takes it (the audit trail is `onSettled`'s). With `inline`, the transcript shows them instead.
 */
export function PolicyNotice({
  answered,
  theme,
}: {
  answered: readonly PendingElicitation[];
  theme?: 'light' | 'dark' | undefined;
}) {
  const cn = useClassNames();
  const i18n = useI18n();
  const [shown, setShown] = useState<readonly { id: string; record: ElicitationRecord }[]>([]);
  const words = useRef(i18n);
  words.current = i18n;
  useEffect(() => {
    if (answered.length === 0) return;
    const fresh = answered.map((entry) => {
      const { request, server, origin, answeredBy } = entry;
      const { result } = entry.flow.getState();
      const outcome = outcomeOf(request, result, false);
      const record = createElicitationRecord(
        request,
        server,
        outcome,
        words.current,
        result,
        origin,
        undefined,
        answeredBy,
      );
      return { id: entry.id, record };
    });
    setShown((before) => [...before, ...fresh].slice(-SHOWN_AT_MOST));
    for (const entry of answered) entry.dismiss();
  }, [answered]);
  useEffect(() => {
    if (shown.length === 0) return;
    const timer = setTimeout(() => setShown([]), POLICY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <div
      className={joinClasses(cn('root'), cn('policy-notice'))}
      dir={i18n.dir}
      lang={i18n.locale}
      data-theme={theme}
      role="status"
    >
      {shown.map(({ id, record }) => (
        <PolicyLine key={id} record={record} />
      ))}
    </div>
  );
}

function PolicyLine({ record }: { record: ElicitationRecord }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const server = useShownServer(record.server).inSentence;
  return (
    <div className={cn('policy-notice-item')}>
      <p className={cn('record-title')}>{quoteInMessage(t, 'record.title', { server }, cn)}</p>
      <PolicyOutcome record={record} answers={record.fields?.length ?? 0} />
    </div>
  );
}
