// A language model from the AI SDK's own test models (`ai/test`), no network: asked first, it calls the MCP tool
// `book_table` (under the name the framework gives it); asked again with the tool's result in the prompt, it says that result in plain text.
import { convertArrayToReadableStream, MockLanguageModelV4, MockProviderV4 } from 'ai/test';

type CallOptions = Parameters<MockLanguageModelV4['doStream']>[0];
type StreamPart =
  Awaited<ReturnType<MockLanguageModelV4['doStream']>>['stream'] extends ReadableStream<infer Part>
    ? Part
    : never;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** The tool result the model was given back, as text (`undefined` on the first step). */
function toolResultIn(prompt: CallOptions['prompt']): string | undefined {
  for (const message of prompt) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) if (part.type === 'tool-result') return JSON.stringify(part.output);
  }
  return undefined;
}

/** The model id the example's chat route is pointed at (`CHAT_MODEL`). */
export const MODEL_ID = 'scripted';

/**
 * A model that books a table, and the provider that serves it as the default provider of string model ids.
 * `toolName` is the tool's name as the framework lists it (Mastra: `bookings_book_table`).
 */
export function scriptedModel(toolName = 'book_table') {
  const model = new MockLanguageModelV4({
    doStream: async ({ prompt }) => {
      const result = toolResultIn(prompt);
      const parts: StreamPart[] =
        result === undefined
          ? [
              { type: 'stream-start' as const, warnings: [] },
              { type: 'tool-call' as const, toolCallId: 'call-1', toolName, input: '{}' },
              {
                type: 'finish' as const,
                usage,
                finishReason: { unified: 'tool-calls' as const, raw: undefined },
              },
            ]
          : [
              { type: 'stream-start' as const, warnings: [] },
              { type: 'text-start' as const, id: 't1' },
              { type: 'text-delta' as const, id: 't1', delta: `Done: ${result}` },
              { type: 'text-end' as const, id: 't1' },
              { type: 'finish' as const, usage, finishReason: { unified: 'stop' as const, raw: undefined } },
            ];
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
  return { model, provider: new MockProviderV4({ languageModels: { [MODEL_ID]: model } }) };
}
