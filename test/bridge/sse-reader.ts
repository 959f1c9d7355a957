// Reads a bridge's event stream as a page would, from the raw bytes: events with their ids, and comment lines.
export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface SseReader {
  /**
   * The next event; rejects after `timeoutMs` with none (default 30 s: a bound against a hang, which a busy machine
   * never reaches; a test that expects no event passes its own short wait).
   */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Resolves with the events that arrive within `ms`. */
  drain(ms: number): Promise<SseEvent[]>;
  /** Comment lines seen so far (`connected`, `heartbeat`). */
  readonly comments: string[];
  /** The last `id:` seen, as a page's `Last-Event-ID`. */
  readonly lastEventId: string | undefined;
  close(): Promise<void>;
}

export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const queue: SseEvent[] = [];
  const waiters: ((event: SseEvent) => void)[] = [];
  const comments: string[] = [];
  let lastEventId: string | undefined;
  let text = '';
  let ended = false;
  const push = (event: SseEvent) => {
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const at = line.indexOf(':');
              fields[line.slice(0, at)] = line.slice(at + 1).replace(/^ /, '');
            }
          }
          if (fields.id !== undefined) lastEventId = fields.id;
          if (fields.data !== undefined) {
            push({
              ...(fields.id !== undefined ? { id: fields.id } : {}),
              event: fields.event ?? 'message',
              data: JSON.parse(fields.data),
            });
          }
        }
      }
    } catch {
      // Cancelled.
    }
    ended = true;
  })();
  return {
    next(timeoutMs = 30_000) {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no event within ${timeoutMs} ms${ended ? ' (stream ended)' : ''}`));
        }, timeoutMs);
        const waiter = (event: SseEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push(waiter);
      });
    },
    async drain(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    comments,
    get lastEventId() {
      return lastEventId;
    },
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}
