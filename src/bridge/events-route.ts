import { BRIDGE_EVENT, type BridgeSnapshotEvent } from '../core/bridge-wire/contract.js';
import {
  type BridgeLoggedEvent,
  type BridgeReplayedEvent,
  type BridgeStore,
  type BridgeStoreMessage,
  eventIdBase,
  pendingEventOf,
} from './store.js';
import type { StreamListener } from './user-streams.js';

/** What {@link serveEventStream} needs. */
export interface EventStreamOptions {
  readonly store: BridgeStore;
  readonly userId: string;
  /** The `Last-Event-ID` header as sent, or null. */
  readonly lastEventId: string | null;
  readonly heartbeatMs: number;
  /** Aborted when the client goes away (the request's signal) or the bridge closes. */
  readonly signal: AbortSignal;
  /** Hears this user's store messages (routed by the instance's one subscription); returns the way to stop. */
  readonly listen: (listener: StreamListener) => () => void;
  /** Has the store deliver this user's messages to the instance (when it narrows them); resolves once it does. */
  readonly watch?: () => Promise<() => void>;
}

/** Where a stream's text goes: a web `ReadableStream` (encoded), or Node's response (`toNodeListener`). */
export interface EventSink {
  /** One piece of the stream: events, comments. */
  write(text: string): void;
  /** The stream ends (the page reconnects). */
  close(): void;
}

/** Starts writing an opened stream to `sink`; returns the way to stop it (the client went away). */
export type StartEventStream = (sink: EventSink) => () => void;

/** One SSE event; data is one JSON line, so no `data:` continuation is ever needed. */
function frame(event: BridgeReplayedEvent): string {
  return `id: ${event.eventId}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** The `snapshot` event closing a reset: the pending ids, under the cursor's id so the next resume starts there. */
function snapshotFrame(cursor: number, pending: readonly BridgeReplayedEvent[]): string {
  const data: BridgeSnapshotEvent = { ids: pending.map((event) => event.data.id) };
  return `id: ${cursor}\nevent: ${BRIDGE_EVENT.snapshot}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A replay as the contract has it (one event for each id after `after`, in order), else `undefined`: a store that
 * leaves a hole is answered with a snapshot rather than passing the hole on.
 */
function wholeReplay(
  after: number,
  replay: readonly BridgeReplayedEvent[] | undefined,
): readonly BridgeReplayedEvent[] | undefined {
  return replay?.every((event, at) => event.eventId === after + at + 1) ? replay : undefined;
}

/** A `Last-Event-ID` this bridge could have sent: a whole number (up to 16 digits, see `eventIdBase`). */
function readLastEventId(value: string | null): number | undefined {
  if (value === null || !/^\d{1,16}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : undefined;
}

const encoder = new TextEncoder();

/**
 * The user's stream as a web `ReadableStream` (see {@link openEventStream}).
 *
 * @example
 * const body = await serveEventStream({ store, userId, lastEventId, heartbeatMs, signal, listen });
 * return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
 */
export async function serveEventStream(options: EventStreamOptions): Promise<ReadableStream<Uint8Array>> {
  const start = await openEventStream(options);
  let stop: (() => void) | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      stop = start({
        write: (text) => controller.enqueue(encoder.encode(text)),
        close() {
          try {
            controller.close();
          } catch {
            // Already closed or errored by the runtime.
          }
        },
      });
    },
    cancel() {
      stop?.();
    },
  });
}

/**
 * The user's stream: listens first (buffering), then reads the replay or snapshot, then writes what it
 * buffered past that point, so nothing published in between is lost or sent twice. Event ids only increase.
 * Messages only wake it: at each heartbeat, and whenever the store says messages may have been lost, it reads
 * the store's log after the last id it wrote and writes what it missed; when the store cannot say (unreachable,
 * or reset), it ends, and the page reconnects with `Last-Event-ID` (a snapshot, or 503 while the store is down).
 * Resolves once the stream can start (the store read), with the way to start it on a sink.
 *
 * @example
 * const start = await openEventStream({ store, userId, lastEventId, heartbeatMs, signal, listen });
 * const stop = start({ write: (text) => response.write(text), close: () => response.end() });
 */
