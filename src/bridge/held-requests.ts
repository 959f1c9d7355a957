// The requests this instance holds (their `present()` waits here), read against the store: the reconcile after a
// lost message, and the shutdown that settles them all.
import { cancelResult } from '../core/wire/results.js';
import type { BridgeOutcome } from './store.js';
import { applyOutcome, type InstanceState, raiseAgain } from './user-queue.js';

/** What one instance does with the requests it holds, beyond taking their answers. */
export interface HeldRequests {
  /**
   * The store is the truth, messages only wake: reads the outcome of every request held here and gives the held
   * call any it missed (a message lost while a connection was down). Once each: `applyOutcome` answers only what
   * is still held. A request the store no longer knows (it restarted empty) is written to it again, so the person
   * can still answer it; its own deadline still ends it. Runs once at a time (a call meanwhile runs it again after).
   */
  reconcile(): Promise<void>;
  /** When the last reconcile began (`Date.now()`), 0 before the first. */
  readonly reconciledAt: number;
  /** `close()`: each held request settled `cancel` (reason `shutdown`); an answer that won first is what it gets. */
  settleAll(): Promise<void>;
}

/**
 * The held requests of `state`.
 *
 * @example
 * const held = createHeldRequests(state);
 * await held.reconcile(); // after a reconnect: what the store settled meanwhile reaches the waiting calls
 */
export function createHeldRequests(state: InstanceState): HeldRequests {
  const { store } = state;
  let reconciling = false;
  let again = false;
  let reconciledAt = 0;
  const readOne = async (id: string, userId: string) => {
    const outcome: BridgeOutcome | null | undefined = store.readOutcome
      ? await store.readOutcome(userId, id)
      : await store.get(userId, id).then((record) => (record ? (record.settled ?? null) : undefined));
    if (outcome) applyOutcome(state, id, outcome.result);
    else if (outcome === undefined) await raiseAgain(state, id);
  };
  return {
    async reconcile() {
      if (reconciling) {
        again = true;
        return;
      }
      reconciling = true;
      try {
        do {
          again = false;
          reconciledAt = Date.now();
          await Promise.all(
            [...state.held].map(([id, held]) => (held.stored ? readOne(id, held.userId) : undefined)),
          );
        } while (again && !state.isClosed());
      } finally {
        reconciling = false;
      }
    },
    get reconciledAt() {
      return reconciledAt;
    },
    async settleAll() {
      await Promise.all(
        [...state.held.entries()].map(async ([id, held]) => {
          let result = cancelResult();
          try {
            if (await held.added) {
              const answer = await store.settle(held.userId, id, { result, reason: 'shutdown' });
              // An answer that won first is the one the server gets.
              result = answer?.record.settled?.result ?? result;
            }
          } catch (error) {
            state.onError(error);
          }
          applyOutcome(state, id, result);
        }),
      );
    },
  };
}
