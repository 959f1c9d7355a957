// The Redis client the store takes, typed by shape: node-redis's fits, and this library depends on no Redis package.

/**
 * The commands the Redis store uses, typed by shape: a connected `redis` (node-redis) client fits, and this
 * library depends on no Redis package.
 * @inline
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

/**
 * The subscriber connection: what node-redis's `client.duplicate()` returns.
 * @inline
 */
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
