// A tool call without the SDK, for the 2026-07-28 Tasks extension (SEP-2663): the SDK v2 client refuses a
// `resultType: "task"` answer outright, so this path uses the library's no-SDK helpers instead. JSON-RPC over
// one POST per request (the modern era is stateless), the 2026-07-28 `_meta` on every request, the SEP-2243
// headers (and `Mcp-Name` = the task for tasks/*, as SEP-2663 asks), each exchange in the wire log.
import {
  type ClientInfo,
  clientCapabilities,
  type ElicitationAnswer,
  requestWithInput,
  type TaskSend,
  withRequestMeta,
} from 'mcp-elicitation-react';
import { loggingFetch, type WireLog } from './wire-log';

/** What the server declares the call needs: elicitation in both modes, and the Tasks extension. */
const capabilities = clientCapabilities({ elicitation: { form: true, url: true }, tasksExtension: true });

export interface PlainCallOptions {
  url: string;
  log: WireLog;
  clientInfo: ClientInfo;
  /** Shows each elicitation (through the queue). */
  answer: ElicitationAnswer;
  signal: AbortSignal;
}

/**
 * Calls `tool` declaring the Tasks extension; follows the task it may answer with (each approval shown once,
 * answered once with `tasks/update`) and resolves with the tool's final result.
 */
export function callAsTask(tool: string, args: Record<string, unknown>, options: PlainCallOptions) {
  const rpc = plainRpc(options);
  const tasks: TaskSend = (method, params) => rpc(method, params, params.taskId);
  return requestWithInput(
    (params: { name: string; arguments: Record<string, unknown> }) => rpc('tools/call', params, params.name),
    { name: tool, arguments: args },
    options.answer,
    { tasks, signal: options.signal },
  );
}

type Rpc = (method: string, params: object, name: string) => Promise<unknown>;

function plainRpc({ url, log, clientInfo, signal }: PlainCallOptions): Rpc {
  const send = loggingFetch(log, signal);
  let nextId = 1;
  return async (method, params, name) => {
    const id = nextId++;
    const response = await send(url, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': method,
        'mcp-name': name,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id,
        method,
        params: withRequestMeta(params, { capabilities, clientInfo }),
      }),
    });
    const reply = await replyOf(response, id);
    if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply.result;
  };
}

interface Reply {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** The JSON-RPC response with `id`, from a JSON body or from the events of an SSE one. */
async function replyOf(response: Response, id: number): Promise<Reply> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/event-stream')) {
    const text = await response.text();
    for (const event of text.split(/\r?\n\r?\n/)) {
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (!data) continue;
      const message = JSON.parse(data) as Reply & { id?: unknown };
      if (message.id === id) return message;
    }
    throw new Error(`HTTP ${response.status}: the event stream ended without a response`);
  }
  if (!type.includes('application/json')) throw new Error(`HTTP ${response.status} ${response.statusText}`);
  return (await response.json()) as Reply;
}
