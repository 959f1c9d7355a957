'use client';
// The questions an MCP tool's server asked while the tool ran, shown at that tool call in CopilotKit's chat. The
// bridge's requests carry no tool-call id, so a running call takes the requests that arrive while it runs (one
// running call at a time in this chat; with parallel calls, tell them apart by `entry.origin`).
import {
  ElicitationPanel,
  type ElicitationQueue,
  type PendingElicitation,
  usePendingElicitations,
} from 'mcp-elicitation-react';
import { createContext, useContext, useEffect, useState } from 'react';

/** The page's remote queue, for the tool-call renderers in the chat. */
export const ElicitationQueueContext = createContext<ElicitationQueue | null>(null);

/** Which tool call took which request, per queue: each request is shown at one tool call only. */
const takenBy = new WeakMap<ElicitationQueue, Map<string, string>>();

/** A tool call in the chat (CopilotKit's `renderToolCalls`): its state, and the server's questions inline. */
export function ToolCallWithElicitations(props: { name: string; toolCallId: string; status: string }) {
  const queue = useContext(ElicitationQueueContext);
  if (!queue) throw new Error('Render the chat inside <ElicitationQueueContext.Provider>.');
  const pending = usePendingElicitations(queue);
  const running = props.status !== 'complete';
  const [mine, setMine] = useState<readonly PendingElicitation[]>([]);
  useEffect(() => {
    if (!running) return;
    const taken = takenBy.get(queue) ?? new Map<string, string>();
    takenBy.set(queue, taken);
    const fresh = pending.filter(
      (entry) => !taken.has(entry.id) && (entry.origin?.name ?? props.name) === props.name,
    );
    if (fresh.length === 0) return;
    for (const entry of fresh) taken.set(entry.id, props.toolCallId);
    setMine((shown) => [...shown, ...fresh]);
  }, [pending, running, queue, props.toolCallId, props.name]);
  return (
    <div className="tool-call" data-tool-call={props.toolCallId}>
      <p>
        {props.name}: {running ? 'running…' : 'complete'}
      </p>
      {mine.map((entry) => (
        <ElicitationPanel key={entry.id} pending={entry} />
      ))}
    </div>
  );
}
