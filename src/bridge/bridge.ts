import {
  BRIDGE_ANSWERS_PATH,
  BRIDGE_EVENTS_PATH,
  BRIDGE_HEARTBEAT_MS,
} from '../core/bridge-wire/contract.js';
import type { ElicitationPolicyRule } from '../core/host/policy.js';
import type { ElicitationQueue, SettledElicitation } from '../core/host/queue.js';
import type { ElicitationParser } from '../core/request/parse-request.js';
import { parseElicitRequest } from '../core/request/parse-request.js';
import type { ElicitationLimits } from '../core/schema/limits.js';
import type { ExperimentalDrafts } from '../core/wire/experimental.js';
import { cancelResult } from '../core/wire/results.js';
import { type AnswerInput, answerRequest } from './answer-route.js';
import { serveEventStream } from './events-route.js';
import { readCapped, refusal, refuse, toResponse } from './http-replies.js';
import { createMemoryBridgeStore } from './memory-store.js';
import { NATIVE_ANSWER, type NativeAnswer } from './native-answer.js';
import { createParsedRequests } from './parsed-requests.js';
import { checkTrustedProxy, requestOrigin, type TrustedProxy } from './request-origin.js';
import type { BridgeOutcome, BridgeRequestRecord, BridgeStore } from './store.js';
import { BridgeStoreUnavailableError, guardStore } from './store-guard.js';
import {
  type CallContext,
  continueCall,
  type SuspendCallInput,
  type SuspendedCallOptions,
  suspendCall,
} from './suspended-call.js';
import {
  applyOutcome,
  type BridgeRefusal,
  createUserQueue,
  type InstanceState,
  raiseAgain,
} from './user-queue.js';
import { createUserStreams } from './user-streams.js';

/** Options of {@link createElicitationBridge}. */
export interface ElicitationBridgeOptions extends SuspendedCallOptions {
  /**
   * The signed-in user of a browser request (from your session cookie or token), or `null`/`undefined` for none
   * (401). Requests and answers are kept per user id; nobody sees or answers another user's. Read it from the
   * headers (cookies, `Authorization`), never the body: through `toNodeListener` an answer POST reaches it as a
   * `Request` with its URL, method and headers but no body (the route reads the body itself).
   */
  authorize: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
  /** Where the routes live: `'/api/elicitation'` serves `/api/elicitation/events`. Default `''`. */
  basePath?: string;
  /** The shared truth of every instance. Default: a new {@link createMemoryBridgeStore} (one process). */
  store?: BridgeStore;
  /** How long a request waits for the person before the server gets `cancel` (reason `expired`). Default 10 min. */
  ttlMs?: number;
  /** Pending requests one user may have; past it a new one is answered `cancel` at once and `onRefused` told. */
  maxPendingPerUser?: number;
  /** Hears each request refused by `maxPendingPerUser`. */
  onRefused?: (refusal: BridgeRefusal) => void;
  /**
   * Origins besides the request's own (its `Host` header's) allowed to post answers: the public origin behind a
   * proxy that rewrites `Host` and sets no forwarded headers, or a page served from another origin.
   */
  allowedOrigins?: readonly string[];
  /**
   * The reverse proxy in front of this server, by the headers it sets on every request: the answer route then
   * takes the request's own origin from `X-Forwarded-Host`/`X-Forwarded-Proto` or `Forwarded`. Never read
   * without this: any client can send those headers. Default: none (the `Host` header's origin).
   *
   * @example
   * createElicitationBridge({ authorize, trustedProxy: { headers: 'x-forwarded' } });
   */
  trustedProxy?: TrustedProxy;
  /** Largest answer body read, in bytes; past it 413. Default 256 kB. */
  maxBodyBytes?: number;
  /** How often an open stream gets a comment line. Default (and most) 15 s. */
  heartbeatMs?: number;
  /** How often this instance renews its lease and settles expired or orphaned requests. Default 1 s. */
  sweepIntervalMs?: number;
  /** How long this instance counts as alive after each renewal; past it others settle its requests. Default 5 s. */
  leaseMs?: number;
  /** Checks each request, as the core queue's `parse` (e.g. `parseFormRequest` for a form-only host). */
  parse?: ElicitationParser;
  /** Limits passed to the parser. */
  limits?: Partial<ElicitationLimits>;
  /**
   * The protocol drafts passed to the parser (see `ExperimentalDrafts`): the page's remote queue and views should
   * speak the same, or the bridge judges answers by another reading of the schema (its `422`).
   */
  experimental?: ExperimentalDrafts;
  /** Hears store failures (the request concerned is answered `cancel`). Default `console.error`. */
  onError?: (error: unknown) => void;
  /**
   * The host's policy, as the core queue's (`ElicitationQueueOptions.policy`): asked in each user's queue before the
   * request reaches the store, so a request it answers never reaches a page.
   */
  policy?: readonly ElicitationPolicyRule[];
  /** Hears how each request of each user ended, with its receipt (`ElicitationQueueOptions.onSettled`). */
  onSettled?: (settled: SettledElicitation, userId: string) => void;
  /**
   * Longest wait for one store operation; past it the route answers `503` (with `Retry-After`) and a waiting
   * request keeps its own deadline. Default 5 s.
   */
  storeTimeoutMs?: number;
}

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

