import { isJsonObject, own } from '../wire/json.js';
import { MISSING_REQUIRED_CLIENT_CAPABILITY } from '../wire/protocol.js';

/**
 * Why {@link requestWithInput} gave up.
 * @inline
 */
export type InputRequiredErrorCode =
  /** The server asked for something other than `elicitation/create` and no `onOtherInput` was given. */
  | 'unsupported-input'
  /** The server still wanted input after `maxRounds` retries. */
  | 'too-many-rounds'
  /** The server's result was not a well-formed complete or input-required result. */
  | 'invalid-result'
  /**
   * The server refused the request with `-32021` (2026-07-28): it needs a client capability this client did
   * not declare, e.g. URL-mode elicitation. `capabilities` names them.
   */
  | 'missing-capability'
  /** The user declined a URL-mode elicitation the server required (`-32042`): the request was not retried. */
  | 'declined'
  /** The user cancelled a URL-mode elicitation the server required (`-32042`): the request was not retried. */
  | 'cancelled'
  /** The server's task (2026-07-28 Tasks extension) ended `failed`: `rpcError` is the error it reported. */
  | 'task-failed'
  /** The server's task (2026-07-28 Tasks extension) ended `cancelled`. */
  | 'task-cancelled';

/**
 * Thrown when a request that needs the user's input cannot finish: by {@link requestWithInput} (the 2026-07-28
 * multi round-trip) and by `withUrlElicitations` (2025-11-25 `-32042`). `key` and `method` name the input
 * request at fault, `elicitationId` the URL elicitation the user refused, when there is one.
 *
 * @example
 * try {
 *   await requestWithInput(send, params, answer);
 * } catch (error) {
 *   if (error instanceof InputRequiredError && error.code === 'too-many-rounds') showRetryLater();
 * }
 */
export class InputRequiredError extends Error {
  override readonly name = 'InputRequiredError';
  readonly code: InputRequiredErrorCode;
  readonly key?: string;
  readonly method?: string;
  /** With `declined` / `cancelled`: the `elicitationId` of the URL elicitation the user refused. */
  readonly elicitationId?: string;
  /** With `task-failed` / `task-cancelled`: the task. */
  readonly taskId?: string;
  /** With `task-failed`: the JSON-RPC error the task ended with (`{ code, message, data? }`), as the server sent it. */
  readonly rpcError?: Readonly<Record<string, unknown>>;
  /**
   * With `missing-capability`: the capabilities the server requires, as dotted paths of the client
   * capabilities object (`['elicitation.url']`), so a host can say "this server needs URL mode".
   */
  readonly capabilities?: readonly string[];
  /** With `missing-capability`: the server's `data.requiredCapabilities`, as it sent them. */
  readonly requiredCapabilities?: Readonly<Record<string, unknown>>;

  constructor(
    code: InputRequiredErrorCode,
    message: string,
    details: {
      key?: string;
      method?: string;
      elicitationId?: string;
      taskId?: string;
      rpcError?: Readonly<Record<string, unknown>>;
      requiredCapabilities?: Readonly<Record<string, unknown>>;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    if (details.key !== undefined) this.key = details.key;
    if (details.method !== undefined) this.method = details.method;
    if (details.elicitationId !== undefined) this.elicitationId = details.elicitationId;
    if (details.taskId !== undefined) this.taskId = details.taskId;
    if (details.rpcError !== undefined) this.rpcError = details.rpcError;
    if (details.requiredCapabilities !== undefined) {
      this.requiredCapabilities = details.requiredCapabilities;
      this.capabilities = capabilityPaths(details.requiredCapabilities);
    }
  }
}

/** `{ elicitation: { url: {} }, sampling: {} }` → `['elicitation.url', 'sampling']`: the leaves, dotted. */
function capabilityPaths(capabilities: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  const paths: string[] = [];
  for (const key of Object.keys(capabilities)) {
    const value = own(capabilities, key);
    const path = `${prefix}${key}`;
    const children = isJsonObject(value) ? capabilityPaths(value, `${path}.`) : [];
    if (children.length > 0) paths.push(...children);
    else paths.push(path);
  }
  return paths;
}

/**
 * A `-32021` error from `send` (whatever threw it: the SDK's error, a hand-written client's, a plain
 * `{ code, data }`), as our typed error; anything else unchanged.
 */
export function typedSendError(error: unknown): unknown {
  if (!isJsonObject(error) && !(error instanceof Error)) return error;
  const { code, data, message } = error as { code?: unknown; data?: unknown; message?: unknown };
  if (code !== MISSING_REQUIRED_CLIENT_CAPABILITY) return error;
  const required = isJsonObject(data) ? own(data, 'requiredCapabilities') : undefined;
  const requiredCapabilities = isJsonObject(required) ? required : {};
  const names = capabilityPaths(requiredCapabilities);
  const what = names.length > 0 ? names.join(', ') : 'a capability it did not name';
  const detail = typeof message === 'string' && message !== '' ? ` (${message})` : '';
  return new InputRequiredError(
    'missing-capability',
    `the server requires client capabilities this client did not declare: ${what}${detail}`,
    { requiredCapabilities, cause: error },
  );
}
