import type { BridgeSettledReason } from '../core/bridge-wire/contract.js';
import { controlsOf } from '../core/flow/flow-controls.js';
import { createElicitationQueue } from '../core/host/create-queue.js';
import type { ElicitationPolicyRule } from '../core/host/policy.js';
import type { ElicitationQueue, PendingElicitation, SettledElicitation } from '../core/host/queue.js';
import type { ElicitationParser } from '../core/request/parse-request.js';
import type { ServerIdentity } from '../core/safety/server-identity.js';
import type { ElicitationLimits } from '../core/schema/limits.js';
import type { ElicitResult } from '../core/wire/protocol.js';
import { cancelResult } from '../core/wire/results.js';
import type { ParsedRequests } from './parsed-requests.js';
import type { BridgeOutcome, BridgeStore, NewBridgeRequest } from './store.js';

/**
 * What the host's `onRefused` hears: a request answered `cancel` at once because the user had too many.
 * @inline
 */
export interface BridgeRefusal {
  readonly userId: string;
  readonly reason: 'too-many-pending';
  readonly server: ServerIdentity;
  /** The `elicitation/create` params that were refused. */
  readonly params: unknown;
}

/** A request of this instance whose `present()` promise waits. */
interface Held {
  readonly entry: PendingElicitation;
  /** What was written to the store: written again, same id and deadline, if the store loses it. */
  readonly request: NewBridgeRequest;
  /** Why the host settled it here (bulk), when it did. */
  reason?: BridgeSettledReason;
  /** The store settled it (an answer, the TTL, shutdown): nothing to write back. */
  fromStore: boolean;
  /** Whether the store took it; settles wait for this. */
  added: Promise<boolean>;
  /** The store took it (`added` resolved true): reconciling may read it. */
  stored: boolean;
  /** What this instance settles it with, once answered here: written again if it was raised again meanwhile. */
  final?: BridgeOutcome;
}

/** One bridge instance's shared state, as every user's queue sees it. */
export interface InstanceState {
  readonly store: BridgeStore;
  readonly instance: string;
  readonly ttlMs: number;
  readonly maxPendingPerUser: number | undefined;
  /** Always given: the core queue's default parse would load the URL analysis, which the bridge never shows. */
  readonly parse: ElicitationParser;
  readonly limits: Partial<ElicitationLimits> | undefined;
  /** The checked request of each id held here, for the answer route (dropped when it settles). */
  readonly parsed: ParsedRequests;
  readonly onRefused: ((refusal: BridgeRefusal) => void) | undefined;
  readonly onError: (error: unknown) => void;
  /** The host's policy, asked in each user's queue before anything is written to the store. */
  readonly policy?: readonly ElicitationPolicyRule[] | undefined;
  /** Hears how each request ended, with its user (an audit trail on the server). */
  readonly onSettled?: ((settled: SettledElicitation, userId: string) => void) | undefined;
  /** Resolves once this instance listens to the store and holds its lease (tried again after a failure). */
  readonly ready: () => Promise<void>;
  /** Bridge id → the waiting request, across this instance's users. */
  readonly held: Map<string, Held & { readonly userId: string }>;
  readonly isClosed: () => boolean;
  /** A user's queue holds nothing any more (no request, no declined source): the instance may let it go. */
  readonly idle: (userId: string, queue: ElicitationQueue) => void;
  /** A user's queue got a request: the instance holds it again. */
  readonly busy: (userId: string, queue: ElicitationQueue) => void;
}

/**
 * The wire's opaque `source` of each connection object: random, so it says nothing of the server, the instance or
 * the host; weakly held, so a closed connection's id goes with it.
 */
const sourceIds = new WeakMap<object, string>();

function sourceIdOf(source: object): string {
  let id = sourceIds.get(source);
  if (id === undefined) {
    id = crypto.randomUUID();
    sourceIds.set(source, id);
  }
  return id;
}

/**
 * Gives a held request the outcome the store settled (once; later calls do nothing), through its flow without a
 * second check: an answer reached the store only through an answer route's door (the 422), and the other outcomes
 * are a `cancel` (the TTL, shutdown).
 */
export function applyOutcome(state: InstanceState, id: string, result: ElicitResult): void {
  const held = state.held.get(id);
  if (!held) return;
  held.fromStore = true;
  controlsOf(held.entry.flow).settleChecked(result);
}

/**
 * Writes a held request to the store again, same id and deadline, when the store no longer knows it (a Redis
 * restarted empty): the person sees it again and their answer still reaches the waiting call, instead of the call
 * ending `cancel` at its TTL. Nothing when the request is no longer held, already past its deadline, or refused.
 */
export async function raiseAgain(state: InstanceState, id: string): Promise<void> {
  const held = state.held.get(id);
  if (!held || held.request.expiresAt <= Date.now()) return;
  await state.store.add(held.request, limitsOf(state));
  // Answered here while it was being written: that settle found nothing to settle, so it is written now.
  if (held.final) await state.store.settle(held.userId, id, held.final);
}

function limitsOf(state: InstanceState): { maxPending?: number } {
  return state.maxPendingPerUser === undefined ? {} : { maxPending: state.maxPendingPerUser };
}

/**
 * The queue `forUser` returns: the core queue (parsing, sources, declined sources, URL lifecycle) on this
 * instance, with each request written to the store, so any instance shows it and takes its answer.
 */
