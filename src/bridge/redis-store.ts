import { readRecord, requestFields, userIdOfKeyPart, userKeyPart } from './redis-records.js';
import { ADD_SCRIPT, SETTLE_SCRIPT, SNAPSHOT_SCRIPT, scriptRunner } from './redis-scripts.js';
import {
  type BridgeCallRecord,
  type BridgeLoggedEvent,
  type BridgeOutcome,
  type BridgeRequestRecord,
  type BridgeStore,
  type BridgeStoreMessage,
  pendingEventOf,
  replayedPending,
} from './store.js';

/**
 * The commands the Redis store uses, typed by shape: a connected `redis` (node-redis) client fits, and this
 * library depends on no Redis package.
 */
export interface RedisBridgeClient {
  /** Any command, as node-redis's `client.sendCommand(['GET', key])`. */
  sendCommand(args: readonly string[]): Promise<unknown>;
  /** A second connection for pub/sub (a subscribed connection runs no other commands). */
  duplicate(): RedisBridgeSubscriber;
  /** node-redis: false while the connection is down; commands then fail at once instead of queueing. */
  readonly isReady?: boolean;
  /** node-redis's events: `ready` after each (re)connect makes the bridge re-read what it holds. */
  on?(event: 'ready', listener: () => void): unknown;
  /** Removes a listener added with `on`. */
  off?(event: 'ready', listener: () => void): unknown;
}

/** The subscriber connection: what node-redis's `client.duplicate()` returns. */
export interface RedisBridgeSubscriber {
  /** Opens the connection. */
  connect(): Promise<unknown>;
  /** Calls `listener` with each message published on `channel`. */
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  /** Stops hearing `channel` (a user no stream or request of this instance needs any more). */
  unsubscribe?(channel: string, listener?: (message: string) => void): Promise<unknown>;
  /** Calls `listener` with each message published on a channel matching `pattern` (a subscriber of every user). */
  pSubscribe?(pattern: string, listener: (message: string) => void): Promise<unknown>;
  /** Closes the connection (node-redis 5+ `close`; `quit` on older clients). */
  close?(): Promise<unknown>;
  /** Closes the connection, on clients without `close`. */
  quit?(): Promise<unknown>;
  /** Drops the connection at once, when closing it politely cannot (Redis is down). */
  destroy?(): unknown;
  /**
   * node-redis's events: `error` (the store handles it: a lost connection must not end the process), `ready`
   * after each (re)connect and resubscribe, `end` when the client gave up reconnecting.
   */
  on?(event: 'error', listener: (error: unknown) => void): unknown;
  /** `ready` after each (re)connect and resubscribe; `end` when the client gave up reconnecting. */
  on?(event: 'ready' | 'end', listener: () => void): unknown;
}

/** Options of {@link createRedisBridgeStore}. */
export interface RedisBridgeStoreOptions {
  /** Prefix of every key and of the channel, so several apps share one Redis. Default `mcp-elicit:`. */
  prefix?: string;
  /** Events kept per user for `Last-Event-ID` replay. Default 1000. */
  logSize?: number;
  /** How long a settled request is remembered, so a late answer gets 409 rather than 404. Default 1 hour. */
  keepSettledMs?: number;
  /**
   * How long a user's channel stays subscribed after the last stream or request of that user here ended, so a
   * page that reconnects or a user who asks again costs no `SUBSCRIBE`/`UNSUBSCRIBE`. Default 30 s.
   */
  lingerMs?: number;
  /**
   * Hears the subscriber connection's failures: once when it drops (it then reconnects with the client's
   * backoff, node-redis's `reconnectStrategy`), not on every failed attempt. Default `console.error`.
   */
  onError?: (error: unknown) => void;
}

/** Waits of a subscriber that ended for good (its client gave up): 50 ms doubling up to 2 s. */
const backoffMs = (attempt: number) => Math.min(2000, 50 * 2 ** attempt);

