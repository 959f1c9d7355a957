'use client';
import { createRemoteElicitationQueue, ElicitationProvider } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css'; // the dialog's overlay and theme: without it, plain content
import { type ReactNode, useState } from 'react';

/** The page: the bridge's event stream in, the answers out, shown by the same provider as an in-page queue. */
export function ElicitationRoot({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createRemoteElicitationQueue({ url: '/api/elicitation' }));
  return <ElicitationProvider queue={queue}>{children}</ElicitationProvider>;
}
