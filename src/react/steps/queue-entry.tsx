'use client';
import type { ReactNode } from 'react';
import type { PendingElicitation } from '../../core/host/queue.js';
import { RequestSourceContext } from './app-slot.js';
import { StoredDraftContext, type StoredDraftSlot } from './stored-draft.js';

/**
 * What a view of a queue entry shows and reports: the request and everything the queue knows of it. The provider's
 * dialog and the queue's panel both take these, so an entry reads the same in either.
 *
 * @example
 * <ElicitationDialogFrame {...entryViewProps(shown)} onResult={shown.respond} />
 */
export function entryViewProps(entry: PendingElicitation) {
  return {
    request: entry.request,
    server: entry.server,
    signal: entry.signal,
    urlAccept: entry.urlAccept,
    // A retry of the address the person just chose Continue on: "not finished yet".
    notFinished: entry.retryOf !== undefined,
    completed: entry.state === 'completed',
    answeredByHolder: entry.answered,
    onOpenUrl: entry.open,
    origin: entry.origin,
  };
}

/**
 * The contexts around one entry's view: where its draft is kept across a reload (a remote queue's request) and the
 * connection it came from (an app-rendered request reads its app from there).
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
