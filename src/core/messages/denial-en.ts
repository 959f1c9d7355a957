import type { DenialMessageKey } from '../wire/denials-draft.js';

/**
 * English words of SEP-2643's authorization denials: the "approval required" block of a denied request. Not part of
 * `en`: only the draft's value (`authorizationDenials`, `mcp-elicitation-react/drafts/sep2643`) carries them, so a
 * host that opts into nothing ships none of them. Every locale entry still has these keys.
 */
export const enDenial: Readonly<Record<DenialMessageKey, string>> = {
  'denial.title': 'Approval required',
  'denial.intro': '{server} will not carry out this request until it is approved.',
  'denial.hint.url': 'To approve it, open the page below, then choose Continue.',
  'denial.hint.task':
    'Someone else decides, such as a reviewer or a policy; the request waits for that decision.',
  'denial.hint.credential': 'Signing in again with more access is needed, for:',
  'denial.reference': 'Reference: {id}',
  'denial.unassured':
    'This app cannot confirm that this request came from {server} itself, so the page cannot be opened from here.',
};
