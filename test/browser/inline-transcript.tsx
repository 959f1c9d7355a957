// A host's transcript for `<ElicitationProvider inline>`: a panel per queue entry at its tool call, kept after the
// entry leaves `usePendingElicitations`, so an ended request stays as its record.
import { useEffect, useState } from 'react';
import type { ConsentReceipt, ElicitationQueue, PendingElicitation } from '../../src/core/index.js';
import { ElicitationPanel, type ElicitationRecord, usePendingElicitations } from '../../src/react/index.js';

export function InlineTranscript({
  queue,
  onRecord,
  locale,
  messages,
}: {
  queue: ElicitationQueue;
  onRecord?: (record: ElicitationRecord, receipt?: ConsentReceipt) => void;
  /** The panels' language (the inline provider's children do not inherit its locale). */
  locale?: string;
  messages?: Record<string, string>;
}) {
  const entries = usePendingElicitationsSeen(queue);
  return (
    <main>
      {entries.map((entry) => (
        <article key={entry.id} aria-label={`Tool call ${entry.id}`}>
          <p>Calling a tool…</p>
          <ElicitationPanel pending={entry} onRecord={onRecord} locale={locale} messages={messages} />
        </article>
      ))}
    </main>
  );
}

/** Every entry the queue listed so far, in the order seen. */
function usePendingElicitationsSeen(queue: ElicitationQueue): PendingElicitation[] {
  const entries = usePendingElicitations(queue);
  const [seen, setSeen] = useState<PendingElicitation[]>([]);
  useEffect(() => {
    setSeen((known) => [...known, ...entries.filter((entry) => !known.some((old) => old.id === entry.id))]);
  }, [entries]);
  return seen;
}
