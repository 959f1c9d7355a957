// The bridge's options, checked once: every default and every bound in one place.
import { BRIDGE_HEARTBEAT_MS } from '../core/bridge-wire/contract.js';
import { checkPolicy, type ElicitationPolicyRule } from '../core/host/policy.js';
import type { SettledElicitation } from '../core/host/queue.js';
import { parseChecksOnly } from '../core/request/parse-on-demand.js';
import type { ElicitationParser } from '../core/request/parse-request.js';
import type { ElicitationLimits } from '../core/schema/limits.js';
import type { ExperimentalDrafts } from '../core/wire/experimental.js';
import { createMemoryBridgeStore } from './memory-store.js';
import { checkTrustedProxy, type TrustedProxy } from './request-origin.js';
import type { BridgeStore } from './store.js';
import type { SuspendedCallOptions } from './suspended-call.js';
import type { BridgeRefusal } from './user-queue.js';

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
  /**
   * Hears store failures (the request concerned is answered `cancel`), and why a `policy` rule's answer was not sent
   * (an `ElicitationPolicyError`; the person is asked instead). Default `console.error`.
   */
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

/** The options with their defaults, checked: what the bridge's modules read. */
export interface BridgeSettings {
  readonly authorize: ElicitationBridgeOptions['authorize'];
  /** Without its trailing slashes. */
  readonly basePath: string;
  /** The store as given (the bridge guards it). */
  readonly store: BridgeStore;
  readonly ttlMs: number;
  readonly maxPendingPerUser: number | undefined;
  readonly onRefused: ((refusal: BridgeRefusal) => void) | undefined;
  readonly allowedOrigins: readonly string[];
  /** Checked: the answer route reads forwarded headers only with it. */
  readonly trustedProxy: TrustedProxy | undefined;
  readonly maxBodyBytes: number;
  readonly heartbeatMs: number;
  readonly sweepIntervalMs: number;
  readonly leaseMs: number;
  /**
   * What every parse of this bridge runs (the users' queues included): the given parser, else `parseChecksOnly`,
   * with the drafts. The bridge shows nothing, so it never loads the URL analysis (the page does).
   */
  readonly parse: ElicitationParser;
  readonly limits: Partial<ElicitationLimits> | undefined;
  /** The drafts, for what is not a parse (a suspended call's SEP-2643 denial). */
  readonly experimental: ExperimentalDrafts | undefined;
  readonly onError: (error: unknown) => void;
  readonly policy: readonly ElicitationPolicyRule[] | undefined;
  readonly onSettled: ((settled: SettledElicitation, userId: string) => void) | undefined;
  readonly storeTimeoutMs: number;
}

const DEFAULT_TTL_MS = 600_000;
const DEFAULT_MAX_BODY = 256 * 1024;

/** The options checked and completed; a wrong one throws (`TypeError`, `RangeError`) naming it. */
export function readBridgeOptions(options: ElicitationBridgeOptions): BridgeSettings {
  const {
    authorize,
    ttlMs = DEFAULT_TTL_MS,
    maxPendingPerUser,
    maxBodyBytes = DEFAULT_MAX_BODY,
    heartbeatMs = BRIDGE_HEARTBEAT_MS,
    sweepIntervalMs = 1000,
    leaseMs = 5000,
    storeTimeoutMs = 5000,
    parse: given,
    experimental,
  } = options;
  if (typeof authorize !== 'function')
    throw new TypeError('createElicitationBridge: authorize must be a function');
  const trustedProxy = checkTrustedProxy(options.trustedProxy);
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
  // Every parse of this bridge (the user's queue, the answer route, a resumed call) speaks the same drafts. It shows
  // nothing, so it analyses no URL for display (the page does): every check, no public-suffix list.
  const parse: ElicitationParser = experimental
    ? (params, parseOptions) => (given ?? parseChecksOnly)(params, { ...parseOptions, experimental })
    : (given ?? parseChecksOnly);
  return {
    authorize,
    basePath: (options.basePath ?? '').replace(/\/+$/, ''),
    store: options.store ?? createMemoryBridgeStore(),
    ttlMs,
    maxPendingPerUser,
    onRefused: options.onRefused,
    allowedOrigins: options.allowedOrigins ?? [],
    trustedProxy,
    maxBodyBytes,
    heartbeatMs,
    sweepIntervalMs,
    leaseMs,
    parse,
    limits: options.limits,
    experimental,
    onError: options.onError ?? ((error: unknown) => console.error(error)),
    // Checked here, once: a malformed policy fails where the bridge is made, not at a user's first request.
    policy: checkPolicy(options.policy),
    onSettled: options.onSettled,
    storeTimeoutMs,
  };
}
