import type { AuthorizationDenial } from '../wire/authorization-denial.js';
import type { AuthorizationDenialsDraft } from '../wire/denials-draft.js';

/** The draft each denial was read with: the views reach its words only here, so they never import the draft. */
const drafts = new WeakMap<AuthorizationDenial, AuthorizationDenialsDraft>();

/**
 * Ties a denial to the draft that read it.
 *
 * @example
 * linkDenialDraft(denial, draft);
 */
export function linkDenialDraft(denial: AuthorizationDenial, draft: AuthorizationDenialsDraft): void {
  drafts.set(denial, draft);
}

/**
 * The draft a denial was read with; `undefined` for one made by hand.
 *
 * @example
 * denialDraftOf(request.denial)?.messages.en['denial.title']; // 'Approval required'
 */
export function denialDraftOf(
  denial: AuthorizationDenial | undefined,
): AuthorizationDenialsDraft | undefined {
  return denial && drafts.get(denial);
}
