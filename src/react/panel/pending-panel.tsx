'use client';
import { useContext } from 'react';
import { useFlowView } from '../flow/use-flow-view.js';
import { EntryContexts } from '../steps/queue-entry.js';
import { useDraftSlot } from '../steps/stored-draft.js';
import { InlineQueueContext } from './inline-queue.js';
import { LivePanel } from './live-panel.js';
import type { ElicitationPanelPendingProps, RootRef } from './panel-props.js';

/**
 * A panel for a queue entry, through the entry's own flow: what happens to the entry (an answer here or elsewhere,
 * an expiry, a URL step completed) is what the flow shows, until its record stays.
 */
export function PendingPanel({ pending, rootRef, ...props }: ElicitationPanelPendingProps & RootRef) {
  const flow = useFlowView(pending.flow, { reservedNames: props.reservedNames });
  // A remote queue's request keeps its draft across a reload.
  const draftSlot = useDraftSlot(useContext(InlineQueueContext), pending.id);
  return (
    <EntryContexts entry={pending} draftSlot={draftSlot}>
      <LivePanel
        {...props}
        flow={flow}
        origin={pending.origin}
        rootRef={rootRef}
        // A URL request waiting on screen after its answer leaves the queue once its record shows.
        onEnd={pending.dismiss}
      />
    </EntryContexts>
  );
}