export async function openEventStream(options: EventStreamOptions): Promise<StartEventStream> {
  const { store, userId, heartbeatMs, signal, listen } = options;
  let sink: EventSink | undefined;
  let buffered: BridgeStoreMessage[] | undefined = [];
  let written = 0;
  let closed = false;
  const write = (event: BridgeReplayedEvent) => {
    if (closed || event.eventId <= written) return;
    written = event.eventId;
    sink?.write(frame(event));
  };
  const toLogged = (message: BridgeStoreMessage): BridgeLoggedEvent =>
    ({ eventId: message.eventId, event: message.event, data: message.data }) as BridgeLoggedEvent;

  /**
   * A user's ids are consecutive: one past the next means a message was lost, and the log has it. Before the
   * user's first event (0 written) any id may come first.
   */
  const receive = (message: BridgeStoreMessage) => {
    if (message.eventId <= written) return;
    if (written === 0 || message.eventId === written + 1) write(toLogged(message));
    else void catchUp();
  };
  let catching = false;
  let again = false;
  /** Writes what the store logged after the last id written; ends the stream when it cannot tell. */
  const catchUp = async () => {
    if (closed || buffered) return;
    if (catching) {
      again = true;
      return;
    }
    catching = true;
    try {
      do {
        again = false;
        const missed = wholeReplay(written, await store.eventsAfter(userId, written));
        if (missed === undefined) {
          stop();
          return;
        }
        for (const event of missed) write(event);
      } while (again && !closed);
    } catch {
      stop();
    } finally {
      catching = false;
    }
  };

  const unwatch = await options.watch?.();
  const unlisten = listen({
    message(message) {
      if (buffered) buffered.push(message);
      else receive(message);
    },
    gap: () => void catchUp(),
  });

  const unsubscribe = () => {
    unlisten();
    unwatch?.();
  };

  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (closed) return;
    closed = true;
    // Guarded: the Workers types take `number | null` here, not `undefined`.
    if (heartbeat !== undefined) clearInterval(heartbeat);
    signal.removeEventListener('abort', stop);
    unsubscribe();
    sink?.close();
  };

  let first: readonly BridgeReplayedEvent[];
  let cursor: number;
  // A resume the log cannot replay: the page gets the snapshot and, after it, which ids it holds, under this id.
  let reset: number | undefined;
  try {
    const after = readLastEventId(options.lastEventId);
    const replay =
      after === undefined ? undefined : wholeReplay(after, await store.eventsAfter(userId, after));
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
      // No event of the user kept (new, forgotten, the store emptied): a floor above every id sent before, which
      // the next event passes; `written` stays 0, so that event may come first, whatever its id.
      if (after !== undefined) reset = cursor > 0 ? cursor : (snapshot.idFloor ?? eventIdBase());
    }
  } catch (error) {
    unsubscribe();
    throw error;
  }

  return (given) => {
    sink = given;
    if (signal.aborted) {
      stop();
      return stop;
    }
    signal.addEventListener('abort', stop, { once: true });
    // A comment first: proxies and the Node adapter send the headers now, and the page knows it is connected.
    given.write(': connected\n\n');
    for (const event of first) write(event);
    // Everything up to the cursor is in `first` (or was settled before the snapshot); later ones follow.
    written = Math.max(written, cursor);
    if (reset !== undefined) given.write(snapshotFrame(reset, first));
    const later = buffered ?? [];
    buffered = undefined;
    for (const message of later) receive(message);
    heartbeat = setInterval(() => {
      if (closed) return;
      sink?.write(': heartbeat\n\n');
      void catchUp();
    }, heartbeatMs);
    return stop;
  };
}