const DEFAULT_TTL_MS = 600_000;
const DEFAULT_MAX_BODY = 256 * 1024;
/** What a 503 tells the page: try again in this many seconds. */
const RETRY_AFTER_S = '2';

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
  const {
    authorize,
    store: givenStore = createMemoryBridgeStore(),
    ttlMs = DEFAULT_TTL_MS,
    maxPendingPerUser,
    onRefused,
    allowedOrigins = [],
    maxBodyBytes = DEFAULT_MAX_BODY,
    heartbeatMs = BRIDGE_HEARTBEAT_MS,
    sweepIntervalMs = 1000,
    leaseMs = 5000,
    parse: given,
    limits,
    experimental,
    onError = (error: unknown) => console.error(error),
    storeTimeoutMs = 5000,
  } = options;
  if (typeof authorize !== 'function')
    throw new TypeError('createElicitationBridge: authorize must be a function');
  const trustedProxy = checkTrustedProxy(options.trustedProxy);
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  // Every parse of this bridge (the user's queue, the answer route, a resumed call) speaks the same drafts.
  const parse: ElicitationParser | undefined = experimental
    ? (params, parseOptions) => (given ?? parseElicitRequest)(params, { ...parseOptions, experimental })
    : given;
  for (const [name, value] of Object.entries({
    ttlMs,
    maxBodyBytes,
    heartbeatMs,
    sweepIntervalMs,
    leaseMs,
    storeTimeoutMs,
  })) {
    if (!(Number.isFinite(value) && value > 0)) {
      throw new RangeError(`createElicitationBridge: ${name} must be a positive number, not ${value}`);
    }
  }
  if (heartbeatMs > BRIDGE_HEARTBEAT_MS) {
    throw new RangeError(`createElicitationBridge: heartbeatMs must be at most ${BRIDGE_HEARTBEAT_MS}`);
  }
  if (maxPendingPerUser !== undefined && !(Number.isInteger(maxPendingPerUser) && maxPendingPerUser > 0)) {
    throw new RangeError(`createElicitationBridge: maxPendingPerUser must be a whole number > 0`);
  }

  const store = guardStore(givenStore, storeTimeoutMs);
  const instance = crypto.randomUUID();
  const closing = new AbortController();
  let closed = false;
  let unsubscribe: (() => Promise<void>) | undefined;
  /** This instance's open streams by user: the one store subscription below hands each its user's events. */
  const streams = createUserStreams();
  /** The checked request of each pending id raised or parsed here: an answer is judged without parsing again. */
  const parsed = createParsedRequests();

  const callContext: CallContext = {
    store,
    ttlMs,
    parse: parse ?? parseElicitRequest,
    limits,
    onError,
    ...(options.resume ? { resume: options.resume } : {}),
    ...(options.onResumed ? { onResumed: options.onResumed } : {}),
    ...(options.maxResumeRounds !== undefined ? { maxResumeRounds: options.maxResumeRounds } : {}),
  };

  /**
   * After a settle this instance won: the holder answers its server (here directly, elsewhere by message); a
   * suspended call whose last answer this was is completed here.
   */
  const settledHere = (record: BridgeRequestRecord) => {
    if (record.settled && record.instance === instance) applyOutcome(state, record.id, record.settled.result);
    if (record.call) continueCall(callContext, record.call.id).catch(onError);
  };

  /** Store failures of the background work, said once per outage rather than every second. */
  let failing = false;
  /** Until when lapsed leases are not taken for lost instances (the store just came back). */
  let graceUntil = 0;
  const backgroundFailed = (error: unknown) => {
    if (failing) return;
    failing = true;
    onError(error);
  };

  let reconciling = false;
  let reconcileAgain = false;
  let reconciledAt = 0;
  /**
   * The store is the truth, messages only wake: reads the outcome of every request this instance holds and
   * gives the held call any it missed (a message lost while a connection was down). Once each: `applyOutcome`
   * answers only what is still held. A request the store no longer knows (it restarted empty) is written to it
   * again, so the person can still answer it; its own deadline still ends it.
   */
  const reconcile = async (): Promise<void> => {
    if (reconciling) {
      reconcileAgain = true;
      return;
    }
    reconciling = true;
    try {
      do {
        reconcileAgain = false;
        reconciledAt = Date.now();
        await Promise.all(
          [...state.held].map(async ([id, held]) => {
            if (!held.stored) return;
            const outcome: BridgeOutcome | null | undefined = store.readOutcome
              ? await store.readOutcome(held.userId, id)
              : await store
                  .get(held.userId, id)
                  .then((record) => (record ? (record.settled ?? null) : undefined));
            if (outcome) applyOutcome(state, id, outcome.result);
            else if (outcome === undefined) await raiseAgain(state, id);
          }),
        );
      } while (reconcileAgain && !closed);
    } finally {
      reconciling = false;
    }
  };

  let ready: Promise<void> | undefined;
  /** Holds the lease and listens to the store; tried again after a failure (the store was down at start). */
  const whenReady = (): Promise<void> => {
    if (ready) return ready;
    const attempt = (async () => {
      await store.renewLease(instance, leaseMs);
      unsubscribe ??= await store.subscribe(
        (message) => {
          if (message.event === 'pending' && streams.has(message.userId)) {
            // Pushed to this user's page here: its answer comes here, judged without reading the store.
            parsed.rememberParams(
              message.data.id,
              message.userId,
              message.data.params,
              message.data.expiresAt,
            );
          } else if (message.event === 'settled') {
            parsed.forget(message.data.id);
            if (message.instance === instance && message.result)
              applyOutcome(state, message.data.id, message.result);
          }
          streams.dispatch(message);
        },
        // A connection to the store dropped or came back: what was published meanwhile is lost.
        () => {
          graceUntil = Date.now() + leaseMs;
          void reconcile().catch(backgroundFailed);
          streams.gap();
        },
        // A store that can (Redis) sends this instance only the users it watches: streams and requests held here.
        { watchedOnly: true },
      );
    })();
    ready = attempt;
    attempt.catch(() => {
      if (ready === attempt) ready = undefined;
    });
    return attempt;
  };
  whenReady().catch(onError);

  const state: InstanceState = {
    store,
    instance,
    ttlMs,
    maxPendingPerUser,
    parse,
    limits,
    parsed,
    onRefused,
    onError,
    policy: options.policy,
    onSettled: options.onSettled,
    ready: whenReady,
    held: new Map(),
    isClosed: () => closed,
    idle(userId, queue) {
      if (queues.get(userId) !== queue) return;
      queues.delete(userId);
      idleQueues.set(userId, new WeakRef(queue));
      forgetIdle.register(queue, userId, queue);
    },
    busy(userId, queue) {
      if (queues.get(userId) === queue) return;
      queues.set(userId, queue);
      if (idleQueues.get(userId)?.deref() === queue) {
        idleQueues.delete(userId);
        forgetIdle.unregister(queue);
      }
    },
  };

  const sweep = async () => {
    const now = Date.now();
    await whenReady();
    await store.renewLease(instance, leaseMs);
    for (const record of await store.due(now)) {
      const expired = record.expiresAt <= now;
      // Just after the store came back, every lease may have lapsed during the outage: give the others one lease
      // period to renew theirs before taking their requests for a lost instance's.
      if (!expired && now < graceUntil) continue;
      const reason = expired ? 'expired' : 'shutdown';
      const answer = await store.settle(record.userId, record.id, { result: cancelResult(), reason });
      if (answer?.won) settledHere(answer.record);
    }
    // The bounded schedule of the reconcile: once a lease period, however quiet the connections look.
    if (now - reconciledAt >= leaseMs) await reconcile();
    if (failing) graceUntil = Date.now() + leaseMs;
    failing = false;
  };
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep()
      .catch(backgroundFailed)
      .finally(() => {
        sweeping = false;
      });
  }, sweepIntervalMs);
  (sweeper as { unref?: () => void }).unref?.();

  /** Users' queues holding something (a request, a declined source). */
  const queues = new Map<string, ElicitationQueue>();
  /**
   * Queues holding nothing: kept only while the host holds them (so `forUser` keeps answering the same object),
   * gone with the host's last reference — nothing stays for a user who left.
   */
  const idleQueues = new Map<string, WeakRef<ElicitationQueue>>();
  const forgetIdle = new FinalizationRegistry<string>((userId) => {
    if (idleQueues.get(userId)?.deref() === undefined) idleQueues.delete(userId);
  });
  const answerContext = {
    store,
    allowedOrigins,
    maxBodyBytes,
    parse: parse ?? parseElicitRequest,
    limits,
    parsed,
    settled: settledHere,
  };

  /** The route of a path: the event stream, an answer (its id decoded), or none (404). */
  const routeOf = (path: string): { readonly answerId?: string } | undefined => {
    if (!path.startsWith(basePath)) return undefined;
    const route = path.slice(basePath.length);
    if (route === BRIDGE_EVENTS_PATH) return {};
    const answerId = route.startsWith(BRIDGE_ANSWERS_PATH)
      ? route.slice(BRIDGE_ANSWERS_PATH.length)
      : undefined;
    if (answerId === undefined || answerId === '' || answerId.includes('/')) return undefined;
    return { answerId: decodeId(answerId) };
  };

  /** The route's reply, or a 503 when the store did not answer in time. */
  const unlessUnavailable = async <T>(serve: () => Promise<T>, unavailable: () => T): Promise<T> => {
    try {
      return await serve();
    } catch (error) {
      if (!(error instanceof BridgeStoreUnavailableError)) throw error;
      // Never a crash, never a 200 for what the store did not take: the page tries again later.
      onError(error);
      return unavailable();
    }
  };
  const unavailable = () => refusal(503, 'unavailable', { 'retry-after': RETRY_AFTER_S });

  const handle = async (request: Request): Promise<Response> => {
    const route = routeOf(new URL(request.url).pathname);
    if (!route) return refuse(404, 'not-found');
    const method = route.answerId === undefined ? 'GET' : 'POST';
    if (request.method !== method) return refuse(405, 'bad-request', { allow: method });
    const userId = await authorize(request);
    if (typeof userId !== 'string' || userId === '') return refuse(401, 'unauthorized');
    const { answerId } = route;
    if (answerId === undefined) {
      return unlessUnavailable(
        () => serveEvents(request, userId),
        () => toResponse(unavailable()),
      );
    }
    const header = (name: string) => request.headers.get(name);
    const input: AnswerInput = {
      header,
      // The Host header's, not the URL's: Next.js builds the URL from its own host name (localhost).
      origin: requestOrigin(new URL(request.url), header, trustedProxy),
      body: (limit) => readCapped(request, limit),
    };
    return toResponse(
      await unlessUnavailable(() => answerRequest(answerContext, input, userId, answerId), unavailable),
    );
  };

  /** `toNodeListener`'s way in for answers: the same route as `handle`, on Node's own request. */
  const answerNatively: NativeAnswer = (input) => {
    const answerId = routeOf(input.url.pathname)?.answerId;
    if (answerId === undefined) return undefined;
    return (async () => {
      const userId = await authorize(input.request());
      if (typeof userId !== 'string' || userId === '') return refusal(401, 'unauthorized');
      const origin = requestOrigin(input.url, input.header, trustedProxy);
      const answer: AnswerInput = { header: input.header, origin, body: input.body };
      return unlessUnavailable(() => answerRequest(answerContext, answer, userId, answerId), unavailable);
    })();
  };
  Object.defineProperty(handle, NATIVE_ANSWER, { value: answerNatively });

  const serveEvents = async (request: Request, userId: string) => {
    await whenReady();
    const signal = AbortSignal.any([request.signal, closing.signal]);
    const body = await serveEventStream({
      store,
      userId,
      lastEventId: request.headers.get('last-event-id'),
      heartbeatMs,
      signal,
      listen: (listener) => streams.listen(userId, listener),
      ...(store.watchUser
        ? { watch: () => (store.watchUser as (user: string) => Promise<() => void>)(userId) }
        : {}),
    });
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-content-type-options': 'nosniff',
        // nginx and similar proxies would otherwise hold events back.
        'x-accel-buffering': 'no',
      },
    });
  };

  return {
    handle,
    forUser(userId) {
      if (typeof userId !== 'string' || userId === '') {
        throw new TypeError('forUser: userId must be a non-empty string (the id authorize returns)');
      }
      let queue = queues.get(userId) ?? idleQueues.get(userId)?.deref();
      if (!queue) {
        queue = createUserQueue(state, userId);
        // Held weakly until it holds something: `present` makes it busy.
        idleQueues.set(userId, new WeakRef(queue));
        forgetIdle.register(queue, userId, queue);
      }
      return queue;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweeper);
      await whenReady().catch(() => undefined);
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
            onError(error);
          }
          applyOutcome(state, id, result);
        }),
      );
      // Only now: the open streams first carry the `settled` (shutdown) events, so the pages lock their forms.
      closing.abort();
      await unsubscribe?.();
    },
    suspend: (input) => suspendCall(callContext, input),
    ttlMs,
    instance,
  };
}

/** The `{id}` of the path, decoded; a malformed escape yields an id that matches nothing. */
function decodeId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}
