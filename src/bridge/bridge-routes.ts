// The bridge's HTTP face: which path is which route, who is asking (`authorize`), and the 503 when the store does
// not answer. `handle` serves web `Request`s; the same answer route serves Node's own objects (`toNodeListener`).
import { BRIDGE_ANSWERS_PATH, BRIDGE_EVENTS_PATH } from '../core/bridge-wire/contract.js';
import { type AnswerInput, type AnswerRouteContext, answerRequest } from './answer-route.js';
import type { BridgeSettings } from './bridge-options.js';
import { openEventStream, serveEventStream } from './events-route.js';
import { type JsonReply, readCapped, refusal, refuse, toResponse } from './http-replies.js';
import {
  NATIVE_ANSWER,
  NATIVE_EVENTS,
  type NativeAnswer,
  type NativeEvents,
  type NativeEventsReply,
} from './native-routes.js';
import { requestOrigin } from './request-origin.js';
import type { BridgeStore } from './store.js';
import { BridgeStoreUnavailableError } from './store-guard.js';
import type { StreamListener, UserStreams } from './user-streams.js';

/** What the routes need from the bridge. */
export interface RoutesContext {
  readonly settings: BridgeSettings;
  /** The guarded store. */
  readonly store: BridgeStore;
  readonly answers: AnswerRouteContext;
  readonly streams: UserStreams;
  /** Resolves once the instance listens to the store (a stream opened before would miss events). */
  readonly ready: () => Promise<void>;
  /** Aborted when the bridge closes: every open stream ends. */
  readonly closing: AbortSignal;
}

/** What a 503 tells the page: try again in this many seconds. */
const RETRY_AFTER_S = '2';
const unavailable = () => refusal(503, 'unavailable', { 'retry-after': RETRY_AFTER_S });

const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  'x-content-type-options': 'nosniff',
  // nginx and similar proxies would otherwise hold events back.
  'x-accel-buffering': 'no',
};

/** The route's reply, or a 503 when the store did not answer in time. */
async function unlessUnavailable<T>(
  onError: (error: unknown) => void,
  serve: () => Promise<T>,
  otherwise: () => T,
): Promise<T> {
  try {
    return await serve();
  } catch (error) {
    if (!(error instanceof BridgeStoreUnavailableError)) throw error;
    // Never a crash, never a 200 for what the store did not take: the page tries again later.
    onError(error);
    return otherwise();
  }
}

/**
 * The bridge's `handle`: `GET {base}/events` and `POST {base}/answers/{id}`; anything else 404 (405 for a wrong
 * method). It carries the answer route for Node's request objects under {@link NATIVE_ANSWER}.
 *
 * @example
 * const handle = createBridgeHandle({ settings, store, answers, streams, ready, closing: closing.signal });
 * export const GET = handle;
 */
export function createBridgeHandle(context: RoutesContext): (request: Request) => Promise<Response> {
  const { settings, store, answers, streams, closing } = context;
  const { authorize, basePath, heartbeatMs, onError, trustedProxy } = settings;

  const eventsPath = `${basePath}${BRIDGE_EVENTS_PATH}`;
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

  const answer = (input: AnswerInput, userId: string, answerId: string): Promise<JsonReply> =>
    unlessUnavailable(onError, () => answerRequest(answers, input, userId, answerId), unavailable);

  const watchUser = store.watchUser?.bind(store);
  /** The stream's options for `userId`, once this instance listens to the store. */
  const streamOptions = async (userId: string, lastEventId: string | null, gone: AbortSignal) => {
    await context.ready();
    return {
      store,
      userId,
      lastEventId,
      heartbeatMs,
      signal: AbortSignal.any([gone, closing]),
      listen: (listener: StreamListener) => streams.listen(userId, listener),
      ...(watchUser ? { watch: () => watchUser(userId) } : {}),
    };
  };

  const serveEvents = async (request: Request, userId: string) => {
    const options = await streamOptions(userId, request.headers.get('last-event-id'), request.signal);
    const body = await serveEventStream(options);
    return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const route = routeOf(url.pathname);
    if (!route) return refuse(404, 'not-found');
    const method = route.answerId === undefined ? 'GET' : 'POST';
    if (request.method !== method) return refuse(405, 'bad-request', { allow: method });
    const userId = await authorize(request);
    if (typeof userId !== 'string' || userId === '') return refuse(401, 'unauthorized');
    const { answerId } = route;
    if (answerId === undefined) {
      return unlessUnavailable(
        onError,
        () => serveEvents(request, userId),
        () => toResponse(unavailable()),
      );
    }
    const header = (name: string) => request.headers.get(name);
    const input: AnswerInput = {
      header,
      // The Host header's, not the URL's: Next.js builds the URL from its own host name (localhost).
      origin: requestOrigin(url, header, trustedProxy),
      body: (limit) => readCapped(request, limit),
    };
    return toResponse(await answer(input, userId, answerId));
  };

  /** `toNodeListener`'s way in for answers: the same route as `handle`, on Node's own request. */
  const answerNatively: NativeAnswer = (input) => {
    const answerId = routeOf(input.url.pathname)?.answerId;
    if (answerId === undefined) return undefined;
    return (async () => {
      const userId = await authorize(input.request());
      if (typeof userId !== 'string' || userId === '') return refusal(401, 'unauthorized');
      const origin = requestOrigin(input.url, input.header, trustedProxy);
      return answer({ header: input.header, origin, body: input.body }, userId, answerId);
    })();
  };
  Object.defineProperty(handle, NATIVE_ANSWER, { value: answerNatively });

  /** `toNodeListener`'s way in for the event stream: the same route, its text written to Node's response. */
  const streamNatively: NativeEvents = (input) => {
    if (routeOf(input.url.pathname)?.answerId !== undefined || input.url.pathname !== eventsPath)
      return undefined;
    return (async () => {
      const userId = await authorize(input.request());
      if (typeof userId !== 'string' || userId === '')
        return { kind: 'reply', reply: refusal(401, 'unauthorized') };
      return unlessUnavailable<NativeEventsReply>(
        onError,
        async () => {
          const options = await streamOptions(userId, input.header('last-event-id'), input.signal);
          return { kind: 'stream', headers: EVENT_STREAM_HEADERS, start: await openEventStream(options) };
        },
        () => ({ kind: 'reply', reply: unavailable() }),
      );
    })();
  };
  Object.defineProperty(handle, NATIVE_EVENTS, { value: streamNatively });
  return handle;
}

/** The `{id}` of the path, decoded; a malformed escape yields an id that matches nothing. */
function decodeId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}
