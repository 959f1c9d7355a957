import { parseFormRequest } from '../request/parse-form-request.js';
import { createQueueWith, type ElicitationQueue, type ElicitationQueueOptions } from './queue.js';

/**
 * The queue for a host that declares only form mode: {@link createElicitationQueue} with
 * `parse: parseFormRequest`, and nothing that refers to the URL analysis, so a bundle of it with
 * `ElicitationProvider` leaves that analysis and its public-suffix list (about 49 kB gzip) out. A URL request is
 * refused as `unsupported-mode` (synchronously, nothing queued); `createElicitationHandler` and
 * `attachElicitationHandler` answer it `-32602`, as a client that never declared URL mode must.
 *
 * @example
 * const queue = createFormElicitationQueue();
 * const { source } = attachElicitationHandler(client, queue, { modes: { form: true } });
 * <ElicitationProvider queue={queue}><App /></ElicitationProvider>
 */
export function createFormElicitationQueue(
  options: Omit<ElicitationQueueOptions, 'parse'> = {},
): ElicitationQueue {
  return createQueueWith(parseFormRequest, options);
}
