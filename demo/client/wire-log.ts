// A record of the JSON-RPC exchange, taken at the HTTP layer: the transport's `fetch` is wrapped, every body
// it POSTs is logged, and every JSON or SSE response is read from a clone. Nothing the SDK sees is changed.

export type Direction = 'out' | 'in';

export interface WireEntry {
  readonly id: number;
  readonly at: number;
  readonly direction: Direction;
  /** `request`, `response`, `error`, `notification`, or `http` for a bare HTTP event. */
  readonly kind: 'request' | 'response' | 'error' | 'notification' | 'http';
  /** One line: method, id, HTTP status. */
  readonly summary: string;
  /** The JSON-RPC message (or HTTP details) as sent or received. */
  readonly message: unknown;
}

const MAX_ENTRIES = 400;

export interface WireLog {
  subscribe(listener: () => void): () => void;
  snapshot(): readonly WireEntry[];
  add(direction: Direction, kind: WireEntry['kind'], summary: string, message: unknown): void;
  clear(): void;
}

export function createWireLog(): WireLog {
  let entries: readonly WireEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => entries,
    add(direction, kind, summary, message) {
      const entry: WireEntry = { id: nextId++, at: Date.now(), direction, kind, summary, message };
      entries = [...entries.slice(-(MAX_ENTRIES - 1)), entry];
      notify();
    },
    clear() {
      entries = [];
      notify();
    },
  };
}

type JsonRpc = { id?: string | number | null; method?: string; result?: unknown; error?: { code?: number } };

function describe(message: JsonRpc): { kind: WireEntry['kind']; summary: string } {
  const id = message.id === undefined || message.id === null ? '' : ` #${message.id}`;
  if (typeof message.method === 'string') {
    return message.id === undefined
      ? { kind: 'notification', summary: message.method }
      : { kind: 'request', summary: `${message.method}${id}` };
  }
  if (message.error) return { kind: 'error', summary: `error ${message.error.code ?? ''}${id}`.trim() };
  const result = message.result as { resultType?: unknown } | undefined;
  const tag =
    result && typeof result === 'object' && result.resultType === 'input_required' ? ' input_required' : '';
  return { kind: 'response', summary: `result${id}${tag}` };
}

function logMessages(log: WireLog, direction: Direction, payload: unknown, via: string) {
  const messages = Array.isArray(payload) ? payload : [payload];
  for (const message of messages) {
    if (!message || typeof message !== 'object') continue;
    const { kind, summary } = describe(message as JsonRpc);
    log.add(direction, kind, `${summary}${via}`, message);
  }
}

/** Reads an SSE body and logs each `data:` event that holds JSON. */
async function readEvents(log: WireLog, body: ReadableStream<Uint8Array>, signal: AbortSignal) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const stop = () => {
    reader.cancel().catch(() => {});
  };
  signal.addEventListener('abort', stop, { once: true });
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.search(/\r?\n\r?\n/);
      while (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
        const data = event
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        if (data) {
          try {
            logMessages(log, 'in', JSON.parse(data), ' (SSE)');
          } catch {
            // Not JSON: keep-alives and the like.
          }
        }
        end = buffer.search(/\r?\n\r?\n/);
      }
    }
  } catch {
    // The stream was aborted or the connection closed; the SDK reports what matters.
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/**
 * A `fetch` for `StreamableHTTPClientTransport` that logs the exchange. `signal` stops reading the
 * logged copies of long-lived streams (call it on disconnect).
 */
export function loggingFetch(log: WireLog, signal: AbortSignal): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const where = url.origin === window.location.origin ? url.pathname : url.href;
    if (typeof init?.body === 'string') {
      try {
        logMessages(log, 'out', JSON.parse(init.body), '');
      } catch {
        log.add('out', 'http', `${method} ${where}`, init.body);
      }
    } else if (method !== 'POST') {
      log.add('out', 'http', `${method} ${where}`, {
        method,
        url: url.href,
        headers: plainHeaders(init?.headers),
      });
    }
    let response: Response;
    try {
      response = await fetch(input, init);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        log.add('in', 'http', `network error: ${String(error)}`, { url: url.href, error: String(error) });
      }
      throw error;
    }
    const type = response.headers.get('content-type') ?? '';
    const http = {
      status: response.status,
      'content-type': type || undefined,
      'mcp-session-id': response.headers.get('mcp-session-id') ?? undefined,
    };
    if (type.includes('application/json')) {
      response
        .clone()
        .json()
        .then(
          (payload) => logMessages(log, 'in', payload, response.ok ? '' : ` (HTTP ${response.status})`),
          () => {},
        );
    } else if (type.includes('text/event-stream') && response.body) {
      void readEvents(log, response.clone().body as ReadableStream<Uint8Array>, signal);
    } else if (!response.ok || method !== 'POST') {
      log.add('in', 'http', `HTTP ${response.status} ${response.statusText}`.trim(), http);
    }
    return response;
  };
}

function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}
