// How the Redis store writes a request into its user's hash and reads it back (the layout is described in
// redis-scripts.ts). Every piece of JSON is made here, by `JSON.stringify`, and read here, by `JSON.parse`: both
// are total over UTF-16, so a lone surrogate in a server's name or a person's answer goes through unchanged, and
// the scripts never decode any of it.
import {
  type BridgeOutcome,
  type BridgeRequestRecord,
  type NewBridgeRequest,
  pendingEventOf,
} from './store.js';

/**
 * The `d:<id>` field of a request, without the record's closing brace (the add script appends its event id), and
 * its params: the holding instance, the settled message's tail (`,"instance":…,"call":…`) and the record, whose
 * last member is `expiresAt` (the sweep script reads it there, and only there: a nested `expiresAt` in the origin's
 * arguments is never mistaken for it).
 */
export function requestFields(request: NewBridgeRequest): { readonly data: string; readonly params: string } {
  const { id: _id, userId: _user, instance, call, params, expiresAt, ...fields } = request;
  const routing = JSON.stringify({ ...(instance ? { instance } : {}), ...(call ? { call } : {}) });
  const tail = routing === '{}' ? '' : `,${routing.slice(1, -1)}`;
  return {
    data: `${instance ?? ''}\n${tail}\n${JSON.stringify({ ...fields, expiresAt }).slice(0, -1)}`,
    params: JSON.stringify(params ?? null),
  };
}

/** A request read back from its `d:`, `p:` (emptied once settled) and `s:` (once settled) fields. */
export function readRecord(
  userId: string,
  id: string,
  data: string,
  params: string | null | undefined,
  settled: string | null | undefined,
): BridgeRequestRecord {
  const last = data.lastIndexOf('\n');
  const first = data.lastIndexOf('\n', last - 1);
  const tail = data.slice(first + 1, last);
  const routing = tail === '' ? {} : (JSON.parse(`{${tail.slice(1)}}`) as Partial<BridgeRequestRecord>);
  const fields = JSON.parse(data.slice(last + 1)) as Omit<BridgeRequestRecord, 'userId' | 'id'>;
  const outcome = settled ? (JSON.parse(settled) as { eventId: number; outcome: BridgeOutcome }) : undefined;
  return {
    ...fields,
    ...routing,
    ...(params && !outcome ? { params: JSON.parse(params) } : {}),
    id,
    userId,
    ...(outcome ? { settled: { ...outcome.outcome, eventId: outcome.eventId } } : {}),
  };
}

/**
 * The `pending` event's data as JSON, with the params as already serialised for the `p:` field (the same members,
 * in the same order, as `JSON.stringify(pendingEventOf(record))`): a request's params are serialised once.
 */
export function pendingDataJson(request: NewBridgeRequest, paramsJson: string): string {
  const { id, params, ...others } = pendingEventOf({ ...request, eventId: 0 });
  if (params === undefined) return JSON.stringify(pendingEventOf({ ...request, eventId: 0 }));
  return `{"id":${JSON.stringify(id)},"params":${paramsJson},${JSON.stringify(others).slice(1)}`;
}
