// A chat model for the LangGraph example with no network, from LangChain's own fakes. `FakeStreamingChatModel`
// (`@langchain/core/utils/testing`) calls tools but gives the same reply every turn, so each turn gets a fake of its
// own: asked first, it calls `book_table`; given the tool's result, it says that result (escaped as JSON) in text.
import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import { AIMessage, AIMessageChunk, type BaseMessage, ToolMessage } from '@langchain/core/messages';
import type { ChatGenerationChunk, ChatResult } from '@langchain/core/outputs';
import { FakeStreamingChatModel } from '@langchain/core/utils/testing';

/** This turn's fake: the tool call, or the text that carries the tool's result. */
function turnOf(messages: BaseMessage[]): FakeStreamingChatModel {
  const result = messages.find((message) => ToolMessage.isInstance(message));
  if (result === undefined) {
    const call = { id: 'call-1', name: 'book_table', args: {}, type: 'tool_call' as const };
    return new FakeStreamingChatModel({ chunks: [new AIMessageChunk({ content: '', tool_calls: [call] })] });
  }
  return new FakeStreamingChatModel({
    responses: [new AIMessage(`Done: ${JSON.stringify(result.content)}`)],
    sleep: 0,
  });
}

/** A model that books a table. */
export class BookingChatModel extends FakeStreamingChatModel {
  constructor() {
    super({});
  }

  // The fake's own `bindTools` returns a plain fake; the tools change nothing in the script.
  override bindTools(): this {
    return this;
  }

  override _generate(
    messages: BaseMessage[],
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): Promise<ChatResult> {
    return turnOf(messages)._generate(messages, options, runManager);
  }

  override _streamResponseChunks(
    messages: BaseMessage[],
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<ChatGenerationChunk> {
    return turnOf(messages)._streamResponseChunks(messages, options, runManager);
  }
}
