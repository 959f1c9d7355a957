import type { BridgeStoreMessage } from './store.js';

/** One open stream's ears: its user's messages, and a gap (messages may have been lost: re-read the store). */
export interface StreamListener {
  readonly message: (message: BridgeStoreMessage) => void;
  readonly gap: () => void;
}

/**
 * An instance's open event streams, by user: the instance listens to the store once and hands each message to
 * the streams of its user only, so an event costs the same however many other users have a page open.
 */
export interface UserStreams {
  /** Adds a stream of `userId`; returns the way to remove it (the user's entry goes with its last stream). */
  listen(userId: string, listener: StreamListener): () => void;
  /** Hands a store message to the streams of its user. */
  dispatch(message: BridgeStoreMessage): void;
  /** Tells every open stream that messages may have been lost. */
  gap(): void;
  /** Whether `userId` has a stream open here. */
  has(userId: string): boolean;
  /** Users with a stream open here. */
  readonly users: number;
}

/** The routing table of one bridge instance. */
export function createUserStreams(): UserStreams {
  const byUser = new Map<string, Set<StreamListener>>();
  return {
    listen(userId, listener) {
      let streams = byUser.get(userId);
      if (!streams) {
        streams = new Set();
        byUser.set(userId, streams);
      }
      streams.add(listener);
      const own = streams;
      return () => {
        own.delete(listener);
        if (own.size === 0 && byUser.get(userId) === own) byUser.delete(userId);
      };
    },
    dispatch(message) {
      const streams = byUser.get(message.userId);
      if (!streams) return;
      if (streams.size === 1) {
        for (const stream of streams) stream.message(message);
        return;
      }
      // A copy: a stream may end (and leave the set) while hearing it.
      for (const stream of [...streams]) stream.message(message);
    },
    has: (userId) => byUser.has(userId),
    gap() {
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) stream.gap();
    },
    get users() {
      return byUser.size;
    },
  };
}
