import type { ElicitationOrigin } from '../request/origin.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import type { ElicitationModes } from '../wire/capabilities.js';
import { ElicitationError, type ElicitationIssue } from '../wire/errors.js';
import { isJsonObject, own } from '../wire/json.js';
import {
  ELICITATION_CREATE_METHOD,
  type ElicitResult,
  INVALID_PARAMS,
  METHOD_NOT_FOUND,
} from '../wire/protocol.js';
import { undeclaredModeIssue } from './declared-modes.js';
import type { ElicitationQueue, ElicitationSource } from './queue.js';

/**
 * JSON-RPC error `-32602` (Invalid params) for a request we will not show: outside the schema subset,
 * over the limits, or in a mode the client did not declare. Both MCP SDKs (v1 and v2) answer a thrown
 * error with its numeric `code`, `message` and `data`, so throwing this from a request handler puts
 * `{ code: -32602, message, data: { issues } }` on the wire. Without a numeric `code` they would answer
 * `-32603` (Internal error), which tells the server nothing.
 *
 * @example
 * try {
 *   await handler(request, extra);
 * } catch (error) {
 *   if (error instanceof ElicitationRpcError) console.log(error.code, error.data.issues); // -32602, [...]
 * }
 */
export class ElicitationRpcError extends Error {
  override readonly name = 'ElicitationRpcError';
  readonly code: typeof INVALID_PARAMS = INVALID_PARAMS;
  /** Every problem, each with a JSON pointer into the params. */
  readonly data: { issues: readonly ElicitationIssue[] };

  constructor(message: string, issues: readonly ElicitationIssue[], options?: { cause?: unknown }) {
    super(message, options);
    this.data = { issues };
  }

  /**
   * Wraps an {@link ElicitationError} from `parseElicitRequest`, keeping its message and issues.
   *
   * @example
   * const rpcError = ElicitationRpcError.from(new ElicitationError([{ path: '/message', message: 'required', code: 'invalid-request' }]));
   * rpcError.data.issues[0].path; // '/message'
   */
  static from(error: ElicitationError): ElicitationRpcError {
    return new ElicitationRpcError(error.message, error.issues, { cause: error });
  }
}

/**
 * The request object an SDK passes to a handler. Only `method` and `params` are read, so SDK v1's
 * validated `ElicitRequest`, SDK v2's, and a hand-written client's plain `{ method, params }` all fit.
 * @inline
 */
export interface ElicitationHandlerRequest {
  /** When present it must be `elicitation/create`; anything else is answered `-32601`. */
  method?: string;
  params?: unknown;
}

/**
 * The handler's second argument: SDK v1 passes `extra` with `signal`; SDK v2 passes `ctx` with
 * `mcpReq.signal`. Either signal aborts when the server cancels the request or the connection closes.
 * @inline
 */
export interface ElicitationHandlerContext {
  /** SDK v1 (`@modelcontextprotocol/sdk`): `RequestHandlerExtra.signal`. */
  signal?: AbortSignal;
  /** SDK v2 (`@modelcontextprotocol/client`): `ctx.mcpReq.signal`. */
  mcpReq?: { signal?: AbortSignal };
  /**
   * When the request runs out of time, if known (`Date.now()` milliseconds): a 2025-11-25 task's `ttl`, as
   * `attachElicitationHandler({ tasks: true })` passes it. Given to `present` as `expiresAt`.
   */
  expiresAt?: number;
}

/**
 * A request handler for `elicitation/create`, for SDK v1, SDK v2 or a hand-written client.
 * @inline
 */
export type ElicitationHandler = ((
  request: ElicitationHandlerRequest,
  context?: ElicitationHandlerContext,
) => Promise<ElicitResult>) & {
  /** The source its requests are queued under: pass it to `queue.cancelAll` when the connection closes. */
  readonly source: ElicitationSource;
};

/** Options of {@link createElicitationHandler}. */
export interface ElicitationHandlerOptions {
  /**
   * Who is asking. A function is read at each request, so it can return `client.getServerVersion()`,
   * which only exists once the connection is initialised. `undefined` falls back to `{ name: '' }`,
   * which the UI shows as its localised "unknown server".
   */
  server: ServerIdentity | (() => ServerIdentity | undefined);
  /**
   * The modes this client declared in its `elicitation` capability; a request in another mode is
   * refused with `-32602`, as 2025-11-25 requires. Default `{ form: true, url: false }`.
   */
  modes?: ElicitationModes;
  /**
   * The source its requests are queued under; a new object by default, so each handler (each
   * connection) is its own source for "Decline all". Pass one to share it between handlers of the same
   * connection.
   */
  source?: ElicitationSource;
  /**
   * The client request a server's `elicitation/create` belongs to, when you know it: the dialog then says why the
   * user is asked ("github asks while running create_issue"). Pushed 2025-11-25 requests arrive without it (the SDKs
   * do not say which call's stream carried them); `attachElicitationHandler` finds it by itself for SDK v2's
   * `callTool()`, `getPrompt()` and `readResource()` and asks this only for the others.
   */
  origin?: (
    request: ElicitationHandlerRequest,
    context?: ElicitationHandlerContext,
  ) => ElicitationOrigin | undefined;
}

