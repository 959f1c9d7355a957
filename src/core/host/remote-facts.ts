import type { DraftValues } from '../answer/values.js';
import type { FormElicitationRequest } from '../request/parse-form-request.js';

/**
 * The event stream's state, as a page shows it: `connecting` (the first connect), `open`, `reconnecting` (the
 * stream dropped; retrying with backoff, resuming from the last event id), `closed` (`close()` was called, or the
 * bridge refused this user: 401, 403 or 404).
 * @inline
 */
export type RemoteConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Where a remote queue keeps the person's drafts, by request id, so a reload finds them again. */
export interface DraftStorage {
  /** The draft saved for request `id`, with only fields `request` still has; `undefined` when none. */
  load(id: string, request: FormElicitationRequest): DraftValues | undefined;
  /** Saves what may be saved of `draft`: never a field the secret guard flags, nor a `writeOnly` one. */
  save(id: string, request: FormElicitationRequest, draft: DraftValues): void;
  /** Forgets the draft of `id` (the request settled). */
  clear(id: string): void;
}

/**
 * What a queue whose requests live on a server ({@link ElicitationQueue.remote}, set by
 * `createRemoteElicitationQueue`) tells the views beyond the queue interface: its connection, which
 * `<ElicitationProvider>` shows as "Reconnecting…", and the drafts of its requests, which the form restores after a
 * reload.
 * @inline
 */
export interface RemoteQueueFacts {
  /** The event stream's state now. */
  connection(): RemoteConnectionState;
  /** Calls `listener` after each change of `remote.connection`; returns the unsubscribe. */
  subscribeConnection(listener: () => void): () => void;
  /** The drafts of the queue's own requests; `undefined` when drafts are off (`draftStorage: null`). */
  readonly drafts: DraftStorage | undefined;
  /** Whether entry `id` came from the bridge (only those have ids that outlive a reload). */
  isRemote(id: string): boolean;
  /** Whether entry `id` is still pending on the bridge as far as this page knows (a closed queue's still are). */
  isLive(id: string): boolean;
}
