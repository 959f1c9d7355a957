import type { ElicitationOrigin } from '../request/origin.js';
import { toServerIdentity } from '../safety/server-identity.js';
import { denialsOf, type ExperimentalDrafts } from '../wire/experimental.js';
import { isJsonObject, own } from '../wire/json.js';
import {
  ELICITATION_COMPLETE_METHOD,
  ELICITATION_CREATE_METHOD,
  type ElicitResult,
  METHOD_NOT_FOUND,
} from '../wire/protocol.js';
import { createElicitationCompleteHandler } from './elicitation-complete.js';
import {
  createRoutedHandler,
  type ElicitationHandler,
  type ElicitationHandlerContext,
  type ElicitationHandlerOptions,
  type ElicitationHandlerRequest,
} from './mcp-handler.js';
import type { ElicitationQueue, ElicitationSource } from './queue.js';
import { type AcceptLanguageOption, sendAcceptLanguage } from './request-language.js';
import { type InputRequestLookup, routeInputRequests } from './sdk-input-route.js';
import { watchServerCancellations } from './server-cancellation.js';
import { createElicitationTasks, type ElicitationTasks } from './task-augmented-elicitation.js';

/**
 * The parts of an MCP SDK client that {@link attachElicitationHandler} uses. `Client` from
 * `@modelcontextprotocol/client` (v2) and from `@modelcontextprotocol/sdk` (v1) both fit as they are.
 * @inline
 */
export interface ElicitationClient {
  /** Both SDKs call it, unvalidated, for every request method that has no handler of its own. */
  fallbackRequestHandler?: ((request: never, context: never) => Promise<unknown>) | undefined;
  /** Both SDKs call it, unvalidated, for every notification method that has no handler of its own. */
  fallbackNotificationHandler?: ((notification: never) => Promise<void>) | undefined;
  /** Both SDKs: removes a handler registered with `setRequestHandler`. */
  removeRequestHandler?(method: string): void;
  /** The connected server's `serverInfo`; the default for who is asking. */
  getServerVersion?(): object | undefined;
  /** Both SDKs call it when the connection closes. */
  onclose?: (() => void) | undefined;
}

/** What {@link attachElicitationHandler} installed, and how to take it off again. */
export interface ElicitationAttachment {
  /** The source this connection's requests are queued under (`queue.cancelAll(source)`, "Decline all"). */
  readonly source: ElicitationSource;
  /** Takes the handler off again and restores what was there before. */
  detach(): void;
}

/** Options of {@link attachElicitationHandler}: those of `createElicitationHandler`, `server` optional. */
export interface AttachElicitationOptions extends Omit<ElicitationHandlerOptions, 'server'> {
  /**
   * Who is asking. Default: the client's `getServerVersion()` (name, title, version, first icon), read at each
   * request.
   */
  server?: ElicitationHandlerOptions['server'];
  /**
   * 2025-11-25 task-augmented elicitation: an `elicitation/create` with `params.task` is answered at once with a
   * task, its form shown through the queue, and `tasks/get`, `tasks/result`, `tasks/list` and `tasks/cancel` are
   * served (from SDK v1's `taskStore` when the client has one, else by `createElicitationTasks`); a task whose
   * `ttl` runs out, or that the server cancels, locks its form. `true`, or the registry to use. Off by default;
   * declare it as well: `clientCapabilities({ elicitation: modes, elicitationTasks: true })`.
   */
  tasks?: boolean | ElicitationTasks;
  /**
   * SEP-2792: the user's language preference, sent on every request this client makes (`tools/list`,
   * `tools/call`, …) as `params._meta["io.modelcontextprotocol/acceptLanguage"]` and, over Streamable HTTP
   * (SDK v2), as the `Accept-Language` header with the same value, so a server that follows SEP-2792 writes
   * its titles and elicitation messages in it. An `Accept-Language` value (`'ar'`, `'fr-CA,fr;q=0.9'`), the
   * host's locales in order (`navigator.languages`, weighted for you), or a function read at each request
   * (the host's current locale). A request that sets its own value keeps it. A malformed value throws an
   * `AcceptLanguageError`. Off by default.
   */
  acceptLanguage?: AcceptLanguageOption;
  /**
   * The drafts SDK v2's own multi round-trip loop speaks here (give the queue the same `experimental`): with
   * `sep2643` (`authorizationDenials` from `mcp-elicitation-react/drafts/sep2643`) a URL-mode request gets the denial
   * its `input_required` result carried, and `callTool()`'s retry echoes its `authorizationContextId` in `_meta`.
   * (SEP-3221: SDK v2 already sends `callTool()`'s `secureArguments` again on every retry.)
   */
  experimental?: Pick<ExperimentalDrafts, 'sep2643'>;
}

