'use client';
import { lazy, Suspense } from 'react';
import type { AuthorizationDenial } from '../../core/wire/authorization-denial.js';

// Loaded when a request first carries a denial (SEP-2643, opted into): a host that never gets one never ships it.
const ApprovalBlock = lazy(() => import('./approval-block.js'));

/** Props of {@link ApprovalRequired}. */
export interface ApprovalRequiredProps {
  /** The request's `denial` (SEP-2643), read with `authorizationDenials` from `mcp-elicitation-react/drafts/sep2643`. */
  denial: AuthorizationDenial;
  /** Who refused, as a sentence names it (the dialog's shown server name). */
  serverName: string;
}

/**
 * SEP-2643's "approval required", above a denied request's URL step: what the server will not do until approved,
 * each hint it gave that this client knows (as text: nothing here is a link), the reference it named, and, when the
 * host has no assurance that the denial came from that server, that the page will not be opened from here (the URL
 * is then blocked: no Open, whether or not this block has loaded). Loaded on demand; its words are the draft's
 * (`authorizationDenials(…).messages`; a locale entry's win); nothing renders for a denial read without the draft.
 *
 * @example
 * {request.denial && <ApprovalRequired denial={request.denial} serverName={flow.serverName} />}
 */
export function ApprovalRequired(props: ApprovalRequiredProps) {
  return (
    <Suspense fallback={null}>
      <ApprovalBlock {...props} />
    </Suspense>
  );
}
