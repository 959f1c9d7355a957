import type { BuiltInMessageKey } from '../../core/messages/keys.js';

/** How a request the host's policy answered ended, as its words say it. */
export type PolicyOutcome = 'sent' | 'declined' | 'dismissed' | 'failed';

/**
 * The words for what a host's policy did ("Declined by policy “{rule}”."), one place for the record and the
 * provider's notice: `sent` with no answers is a confirmation.
 *
 * @example
 * t(policyOutcomeKey('declined', 0), { rule: 'No prompts from CI' });
 */
export function policyOutcomeKey(outcome: PolicyOutcome, answers: number): BuiltInMessageKey {
  switch (outcome) {
    case 'sent':
      return answers === 0 ? 'record.policy.confirmed' : 'record.policy.sent';
    case 'declined':
      return 'record.policy.declined';
    case 'dismissed':
      return 'record.policy.dismissed';
    case 'failed':
      return 'record.policy.failed';
    default:
      return outcome satisfies never;
  }
}
