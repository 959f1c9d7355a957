'use client';
// CopilotKit's chat (v2 API) on an AG-UI agent (`app/api/agent/route.ts`); the MCP questions are shown at the tool call
// in the chat (`renderToolCalls`) and answered through the bridge's remote queue, which resumes the tool and so the run.
import { HttpAgent } from '@ag-ui/client';
import { CopilotChat, CopilotKitProvider } from '@copilotkit/react-core/v2';
import '@copilotkit/react-core/v2/styles.css';
import { createRemoteElicitationQueue, ElicitationProvider } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css'; // the panels' theme: without it they render as plain content
import { useState } from 'react';
import { ElicitationQueueContext, ToolCallWithElicitations } from './tool-elicitations';

export interface ChatPageProps {
  /** The AG-UI agent's route. */
  agent?: string;
  /** The bridge's base path. */
  elicitation?: string;
  /** Sent with every request (e.g. a bearer token); a same-origin app relies on its session cookie instead. */
  headers?: Record<string, string>;
}

export default function ChatPage({
  agent = '/api/agent',
  elicitation = '/api/elicitation',
  headers,
}: ChatPageProps) {
  const [queue] = useState(() => createRemoteElicitationQueue({ url: elicitation, headers }));
  const [agents] = useState(() => ({ default: new HttpAgent({ url: agent, headers }) }));
  return (
    <CopilotKitProvider
      selfManagedAgents={agents}
      renderToolCalls={[{ name: 'book_table', render: ToolCallWithElicitations }]}
    >
      {/* `inline`: no dialog; each request is shown at its tool call. */}
      <ElicitationProvider queue={queue} inline>
        <ElicitationQueueContext.Provider value={queue}>
          <CopilotChat />
        </ElicitationQueueContext.Provider>
      </ElicitationProvider>
    </CopilotKitProvider>
  );
}
