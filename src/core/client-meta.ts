import { type ElicitationCapability, type ElicitationModes, elicitationCapability } from './capabilities.js';
import { isJsonObject } from './json.js';
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  type ProtocolVersion,
  type RequestMeta,
} from './protocol.js';

/** The client's identity (`Implementation` in the spec): `clientInfo` at `initialize` or in `_meta`. */
export interface ClientInfo {
  name: string;
  version: string;
  title?: string;
  [key: string]: unknown;
}

/**
 * Client capabilities with a correct `elicitation` entry; every other capability is passed through
 * as given (`roots`, `sampling`, `experimental`, …).
 *
 * @example
 * const capabilities = clientCapabilities({ elicitation: { url: true }, roots: { listChanged: true } });
 * // { roots: { listChanged: true }, elicitation: { form: {}, url: {} } }
 * const client = new Client({ name: 'my-host', version: '1.0.0' }, { capabilities }); // 2025-11-25 initialize
 */
export function clientCapabilities<T extends object = Record<never, never>>(
  options?: T & { elicitation?: ElicitationModes },
): Omit<T, 'elicitation'> & { elicitation: ElicitationCapability } {
  const { elicitation, ...others } = options ?? ({} as T & { elicitation?: ElicitationModes });
  return { ...others, elicitation: elicitationCapability(elicitation) };
}

/** What {@link withRequestMeta} puts in `_meta`. */
export interface RequestMetaOptions {
  /** The client's capabilities, e.g. from {@link clientCapabilities}. */
  capabilities: object;
  /** Default `'2026-07-28'`, the first revision that carries capabilities on every request. */
  protocolVersion?: ProtocolVersion;
  /** Recommended by the spec; omitted when not given. */
  clientInfo?: ClientInfo;
}

/**
 * A new params object whose `_meta` carries what 2026-07-28 requires on every request: the protocol
 * version, the client's capabilities and (if given) its identity. Other `_meta` keys are kept; these
 * three are overwritten, because the caller states them for this request. `params` is not changed.
 *
 * @example
 * const capabilities = clientCapabilities({ elicitation: { form: true } });
 * const params = withRequestMeta({ name: 'create_issue', arguments: {} }, { capabilities });
 * // params._meta['io.modelcontextprotocol/clientCapabilities'] → { elicitation: { form: {} } }
 */
export function withRequestMeta<P extends object>(
  params: P,
  { capabilities, protocolVersion = '2026-07-28', clientInfo }: RequestMetaOptions,
): P & { _meta: RequestMeta } {
  const existing = (params as { _meta?: unknown })._meta;
  const meta: RequestMeta = {
    ...(isJsonObject(existing) ? existing : {}),
    [PROTOCOL_VERSION_META_KEY]: protocolVersion,
    [CLIENT_CAPABILITIES_META_KEY]: capabilities,
    ...(clientInfo ? { [CLIENT_INFO_META_KEY]: clientInfo } : {}),
  };
  return { ...params, _meta: meta };
}
