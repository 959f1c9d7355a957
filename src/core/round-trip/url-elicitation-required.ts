import type { ElicitationQueue, ElicitationSource } from '../host/queue.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import { isJsonObject, own } from '../wire/json.js';
import { URL_ELICITATION_REQUIRED } from '../wire/protocol.js';
import { InputRequiredError } from './input-errors.js';

/** A `-32042` error as both SDKs (and a hand-written client that keeps `code` and `data`) throw it. */
export interface UrlElicitationRequiredErrorLike {
  code: typeof URL_ELICITATION_REQUIRED;
  data: { elicitations: readonly unknown[] };
  message?: string;
}

/**
 * Options of {@link withUrlElicitations}.
 * @inline
 */
export interface UrlElicitationOptions {
  /** Who is asking, as the dialog shows it. */
  server: ServerIdentity;
  /**
   * The connection: the attachment's `source`, so its `notifications/elicitation/complete` reach these requests
   * (and "Decline all" and the cancel on close act on them).
   */
  source: ElicitationSource;
  /** Aborts the wait (the dialogs answer `cancel`) and the retries; the call then throws the signal's reason. */
  signal?: AbortSignal;
  /** How many times the request is retried after a `-32042`. Default 3. */
  maxRounds?: number;
}

const DEFAULT_MAX_ROUNDS = 3;

/**
 * True for a 2025-11-25 URLElicitationRequired error: `code` `-32042` with a `data.elicitations` list, whichever
 * SDK (or hand-written client) threw it.
 *
 * @example
 * try { await client.callTool(params); } catch (error) { if (isUrlElicitationRequiredError(error)) … }
 */
export function isUrlElicitationRequiredError(error: unknown): error is UrlElicitationRequiredErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { code, data } = error as { code?: unknown; data?: unknown };
  return code === URL_ELICITATION_REQUIRED && isJsonObject(data) && Array.isArray(own(data, 'elicitations'));
}

/**
 * Runs `call`; when it fails with `-32042` (URL elicitation required, 2025-11-25), shows each URL-mode request of
 * `error.data.elicitations` through `queue`, waits until every one is done, and runs `call` once more. Done means
 * the server's `notifications/elicitation/complete` for it (see `attachElicitationHandler`), or the user's
 * Continue after opening the link (the server may not notify). A decline or cancel ends the call with
 * {@link InputRequiredError} (`declined` / `cancelled`, with the `elicitationId`) and takes the other requests off
 * the screen. A retry that fails with `-32042` again is handled the same way, up to `maxRounds` (then
 * `too-many-rounds`); the queue shows a repeat of an address the user just continued from as "not finished yet".
 * A malformed error (no list, a request that is not URL mode or that the core refuses) is `invalid-result`. Any
 * other error is rethrown as it is.
 *
 * @example
 * const { source } = attachElicitationHandler(client, queue, { modes: { form: true, url: true } });
 * const result = await withUrlElicitations(
 *   () => client.callTool({ name: 'list_files', arguments: {} }),
 *   queue,
 *   { server: { name: 'files' }, source },
 * );
 */
export async function withUrlElicitations<R>(
  call: () => Promise<R>,
  queue: ElicitationQueue,
  options: UrlElicitationOptions,
): Promise<R> {
  const { signal, maxRounds = DEFAULT_MAX_ROUNDS } = options;
  if (!Number.isInteger(maxRounds) || maxRounds < 0) {
    throw new RangeError(`withUrlElicitations: maxRounds must be a whole number >= 0, not ${maxRounds}`);
  }
  for (let round = 0; ; round++) {
    signal?.throwIfAborted();
    try {
      return await call();
    } catch (error) {
      const code =
        typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
      if (code !== URL_ELICITATION_REQUIRED) throw error;
      if (round >= maxRounds) {
        throw new InputRequiredError(
          'too-many-rounds',
          `the server still required URL elicitations after ${maxRounds} retr${maxRounds === 1 ? 'y' : 'ies'}`,
          { cause: error },
        );
      }
      await completeAll(requiredElicitations(error), queue, options);
    }
  }
}

/** The URL-mode requests of a `-32042` error, checked for shape; the queue checks each one fully. */
function requiredElicitations(error: unknown): readonly Record<string, unknown>[] {
  const data = (error as { data?: unknown }).data;
  const list = isJsonObject(data) ? own(data, 'elicitations') : undefined;
  const invalid = (why: string) =>
    new InputRequiredError('invalid-result', `malformed -32042 error: ${why}`, { cause: error });
  if (!Array.isArray(list) || list.length === 0) throw invalid('data.elicitations must be a non-empty list');
  return list.map((entry, index) => {
    if (!isJsonObject(entry) || own(entry, 'mode') !== 'url') {
      throw invalid(`data.elicitations[${index}] must be a URL-mode elicitation`);
    }
    return entry;
  });
}

/** Shows every request at once and resolves when each was completed or continued; rejects on the first refusal. */
async function completeAll(
  elicitations: readonly Record<string, unknown>[],
  queue: ElicitationQueue,
  { server, source, signal }: UrlElicitationOptions,
): Promise<void> {
  const round = new AbortController();
  const onAbort = () => round.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const answers = elicitations.map((params, index) => {
      try {
        // Its accept is what allows the retry: held until Continue or the completion notification.
        return queue.present(params, { server, source, signal: round.signal, urlAccept: 'on-continue' });
      } catch (error) {
        throw new InputRequiredError(
          'invalid-result',
          `malformed -32042 error: data.elicitations[${index}] cannot be shown`,
          { cause: error },
        );
      }
    });
    await Promise.all(
      answers.map(async (answer, index) => {
        const { action } = await answer;
        signal?.throwIfAborted();
        if (action === 'accept') return;
        const elicitationId = own(elicitations[index] as Record<string, unknown>, 'elicitationId');
        throw new InputRequiredError(
          action === 'decline' ? 'declined' : 'cancelled',
          `the user ${action === 'decline' ? 'declined' : 'cancelled'} a URL elicitation the server requires`,
          typeof elicitationId === 'string' ? { elicitationId } : {},
        );
      }),
    );
  } finally {
    // Whatever ended the round, nothing of it may stay on screen unanswered.
    round.abort();
    signal?.removeEventListener('abort', onAbort);
  }
}
