'use client';
import type { ReactNode } from 'react';
import type { PendingElicitation } from '../../core/host/queue.js';
import { RequestSourceContext } from './app-slot.js';
import { StoredDraftContext, type StoredDraftSlot } from './stored-draft.js';

/**
 * The contexts around one queue entry's view: where its draft is kept across a reload (a remote queue's request) and
 * the connection it came from (an app-rendered request reads its app from there). The provider's dialog and the
 * queue's panel both give them.
 *
 * @example
 * <EntryContexts entry={shown} draftSlot={useDraftSlot(queue, shown.id)}>…</EntryContexts>
 */
export function EntryContexts(props: {
  entry: PendingElicitation;
  draftSlot: StoredDraftSlot | null;
  children: ReactNode;
}) {
  return (
    <StoredDraftContext.Provider value={props.draftSlot}>
      <RequestSourceContext.Provider value={props.entry.source}>
        {props.children}
      </RequestSourceContext.Provider>
    </StoredDraftContext.Provider>
  );
}
