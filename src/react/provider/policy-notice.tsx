'use client';
import { useEffect, useState } from 'react';
import type { PendingElicitation } from '../../core/host/queue.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { useShownServer } from '../shared/server-identity.js';
import { quoteInMessage } from '../shared/visible-text.js';
import { type PolicyOutcome, policyOutcomeKey } from '../steps/policy-words.js';

/** How long the provider says what the host's policy answered, after its latest answer. */
export const POLICY_NOTICE_MS = 8000;

/** The few latest policy answers the notice holds at once. */
const SHOWN_AT_MOST = 3;

/** What the notice says of one answer: taken when it arrives, since the entry leaves the queue then. */
interface Said {
  readonly id: string;
  readonly entry: PendingElicitation;
  readonly outcome: PolicyOutcome;
  readonly answers: number;
}

const OUTCOMES = { accept: 'sent', decline: 'declined', cancel: 'dismissed' } as const;

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
  const { dir, locale } = useI18n();
  const [shown, setShown] = useState<readonly Said[]>([]);
  useEffect(() => {
    if (answered.length === 0) return;
    const fresh = answered.flatMap((entry): Said[] => {
      const { result, phase } = entry.flow.getState();
      if (!result) return [];
      const outcome = phase === 'failed' ? 'failed' : OUTCOMES[result.action];
      return [{ id: entry.id, entry, outcome, answers: Object.keys(result.content ?? {}).length }];
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
      dir={dir}
      lang={locale}
      data-theme={theme}
      role="status"
    >
      {shown.map((said) => (
        <PolicyLine key={said.id} said={said} />
      ))}
    </div>
  );
}

function PolicyLine({ said: { entry, outcome, answers } }: { said: Said }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const server = useShownServer(entry.server).inSentence;
  const rule = entry.answeredBy?.policy ?? '';
  return (
    <div className={cn('policy-notice-item')}>
      <p>{quoteInMessage(t, 'record.title', { server }, cn)}</p>
      <p>{quoteInMessage(t, policyOutcomeKey(outcome, answers), { rule }, cn)}</p>
    </div>
  );
}
