import { acceptLanguageMeta } from '../language/accept-language.js';
import {
  type ElicitationCapability,
  type ElicitationModes,
  elicitationCapability,
} from '../wire/capabilities.js';
import { SECURE_PARAMS_EXTENSION } from '../wire/experimental.js';
import { isJsonObject, own } from '../wire/json.js';
import {
  ACCEPT_LANGUAGE_META_KEY,
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  type ProtocolVersion,
  type RequestMeta,
} from '../wire/protocol.js';
import { TASKS_EXTENSION } from '../wire/tasks.js';

/** The client's identity (`Implementation` in the spec): `clientInfo` at `initialize` or in `_meta`. */
export interface ClientInfo {
  name: string;
  version: string;
  title?: string;
  [key: string]: unknown;
}

/**
 * The whole client capabilities object, with a correct `elicitation` entry (the one
 * {@link elicitationCapability} gives for the same modes); every other capability is passed through
 * as given (`roots`, `sampling`, `experimental`, …). `elicitationTasks: true` also declares 2025-11-25
 * task-augmented elicitation (`tasks.requests.elicitation.create`, with `tasks.list` and `tasks.cancel`), which
 * `attachElicitationHandler(client, queue, { tasks: true })` serves; `tasksExtension: true` declares the 2026-07-28
 * Tasks extension; `sep3221: true` declares SEP-3221's secure parameters (a draft).
 *
 * @example
 * const capabilities = clientCapabilities({ elicitation: { url: true }, roots: { listChanged: true } });
 * // { roots: { listChanged: true }, elicitation: { form: {}, url: {} } }
 * const client = new Client({ name: 'my-host', version: '1.0.0' }, { capabilities }); // 2025-11-25 initialize
 */
export function clientCapabilities<T extends object = Record<never, never>>(
  options?: T & CapabilityFlags,
): Omit<T, keyof CapabilityFlags> & { elicitation: ElicitationCapability } {
  const { elicitation, elicitationTasks, tasksExtension, sep3221, ...others } =
    options ?? ({} as T & CapabilityFlags);
  const capabilities: Record<string, unknown> = {
    ...others,
    elicitation: elicitationCapability(elicitation),
  };
  if (elicitationTasks) capabilities.tasks = withElicitationTasks(own(others, 'tasks'));
  const declared = [
    ...(tasksExtension ? [TASKS_EXTENSION] : []),
    ...(sep3221 ? [SECURE_PARAMS_EXTENSION] : []),
  ];
  if (declared.length > 0) {
    const extensions = own(others, 'extensions');
    capabilities.extensions = { ...(isJsonObject(extensions) ? extensions : {}) };
    for (const name of declared) (capabilities.extensions as Record<string, unknown>)[name] = {};
  }
  return capabilities as Omit<T, keyof CapabilityFlags> & { elicitation: ElicitationCapability };
}

/**
 * What {@link clientCapabilities} declares for you.
 * @inline
 */
export interface CapabilityFlags {
  /** The elicitation modes; form only by default. */
  elicitation?: ElicitationModes;
  /** 2025-11-25 task-augmented elicitation (`tasks.requests.elicitation.create`, `tasks.list`, `tasks.cancel`). */
  elicitationTasks?: boolean;
  /**
   * The 2026-07-28 Tasks extension (SEP-2663): `extensions["io.modelcontextprotocol/tasks"]`, per request, so the
   * server may answer with a task that `requestWithInput({ tasks })` / `followTask` follow.
   */
  tasksExtension?: boolean;
  /**
   * SEP-3221, secure parameters (a draft, its text at commit `03750370`): `extensions["io.modelcontextprotocol/secure-params"]`,
   * at `initialize` (2025-11-25) or on every request (2026-07-28), so a server may list tools with a
   * `secureInputSchema`. Pass `experimental: { sep3221: true }` to `requestWithInput` as well.
   */
  sep3221?: boolean;
}

/**
 * `tasks` (2025-11-25) with task-augmented `elicitation/create`, `tasks/list` and `tasks/cancel` declared, on top
 * of whatever the host declared there already (its sampling tasks, say).
 */
function withElicitationTasks(tasks: unknown): Record<string, unknown> {
  const base = isJsonObject(tasks) ? tasks : {};
  const requests = isJsonObject(own(base, 'requests'))
    ? (own(base, 'requests') as Record<string, unknown>)
    : {};
  const elicitation = isJsonObject(own(requests, 'elicitation'))
    ? (own(requests, 'elicitation') as Record<string, unknown>)
    : {};
  return {
    ...base,
    list: {},
    cancel: {},
    requests: { ...requests, elicitation: { ...elicitation, create: {} } },
  };
}

/**
 * A new params object whose `_meta` carries what 2026-07-28 requires on every request: the protocol
 * version, the client's capabilities and (if given) its identity; and, with `acceptLanguage`, SEP-2792's
 * `io.modelcontextprotocol/acceptLanguage`, the user's language preference, so a server that follows
 * SEP-2792 can write its messages and titles in it. Other `_meta` keys are kept; these are overwritten,
 * because the caller states them for this request. `params` is not changed. A malformed `acceptLanguage`
 * throws an `AcceptLanguageError` before anything is sent.
 *
 * @example
 * const capabilities = clientCapabilities({ elicitation: { form: true } });
 * const params = withRequestMeta({ name: 'create_issue', arguments: {} }, { capabilities });
 * // params._meta['io.modelcontextprotocol/clientCapabilities'] → { elicitation: { form: {} } }
 * withRequestMeta(params, { capabilities, acceptLanguage: ['ar-EG', 'ar', 'en'] });
 * // _meta['io.modelcontextprotocol/acceptLanguage'] → 'ar-EG,ar;q=0.9,en;q=0.8'
 */
export function withRequestMeta<P extends object>(
  params: P,
  {
    capabilities,
    protocolVersion = '2026-07-28',
    clientInfo,
    acceptLanguage,
  }: {
    /** The client's capabilities, e.g. from {@link clientCapabilities}. */
    capabilities: object;
    /** Default `'2026-07-28'`, the first revision that carries capabilities on every request. */
    protocolVersion?: ProtocolVersion;
    /** Recommended by the spec; omitted when not given. */
    clientInfo?: ClientInfo;
    /**
     * SEP-2792: the user's language preference. A string is an `Accept-Language` value, sent exactly as
     * given (`'fr-CA,fr;q=0.9'`; a single locale such as `'ar'` is one); a list is the host's locales,
     * most preferred first (`navigator.languages`), weighted by `toAcceptLanguage`. Omitted when not given.
     */
    acceptLanguage?: string | readonly string[];
  },
): P & { _meta: RequestMeta } {
  const existing = (params as { _meta?: unknown })._meta;
  const meta: RequestMeta = {
    ...(isJsonObject(existing) ? existing : {}),
    [PROTOCOL_VERSION_META_KEY]: protocolVersion,
    [CLIENT_CAPABILITIES_META_KEY]: capabilities,
    ...(clientInfo ? { [CLIENT_INFO_META_KEY]: clientInfo } : {}),
    ...(acceptLanguage === undefined
      ? {}
      : { [ACCEPT_LANGUAGE_META_KEY]: acceptLanguageMeta(acceptLanguage) }),
  };
  return { ...params, _meta: meta };
}