/** A request handler as both SDKs store and call it. */
type RawHandler = (request: unknown, context: unknown) => Promise<unknown>;
/** A notification handler as both SDKs store and call it. */
type RawNotificationHandler = (notification: unknown) => Promise<void>;

/**
 * Installs the `elicitation/create` handler on an MCP SDK client (v1 or v2) where it sees the request exactly
 * as the server sent it. With `client.setRequestHandler`, both SDKs check the request against their own schema
 * first, and what fails that check never reaches a handler: the server gets `-32603` (v1) or `-32602` with a
 * validator dump (v2), and the normalisation of real-world schemas (pydantic's `Optional`, FastMCP's
 * multi-select) and our issue list never run. Here:
 *
 * - requests the server pushes (2025-11-25) arrive through the SDK's `fallbackRequestHandler`, which both SDKs
 *   call unvalidated; any fallback handler already installed keeps every other method;
 * - SDK v2 also fulfils the `elicitation/create` entries of 2026-07-28 `input_required` results inside
 *   `callTool()` / `getPrompt()` / `readResource()` with the same handler, unvalidated (it looks the handler
 *   up through its protected `_getRequestHandler`, which this wraps on the instance), each with the call it
 *   belongs to as its `origin` ("why am I asked", found through the protected `_resolveNonCompleteResult`);
 * - a handler registered earlier with `setRequestHandler('elicitation/create', …)` is removed, since it would
 *   take precedence;
 * - with `tasks`, task-augmented requests (2025-11-25) are answered with a task and `tasks/*` are served;
 * - `notifications/elicitation/complete` (2025-11-25) from this connection closes the waiting URL request with
 *   that `elicitationId`, through the SDK's `fallbackNotificationHandler` (one installed before keeps every
 *   other notification);
 * - `notifications/cancelled` for a pushed request locks its form (the queue entry's signal aborts) and nothing is
 *   sent back, for every request id: SDK v1 and `@modelcontextprotocol/client` 2.0 ignore it for id 0, the first
 *   request of each session, so the wrapper sees it in the instance's `_onnotification` and passes it on.
 *
 * Refusals still answer `-32602` with every issue in `error.data.issues` (see `createElicitationHandler`).
 * Declare the same modes in the client's capabilities (`clientCapabilities({ elicitation: modes })`). The
 * connection is one source in the queue: when it closes (`client.onclose`, chained with one set before),
 * its requests are answered `cancel` and leave the screen. Returns the source and a `detach` function.
 *
 * @example
 * import { Client } from '@modelcontextprotocol/client';
 * const modes = { form: true, url: true };
 * const client = new Client({ name: 'my-app', version: '1.0.0' },
 *   { capabilities: clientCapabilities({ elicitation: modes }), versionNegotiation: { mode: 'auto' } });
 * const queue = createElicitationQueue();
 * const { source } = attachElicitationHandler(client, queue, { modes });
 * await client.connect(transport);
 * await client.callTool({ name: 'book_table', arguments: {} }); // its elicitations go through `queue`
 */