/**
 * A store on Redis, for several instances of your app: requests, per-user event ids (`INCR`) and a bounded event
 * log live in Redis, each change is one Lua script (so the first settle wins everywhere), and instances hear each
 * other over pub/sub on a `duplicate()` of the client, never by polling. Instance leases let the others settle a
 * lost instance's requests.
 *
 * @example
 * import { createClient } from 'redis';
 * const client = await createClient({ url: process.env.REDIS_URL }).connect();
 * const bridge = createElicitationBridge({ authorize, store: createRedisBridgeStore(client) });
 */
export function createRedisBridgeStore(
  client: RedisBridgeClient,
  options: RedisBridgeStoreOptions = {},
): BridgeStore {
  const {
    prefix = 'mcp-elicit:',
    logSize = 1000,
    keepSettledMs = 3_600_000,
    onError = (error: unknown) => console.error(error),
    lingerMs = 30_000,
  } = options;
  // One channel per user: an instance hears the users it holds a stream or a request for, not every message.
  const userChannel = (userId: string) => `${prefix}events:u:${userKeyPart(userId)}`;
  const everyUser = `${prefix}events:u:*`;
  const run = async (...args: (string | number)[]) => {
    // Down: fail now (the routes answer 503) rather than queue a command that would run at some later time.
    if (client.isReady === false) throw new Error('mcp-elicitation-react: the Redis connection is down');
    return client.sendCommand(args.map(String));
  };
  const eval_ = scriptRunner(run);
  const userKey = (userId: string) => `${prefix}u:${userKeyPart(userId)}`;
  const member = (userId: string, id: string) => `${userKeyPart(userId)} ${id}`;
  const expiries = `${prefix}expiries`;
  const instances = `${prefix}instances`;
  const instanceRequests = (instance: string) => `${prefix}i:${instance}:requests`;
  const messageHead = (userId: string) => `{"userId":${JSON.stringify(userId)}`;

  interface Subscription {
    readonly message: (message: BridgeStoreMessage) => void;
    readonly gap: (() => void) | undefined;
  }
  const listeners = new Set<Subscription>();
  /** Listeners that asked for every user's messages (no `watchedOnly`): the subscriber then hears the pattern. */
  let everything = 0;
  /** Users' channels watched, with how many streams and requests here need each, and a pending release. */
  const watched = new Map<
    string,
    { count: number; ready: Promise<unknown>; linger?: ReturnType<typeof setTimeout> }
  >();
  let subscriber: Promise<RedisBridgeSubscriber> | undefined;
  /** Subscribers this store closes: their `end` is no loss. */
  const closing = new WeakSet<RedisBridgeSubscriber>();
  /** The subscriber lost its connection since it was last ready: messages may be missing. */
  let down = false;
  const gap = () => {
    for (const each of [...listeners]) each.gap?.();
  };
  const dispatch = (text: string) => {
    let message: BridgeStoreMessage;
    try {
      message = JSON.parse(text) as BridgeStoreMessage;
    } catch (error) {
      onError(error);
      return;
    }
    for (const each of [...listeners]) each.message(message);
  };

  /** A watched user's channel: its messages come by the pattern too while someone hears every user. */
  const dispatchWatched = (text: string) => {
    if (everything === 0) dispatch(text);
  };

  /** The subscriber: errors handled, reconnected by the client's backoff, opened again if the client gave up. */
  const openSubscriber = (attempt = 0): Promise<RedisBridgeSubscriber> => {
    const connection = client.duplicate();
    connection.on?.('error', (error: unknown) => {
      if (down) return;
      down = true;
      onError(error);
      gap();
    });
    connection.on?.('ready', () => {
      // node-redis has subscribed again before `ready`: what was published meanwhile is lost, re-read it.
      if (!down) return;
      down = false;
      gap();
    });
    const opened = (async () => {
      await connection.connect();
      if (everything > 0) await subscribeEveryUser(connection);
      // Opened again after the client gave up: the users watched before are heard again.
      for (const channel of watched.keys()) await connection.subscribe(channel, dispatchWatched);
      return connection;
    })();
    connection.on?.('end', () => {
      if (closing.has(connection) || subscriber !== opened || listeners.size === 0) return;
      // The client gave up reconnecting (its reconnectStrategy said stop): start a new one, with backoff.
      down = true;
      gap();
      subscriber = undefined;
      const retry = setTimeout(() => {
        if (listeners.size > 0 && !subscriber) {
          subscriber = openSubscriber(attempt + 1);
          subscriber.catch(() => undefined);
        }
      }, backoffMs(attempt));
      (retry as { unref?: () => void }).unref?.();
    });
    return opened;
  };
  const onClientReady = () => gap();
  let patterned: RedisBridgeSubscriber | undefined;
  const subscribeEveryUser = async (connection: RedisBridgeSubscriber) => {
    if (patterned === connection) return;
    patterned = connection;
    if (!connection.pSubscribe)
      throw new Error('mcp-elicitation-react: the Redis subscriber has no pSubscribe');
    await connection.pSubscribe(everyUser, dispatch);
  };

  const get = async (userId: string, id: string) => {
    const [data, params, settled] = (await run(
      'HMGET',
      userKey(userId),
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
      const eventId = await eval_(
        ADD_SCRIPT,
        [userKey(userId), instance ? instanceRequests(instance) : expiries],
        [
          maxPending ?? -1,
          id,
          data,
          params,
          member(userId, id),
          request.expiresAt,
          userChannel(userId),
          messageHead(userId),
          JSON.stringify(pendingEventOf({ ...request, eventId: 0 })),
          logSize,
          keepSettledMs,
        ],
      );
      if (!eventId) return undefined;
      return { ...request, eventId: Number(eventId) };
    },

    get,

    async readOutcome(userId, id) {
      const [data, settled] = (await run('HMGET', userKey(userId), `d:${id}`, `s:${id}`)) as (
        | string
        | null
      )[];
      if (!data) return undefined;
      if (!settled) return null;
      const { outcome } = JSON.parse(settled) as { outcome: BridgeOutcome };
      return outcome;
    },

    async settle(userId, id, outcome) {
      const reply = (await eval_(
        SETTLE_SCRIPT,
        [userKey(userId)],
        [
          id,
          JSON.stringify(outcome),
          JSON.stringify({ id, action: outcome.result.action, reason: outcome.reason }),
          messageHead(userId),
          JSON.stringify(outcome.result),
          userChannel(userId),
          prefix,
          expiries,
          member(userId, id),
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
      const [lastEventId, idFloor, ...fields] = (await eval_(
        SNAPSHOT_SCRIPT,
        [userKey(userId)],
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
      const key = userKey(userId);
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

    async subscribe(listener, onGap, scope) {
      const subscription: Subscription = { message: (message) => listener(message), gap: onGap };
      const all = scope?.watchedOnly !== true;
      listeners.add(subscription);
      if (all) everything++;
      if (!subscriber) {
        subscriber = openSubscriber();
        // The command connection coming back: requests may have been settled while it was away.
        client.on?.('ready', onClientReady);
      }
      try {
        const connection = await subscriber;
        if (all) await subscribeEveryUser(connection);
      } catch (error) {
        listeners.delete(subscription);
        if (all) everything--;
        if (listeners.size === 0) {
          subscriber = undefined;
          client.off?.('ready', onClientReady);
        }
        throw error;
      }
      return async () => {
        if (!listeners.delete(subscription)) return;
        if (all) everything--;
        if (listeners.size > 0 || !subscriber) return;
        const connection = subscriber;
        subscriber = undefined;
        patterned = undefined;
        for (const entry of watched.values()) if (entry.linger !== undefined) clearTimeout(entry.linger);
        watched.clear();
        client.off?.('ready', onClientReady);
        const open = await connection.catch(() => undefined);
        if (!open) return;
        closing.add(open);
        // Redis down: a polite close would wait for it; drop the connection instead.
        if (down) open.destroy?.();
        else await (open.close?.() ?? open.quit?.())?.catch(() => open.destroy?.());
      };
    },

    async watchUser(userId) {
      const channel = userChannel(userId);
      let entry = watched.get(channel);
      if (!entry) {
        // No subscriber open (none yet, or being opened again): it subscribes every watched channel when it opens.
        const ready = subscriber
          ? subscriber.then((connection) => connection.subscribe(channel, dispatchWatched))
          : Promise.resolve();
        entry = { count: 0, ready };
        watched.set(channel, entry);
        const mine = entry;
        ready.catch(() => {
          if (watched.get(channel) === mine && mine.count === 0) watched.delete(channel);
        });
      }
      if (entry.linger !== undefined) clearTimeout(entry.linger);
      entry.count++;
      const own = entry;
      try {
        await own.ready;
      } catch (error) {
        own.count--;
        if (own.count === 0 && watched.get(channel) === own) watched.delete(channel);
        throw error;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        own.count--;
        if (own.count > 0) return;
        if (own.linger !== undefined) clearTimeout(own.linger);
        own.linger = setTimeout(() => {
          if (own.count > 0 || watched.get(channel) !== own) return;
          watched.delete(channel);
          void subscriber
            ?.then((connection) => connection.unsubscribe?.(channel, dispatchWatched))
            .catch(() => undefined);
        }, lingerMs);
        (own.linger as { unref?: () => void }).unref?.();
      };
    },

    async renewLease(instance, leaseMs) {
      await run('SET', `${prefix}i:${instance}:lease`, '1', 'PX', Math.max(1, Math.round(leaseMs)));
      await run('SADD', instances, instance);
    },

    async due(now) {
      // Each index holds "<user> <id>": a pending request scored by its expiresAt, a settled one by minus when to
      // forget it. One range read finds the expired (of a live instance; everything pending of a lost one) and the
      // settled to forget, whose fields go here: within one sweep of `keepSettledMs`.
      const found: BridgeRequestRecord[] = [];
      const visit = async (index: string, min: number, max: number | '+inf') => {
        const reply = (await run('ZRANGEBYSCORE', index, min, max, 'WITHSCORES')) as unknown[];
        // RESP2 answers member, score, …; RESP3 [member, score] pairs.
        const entries = reply.flat() as (string | number)[];
        const gone: string[] = [];
        const forget = new Map<string, string[]>();
        for (let at = 0; at + 1 < entries.length; at += 2) {
          const one = String(entries[at]);
          const [encodedUser = '', id = ''] = one.split(' ');
          if (Number(entries[at + 1]) < 0) {
            const key = `${prefix}u:${encodedUser}`;
            forget.set(key, [...(forget.get(key) ?? []), `d:${id}`, `p:${id}`, `s:${id}`]);
            gone.push(one);
            continue;
          }
          const record = await get(userIdOfKeyPart(encodedUser), id);
          // Its user's hash expired (Redis was down past every deadline): nothing left to settle.
          if (!record) gone.push(one);
          else if (!record.settled) found.push(record);
        }
        for (const [key, fields] of forget) await run('HDEL', key, ...fields);
        if (gone.length > 0) await run('ZREM', index, ...gone);
        return entries.length;
      };
      await visit(expiries, -now, now);
      for (const instance of (await run('SMEMBERS', instances)) as string[]) {
        const index = instanceRequests(instance);
        const live = Number(await run('EXISTS', `${prefix}i:${instance}:lease`)) === 1;
        const read = await visit(index, -now, live ? now : '+inf');
        // A lost instance is forgotten once nothing of it is left, settled requests not yet due included.
        if (!live && read === 0 && Number(await run('ZCARD', index)) === 0)
          await run('SREM', instances, instance);
      }
      return found;
    },

    async putCall(call) {
      const keepMs = Math.max(1, call.expiresAt - Date.now()) + keepSettledMs;
      await run('SET', `${prefix}c:${call.id}`, JSON.stringify(call), 'PX', keepMs);
    },
    async getCall(id) {
      const text = (await run('GET', `${prefix}c:${id}`)) as string | null;
      return text ? (JSON.parse(text) as BridgeCallRecord) : undefined;
    },
    async claimCall(id) {
      // DEL answers 1 to exactly one caller.
      return Number(await run('DEL', `${prefix}c:${id}`)) === 1;
    },
  };
}
