import {
  ElicitationPanel,
  ElicitationProvider,
  type ElicitationQueue,
  type ElicitationRecord,
  type PendingElicitation,
  usePendingElicitations,
} from 'mcp-elicitation-react';
import { useEffect, useState } from 'react';

export interface TranscriptProps {
  queue: ElicitationQueue;
  /** Records saved by an earlier visit, by request id: shown read-only (after a reload, no request is live). */
  saved: readonly { id: string; record: ElicitationRecord }[];
  /** Store it where the conversation is stored: its `result` holds what was sent, secrets included. */
  save: (id: string, record: ElicitationRecord) => void;
}

/** The queue's requests inline, where they were asked: each panel stays, as its record, once answered. */
export function Transcript({ queue, saved, save }: TranscriptProps) {
  const pending = usePendingElicitations(queue);
  // Keep every entry once seen: an answered one leaves `pending`, and its panel becomes its record.
  const [shown, setShown] = useState<readonly PendingElicitation[]>([]);
  useEffect(() => {
    setShown((seen) => {
      const fresh = pending.filter((entry) => !seen.some((old) => old.id === entry.id));
      return fresh.length > 0 ? [...seen, ...fresh] : seen;
    });
  }, [pending]);
  return (
    <ElicitationProvider queue={queue} inline>
      {saved.map(({ id, record }) => (
        <ElicitationPanel key={id} record={record} />
      ))}
      {shown.map((entry) => (
        <ElicitationPanel key={entry.id} pending={entry} onRecord={(record) => save(entry.id, record)} />
      ))}
    </ElicitationProvider>
  );
}
