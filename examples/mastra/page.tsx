'use client';
import { createRemoteElicitationQueue, ElicitationProvider } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css'; // the dialog's overlay and theme: without it, plain content
import { type ReactNode, useState } from 'react';

/** The page: the bridge's stream of this user's questions, shown one at a time; answers go back by POST. */
export function ElicitationRoot({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createRemoteElicitationQueue({ url: '/api/elicitation' }));
  return <ElicitationProvider queue={queue}>{children}</ElicitationProvider>;
}