export function createUserQueue(state: InstanceState, userId: string): ElicitationQueue {
  const { onSettled } = state;
  const local = createElicitationQueue({
    parse: state.parse,
    ...(state.limits ? { limits: state.limits } : {}),
    ...(state.policy ? { policy: state.policy, onPolicyError: state.onError } : {}),
    ...(onSettled ? { onSettled: (settled) => onSettled(settled, userId) } : {}),
  });
  const { store } = state;

  const hold = (entry: PendingElicitation, params: unknown) => {
    const id = crypto.randomUUID();
    // The TTL counts from now, here and in the store alike.
    const raisedAt = Date.now();
    // The host's own deadline (`present`'s `expiresAt`), when sooner than the TTL: the page counts down to it.
    const expiresAt = Math.min(
      raisedAt + state.ttlMs,
      entry.flow.getState().expiresAt ?? Number.POSITIVE_INFINITY,
    );
    const give = (result: ElicitResult) => {
      held.fromStore = true;
      state.held.delete(id);
      controlsOf(entry.flow).settleChecked(result);
    };
    let release: (() => void) | undefined;
    const request: NewBridgeRequest = {
      id,
      userId,
      params,
      server: entry.server,
      ...(entry.origin ? { origin: entry.origin } : {}),
      source: sourceIdOf(entry.source),
      createdAt: raisedAt,
      expiresAt,
      instance: state.instance,
    };
    const held: Held & { userId: string } = {
      userId,
      entry,
      request,
      fromStore: false,
      stored: false,
      added: (async () => {
        await state.ready();
        // The settled message comes on this user's channel: heard here while the request is held.
        release = await store.watchUser?.(userId);
        const record = await store.add(request, limitsOf(state));
        if (record) return true;
        give(cancelResult());
        state.onRefused?.({ userId, reason: 'too-many-pending', server: entry.server, params });
        return false;
      })().catch((error: unknown) => {
        // The store is unreachable: the server hears `cancel` rather than waiting for a page that cannot see it.
        give(cancelResult());
        state.onError(error);
        // An add that was sent and only answered late must not stay answerable: settled after it, if it landed.
        store.settle(userId, id, { result: cancelResult(), reason: 'shutdown' }).catch(() => undefined);
        return false;
      }),
    };
    state.held.set(id, held);
    // Parsed once, by the core queue: the answer route judges this request's answers against the same model.
    state.parsed.remember(id, userId, entry.request, expiresAt);
    void held.added.then((stored) => {
      held.stored = stored;
    });
    /**
     * The holder's own deadline: the store's sweep normally settles it first (and this finds it answered), but a
     * store that lost it, was emptied or does not answer cannot leave the call waiting past its TTL.
     */
    const expire = async () => {
      if (!state.held.has(id)) return;
      const early = expiresAt - Date.now();
      if (early > 0) {
        deadline = setTimeout(expire, early);
        return;
      }
      let result = cancelResult();
      try {
        if (held.stored) {
          const answer = await store.settle(userId, id, { result, reason: 'expired' });
          // An answer that won first is the one the server gets.
          result = answer?.record.settled?.result ?? result;
        }
      } catch (error) {
        state.onError(error);
      }
      applyOutcome(state, id, result);
    };
    let deadline = setTimeout(expire, expiresAt - raisedAt);
    void entry.answer.then(async (result) => {
      clearTimeout(deadline);
      state.held.delete(id);
      state.parsed.forget(id);
      void held.added.finally(() => release?.());
      // The last one: a fresh (empty) snapshot, so nothing keeps the answered requests, and the queue may go.
      if (local.size === 0 && local.snapshot().declined.length === 0) state.idle(userId, queue);
      if (held.fromStore) return;
      const reason =
        held.reason ??
        (entry.flow.getState().endedBy === 'expired'
          ? 'expired'
          : entry.signal?.aborted
            ? 'cancelled-by-server'
            : 'cancelled-all');
      held.final = { result, reason };
      if (!(await held.added)) return;
      await store.settle(userId, id, held.final).catch(state.onError);
    });
  };

  /** Marks this user's held requests from `source` (all without one) with why the host settles them. */
  const mark = (source: object | undefined, reason: BridgeSettledReason) => {
    for (const held of state.held.values()) {
      if (held.userId === userId && (source === undefined || held.entry.source === source))
        held.reason = reason;
    }
  };

  const queue: ElicitationQueue = {
    present(params, options) {
      state.busy(userId, queue);
      const before = local.snapshot().pending.at(-1)?.id;
      const answer = local.present(params, options);
      const entry = local.snapshot().pending.at(-1);
      // Answered at once (signal already aborted, source declined, the host's policy): nothing to show anywhere.
      if (!entry || entry.id === before) {
        if (local.size === 0 && local.snapshot().declined.length === 0) state.idle(userId, queue);
        return answer;
      }
      if (state.isClosed()) {
        controlsOf(entry.flow).settleChecked(cancelResult());
        return answer;
      }
      hold(entry, params);
      return answer;
    },
    snapshot: () => local.snapshot(),
    subscribe: (listener) => local.subscribe(listener),
    cancelAll(source) {
      mark(source, 'cancelled-all');
      local.cancelAll(source);
    },
    declineAll(source, options) {
      // A declined source is state to keep: held strongly from now.
      state.busy(userId, queue);
      mark(source, 'declined-all');
      local.declineAll(source, options);
    },
    forget: (source) => local.forget(source),
    isDeclined: (source) => local.isDeclined(source),
    complete: (elicitationId, source) => local.complete(elicitationId, source),
    get size() {
      return local.size;
    },
  };
  return queue;
}
