// What the BridgeStore conformance suite's files share: its options, its assertions and the requests it adds.
import type { BridgeOutcome, BridgeStore, NewBridgeRequest } from './store.js';

/**
 * The two functions of your test runner the suite needs (Vitest's, Jest's, `node:test`'s `describe`/`it` fit).
 * The suite asserts on its own: it throws an `Error` saying what the store did wrong.
 */
export interface ConformanceTestApi {
  describe(name: string, body: () => void): unknown;
  it(name: string, body: () => Promise<void>): unknown;
}

/** Options of `describeBridgeStoreConformance`. */
export interface BridgeStoreConformanceOptions {
  /**
   * A store for one test. It may be shared and hold other data: each test uses user, instance and call ids of
   * its own. Called once per test.
   */
  create(): BridgeStore | Promise<BridgeStore>;
  /** Called after each test with the store it made (close a connection, drop a table). */
  dispose?(store: BridgeStore): void | Promise<void>;
  /**
   * Optional: empties the storage under `store`, as a restart that lost its data or a `FLUSHALL` would, and returns
   * the store to go on with (the same one, or a new one over the emptied storage). With it, the suite checks that
   * a user's event ids keep increasing across the reset.
   */
  reset?(store: BridgeStore): BridgeStore | Promise<BridgeStore>;
  /** Longest wait for a published message, in ms. Default 5000. */
  messageTimeoutMs?: number;
}

/** Registers one test: `body` gets a store of its own from `create` (disposed after) and ids of its own. */
export type ConformanceRun = (
  title: string,
  body: (store: BridgeStore, ids: Ids) => Promise<void>,
) => unknown;

/** What the suite throws: what the store did wrong. */
export class ConformanceError extends Error {
  override readonly name = 'BridgeStoreConformanceError';
}

/** Throws a {@link ConformanceError} with `message` unless `condition` holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ConformanceError(message);
}

/** Throws a {@link ConformanceError} unless `actual` and `expected` are the same JSON. */
export function same(actual: unknown, expected: unknown, message: string): void {
  const [a, b] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== b) throw new ConformanceError(`${message}: expected ${b}, got ${a}`);
}

export const cancel: BridgeOutcome = { result: { action: 'cancel' }, reason: 'expired' };
export const accept: BridgeOutcome = {
  result: { action: 'accept', content: { name: 'ada' } },
  reason: 'answered',
};

/** Each test's own user, instance and request ids, so that tests may share a store. */
export interface Ids {
  readonly user: string;
  readonly instance: string;
  id(): string;
}

/** Ids no other test uses. */
export function idsFor(): Ids {
  const run = crypto.randomUUID().slice(0, 8);
  let n = 0;
  return { user: `conformance-${run}`, instance: `instance-${run}`, id: () => `${run}-${++n}` };
}

/** A request as the bridge would add it, for `userId`, held by `instance` when given. */
export function request(userId: string, id: string, instance?: string): NewBridgeRequest {
  const now = Date.now();
  return {
    id,
    userId,
    params: { message: `Question ${id}`, requestedSchema: { type: 'object', properties: {} } },
    server: { name: 'conformance' },
    createdAt: now,
    expiresAt: now + 60_000,
    ...(instance ? { instance } : {}),
  };
}