export function attachElicitationHandler(
  client: ElicitationClient,
  queue: ElicitationQueue,
  options: AttachElicitationOptions = {},
): ElicitationAttachment {
  const {
    server = () => toServerIdentity(client.getServerVersion?.()),
    tasks: taskOption,
    acceptLanguage,
    experimental,
    ...rest
  } = options;
  // First: a malformed value throws before anything is installed.
  const restoreRequest =
    acceptLanguage === undefined ? undefined : sendAcceptLanguage(client, acceptLanguage);
  // The origin of an embedded elicitation, by the context SDK v2 built for it (see `routeInputRequests`).
  const flowOrigins = new WeakMap<object, ElicitationOrigin>();
  const { origin: hostOrigin } = rest;
  // Routed here by method (below, and by SDK v2's lookup): the handler does not check it again.
  const handler = createRoutedHandler(queue, {
    ...rest,
    server,
    origin: (request, context) => (context && flowOrigins.get(context)) ?? hostOrigin?.(request, context),
  });
  const tasks = taskOption === true ? createElicitationTasks() : taskOption || undefined;
  const { source } = handler;
  // The server's `notifications/cancelled` for any id, id 0 too, which SDK v1 and client 2.0 drop.
  const cancellations = watchServerCancellations(client);
  const host = client as { fallbackRequestHandler?: RawHandler };
  const previousFallback = host.fallbackRequestHandler;
  const fallback: RawHandler = (request, context) => {
    const method = isJsonObject(request) ? own(request, 'method') : undefined;
    if (method === ELICITATION_CREATE_METHOD || method === undefined) {
      const params = isJsonObject(request) ? own(request, 'params') : undefined;
      if (tasks?.isTaskRequest(params)) {
        const answer = (signal: AbortSignal, expiresAt: number) =>
          callHandler(handler, request, { signal, expiresAt }) as Promise<ElicitResult>;
        return tasks.start(params, answer, context);
      }
      return cancellations.track(request, context, (scoped) => callHandler(handler, request, scoped));
    }
    const served = tasks?.serve(request, context);
    if (served) return served;
    if (previousFallback) return previousFallback(request, context);
    return Promise.reject(Object.assign(new Error('Method not found'), { code: METHOD_NOT_FOUND }));
  };

  client.removeRequestHandler?.(ELICITATION_CREATE_METHOD);
  host.fallbackRequestHandler = fallback;

  const notifications = client as { fallbackNotificationHandler?: RawNotificationHandler };
  const previousNotification = notifications.fallbackNotificationHandler;
  const complete = createElicitationCompleteHandler(queue, source);
  const onNotification: RawNotificationHandler = async (notification) => {
    const method = isJsonObject(notification) ? own(notification, 'method') : undefined;
    if (method === ELICITATION_COMPLETE_METHOD) complete(notification as object);
    else await previousNotification?.(notification);
  };
  notifications.fallbackNotificationHandler = onNotification;
  const restoreLookup = routeInputRequests(
    client as InputRequestLookup,
    (origin) => (request, context) => {
      if (origin && isJsonObject(context)) flowOrigins.set(context, origin);
      return callHandler(handler, request, context);
    },
    denialsOf(experimental),
  );

  const previousOnClose = client.onclose;
  const onclose = () => {
    queue.cancelAll(source);
    tasks?.close();
    cancellations.close();
    previousOnClose?.();
  };
  client.onclose = onclose;

  return {
    source,
    detach() {
      if (host.fallbackRequestHandler === fallback) host.fallbackRequestHandler = previousFallback;
      if (notifications.fallbackNotificationHandler === onNotification) {
        notifications.fallbackNotificationHandler = previousNotification;
      }
      if (client.onclose === onclose) client.onclose = previousOnClose;
      restoreLookup();
      cancellations.detach();
      restoreRequest?.();
    },
  };
}

function callHandler(handler: ElicitationHandler, request: unknown, context: unknown): Promise<unknown> {
  return handler(
    (isJsonObject(request) ? request : {}) as ElicitationHandlerRequest,
    (isJsonObject(context) ? context : undefined) as ElicitationHandlerContext | undefined,
  );
}
