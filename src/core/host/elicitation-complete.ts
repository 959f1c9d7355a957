import { isJsonObject, own } from '../wire/json.js';
import { ELICITATION_COMPLETE_METHOD } from '../wire/protocol.js';
import type { ElicitationQueue, ElicitationSource } from './queue.js';

/**
 * A handler for `notifications/elicitation/complete` from one connection: it closes the waiting URL request
 * with that `elicitationId` (see {@link ElicitationQueue.complete}). Unknown ids, malformed params, other
 * methods and late notifications are ignored, as 2025-11-25 requires; of a notification, only `method` and
 * `params` are read, as an SDK or a hand-written client hands it over. Returns whether an entry was completed.
 * `attachElicitationHandler` installs one for you; use this one with a hand-written client, or with an SDK's
 * `setNotificationHandler` when you handle that notification yourself.
 *
 * @example
 * const onComplete = createElicitationCompleteHandler(queue, connection);
 * socket.on('notification', (message) => onComplete(message)); // { method, params: { elicitationId } }
 */
export function createElicitationCompleteHandler(
  queue: ElicitationQueue,
  source: ElicitationSource,
): (notification: { method?: string; params?: unknown }) => boolean {
  return (notification) => {
    if (!isJsonObject(notification)) return false;
    const method = own(notification, 'method');
    if (method !== undefined && method !== ELICITATION_COMPLETE_METHOD) return false;
    const params = own(notification, 'params');
    const elicitationId = isJsonObject(params) ? own(params, 'elicitationId') : undefined;
    return typeof elicitationId === 'string' && queue.complete(elicitationId, source);
  };
}
