import type { CreateElicitationResponse } from '@agentclientprotocol/sdk';
import { createElicitationCompleteHandler } from '../core/host/elicitation-complete.js';
import type { ElicitationQueue, ElicitationSource } from '../core/host/queue.js';
import { toServerIdentity } from '../core/safety/server-identity.js';
import type { ElicitationModes } from '../core/wire/capabilities.js';
import { ElicitationError } from '../core/wire/errors.js';
import type { ElicitResult } from '../core/wire/protocol.js';
import { readAcpRequest } from './acp-request.js';
import { refusalOf, toAcpResponse, withdrawnError } from './acp-response.js';
import { type AcpToolCallLookup, acpOrigin } from './acp-scope.js';

/**
 * Who the agent says it is: ACP's `Implementation`, the `agentInfo` of its `initialize` response, fits (`null` is
 * no title). Display only, checked before it is shown; requests are grouped by connection, never by this name.
 * @inline
 */
export interface AcpAgentInfo {
  /** The agent's programmatic name. */
  readonly name: string;
  /** Its human-readable name, shown in its place when readable. */
  readonly title?: string | null;
  /** Its version. */
  readonly version?: string | null;
}

/** Options of {@link createAcpElicitationHandler} and `attachAcpElicitation`. */
export interface AcpElicitationOptions {
  /**
   * Who is asking: the agent's `agentInfo` from its `initialize` response. A function is read at each request, so it
   * can return what `initialize` answered later. Absent, the views say "unknown server".
   */
  agentInfo?: AcpAgentInfo | (() => AcpAgentInfo | null | undefined);
  /**
   * The modes this client declared in `clientCapabilities.elicitation` at `initialize` (give it
   * `elicitationCapability(modes)` from the same value); a request in another mode is refused `-32602`, as ACP
   * forbids the agent to send it. Default `{ form: true, url: false }`.
   */
  modes?: ElicitationModes;
  /**
   * The source this connection's requests are queued under ("Decline all" acts on it). A new object by default.
   */
  source?: ElicitationSource;
  /**
   * The tool call an agent asks during, as the host knows it from the agent's `session/update` notifications: its
   * title is shown ("asks during the tool call Reading config.json") and its `rawInput` behind "Show the
   * arguments". Without it, or for a tool call it does not know, the dialog names the tool call's id.
   */
  toolCall?: AcpToolCallLookup;
}

/**
 * What an ACP connection's requests go through: `elicitation/create` and `elicitation/complete`, by their params.
 * @inline
 */
export interface AcpElicitationHandler {
  /**
   * Serves one `elicitation/create`: resolves with the person's answer in ACP's shape, or rejects with the SDK's
   * `RequestError`: `-32602` for a request we will not show (with `data.issues`), `-32800` when `signal` aborted
   * (the agent withdrew the request, or the connection closed) before the person answered.
   */
  create(params: unknown, signal?: AbortSignal): Promise<CreateElicitationResponse>;
  /**
   * Serves one `elicitation/complete`: the waiting URL request with that `elicitationId` is done. Unknown or
   * malformed ids are ignored, as ACP requires; returns whether a request was completed.
   */
  complete(params: unknown): boolean;
  /** The source its requests are queued under: `queue.cancelAll(handler.source)` clears this connection's. */
  readonly source: ElicitationSource;
}

/**
 * The ACP side of one connection, without registering anything: for a host that dispatches ACP messages itself
 * (`attachAcpElicitation` registers these on an SDK `ClientApp`). Every request is read as ACP sends it (its
 * `mode`, its scope, ACP's `null`s for omitted fields), then parsed by the queue with every guard, shown with its
 * scope as "why am I asked", and answered exactly once.
 *
 * @example
 * const acp = createAcpElicitationHandler(queue, { agentInfo: () => init?.agentInfo, modes: { form: true, url: true } });
 * const response = await acp.create(message.params, controller.signal); // { action: 'accept', content: { … } }
 * acp.complete({ elicitationId: 'github-oauth-001' });
 */
export function createAcpElicitationHandler(
  queue: ElicitationQueue,
  options: AcpElicitationOptions = {},
): AcpElicitationHandler {
  const { agentInfo, modes = {}, source = Object.freeze({}), toolCall } = options;
  const completeUrl = createElicitationCompleteHandler(queue, source);
  return {
    source,
    async create(params, signal) {
      let answer: Promise<ElicitResult>;
      try {
        const request = readAcpRequest(params, modes);
        const origin = acpOrigin(request.scope, toolCall);
        answer = queue.present(request.params, {
          server: toServerIdentity(typeof agentInfo === 'function' ? agentInfo() : agentInfo),
          source,
          ...(signal ? { signal } : {}),
          ...(origin ? { origin } : {}),
        });
      } catch (error) {
        throw error instanceof ElicitationError ? refusalOf(error) : error;
      }
      const result = await answer;
      // The queue answers `cancel` for an aborted signal; on ACP's wire that is the agent's own cancellation.
      if (result.action === 'cancel' && signal?.aborted) throw withdrawnError(signal);
      return toAcpResponse(result);
    },
    complete(params) {
      return completeUrl({ params });
    },
  };
}
