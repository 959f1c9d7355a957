import type { ElicitContent, ElicitResult } from './protocol.js';

/**
 * The user submitted. Form mode passes the typed content; URL mode passes nothing (accept means
 * consent to open the URL, not that the out-of-band step finished).
 *
 * @example
 * acceptResult({ name: 'octocat' }); // { action: 'accept', content: { name: 'octocat' } }
 */
export function acceptResult(content?: ElicitContent): ElicitResult {
  return content === undefined ? { action: 'accept' } : { action: 'accept', content };
}

/**
 * The user explicitly refused (the Decline button).
 *
 * @example
 * declineResult(); // { action: 'decline' }
 */
export function declineResult(): ElicitResult {
  return { action: 'decline' };
}

/**
 * The user dismissed without choosing (Escape, close button, click outside, page gone).
 *
 * @example
 * cancelResult(); // { action: 'cancel' }
 */
export function cancelResult(): ElicitResult {
  return { action: 'cancel' };
}
