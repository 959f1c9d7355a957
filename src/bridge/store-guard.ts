// The store as the bridge calls it: every operation bounded in time, every failure one typed error, so a route
// answers 503 and a waiting request keeps its own deadline instead of hanging on a store that does not answer.
import { createDueQueue } from './due-queue.js';
import type { BridgeStore } from './store.js';

/**
 * The bridge's store did not answer (its connection is down, it failed, or it took longer than
 * `storeTimeoutMs`): the routes answer `503` with `Retry-After`. `cause` is the store's own error.
 */
export class BridgeStoreUnavailableError extends Error {
  override readonly name = 'BridgeStoreUnavailableError';
  constructor(operation: string, cause: unknown) {
    super(
      `The bridge's store is unavailable (${operation}): ${cause instanceof Error ? cause.message : cause}`,
      {
        cause,
      },
    );
  }
}

/** One call in flight: when it is due, how it fails, and whether it answered. */
interface InFlight {
  readonly due: number;
  readonly operation: string;
  readonly reject: (error: unknown) => void;
  done: boolean;
}

/**
 * `store` with each call (but `subscribe`'s listening) given at most `timeoutMs`, its failures typed. One timer for
 * all calls in flight, not one per call: every call has the same bound, so the oldest is always the first due. The
 * calls wait in a queue in the order made (no map, no key per call); those that answered leave it from the front.
 */
export function guardStore(store: BridgeStore, timeoutMs: number): BridgeStore {
  const inFlight = createDueQueue<InFlight>({
    dueOf: (call) => call.due,
    now: () => performance.now(),
    isDone: (call) => call.done,
    onDue(call) {
      call.done = true;
      call.reject(new BridgeStoreUnavailableError(call.operation, new Error(`no answer in ${timeoutMs} ms`)));
    },
  });
  const bounded = <T>(operation: string, call: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const entry: InFlight = { due: performance.now() + timeoutMs, operation, reject, done: false };
      inFlight.add(entry);
      let pending: Promise<T>;
      try {
        pending = call();
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        (value) => {
          entry.done = true;
          if (inFlight.isFirst(entry)) inFlight.trim();
          resolve(value);
        },
        (error: unknown) => {
          entry.done = true;
          if (inFlight.isFirst(entry)) inFlight.trim();
          reject(
            error instanceof BridgeStoreUnavailableError
              ? error
              : new BridgeStoreUnavailableError(operation, error),
          );
        },
      );
    });
  const readOutcome = store.readOutcome?.bind(store);
  const watchUser = store.watchUser?.bind(store);
  return {
    add: (request, limits) => bounded('add', () => store.add(request, limits)),
    get: (userId, id) => bounded('get', () => store.get(userId, id)),
    ...(readOutcome
      ? { readOutcome: (userId: string, id: string) => bounded('readOutcome', () => readOutcome(userId, id)) }
      : {}),
    settle: (userId, id, outcome) => bounded('settle', () => store.settle(userId, id, outcome)),
    snapshot: (userId) => bounded('snapshot', () => store.snapshot(userId)),
    eventsAfter: (userId, lastEventId) =>
      bounded('eventsAfter', () => store.eventsAfter(userId, lastEventId)),
    subscribe(listener, onGap, scope) {
      const started = store.subscribe(listener, onGap, scope);
      return bounded('subscribe', () => started).catch((error: unknown) => {
        // Listening after all, too late: stop, or the listener would leak.
        void started.then((stop) => stop()).catch(() => undefined);
        throw error;
      });
    },
    ...(watchUser
      ? {
          watchUser(userId: string) {
            const started = watchUser(userId);
            return bounded('watchUser', () => started).catch((error: unknown) => {
              // Watching after all, too late: release it, or the channel would stay subscribed.
              void started.then((release) => release()).catch(() => undefined);
              throw error;
            });
          },
        }
      : {}),
    renewLease: (instance, leaseMs) => bounded('renewLease', () => store.renewLease(instance, leaseMs)),
    due: (now) => bounded('due', () => store.due(now)),
    putCall: (call) => bounded('putCall', () => store.putCall(call)),
    getCall: (id) => bounded('getCall', () => store.getCall(id)),
    claimCall: (id) => bounded('claimCall', () => store.claimCall(id)),
  };
}
