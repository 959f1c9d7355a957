// Reads a Server-Sent Events body as a page's EventSource would: `event:`, `id:` and `data:` fields, one event per
// blank line, comments skipped.

export interface ServerSentEvent {
  readonly event: string;
  readonly id?: string;
  readonly data: string;
}

/** The events of `body`, as they arrive; ends when the body ends. */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  // Node's lib types TextDecoderStream's writable side as BufferSource, which the Uint8Array body is.
  const reader = body.pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const parsed = parseBlock(block);
        if (parsed) yield parsed;
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    reader.releaseLock();
  }
}

function parseBlock(block: string): ServerSentEvent | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return undefined;
  return { event, data: data.join('\n'), ...(id === undefined ? {} : { id }) };
}

/** The first event of `events` that `match` accepts; fails after `timeoutMs`. */
export async function nextEvent(
  events: AsyncGenerator<ServerSentEvent>,
  match: (event: ServerSentEvent) => boolean,
  timeoutMs = 10_000,
): Promise<ServerSentEvent> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([
      (async () => {
        // `next()` by hand: a `for await` that returns would close the stream for the next caller.
        for (;;) {
          const { done, value } = await events.next();
          if (done) throw new Error('the event stream ended first');
          if (match(value)) return value;
        }
      })(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
