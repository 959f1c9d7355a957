import type { ElicitationQueue } from '../host/queue.js';
import type { DraftStorage } from './draft-storage.js';
import type { RemoteConnectionState } from './reconnecting-stream.js';

/** What the views need to know of a remote queue beyond the queue interface. */
export interface RemoteFacts {
  connection(): RemoteConnectionState;
  subscribeConnection(listener: () => void): () => void;
  /** The drafts of the queue's own requests (`undefined` when drafts are off). */
  readonly drafts: DraftStorage | undefined;
  /** Whether entry `id` came from the bridge (only those have ids that outlive a reload). */
  isRemote(id: string): boolean;
  /** Whether entry `id` is still pending on the bridge as far as this page knows (a closed queue's still are). */
  isLive(id: string): boolean;
}

const facts = new WeakMap<ElicitationQueue, RemoteFacts>();

/**
 * The remote facts of `queue`, when it is a remote queue: the provider shows its connection and keeps drafts.
 * @internal
 */
export function remoteFactsOf(queue: ElicitationQueue): RemoteFacts | undefined {
  return facts.get(queue);
}

/** @internal */
export function registerRemoteFacts(queue: ElicitationQueue, remote: RemoteFacts): void {
  facts.set(queue, remote);
}
