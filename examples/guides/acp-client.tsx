import {
  type ClientConnection,
  client,
  type Implementation,
  methods,
  PROTOCOL_VERSION,
  type Stream,
  type ToolCall,
} from '@agentclientprotocol/sdk';
import { createElicitationQueue, ElicitationProvider, elicitationCapability } from 'mcp-elicitation-react';
import { attachAcpElicitation } from 'mcp-elicitation-react/acp';
import type { ReactNode } from 'react';

const modes = { form: true, url: true };

/** One queue for the window: each agent you connect hands its elicitations to it. */
export const queue = createElicitationQueue();

/** Connects an ACP agent (its stdio, a WebSocket: any `Stream`); its elicitations go to the queue. */
export async function connectAgent(stream: Stream): Promise<ClientConnection> {
  let agentInfo: Implementation | null | undefined;
  // The tool calls the agent reports, so the dialog names the one it asks during.
  const toolCalls = new Map<string, ToolCall>();
  const app = client({ name: 'my-editor' }).onNotification(
    methods.client.session.update,
    ({ params: { sessionId, update } }) => {
      if (update.sessionUpdate === 'tool_call') toolCalls.set(`${sessionId}/${update.toolCallId}`, update);
    },
  );
  attachAcpElicitation(app, queue, {
    agentInfo: () => agentInfo,
    modes,
    toolCall: (sessionId, toolCallId) => toolCalls.get(`${sessionId}/${toolCallId}`),
  });
  const connection = app.connect(stream);
  ({ agentInfo } = await connection.agent.request(methods.agent.initialize, {
    protocolVersion: PROTOCOL_VERSION,
    clientCapabilities: { elicitation: elicitationCapability(modes) },
  }));
  return connection;
}

/** Around your app: one dialog at a time, with why the agent asks ("during the tool call …", "for this session"). */
export function ElicitationRoot({ children }: { children: ReactNode }) {
  return <ElicitationProvider queue={queue}>{children}</ElicitationProvider>;
}
