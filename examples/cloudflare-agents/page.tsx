'use client';
import { createRemoteElicitationQueue, ElicitationProvider } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css'; // the dialog's overlay and theme: without it, plain content
import { type ReactNode, useState } from 'react';

/** The page: `userId`'s agent's questions, shown one at a time; answers go back to the same agent by POST. */
export function ElicitationRoot({ userId, children }: { userId: string; children: ReactNode }) {
  const base = `/agents/concierge/${encodeURIComponent(userId)}`;
  const [queue] = useState(() => createRemoteElicitationQueue({ url: `${base}/elicitation` }));
  return (
    <ElicitationProvider queue={queue}>
      <button type="button" onClick={() => void fetch(`${base}/book`, { method: 'POST' })}>
        Book a table
      </button>
      <button type="button" onClick={() => void fetch(`${base}/stop`, { method: 'POST' })}>
        Stop
      </button>
      {children}
    </ElicitationProvider>
  );
}
