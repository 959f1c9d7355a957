import {
  BRIDGE_EVENT,
  type BridgePendingEvent,
  type BridgeSettledEvent,
  type BridgeSnapshotEvent,
} from '../bridge-wire/contract.js';
import type { ServerSentEvent } from './sse-parser.js';

/** An event of the bridge's stream, read and checked: what the remote queue acts on. */
export type BridgeEvent =
  | { readonly kind: 'pending'; readonly data: BridgePendingEvent }
  | { readonly kind: 'settled'; readonly data: BridgeSettledEvent }
  | { readonly kind: 'snapshot'; readonly data: BridgeSnapshotEvent };

/**
 * The bridge's event, when `event` is one of its three and its data has their shape; `undefined` for anything else
 * (a comment, an unknown event, malformed JSON), which the queue ignores.
 *
 * @example
 * readBridgeEvent({ event: 'settled', data: '{"id":"r1","action":"cancel","reason":"expired"}' })?.kind; // 'settled'
 */
export function readBridgeEvent(event: ServerSentEvent): BridgeEvent | undefined {
  const data = readJson(event.data);
  if (event.event === BRIDGE_EVENT.pending && isPending(data)) return { kind: 'pending', data };
  if (event.event === BRIDGE_EVENT.settled && isSettled(data)) return { kind: 'settled', data };
  if (event.event === BRIDGE_EVENT.snapshot && isSnapshot(data)) return { kind: 'snapshot', data };
  return undefined;
}

/**
 * The wire's opaque `source` ids turned into the connection objects a queue groups by: one object per id, the same
 * for every request of it, and a fresh one for a request without an id (it groups with nothing). Never a server's
 * name, which does not group requests.
 *
 * @example
 * const sourceOf = sourcesOfWire();
 * sourceOf('c1') === sourceOf('c1'); // true
 */
export function sourcesOfWire(): (id: string | undefined) => object {
  const sources = new Map<string, object>();
  return (id) => {
    if (id === undefined) return {};
    let source = sources.get(id);
    if (!source) {
      source = {};
      sources.set(id, source);
    }
    return source;
  };
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPending(value: unknown): value is BridgePendingEvent {
  return isObject(value) && typeof value.id === 'string' && value.id !== '' && isObject(value.server);
}

const ACTIONS: readonly unknown[] = ['accept', 'decline', 'cancel'];

function isSnapshot(value: unknown): value is BridgeSnapshotEvent {
  return isObject(value) && Array.isArray(value.ids) && value.ids.every((id) => typeof id === 'string');
}

function isSettled(value: unknown): value is BridgeSettledEvent {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    ACTIONS.includes(value.action) &&
    typeof value.reason === 'string'
  );
}
