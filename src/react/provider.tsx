import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ElicitationQueue, PendingElicitation } from '../core/queue.js';
import { serverDisplayName } from '../core/server-identity.js';
import { useClassNames } from './class-names.js';
import { ElicitationDialog, type ElicitationDialogProps } from './elicitation-dialog.js';
import { useI18n } from './i18n.js';
import { quoteInMessage } from './visible-text.js';

type SharedDialogProps = Omit<
  ElicitationDialogProps,
  | 'request'
  | 'server'
  | 'onResult'
  | 'signal'
  | 'open'
  | 'defaultOpen'
  | 'onOpenChange'
  | 'status'
  | 'initialDraft'
>;

export interface ElicitationProviderProps extends SharedDialogProps {
  /** The queue your MCP handler presents requests to. */
  queue: ElicitationQueue;
  children?: ReactNode;
}

/**
 * Shows whatever the queue holds, one request at a time, in arrival order: "1 of 3", which servers
 * are waiting, and "Decline all from this server" for the rest of the session. A request that expires
 * while shown stays on screen, locked, until the user closes it. Unmounting the provider answers `cancel`
 * to every request still waiting.
 *
 * @example
 * const queue = createElicitationQueue();
 * client.setRequestHandler('elicitation/create', createElicitationHandler(queue, { server }));
 * <ElicitationProvider queue={queue} locale="en"><App /></ElicitationProvider>
 */
export function ElicitationProvider({ queue, children, ...dialogProps }: ElicitationProviderProps) {
  const snapshot = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  useCancelOnUnmount(queue);
  const [shown, setShown] = useState<PendingElicitation | undefined>(snapshot.current);
  if (shown !== snapshot.current) {
    // An expired request leaves the queue at once; keep it visible (locked) so the user learns why.
    const expiredWhileShown = shown && !snapshot.pending.includes(shown) && shown.signal?.aborted === true;
    if (!expiredWhileShown) setShown(snapshot.current);
  }
  return (
    <>
      {children}
      {shown && (
        <ElicitationDialog
          key={shown.id}
          {...dialogProps}
          request={shown.request}
          server={shown.server}
          signal={shown.signal}
          onResult={shown.respond}
          onOpenChange={(open) => {
            if (!open && shown !== snapshot.current) setShown(snapshot.current);
          }}
          status={<QueueStatus queue={queue} shown={shown} pending={snapshot.pending} />}
        />
      )}
    </>
  );
}

/**
 * When the provider goes away nobody can answer what waits, so every pending request gets `cancel`
 * instead of hanging. StrictMode's unmount-and-remount is told apart by checking a tick later.
 */
function useCancelOnUnmount(queue: ElicitationQueue): void {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) queue.cancelAll();
      });
    };
  }, [queue]);
}

function QueueStatus({
  queue,
  shown,
  pending,
}: {
  queue: ElicitationQueue;
  shown: PendingElicitation;
  pending: readonly PendingElicitation[];
}) {
  const cn = useClassNames();
  const { t } = useI18n();
  if (!pending.includes(shown)) return null;
  const name = serverDisplayName(shown.server, t('dialog.unknownServer'));
  const waiting = new Map<string, number>();
  for (const entry of pending) {
    if (entry === shown) continue;
    const label = serverDisplayName(entry.server, t('dialog.unknownServer'));
    waiting.set(label, (waiting.get(label) ?? 0) + 1);
  }
  const servers = [...waiting].map(([server, count]) => t('queue.serverCount', { server, count })).join(', ');
  return (
    <div className={cn('queue')}>
      {pending.length > 1 && (
        <span className={cn('queue-position')}>
          {t('queue.position', { position: 1, total: pending.length })}
        </span>
      )}
      {waiting.size > 0 && <span className={cn('queue-servers')}>{t('queue.waiting', { servers })}</span>}
      <button
        type="button"
        className={cn('clear')}
        title={t('queue.declineAllHint')}
        onClick={() => queue.declineAll(shown.source)}
      >
        {quoteInMessage(t, 'queue.declineAll', { server: name }, cn)}
      </button>
    </div>
  );
}
