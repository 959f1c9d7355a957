// The Redis store's names: every key, field and channel it uses, from its prefix (the layout: redis-scripts.ts).

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

/** The names of one store (one prefix). */
export interface RedisKeys {
  /** Everything of one user: `{prefix}u:{user}` (a hash). */
  user(userId: string): string;
  /** The same, from a user's key part (an index member). */
  userOfPart(part: string): string;
  /** The user's channel: an instance hears only the users it watches. */
  channel(userId: string): string;
  /** The pattern of every user's channel, for a subscriber of everything. */
  readonly everyUser: string;
  /** The start of a published message: `{"userId":…` (the scripts add the rest). */
  messageHead(userId: string): string;
  /** The index of the requests an instance holds, one member per user (`{prefix}i:{instance}:requests`). */
  instanceRequests(instance: string): string;
  /** The index of the requests no instance holds (a suspended call's), one member per user. */
  readonly expiries: string;
  /** The index of the users with settled requests to forget, scored by the oldest one's time. */
  readonly forget: string;
  /** The instances that ever held a request here (until a lost one's index is empty). */
  readonly instances: string;
  /** An instance's lease: it is alive while the key lives. */
  lease(instance: string): string;
  /** A suspended call. */
  call(id: string): string;
}

/**
 * The names of a store with `prefix`.
 *
 * @example
 * redisKeys('mcp-elicit:').user('ada'); // 'mcp-elicit:u:ada'
 */
export function redisKeys(prefix: string): RedisKeys {
  return {
    user: (userId) => `${prefix}u:${userKeyPart(userId)}`,
    userOfPart: (part) => `${prefix}u:${part}`,
    channel: (userId) => `${prefix}events:u:${userKeyPart(userId)}`,
    everyUser: `${prefix}events:u:*`,
    messageHead: (userId) => `{"userId":${JSON.stringify(userId)}`,
    instanceRequests: (instance) => `${prefix}i:${instance}:requests`,
    expiries: `${prefix}expiries`,
    forget: `${prefix}forget`,
    instances: `${prefix}instances`,
    lease: (instance) => `${prefix}i:${instance}:lease`,
    call: (id) => `${prefix}c:${id}`,
  };
}

/** The field of a user's hash holding the score of their member in `instance`'s index (`x:` for `expiries`). */
export function indexField(instance: string | undefined): string {
  return `x:${instance ?? ''}`;
}
