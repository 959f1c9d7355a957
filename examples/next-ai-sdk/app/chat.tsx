'use client';
import { readUIMessageStream, type UIMessage, type UIMessageChunk } from 'ai';
import { useState } from 'react';

/** A minimal chat: one prompt, the reply's parts as they stream (use `useChat` from `@ai-sdk/react` in an app). */
export function Chat() {
  const [reply, setReply] = useState<UIMessage>();
  async function send(text: string) {
    const user: UIMessage = { id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text }] };
    const response = await fetch('/api/chat', { method: 'POST', body: JSON.stringify({ messages: [user] }) });
    if (!response.body) return;
    const chunks = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(sseData<UIMessageChunk>());
    for await (const message of readUIMessageStream({ stream: chunks })) setReply(message);
  }
  return (
    <main>
      <button type="button" onClick={() => void send('Book a table for tonight')}>
        Book a table
      </button>
      <pre>{JSON.stringify(reply?.parts, null, 2)}</pre>
    </main>
  );
}

/** The JSON of each `data:` line of a Server-Sent Events body. */
function sseData<T>(): TransformStream<string, T> {
  let buffer = '';
  return new TransformStream({
    transform(text, controller) {
      buffer += text;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const data = line.startsWith('data: ') ? line.slice(6) : undefined;
        if (data && data !== '[DONE]') controller.enqueue(JSON.parse(data) as T);
      }
    },
  });
}
