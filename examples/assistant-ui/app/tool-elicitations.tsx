'use client';
// The questions an MCP tool's server asked while the tool ran, shown at that tool call in the thread. The bridge's
// requests carry no tool-call id, so a running call takes the requests that arrive while it runs (one running call
// at a time in this chat; with parallel calls, tell them apart by `entry.origin` when your MCP client sets it).
import {
  ElicitationPanel,
  type ElicitationQueue,
  type PendingElicitation,
  usePendingElicitations,
} from 'mcp-elicitation-react';
import { createContext, useContext, useEffect, useState } from 'react';

/** The page's remote queue, for the tool UIs in the thread. */
export const ElicitationQueueContext = createContext<ElicitationQueue | null>(null);

/** Which tool call took which request, per queue: each request is shown at one tool call only. */
const takenBy = new WeakMap<ElicitationQueue, Map<string, string>>();

/** The requests shown at tool call `toolCallId` (kept after they end, so their records stay in the thread). */
function useToolElicitations(toolCallId: string, toolName: string, running: boolean) {
  const queue = useContext(ElicitationQueueContext);
  if (!queue) throw new Error('Render the thread inside <ElicitationQueueContext.Provider>.');
  const pending = usePendingElicitations(queue);
  const [mine, setMine] = useState<readonly PendingElicitation[]>([]);
  useEffect(() => {
    if (!running) return;
    const taken = takenBy.get(queue) ?? new Map<string, string>();
    takenBy.set(queue, taken);
    const fresh = pending.filter(
      (entry) => !taken.has(entry.id) && (entry.origin?.name ?? toolName) === toolName,
    );
    if (fresh.length === 0) return;
    for (const entry of fresh) taken.set(entry.id, toolCallId);
    setMine((shown) => [...shown, ...fresh]);
  }, [pending, running, queue, toolCallId, toolName]);
  return mine;
}

/** A tool-call part of the thread: the tool's name and state, and the server's questions inline. */
export function ToolCallWithElicitations(props: {
  toolCallId: string;
  toolName: string;
  status: { type: string };
}) {
  const entries = useToolElicitations(props.toolCallId, props.toolName, props.status.type === 'running');
  return (
    <div className="tool-call" data-tool-call={props.toolCallId}>
      <p>
        {props.toolName}: {props.status.type === 'running' ? 'running…' : props.status.type}
      </p>
      {entries.map((entry) => (
        <ElicitationPanel key={entry.id} pending={entry} />
      ))}
    </div>
  );
}
