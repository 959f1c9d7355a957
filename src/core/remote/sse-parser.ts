/** One Server-Sent Event as the stream delivered it (the `message` default applied to `event`). */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
  /** The event's `id:` field, when it had one. */
  readonly id?: string;
}

/** An incremental reader of a `text/event-stream` body: feed it text as it arrives, get whole events back. */
export interface SseParser {
  /** Reads `chunk` (any split, even inside a line or a CRLF); returns the events it completed. */
  push(chunk: string): ServerSentEvent[];
}

/**
 * A parser of the Server-Sent Events format (WHATWG HTML, "Parsing an event stream"): lines end with LF, CR or
 * CRLF; `data:` lines join with LF; a blank line dispatches; `:` lines are comments (heartbeats); an event with
 * no data is dropped; an `id` holding NUL is ignored. Written here rather than `EventSource` because the queue
 * needs request headers (authorisation), `Last-Event-ID` on its own reconnects, and its own backoff.
 *
 * @example
 * const parser = createSseParser();
 * parser.push('event: pending\nid: 3\ndata: {"id":"a"}\n\n'); // [{ event: 'pending', id: '3', data: '{"id":"a"}' }]
 */
export function createSseParser(): SseParser {
  let buffer = '';
  // A chunk that ended in CR may be half of a CRLF: the LF that follows is not a second line end.
  let afterCr = false;
  let data: string[] = [];
  let event = '';
  let id: string | undefined;

  const line = (text: string, out: ServerSentEvent[]) => {
    if (text === '') {
      if (data.length > 0) {
        out.push(
          id === undefined
            ? { event: event || 'message', data: data.join('\n') }
            : {
                event: event || 'message',
                data: data.join('\n'),
                id,
              },
        );
      }
      data = [];
      event = '';
      id = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const name = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'data') data.push(value);
    else if (name === 'event') event = value;
    else if (name === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push(chunk) {
      const out: ServerSentEvent[] = [];
      let text = chunk;
      if (afterCr && text.startsWith('\n')) text = text.slice(1);
      afterCr = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index), out);
        if (char === '\r') {
          if (index + 1 === buffer.length) afterCr = true;
          else if (buffer[index + 1] === '\n') index++;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
  };
}
