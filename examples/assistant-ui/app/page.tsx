'use client';
// assistant-ui on the AI SDK runtime: the chat route and the bridge's routes are examples/next-ai-sdk's; each MCP
// question is shown at the tool call that caused it, answered through the bridge's remote queue.
import {
  AssistantRuntimeProvider,
  ComposerPrimitive,
  MessagePrimitive,
  ThreadPrimitive,
} from '@assistant-ui/react';
import { AssistantChatTransport, useChatRuntime } from '@assistant-ui/react-ai-sdk';
import { createRemoteElicitationQueue, ElicitationProvider } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css'; // the panels' theme: without it they render as plain content
import { useState } from 'react';
import { ElicitationQueueContext, ToolCallWithElicitations } from './tool-elicitations';

export interface ChatPageProps {
  /** The chat route (`streamText(…).toUIMessageStreamResponse()`). */
  api?: string;
  /** The bridge's base path. */
  elicitation?: string;
  /** Sent with every request (e.g. a bearer token); a same-origin app relies on its session cookie instead. */
  headers?: Record<string, string>;
}

export default function ChatPage({
  api = '/api/chat',
  elicitation = '/api/elicitation',
  headers,
}: ChatPageProps) {
  const [queue] = useState(() => createRemoteElicitationQueue({ url: elicitation, headers }));
  const runtime = useChatRuntime({ transport: new AssistantChatTransport({ api, headers }) });
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      {/* `inline`: no dialog; each request is shown at its tool call. */}
      <ElicitationProvider queue={queue} inline>
        <ElicitationQueueContext.Provider value={queue}>
          <ThreadPrimitive.Root>
            <ThreadPrimitive.Viewport>
              <ThreadPrimitive.Messages components={{ UserMessage, AssistantMessage }} />
            </ThreadPrimitive.Viewport>
            <ComposerPrimitive.Root>
              <ComposerPrimitive.Input aria-label="Message" />
              <ComposerPrimitive.Send>Send message</ComposerPrimitive.Send>
              {/* Stops the run: its tool call ends, and a question it asked ends with it. */}
              <ComposerPrimitive.Cancel>Stop</ComposerPrimitive.Cancel>
            </ComposerPrimitive.Root>
          </ThreadPrimitive.Root>
        </ElicitationQueueContext.Provider>
      </ElicitationProvider>
    </AssistantRuntimeProvider>
  );
}

function UserMessage() {
  return (
    <MessagePrimitive.Root className="user-message">
      <MessagePrimitive.Parts />
    </MessagePrimitive.Root>
  );
}

function AssistantMessage() {
  return (
    <MessagePrimitive.Root className="assistant-message">
      <MessagePrimitive.Parts components={{ tools: { Fallback: ToolCallWithElicitations } }} />
    </MessagePrimitive.Root>
  );
}
