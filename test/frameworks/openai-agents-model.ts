// A model for OpenAI Agents JS with no network. The SDK ships no test model, so this implements its public `Model`
// interface: asked first, it calls `book_table`; given the tool's output, it says that output in plain text.
import { type Model, type ModelRequest, type ModelResponse, type protocol, Usage } from '@openai/agents';

const usage = { requests: 1, inputTokens: 10, outputTokens: 5, totalTokens: 15 };

/** The tool output the model was given back (`undefined` on the first turn). */
function toolOutputIn(input: ModelRequest['input']): string | undefined {
  if (typeof input === 'string') return undefined;
  for (const item of input) {
    if (item.type === 'function_call_result') return JSON.stringify(item.output);
  }
  return undefined;
}

/** This turn's reply: the tool call first, then the text (also streamed as one delta). */
function respond(request: ModelRequest): { output: protocol.OutputModelItem[]; text?: string } {
  const result = toolOutputIn(request.input);
  if (result === undefined) {
    const call: protocol.FunctionCallItem = {
      type: 'function_call',
      callId: 'call-1',
      name: 'book_table',
      arguments: '{}',
      status: 'completed',
    };
    return { output: [call] };
  }
  const text = `Done: ${result}`;
  const message: protocol.AssistantMessageItem = {
    type: 'message',
    role: 'assistant',
    status: 'completed',
    content: [{ type: 'output_text', text }],
  };
  return { output: [message], text };
}

/** A model that books a table. */
export function bookingModel(): Model {
  return {
    getResponse: async (request): Promise<ModelResponse> => ({
      usage: new Usage(usage),
      output: respond(request).output,
    }),
    async *getStreamedResponse(request): AsyncIterable<protocol.StreamEvent> {
      const response = respond(request);
      yield { type: 'response_started' };
      if (response.text) yield { type: 'output_text_delta', delta: response.text };
      yield { type: 'response_done', response: { id: 'response', usage, output: response.output } };
    },
  };
}
