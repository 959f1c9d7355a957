// The Redis store's requests and events: add, read, settle, snapshot and replay, each one script or one read.
import { indexField, type RedisKeys, userKeyPart } from './redis-keys.js';
import { pendingDataJson, readRecord, requestFields } from './redis-records.js';
import { ADD_SCRIPT, type ScriptRunner, SETTLE_SCRIPT, SNAPSHOT_SCRIPT } from './redis-scripts.js';
import {
  type BridgeLoggedEvent,
  type BridgeOutcome,
  type BridgeRequestRecord,
  type BridgeStore,
  replayedPending,
} from './store.js';

/** How the request operations reach Redis. */
export interface RedisRequestsContext {
  /** One command (fails at once while the connection is down). */
  readonly run: (...args: (string | number)[]) => Promise<unknown>;
  readonly script: ScriptRunner;
  readonly keys: RedisKeys;
  readonly logSize: number;
  readonly keepSettledMs: number;
}

/** The store's request operations. */
export type RedisRequests = Pick<
  BridgeStore,
  'add' | 'get' | 'settle' | 'snapshot' | 'eventsAfter' | 'readOutcome'
>;

/**
 * The request operations of a Redis store.
 *
 * @example
 * const requests = createRedisRequests({ run, script: scriptRunner(run), keys, logSize: 1000, keepSettledMs });
 * await requests.add(request, {});
 */
export function createRedisRequests(context: RedisRequestsContext): RedisRequests {
  const { run, script, keys, logSize, keepSettledMs } = context;

  const get = async (userId: string, id: string) => {
    const [data, params, settled] = (await run(
      'HMGET',
      keys.user(userId),
      `d:${id}`,
      `p:${id}`,
      `s:${id}`,
    )) as (string | null)[];
    return data ? readRecord(userId, id, data, params, settled) : undefined;
  };

  return {
    async add(request, { maxPending }) {
      const { id, userId, instance } = request;
      const { data, params } = requestFields(request);
      const eventId = await script(
        ADD_SCRIPT,
        [keys.user(userId), instance ? keys.instanceRequests(instance) : keys.expiries],
        [
          maxPending ?? -1,
          id,
          data,
          params,
          userKeyPart(userId),
          request.expiresAt,
          keys.channel(userId),
          keys.messageHead(userId),
          pendingDataJson(request, params),
          logSize,
          keepSettledMs,
          indexField(instance),
        ],
      );
      if (!eventId) return undefined;
      return { ...request, eventId: Number(eventId) };
    },

    get,

    async readOutcome(userId, id) {
      const [data, settled] = (await run('HMGET', keys.user(userId), `d:${id}`, `s:${id}`)) as (
        | string
        | null
      )[];
      if (!data) return undefined;
      if (!settled) return null;
      const { outcome } = JSON.parse(settled) as { outcome: BridgeOutcome };
      return outcome;
    },

    async settle(userId, id, outcome) {
      const reply = (await script(
        SETTLE_SCRIPT,
        [keys.user(userId), keys.forget],
        [
          id,
          JSON.stringify(outcome),
          JSON.stringify({ id, action: outcome.result.action, reason: outcome.reason }),
          keys.messageHead(userId),
          JSON.stringify(outcome.result),
          keys.channel(userId),
          userKeyPart(userId),
          logSize,
          keepSettledMs,
          Date.now(),
        ],
      )) as [number, string?, string?];
      const [status, data, settled] = reply;
      if (Number(status) === 0 || !data) return undefined;
      // The settled record carries no params (the script emptied them in Redis too).
      return { won: Number(status) === 1, record: readRecord(userId, id, data, null, settled) };
    },

    async snapshot(userId) {
      const [lastEventId, idFloor, ...fields] = (await script(
        SNAPSHOT_SCRIPT,
        [keys.user(userId)],
        [],
      )) as string[];
      const pending: BridgeRequestRecord[] = [];
      for (let at = 0; at + 2 < fields.length; at += 3) {
        const [id, data, params] = fields.slice(at, at + 3) as [string, string, string];
        pending.push(readRecord(userId, id, data, params, null));
      }
      return { pending, lastEventId: Number(lastEventId), ...(idFloor ? { idFloor: Number(idFloor) } : {}) };
    },

    async eventsAfter(userId, lastEventId) {
      const key = keys.user(userId);
      const latest = Number((await run('HGET', key, 'seq')) ?? 0);
      if (lastEventId > latest) return undefined;
      if (lastEventId === latest) return [];
      // Only what was missed: the log entries after `lastEventId`, never the whole log.
      if (latest - lastEventId > logSize) return undefined;
      const wanted: string[] = [];
      for (let at = lastEventId + 1; at <= latest; at++) wanted.push(`l:${at}`);
      const lines = (await run('HMGET', key, ...wanted)) as (string | null)[];
      if (lines.some((line) => line === null)) return undefined;
      const log = lines.map((line) => JSON.parse(line as string) as BridgeLoggedEvent);
      // The log keeps a `pending` event's id alone: filled in while pending, `pending-settled` once settled.
      const stubs = log.filter((event) => event.event === 'pending').map((event) => event.data.id);
      const records = new Map<string, BridgeRequestRecord>();
      if (stubs.length > 0) {
        const values = (await run(
          'HMGET',
          key,
          ...stubs.flatMap((id) => [`d:${id}`, `p:${id}`, `s:${id}`]),
        )) as (string | null)[];
        stubs.forEach((id, at) => {
          const [data, params, settled] = values.slice(3 * at, 3 * at + 3);
          if (data && !settled) records.set(id, readRecord(userId, id, data, params, null));
        });
      }
      return log.map((event) =>
        event.event === 'pending'
          ? replayedPending(event.eventId, event.data.id, records.get(event.data.id))
          : event,
      );
    },
  };
}