/**
 * Creates the `elicitation/create` request handler: it checks the request, puts it in `queue`, and
 * resolves with the user's answer, under its own {@link ElicitationSource} (`handler.source`), so a
 * "Decline all" reaches this connection only, whatever name its server gives itself. Invalid requests and undeclared modes throw
 * `ElicitationRpcError` (`-32602`, with the issue list in `data`). The SDK's abort signal (the
 * server cancelled, timed out, or the connection closed) answers the queued dialog with `cancel` and
 * removes it (SDK v1 and `@modelcontextprotocol/client` 2.0 never abort it for request id 0, the first of a
 * session: `attachElicitationHandler` does). With SDK v2 the same handler also answers the `elicitation/create` entries of 2026-07-28
 * `input_required` results, which the SDK fulfils inside `callTool()`.
 *
 * Both SDKs check a request against their own schema before any handler registered with
 * `setRequestHandler` runs, and what fails that check never reaches this handler (SDK v2 answers `-32602`
 * without `data`, SDK v1 even `-32603`). `attachElicitationHandler` installs this handler where the
 * SDK passes the raw request; prefer it with either SDK.
 *
 * @example
 * // SDK v2 (@modelcontextprotocol/client)
 * const queue = createElicitationQueue();
 * client.setRequestHandler(
 *   'elicitation/create',
 *   createElicitationHandler(queue, { server: () => client.getServerVersion() }),
 * );
 *
 * @example
 * // SDK v1 (@modelcontextprotocol/sdk)
 * client.setRequestHandler(
 *   ElicitRequestSchema,
 *   createElicitationHandler(queue, { server: () => client.getServerVersion(), modes: { form: true, url: true } }),
 * );
 *
 * @example
 * // When the connection closes, its requests leave the screen; other connections' stay.
 * const handler = createElicitationHandler(queue, { server: () => client.getServerVersion() });
 * client.setRequestHandler('elicitation/create', handler);
 * client.onclose = () => queue.cancelAll(handler.source);
 */
export function createElicitationHandler(
  queue: ElicitationQueue,
  options: ElicitationHandlerOptions,
): ElicitationHandler {
  const routed = createRoutedHandler(queue, options);
  // Not async: the routed handler's own promise is returned, so a refusal is already settled when it comes back.
  const handle = (request: ElicitationHandlerRequest, context?: ElicitationHandlerContext) => {
    try {
      refuseOtherMethod(request);
    } catch (error) {
      return Promise.reject(error);
    }
    return routed(request, context);
  };
  return Object.assign(handle, { source: routed.source });
}

/**
 * The handler without its method check, for a route that chose the method already: `attachElicitationHandler`'s
 * fallback (which answers every other method itself) and SDK v2's lookup by method. A request's method is checked
 * once, where it is routed.
 *
 * @example
 * const handler = createRoutedHandler(queue, { server });
 * if (method === 'elicitation/create') return handler(request, context);
 * @internal
 */
export function createRoutedHandler(
  queue: ElicitationQueue,
  options: ElicitationHandlerOptions,
): ElicitationHandler {
  const { server, modes = {}, source = Object.freeze({}), origin: originOf } = options;
  const form = modes.form ?? true;
  const url = modes.url ?? false;

  const handle = async (request: ElicitationHandlerRequest, context?: ElicitationHandlerContext) => {
    const params: unknown = isJsonObject(request) ? own(request, 'params') : undefined;
    refuseUndeclaredMode(params, { form, url });
    const identity = (typeof server === 'function' ? server() : server) ?? { name: '' };
    const signal = context?.mcpReq?.signal ?? context?.signal;
    const origin = originOf?.(request, context);
    let answer: Promise<ElicitResult>;
    try {
      answer = queue.present(params, {
        server: identity,
        source,
        ...(signal ? { signal } : {}),
        ...(origin ? { origin } : {}),
        ...(Number.isFinite(context?.expiresAt) ? { expiresAt: context?.expiresAt } : {}),
      });
    } catch (error) {
      if (error instanceof ElicitationError) throw ElicitationRpcError.from(error);
      throw error;
    }
    return answer;
  };
  return Object.assign(handle, { source });
}

/**
 * Installed as an SDK's `fallbackRequestHandler`, the handler sees every method nobody else handles;
 * anything but `elicitation/create` gets the "Method not found" the SDK would have sent.
 */
function refuseOtherMethod(request: ElicitationHandlerRequest): void {
  const method = isJsonObject(request) ? own(request, 'method') : undefined;
  if (method === undefined || method === ELICITATION_CREATE_METHOD) return;
  throw Object.assign(new Error('Method not found'), { code: METHOD_NOT_FOUND });
}

/** An undeclared mode is refused before anything is queued (see {@link undeclaredModeIssue}). */
function refuseUndeclaredMode(params: unknown, declared: ElicitationModes): void {
  if (!isJsonObject(params)) return;
  const mode = own(params, 'mode');
  const issue = undeclaredModeIssue(mode, declared);
  if (issue) {
    const named = mode === 'url' ? 'url' : 'form';
    throw new ElicitationRpcError(`Client does not support ${named}-mode elicitation requests`, [issue]);
  }
}
