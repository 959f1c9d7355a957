'use client';
import { useEffect, useState } from 'react';
import type { PendingElicitation } from '../../core/host/queue.js';
import { useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { useShownServer } from '../shared/server-identity.js';
import { quoteInMessage } from '../shared/visible-text.js';
import { type PolicyOutcome, policyOutcomeKey } from '../steps/policy-words.js';

/** How long the provider says what the host's policy answered, after its latest answer. */
export const POLICY_NOTICE_MS = 8000;

/** The few latest policy answers the notice holds at once. */
const SHOWN_AT_MOST = 3;

/** What the notice says of one answer: taken when it arrives, since the entry leaves the queue then. */
export interface PolicySaid {
  readonly id: string;
  readonly entry: PendingElicitation;
  readonly outcome: PolicyOutcome;
  readonly answers: number;
}

const OUTCOMES = { accept: 'sent', decline: 'declined', cancel: 'dismissed' } as const;

/**
 * What the host's policy answered, for the provider to say for a few seconds: each entry is taken off the queue's
 * `answeredByPolicy` as it arrives (the audit trail is `onSettled`'s), and all go {@link POLICY_NOTICE_MS} after the
 * latest. Held by the provider, not by where it is said, so the words survive a dialog opening or closing. Pass
 * nothing (`[]`) when the transcript shows them instead (`inline`).
 *
 * @example
 * const said = usePolicyNotice(inline ? [] : (snapshot.answeredByPolicy ?? []));
 */
export function usePolicyNotice(answered: readonly PendingElicitation[]): readonly PolicySaid[] {
  const [shown, setShown] = useState<readonly PolicySaid[]>([]);
  useEffect(() => {
    if (answered.length === 0) return;
    const fresh = answered.flatMap((entry): PolicySaid[] => {
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
  return shown;
}

/**
 * What the policy answered ("Request from Deploy · Declined by policy “…”"), said where the person can hear it: in
 * the page's status (beside "Declining requests from …") when no dialog is open, and in the dialog's own status
 * ({@link PolicyNoticeRegion}) when one is, since a modal hides the page from assistive technology. It takes no focus.
 */
export function PolicyNotice({ said }: { said: readonly PolicySaid[] }) {
  return said.map((one) => <PolicyLine key={one.id} said={one} />);
}

/**
 * The dialog's live region for {@link PolicyNotice}: always rendered (empty when there is nothing to say), so what
 * appears in it is announced.
 */
export function PolicyNoticeRegion({ said }: { said: readonly PolicySaid[] }) {
  const cn = useClassNames();
  return (
    <div className={cn('policy-notice')} role="status">
      <PolicyNotice said={said} />
    </div>
  );
}

function PolicyLine({ said: { entry, outcome, answers } }: { said: PolicySaid }) {
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
