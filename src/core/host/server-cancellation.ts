// `notifications/cancelled` honoured for every request id, whatever the SDK does with it.
import { isJsonObject, own } from '../wire/json.js';
import { overrideOnInstance } from './instance-override.js';

/** The notification a server sends when it no longer waits for its request (`params.requestId`, `reason?`). */
const CANCELLED_METHOD = 'notifications/cancelled';

/** A notification dispatcher as both SDKs keep it on the instance (`Protocol._onnotification`). */
type Dispatch = (this: unknown, notification: unknown, ...rest: unknown[]) => unknown;

/** What {@link watchServerCancellations} gives `attachElicitationHandler`. */
export interface ServerCancellations {
  /**
   * Runs the handler of one pushed request with a context whose signal also aborts when the server cancels that
   * request's id. After such a cancellation the result is held until the SDK's own signal aborts or the connection
   * closes, so the SDK never sends a response the server no longer waits for.
   */
  track(request: unknown, context: unknown, run: (context: unknown) => Promise<unknown>): Promise<unknown>;
  /** The connection closed: whatever is held is let go (the SDK sends nothing on a closed connection). */
  close(): void;
  /** Stops watching the client's notifications. */
  detach(): void;
}

/**
 * Watches the client's incoming notifications for `notifications/cancelled`. SDK v1 (1.32) and
 * `@modelcontextprotocol/client` 2.0 drop it for request id 0 (`if (!requestId) return`), the first request of every
 * session, so the server's first question stayed open and its Cancel answered a server no longer waiting; 2.4 fixed
 * it. Both SDKs dispatch each notification through the instance's `_onnotification`: it is wrapped on the instance,
 * sees the notification first and passes it on unchanged. A client without it (a hand-written one) is left as is.
 */
export function watchServerCancellations(client: object): ServerCancellations {
  /** Each request id in flight, and how to cancel it. */
  const inFlight = new Map<string | number, (reason: unknown) => void>();
  /** What lets go of each result held after a cancellation, and whether the connection closed. */
  const held = new Set<() => void>();
  let closed = false;
  const host = client as { _onnotification?: Dispatch };
  const inherited = host._onnotification;
  const watching: Dispatch = function (notification, ...rest) {
    if (isJsonObject(notification) && own(notification, 'method') === CANCELLED_METHOD) {
      const params = own(notification, 'params');
      if (isJsonObject(params)) {
        const id = own(params, 'requestId');
        if (typeof id === 'string' || typeof id === 'number') inFlight.get(id)?.(own(params, 'reason'));
      }
    }
    return inherited?.call(this, notification, ...rest);
  };
  const restore =
    typeof inherited === 'function' ? overrideOnInstance(host, '_onnotification', watching) : () => undefined;

  return {
    async track(request, context, run) {
      const id = isJsonObject(request) ? own(request, 'id') : undefined;
      if (typeof id !== 'string' && typeof id !== 'number') return run(context);
      const sdk = signalOf(context);
      const controller = new AbortController();
      const forward = () => controller.abort(sdk?.reason);
      if (sdk?.aborted) forward();
      else sdk?.addEventListener('abort', forward);
      let byServer = false;
      const cancel = (reason: unknown) => {
        byServer = true;
        inFlight.delete(id);
        controller.abort(reason);
      };
      inFlight.set(id, cancel);
      try {
        return await run(withSignal(context, controller.signal));
      } finally {
        if (inFlight.get(id) === cancel) inFlight.delete(id);
        sdk?.removeEventListener('abort', forward);
        // Held until the SDK's own signal aborts (it then sends nothing) or the connection closes.
        if (byServer && !sdk?.aborted && !closed) {
          await new Promise<void>((resolve) => {
            const release = () => {
              held.delete(release);
              resolve();
            };
            held.add(release);
            sdk?.addEventListener('abort', release);
          });
        }
      }
    },
    close() {
      closed = true;
      for (const release of held) release();
    },
    detach: restore,
  };
}

/** SDK v1 passes `extra.signal`; SDK v2 `ctx.mcpReq.signal`. */
function signalOf(context: unknown): AbortSignal | undefined {
  if (!isJsonObject(context)) return undefined;
  const request = context.mcpReq;
  const signal = isJsonObject(request) ? request.signal : context.signal;
  return signal instanceof AbortSignal ? signal : undefined;
}

/** The context as the SDK built it (everything else read through it), with `signal` in the SDK's own place. */
function withSignal(context: unknown, signal: AbortSignal): unknown {
  if (!isJsonObject(context)) return { signal };
  const scoped = Object.create(context) as Record<string, unknown>;
  const request = context.mcpReq;
  if (isJsonObject(request)) scoped.mcpReq = Object.assign(Object.create(request) as object, { signal });
  else scoped.signal = signal;
  return scoped;
}
