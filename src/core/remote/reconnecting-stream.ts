import { BRIDGE_HEARTBEAT_MS } from '../bridge-wire/contract.js';
import type { RemoteConnectionState } from '../host/remote-facts.js';
import { retryAfterMs } from './retry-after.js';
import { createSseParser, type ServerSentEvent } from './sse-parser.js';

/**
 * How the stream retries after a drop: the first wait, doubled up to the longest, each with ±20 % jitter.
 * @inline
 */
export interface ReconnectOptions {
  /** First wait after a drop, in ms. Default 500. */
  initialMs?: number;
  /** Longest wait, in ms. Default 15 000. */
  maxMs?: number;
}

/** What {@link openEventStream} needs. */
export interface EventStreamOptions {
  url: string;
  /** Sent with every connect (e.g. an authorisation header); `Last-Event-ID` is added by the stream. */
  headers?: () => HeadersInit | undefined;
  credentials?: RequestCredentials;
  fetch: typeof fetch;
  reconnect?: ReconnectOptions;
  /** Silence longer than this (no byte, not even a heartbeat) counts as a dropped stream. Default 2.5 heartbeats. */
  idleMs?: number;
  onEvent(event: ServerSentEvent): void;
  onState(state: RemoteConnectionState): void;
  /** A refusal the stream does not retry (401, 403, 404), or a response that is not an event stream. */
  onRefused(status: number): void;
}

/** A running stream; `close()` ends it for good. */
export interface EventStream {
  close(): void;
  /** The id of the last event received: sent as `Last-Event-ID` on every reconnect. */
  lastEventId(): string | undefined;
}

/**
 * Reads the bridge's event stream over `fetch`, reconnecting after any drop (network, a server restart, silence
 * past the heartbeat) with exponential backoff, and resuming with `Last-Event-ID`, so nothing is missed or seen
 * twice; a refusal's `Retry-After` (up to 30 s) is waited out first. Refusals (401, 403, 404) end it: retrying cannot
 * make them succeed.
 * @internal
 */
export function openEventStream(options: EventStreamOptions): EventStream {
  const initialMs = options.reconnect?.initialMs ?? 500;
  const maxMs = options.reconnect?.maxMs ?? 15_000;
  const idleMs = options.idleMs ?? BRIDGE_HEARTBEAT_MS * 2.5;
  let lastId: string | undefined;
  let closed = false;
  let attempt = 0;
  let current: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let state: RemoteConnectionState | undefined;
  // What the last refusal's `Retry-After` asked for (a 503 while the bridge's store is down): the next wait's floor.
  let askedMs = 0;

  const setState = (next: RemoteConnectionState) => {
    if (state === next) return;
    state = next;
    options.onState(next);
  };

  const scheduleRetry = () => {
    if (closed) return;
    setState('reconnecting');
    const base = Math.min(maxMs, initialMs * 2 ** attempt);
    attempt++;
    const wait = Math.max(base * (0.8 + Math.random() * 0.4), askedMs);
    askedMs = 0;
    retryTimer = setTimeout(connect, wait);
  };

  const connect = async () => {
    retryTimer = undefined;
    if (closed) return;
    const controller = new AbortController();
    current = controller;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stillIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(), idleMs);
    };
    try {
      const headers = new Headers(options.headers?.());
      headers.set('Accept', 'text/event-stream');
      if (lastId !== undefined) headers.set('Last-Event-ID', lastId);
      stillIdle();
      const response = await options.fetch(options.url, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        clearTimeout(idle);
        closed = true;
        setState('closed');
        options.onRefused(response.status);
        return;
      }
      const type = response.headers.get('Content-Type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        askedMs = retryAfterMs(response) ?? 0;
        throw new Error(`event stream: HTTP ${response.status} ${type}`);
      }
      setState('open');
      attempt = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = createSseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done || closed) break;
        stillIdle();
        for (const event of parser.push(value)) {
          if (event.id !== undefined) lastId = event.id;
          options.onEvent(event);
          if (closed) break;
        }
      }
    } catch {
      // A network error, an abort for silence, a bad response: all the same to the person, a reconnect.
    } finally {
      clearTimeout(idle);
      if (current === controller) current = undefined;
    }
    scheduleRetry();
  };

  setState('connecting');
  void connect();

  return {
    close() {
      if (closed && state === 'closed') return;
      closed = true;
      clearTimeout(retryTimer);
      current?.abort();
      setState('closed');
    },
    lastEventId: () => lastId,
  };
}
