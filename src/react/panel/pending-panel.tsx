'use client';
import { useContext, useEffect, useRef, useState } from 'react';
import type { ElicitResult } from '../../core/wire/protocol.js';
import { EntryContexts, entryViewProps } from '../steps/queue-entry.js';
import { useDraftSlot } from '../steps/stored-draft.js';
import { InlineQueueContext, useNewestEntry } from './inline-queue.js';
import { RequestPanelFrame } from './live-panel.js';
import type { ElicitationPanelPendingProps, RootRef } from './panel-props.js';

/** A panel for a queue entry: follows the entry (its newest state) until the request ends, then stops. */
export function PendingPanel({ pending, rootRef, ...props }: ElicitationPanelPendingProps & RootRef) {
  // Stops following the queue once the request ended: a record subscribes to nothing.
  const [ended, setEnded] = useState(false);
  const entry = useNewestEntry(pending, !ended) ?? pending;
  // The user's own answer; any other settlement of `entry.answer` came from elsewhere.
  const answeredHere = useRef(false);
  const [elsewhere, setElsewhere] = useState<ElicitResult | undefined>(undefined);
  // A remote queue's request keeps its draft across a reload.
  const queue = useContext(InlineQueueContext);
  const draftSlot = useDraftSlot(queue, pending.id);
  useEffect(() => {
    let current = true;
    void pending.answer.then((result) => {
      if (current && !answeredHere.current) setElsewhere(result);
    });
    return () => {
      current = false;
    };
  }, [pending.answer]);

  return (
    <EntryContexts entry={entry} draftSlot={draftSlot}>
      <RequestPanelFrame
        {...props}
        {...entryViewProps(entry)}
        rootRef={rootRef}
        onResult={(result) => {
          answeredHere.current = true;
          // A remote queue's delivery: the panel waits for it, and goes back to the form if it did not land.
          return entry.respond(result);
        }}
        answeredElsewhere={elsewhere}
        onEnd={() => {
          setEnded(true);
          // A URL request waiting on screen after its answer leaves the queue now.
          entry.dismiss();
        }}
      />
    </EntryContexts>
  );
}
