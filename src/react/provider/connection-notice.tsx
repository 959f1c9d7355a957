'use client';
import { useCallback, useSyncExternalStore } from 'react';
import type { ElicitationQueue } from '../../core/host/queue.js';
import type { RemoteConnectionState } from '../../core/host/remote-facts.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';

const noSubscription = () => () => undefined;
const nothing = () => undefined;

/** The connection of a remote queue (`undefined` for an in-page one), followed as it changes. */
export function useRemoteConnection(queue: ElicitationQueue): RemoteConnectionState | undefined {
  const { remote } = queue;
  const read = useCallback(() => remote?.connection(), [remote]);
  return useSyncExternalStore(
    remote ? remote.subscribeConnection : noSubscription,
    remote ? read : nothing,
    remote ? read : nothing,
  );
}

/**
 * "Reconnecting…" while a remote queue's stream is down: a live region that is always there (empty while
 * connected), so the words are announced when they appear. On the page, and in the dialog's header while one is
 * open (the page behind a modal is out of reach).
 */
export function ConnectionNotice({
  state,
  theme,
  page = false,
  hidden = false,
}: {
  state: RemoteConnectionState;
  theme?: 'light' | 'dark';
  page?: boolean;
  hidden?: boolean;
}) {
  const cn = useClassNames();
  const { t, dir, locale } = useI18n();
  const reconnecting = state === 'reconnecting' && !hidden;
  return (
    <div
      className={page ? joinClasses(cn('root'), cn('connection')) : cn('connection')}
      dir={page ? dir : undefined}
      lang={page ? locale : undefined}
      data-theme={page ? theme : undefined}
      data-connection={state}
      role="status"
    >
      {reconnecting && <p className={cn('connection-item')}>{t('connection.reconnecting')}</p>}
    </div>
  );
}
