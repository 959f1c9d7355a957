import { methods } from '@agentclientprotocol/sdk';
import type { ElicitationQueue } from '../core/host/queue.js';
import {
  type AcpElicitationHandler,
  type AcpElicitationOptions,
  createAcpElicitationHandler,
} from './acp-handler.js';

/**
 * The part of an ACP SDK `ClientApp` (from `client()`, of `@agentclientprotocol/sdk` or its `/unstable` entry) that
 * `attachAcpElicitation` uses: a handler registered with a params parser of its own, and the connections it opens.
 * @inline
 */
export interface AcpClientApp {
  /** Registers a request handler whose params `parse` reads. */
  onRequest(
    method: string,
    parse: (params: unknown) => unknown,
    handler: (context: { readonly params: unknown; readonly signal: AbortSignal }) => Promise<unknown>,
  ): unknown;
  /** Registers a notification handler whose params `parse` reads. */
  onNotification(
    method: string,
    parse: (params: unknown) => unknown,
    handler: (context: { readonly params: unknown }) => void,
  ): unknown;
  /** Runs `handler` for each connection the app opens. */
  onConnect(handler: (connection: { readonly closed: Promise<void> }) => void): unknown;
}

/**
 * Serves an ACP client's `elicitation/create` and `elicitation/complete` through `queue`, so `<ElicitationProvider>`
 * (or a panel) asks the person with every guard: form and URL mode, the scope ("asks during the tool call …", "asks
 * for this session"), exactly one answer, in ACP's response shape. Call it before the app connects, once per app,
 * and connect the app to one agent: its requests share one source (`attached.source`), and when its last connection
 * closes, that source's requests leave the screen.
 *
 * The handlers read the params as the agent sent them (the SDK's own schema would drop keywords our checks must
 * see, and quietly turn malformed values into defaults): a request we will not show is answered `-32602` with
 * `data.issues`; the agent's `$/cancel_request` locks the form and is answered `-32800`, nothing of the person's
 * sent.
 *
 * @example
 * import { client, methods, ndJsonStream, PROTOCOL_VERSION } from '@agentclientprotocol/sdk';
 * import { attachAcpElicitation } from 'mcp-elicitation-react/acp';
 * import { createElicitationQueue, elicitationCapability } from 'mcp-elicitation-react/core';
 *
 * const queue = createElicitationQueue(); // <ElicitationProvider queue={queue} /> renders it
 * const modes = { form: true, url: true };
 * let agentInfo;
 * const app = client({ name: 'my-editor' });
 * attachAcpElicitation(app, queue, { agentInfo: () => agentInfo, modes });
 * await app.connectWith(ndJsonStream(toAgent, fromAgent), async (agent) => {
 *   ({ agentInfo } = await agent.request(methods.agent.initialize, {
 *     protocolVersion: PROTOCOL_VERSION,
 *     clientCapabilities: { elicitation: elicitationCapability(modes) },
 *   }));
 *   // … sessions and prompts
 * });
 */
export function attachAcpElicitation(
  app: AcpClientApp,
  queue: ElicitationQueue,
  options: AcpElicitationOptions = {},
): AcpElicitationHandler {
  const handler = createAcpElicitationHandler(queue, options);
  const raw = (params: unknown) => params;
  app.onRequest(methods.client.elicitation.create, raw, ({ params, signal }) =>
    handler.create(params, signal),
  );
  app.onNotification(methods.client.elicitation.complete, raw, ({ params }) => {
    handler.complete(params);
  });
  let open = 0;
  app.onConnect((connection) => {
    open++;
    void connection.closed.then(() => {
      // Its pending requests were cancelled by their own signals; URL requests waiting on screen go too.
      if (--open === 0) queue.cancelAll(handler.source);
    });
  });
  return handler;
}
