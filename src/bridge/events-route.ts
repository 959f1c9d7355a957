import { BRIDGE_EVENT, type BridgeSnapshotEvent } from '../core/bridge-wire/contract.js';
import {
  type BridgeLoggedEvent,
  type BridgeStore,
  type BridgeStoreMessage,
  pendingEventOf,
} from './store.js';

/** What {@link serveEventStream} needs. */
export interface EventStreamOptions {
  readonly store: BridgeStore;
  readonly userId: string;
  /** The `Last-Event-ID` header as sent, or null. */
  readonly lastEventId: string | null;
  readonly heartbeatMs: number;
  /** Aborted when the client goes away (the request's signal) or the bridge closes. */
  readonly signal: AbortSignal;
}

const encoder = new TextEncoder();

/** One SSE event; data is one JSON line, so no `data:` continuation is ever needed. */
function frame(event: BridgeLoggedEvent): Uint8Array {
  return encoder.encode(
    `id: ${event.eventId}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`,
  );
}

/** The `snapshot` event closing a reset: the pending ids, under the cursor's id so the next resume starts there. */
function snapshotFrame(cursor: number, pending: readonly BridgeLoggedEvent[]): Uint8Array {
  const data: BridgeSnapshotEvent = { ids: pending.map((event) => event.data.id) };
  return encoder.encode(`id: ${cursor}\nevent: ${BRIDGE_EVENT.snapshot}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A `Last-Event-ID` this bridge could have sent: a whole number. */
function readLastEventId(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * The user's stream: listens first (buffering), then reads the replay or snapshot, then writes what it
 * buffered past that point, so nothing published in between is lost or sent twice. Event ids only increase.
 */
export async function serveEventStream(options: EventStreamOptions): Promise<ReadableStream<Uint8Array>> {
  const { store, userId, heartbeatMs, signal } = options;
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let buffered: BridgeStoreMessage[] | undefined = [];
  let written = 0;
  let closed = false;
  const write = (event: BridgeLoggedEvent) => {
    if (closed || event.eventId <= written) return;
    written = event.eventId;
    controller?.enqueue(frame(event));
  };
  const toLogged = (message: BridgeStoreMessage): BridgeLoggedEvent =>
    ({ eventId: message.eventId, event: message.event, data: message.data }) as BridgeLoggedEvent;

  const unsubscribe = await store.subscribe((message) => {
    if (message.userId !== userId) return;
    if (buffered) buffered.push(message);
    else write(toLogged(message));
  });

  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (closed) return;
    closed = true;
    // Guarded: the Workers types take `number | null` here, not `undefined`.
    if (heartbeat !== undefined) clearInterval(heartbeat);
    signal.removeEventListener('abort', stop);
    void unsubscribe();
    try {
      controller?.close();
    } catch {
      // Already closed or errored by the runtime.
    }
  };

  let first: readonly BridgeLoggedEvent[];
  let cursor: number;
  // A resume the log cannot replay: the page gets the snapshot and, after it, which ids it holds.
  let reset = false;
  try {
    const after = readLastEventId(options.lastEventId);
    const replay = after === undefined ? undefined : await store.eventsAfter(userId, after);
    if (replay && after !== undefined) {
      first = replay;
      cursor = replay.at(-1)?.eventId ?? after;
    } else {
      const snapshot = await store.snapshot(userId);
      first = snapshot.pending.map((record) => ({
        eventId: record.eventId,
        event: BRIDGE_EVENT.pending,
        data: pendingEventOf(record),
      }));
      cursor = snapshot.lastEventId;
      reset = after !== undefined;
    }
  } catch (error) {
    await unsubscribe();
    throw error;
  }

  return new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      if (signal.aborted) {
        stop();
        return;
      }
      signal.addEventListener('abort', stop, { once: true });
      // A comment first: proxies and the Node adapter send the headers now, and the page knows it is connected.
      streamController.enqueue(encoder.encode(': connected\n\n'));
      for (const event of first) write(event);
      // Everything up to the cursor is in `first` (or was settled before the snapshot); later ones follow.
      written = Math.max(written, cursor);
      if (reset) streamController.enqueue(snapshotFrame(cursor, first));
      const later = buffered ?? [];
      buffered = undefined;
      for (const message of later) write(toLogged(message));
      heartbeat = setInterval(() => {
        if (!closed) controller?.enqueue(encoder.encode(': heartbeat\n\n'));
      }, heartbeatMs);
    },
    cancel() {
      stop();
    },
  });
}
