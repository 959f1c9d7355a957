// `createElicitationBridge`: the server half of the bridge, put together from its parts (the options, the users'
// queues, the requests held here, the instance's upkeep, the routes).
import type { ElicitationQueue } from '../core/host/queue.js';
import type { AnswerRouteContext } from './answer-route.js';
import { type ElicitationBridgeOptions, readBridgeOptions } from './bridge-options.js';
import { createBridgeHandle } from './bridge-routes.js';
import { createHeldRequests } from './held-requests.js';
import { startUpkeep } from './instance-upkeep.js';
import { createParsedRequests } from './parsed-requests.js';
import type { BridgeRequestRecord } from './store.js';
import { guardStore } from './store-guard.js';
import { type CallContext, continueCall, type SuspendCallInput, suspendCall } from './suspended-call.js';
import { createTurns } from './turns.js';
import { applyOutcome, createUserQueue, type InstanceState } from './user-queue.js';
import { createUserQueues } from './user-queues.js';
import { createUserStreams } from './user-streams.js';

/** New requests written to the store per turn of the event loop (the rest wait for the next turns). */
const REQUESTS_PER_TURN = 64;

/** What {@link createElicitationBridge} returns. */
export interface ElicitationBridge {
  /** Serves `GET {base}/events` and `POST {base}/answers/{id}`; anything else 404 (405 for a wrong method). */
  handle(request: Request): Promise<Response>;
  /** The queue of one user: hand it to `attachElicitationHandler`, `createElicitationHandler` or your loop. */
  forUser(userId: string): ElicitationQueue;
  /** Answers every request this instance waits for `cancel` (reason `shutdown`), ends its streams, stops. */
  close(): Promise<void>;
  /**
   * 2026-07-28, with no live connection to wait on: keeps a call that answered `input_required` (method, params,
   * `requestState`, your `context`) in the store and shows its elicitations to `userId`. When the last one is
   * answered, on any instance, that instance calls your `resume` with `inputResponses` and the echoed
   * `requestState`, loops while the server asks again, and gives the final result to `onResumed`. An elicitation
   * cancelled or expired is sent as `cancel`. Resolves with the call's id once stored.
   *
   * @example
   * const bridge = createElicitationBridge({
   *   authorize,
   *   store: createRedisBridgeStore(redis),
   *   resume: async ({ method, params, context }) => (await connectTo(context.server)).request({ method, params }),
   *   onResumed: ({ context, result }) => appendToChat(context.chatId, result),
   * });
   * const result = await client.callTool(params, { allowInputRequired: true });
   * if (result.resultType === 'input_required') await bridge.suspend({ userId, params, result, server, context: { server: 'github', chatId } });
   */
  suspend(input: SuspendCallInput): Promise<{ readonly id: string }>;
  /** The TTL in use, for {@link bridgeRequestOptions}. */
  readonly ttlMs: number;
  /** This instance's id in the store. */
  readonly instance: string;
}

/**
 * The server half of the bridge: the MCP client runs on your server, the person answers in the browser. Each
 * `elicitation/create` given to `forUser(id).present` is stored and pushed to that user's page over SSE; the
 * first answer posted back settles it, on any instance sharing the store.
 *
 * @example
 * // lib/elicitation.ts
 * export const bridge = createElicitationBridge({
 *   basePath: '/api/elicitation',
 *   authorize: async (request) => (await getSession(request))?.userId,
 * });
 * // app/api/elicitation/[...path]/route.ts (Next.js)
 * export const GET = bridge.handle;
 * export const POST = bridge.handle;
 *
 * // where the MCP client connects, for the signed-in user:
 * attachElicitationHandler(client, bridge.forUser(userId));
 * await client.callTool({ name: 'deploy' }, undefined, bridgeRequestOptions(bridge));
 */
export function createElicitationBridge(options: ElicitationBridgeOptions): ElicitationBridge {
  const settings = readBridgeOptions(options);
  const { ttlMs, limits, onError } = settings;
  const store = guardStore(settings.store, settings.storeTimeoutMs);
  const instance = crypto.randomUUID();
  const closing = new AbortController();
  let closed = false;
  /** This instance's open streams by user: the one store subscription hands each its user's events. */
  const streams = createUserStreams();
  /** The checked request of each pending id raised or parsed here: an answer is judged without parsing again. */
  const parsed = createParsedRequests();
  const queues = createUserQueues();
  const turns = createTurns(REQUESTS_PER_TURN);

  const callContext: CallContext = {
    store,
    ttlMs,
    parse: settings.parse,
    limits,
    onError,
    ...(settings.experimental ? { experimental: settings.experimental } : {}),
    ...(options.resume ? { resume: options.resume } : {}),
    ...(options.onResumed ? { onResumed: options.onResumed } : {}),
    ...(options.maxResumeRounds !== undefined ? { maxResumeRounds: options.maxResumeRounds } : {}),
  };

  const state: InstanceState = {
    store,
    instance,
    ttlMs,
    maxPendingPerUser: settings.maxPendingPerUser,
    parse: settings.parse,
    limits,
    parsed,
    onRefused: settings.onRefused,
    onError,
    policy: settings.policy,
    onSettled: settings.onSettled,
    // Each new request is written once the instance listens, and in its turn (a burst is spread over the loop), and
    // while its lease surely holds.
    ready: async () => {
      await upkeep.ready();
      await turns.take();
      await upkeep.holdLease();
    },
    held: new Map(),
    isClosed: () => closed,
    idle: queues.idle,
    busy: queues.busy,
  };
  const held = createHeldRequests(state);

  /**
   * After a settle this instance won: the holder answers its server (here directly, elsewhere by message); a
   * suspended call whose last answer this was is completed here.
   */
  const settledHere = (record: BridgeRequestRecord) => {
    // Once: the store's message may have brought it first (then the held call has its answer already).
    if (record.settled && record.instance === instance && !state.held.get(record.id)?.fromStore)
      applyOutcome(state, record.id, record.settled.result);
    if (record.call) continueCall(callContext, record.call.id).catch(onError);
  };

  const upkeep = startUpkeep({
    store,
    instance,
    leaseMs: settings.leaseMs,
    sweepIntervalMs: settings.sweepIntervalMs,
    streams,
    parsed,
    state,
    held,
    settledHere,
    onError,
  });

  const answers: AnswerRouteContext = {
    store,
    allowedOrigins: settings.allowedOrigins,
    maxBodyBytes: settings.maxBodyBytes,
    parse: settings.parse,
    limits,
    parsed,
    settled: settledHere,
  };
  const handle = createBridgeHandle({
    settings,
    store,
    answers,
    streams,
    ready: upkeep.ready,
    closing: closing.signal,
  });

  return {
    handle,
    forUser(userId) {
      if (typeof userId !== 'string' || userId === '') {
        throw new TypeError('forUser: userId must be a non-empty string (the id authorize returns)');
      }
      // Held weakly until it holds something: `present` makes it busy.
      return queues.forUser(userId, () => createUserQueue(state, userId));
    },
    async close() {
      if (closed) return;
      closed = true;
      upkeep.stopSweeping();
      await upkeep.ready().catch(() => undefined);
      await held.settleAll();
      // Only now: the open streams first carry the `settled` (shutdown) events, so the pages lock their forms.
      closing.abort();
      await upkeep.unsubscribe();
    },
    suspend: (input) => suspendCall(callContext, input),
    ttlMs,
    instance,
  };
}
