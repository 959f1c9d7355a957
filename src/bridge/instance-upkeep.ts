// What keeps one bridge instance in step with the store: its lease, its one subscription (each message routed to
// the streams and the held call it concerns), and the sweep that settles expired and orphaned requests.
import { cancelResult } from '../core/wire/results.js';
import type { HeldRequests } from './held-requests.js';
import type { ParsedRequests } from './parsed-requests.js';
import type { BridgeRequestRecord, BridgeStore, BridgeStoreMessage } from './store.js';
import { applyOutcome, type InstanceState } from './user-queue.js';
import type { UserStreams } from './user-streams.js';

/** What the upkeep works with. */
export interface UpkeepContext {
  /** The guarded store. */
  readonly store: BridgeStore;
  readonly instance: string;
  readonly leaseMs: number;
  readonly sweepIntervalMs: number;
  readonly streams: UserStreams;
  readonly parsed: ParsedRequests;
  readonly state: InstanceState;
  readonly held: HeldRequests;
  /** After a settle this instance won (the sweep's here). */
  readonly settledHere: (record: BridgeRequestRecord) => void;
  readonly onError: (error: unknown) => void;
}

/** The instance's background work. */
export interface InstanceUpkeep {
  /** Resolves once this instance holds its lease and listens to the store (tried again after a failure). */
  ready(): Promise<void>;
  /**
   * Resolves once the lease is surely held: at once when it was renewed less than half a lease ago, else after a
   * renewal. Awaited before a request is written: a process that was stopped or stalled past its lease (the others
   * took it for lost) must not write a request the others' sweep would settle as a lost instance's.
   */
  holdLease(): Promise<void>;
  /** Stops the sweep (closing: the held requests are settled next). */
  stopSweeping(): void;
  /** Stops listening to the store (closed: the streams already carried their last events). */
  unsubscribe(): Promise<void>;
}

/**
 * Starts the lease, the subscription and the sweep of one instance.
 *
 * @example
 * const upkeep = startUpkeep({ store, instance, leaseMs, sweepIntervalMs, streams, parsed, state, held, settledHere, onError });
 * await upkeep.ready(); // streams may open, requests may be written
 */
export function startUpkeep(context: UpkeepContext): InstanceUpkeep {
  const { store, instance, leaseMs, streams, parsed, state, held, onError } = context;
  let stopped = false;
  let unsubscribe: (() => Promise<void>) | undefined;
  /** Store failures of the background work, said once per outage rather than every second. */
  let failing = false;
  /** Until when lapsed leases are not taken for lost instances (the store just came back). */
  let graceUntil = 0;
  const backgroundFailed = (error: unknown) => {
    if (failing) return;
    failing = true;
    onError(error);
  };

  const onMessage = (message: BridgeStoreMessage) => {
    if (message.event === 'pending') {
      // Pushed to this user's page here: its answer comes here, judged without reading the store.
      if (streams.has(message.userId))
        parsed.rememberParams(message.data.id, message.userId, message.data.params, message.data.expiresAt);
    } else {
      parsed.forget(message.data.id);
      // Once: the settle's own reply may have brought it first.
      if (message.instance === instance && message.result && !state.held.get(message.data.id)?.fromStore)
        applyOutcome(state, message.data.id, message.result);
    }
    streams.dispatch(message);
  };
  // A connection to the store dropped or came back: what was published meanwhile is lost.
  const onGap = () => {
    graceUntil = Date.now() + leaseMs;
    void held.reconcile().catch(backgroundFailed);
    streams.gap();
  };

  /** When the last renewal that succeeded was sent (monotonic: a clock set back does not make a lease look fresh). */
  let renewedAt = Number.NEGATIVE_INFINITY;
  const renew = async () => {
    const sentAt = performance.now();
    await store.renewLease(instance, leaseMs);
    renewedAt = Math.max(renewedAt, sentAt);
  };
  let renewing: Promise<void> | undefined;
  const holdLease = (): Promise<void> => {
    if (performance.now() - renewedAt < leaseMs / 2) return Promise.resolve();
    renewing ??= renew().finally(() => {
      renewing = undefined;
    });
    return renewing;
  };

  let ready: Promise<void> | undefined;
  const whenReady = (): Promise<void> => {
    if (ready) return ready;
    const attempt = (async () => {
      await renew();
      // A store that can (Redis) sends this instance only the users it watches: streams and requests held here.
      unsubscribe ??= await store.subscribe(onMessage, onGap, { watchedOnly: true });
    })();
    ready = attempt;
    attempt.catch(() => {
      if (ready === attempt) ready = undefined;
    });
    return attempt;
  };
  whenReady().catch(onError);

  const sweep = async () => {
    const now = Date.now();
    await whenReady();
    await renew();
    for (const record of await store.due(now)) {
      const expired = record.expiresAt <= now;
      // Just after the store came back, every lease may have lapsed during the outage: give the others one lease
      // period to renew theirs before taking their requests for a lost instance's.
      if (!expired && now < graceUntil) continue;
      const reason = expired ? 'expired' : 'shutdown';
      const answer = await store.settle(record.userId, record.id, { result: cancelResult(), reason });
      if (answer?.won) context.settledHere(answer.record);
    }
    // The bounded schedule of the reconcile: once a lease period, however quiet the connections look.
    if (now - held.reconciledAt >= leaseMs) await held.reconcile();
    if (failing) graceUntil = Date.now() + leaseMs;
    failing = false;
  };
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping || stopped) return;
    sweeping = true;
    sweep()
      .catch(backgroundFailed)
      .finally(() => {
        sweeping = false;
      });
  }, context.sweepIntervalMs);
  (sweeper as { unref?: () => void }).unref?.();

  return {
    ready: whenReady,
    holdLease,
    stopSweeping() {
      stopped = true;
      clearInterval(sweeper);
    },
    async unsubscribe() {
      await unsubscribe?.();
    },
  };
}
