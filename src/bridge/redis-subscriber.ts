// The Redis store's pub/sub: one subscriber connection (a `duplicate()` of the client) per store, a channel per
// user watched while this instance has a stream or a request of theirs (released after `lingerMs`), the pattern of
// every user for a listener that asks for everything, and a gap said whenever messages may have been lost.

import type { RedisBridgeClient, RedisBridgeSubscriber } from './redis-client.js';
import type { RedisKeys } from './redis-keys.js';
import type { BridgeStore, BridgeStoreMessage } from './store.js';

/** Waits of a subscriber that ended for good (its client gave up): 50 ms doubling up to 2 s. */
const backoffMs = (attempt: number) => Math.min(2000, 50 * 2 ** attempt);

/**
 * The store's `subscribe` and `watchUser` on `client`.
 *
 * @example
 * const { subscribe, watchUser } = createRedisSubscriptions(client, redisKeys('mcp-elicit:'), console.error, 30_000);
 */
export function createRedisSubscriptions(
  client: RedisBridgeClient,
  keys: RedisKeys,
  onError: (error: unknown) => void,
  lingerMs: number,
): Pick<BridgeStore, 'subscribe'> & Required<Pick<BridgeStore, 'watchUser'>> {
  const { everyUser } = keys;
  const userChannel = keys.channel;
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

  return {
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
  };
}
