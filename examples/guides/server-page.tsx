'use client';
import { createRemoteElicitationQueue, ElicitationProvider } from 'mcp-elicitation-react';
import { type ReactNode, useState } from 'react';

/** The page: the bridge's event stream in, the answers out, shown by the same provider as an in-page queue. */
export function ElicitationRoot({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createRemoteElicitationQueue({ url: '/api/elicitation' }));
  return <ElicitationProvider queue={queue}>{children}</ElicitationProvider>;
}
