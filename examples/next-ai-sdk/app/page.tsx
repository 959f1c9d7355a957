'use client';
import { createRemoteElicitationQueue, ElicitationProvider } from 'mcp-elicitation-react';
import { useState } from 'react';
import { Chat } from './chat';

export default function Page() {
  // One queue for the page: the bridge's stream of this user's questions; answers go back by POST.
  const [queue] = useState(() => createRemoteElicitationQueue({ url: '/api/elicitation' }));
  return (
    <ElicitationProvider queue={queue}>
      <Chat />
    </ElicitationProvider>
  );
}
