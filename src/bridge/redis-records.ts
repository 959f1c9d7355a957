// How the Redis store writes a request into its user's hash and reads it back (the layout is described in
// redis-scripts.ts). Every piece of JSON is made here, by `JSON.stringify`, and read here, by `JSON.parse`: both
// are total over UTF-16, so a lone surrogate in a server's name or a person's answer goes through unchanged, and
// the scripts never decode any of it.
import type { BridgeOutcome, BridgeRequestRecord, NewBridgeRequest } from './store.js';

/**
 * A user id as a part of a key, a channel or an index member: percent-encoded, and each lone surrogate (which
 * `encodeURIComponent` refuses) as `%u` and its four hex digits, which no percent-encoding produces: one user, one
 * key, whatever their id holds.
 */
export function userKeyPart(userId: string): string {
  return userId
    .split(/(\p{Cs})/u)
    .map((part, at) =>
      at % 2 === 1 ? `%u${part.charCodeAt(0).toString(16).padStart(4, '0')}` : encodeURIComponent(part),
    )
    .join('');
}

/** The user id of a {@link userKeyPart}. */
export function userIdOfKeyPart(part: string): string {
  return part
    .split(/(%u[0-9a-f]{4})/)
    .map((piece, at) =>
      at % 2 === 1 ? String.fromCharCode(Number.parseInt(piece.slice(2), 16)) : decodeURIComponent(piece),
    )
    .join('');
}

/**
 * The `d:<id>` field of a request, without the record's closing brace (the add script appends its event id), and
 * its params: the holding instance, the settled message's tail (`,"instance":…,"call":…`) and the record.
 */
export function requestFields(request: NewBridgeRequest): { readonly data: string; readonly params: string } {
  const { id: _id, userId: _user, instance, call, params, ...fields } = request;
  const routing = JSON.stringify({ ...(instance ? { instance } : {}), ...(call ? { call } : {}) });
  const tail = routing === '{}' ? '' : `,${routing.slice(1, -1)}`;
  return {
    data: `${instance ?? ''}\n${tail}\n${JSON.stringify(fields).slice(0, -1)}`,
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
