'use client';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import type { AttentionOptions } from '../../core/host/attention.js';
import type {
  DeclinedSource,
  ElicitationQueue,
  ElicitationSource,
  PendingElicitation,
} from '../../core/host/queue.js';
import { serverDisplayName } from '../../core/safety/server-identity.js';
import { DialogView, type ElicitationDialogProps } from '../dialog/dialog-view.js';
import { FocusRunScope } from '../dialog/return-focus.js';
import { useFlowView } from '../flow/use-flow-view.js';
import { InlineQueueContext } from '../panel/inline-queue.js';
import { useClassNames } from '../shared/class-names.js';
import { identityKey } from '../shared/content-key.js';
import { useI18n } from '../shared/i18n.js';
import { InheritedSettings } from '../shared/inherited-settings.js';
import { useRealUnmount } from '../shared/use-real-unmount.js';
import { quoteInMessage } from '../shared/visible-text.js';
import { EntryContexts } from '../steps/queue-entry.js';
import { useDraftSlot } from '../steps/stored-draft.js';
import { ConnectionNotice, useRemoteConnection } from './connection-notice.js';
import { PolicyNotice, PolicyNoticeRegion, usePolicyNotice } from './policy-notice.js';
import { queueView } from './queue-view.js';
import { useAttention } from './use-attention.js';

/**
 * How the provider's dialogs look (the dialog's own props: `review`, `components`, `theme`, `container`,
 * `className`, `reservedNames`, the locale and direction): everything else belongs to one request, and each entry's
 * flow has it from the queue (who asks, where the answer goes, its signal, URL timing, drafts).
 */
export interface ElicitationProviderProps
  extends Pick<
    ElicitationDialogProps,
    | 'review'
    | 'components'
    | 'theme'
    | 'container'
    | 'className'
    | 'reservedNames'
    | 'locale'
    | 'messages'
    | 'dir'
    | 'unstyled'
  > {
  /** The queue your MCP handler presents requests to. */
  queue: ElicitationQueue;
  /**
   * Show no dialog: you place each request inline, e.g. at the tool call in the transcript, with
   * `usePendingElicitations(queue)` and `<ElicitationPanel pending={entry} />`, which then follow each entry's
   * newest state. The queue behaves the same (one answer each, `cancelAll` on unmount, "Decline all").
   */
  inline?: boolean;
  children?: ReactNode;
  /**
   * Opt-in: a request that arrives while the tab is hidden puts a count in `document.title` ("(2) My app") and,
   * with `{ notification: true }` on a page already allowed to notify, a system notification naming only the
   * server and the mode. Each is cleared when its request is answered (see `watchAttention`). Default off.
   */
  attention?: boolean | AttentionOptions;
}

const NONE: readonly PendingElicitation[] = Object.freeze([]);

/** How long a URL request the server said is finished stays on screen, saying so, before it goes. */
export const COMPLETED_VISIBLE_MS = 4000;

/**
 * Shows whatever the queue holds, one request at a time, in arrival order: "1 of 3", which servers
 * are waiting, and, once a connection has asked more than once, "Decline all from …" (asked first,
 * and undoable: "Declining requests from … · Undo"). A request that expires while shown stays on
 * screen, locked, until the user closes it. A URL request the user opened stays on screen waiting (see
 * `ElicitationDialog`'s `urlAccept`); when its server says the step is finished, it says so for a few seconds
 * and goes. What the host's policy answered (see `createElicitationQueue`'s `policy`) is said briefly in a polite
 * status ("Declined by policy “…”"), the page's or the open dialog's, which takes no focus. Unmounting the provider
 * answers `cancel` to every request still waiting; hiding it in `<Activity mode="hidden">` does not. With `inline`, no dialog: you render each request where it belongs.
 *
 * @example
 * const queue = createElicitationQueue();
 * client.setRequestHandler('elicitation/create', createElicitationHandler(queue, { server }));
 * <ElicitationProvider queue={queue} locale="en"><App /></ElicitationProvider>
 */
export function ElicitationProvider({
  queue,
  inline = false,
  children,
  attention,
  ...dialogProps
}: ElicitationProviderProps) {
  const store = queueView(queue);
  const { snapshot, shown } = useSyncExternalStore(store.subscribe, store.read, store.read);
  // When the provider goes away nobody can answer what waits: every pending request gets `cancel`.
  const anchor = useRealUnmount(() => queue.cancelAll());
  useAttention(queue, attention, dialogProps);
  const unanswered = shown !== undefined && snapshot.pending.some((entry) => entry.id === shown.id);
  const fromSameSource = shown ? snapshot.pending.filter((entry) => entry.source === shown.source).length : 0;
  // A bulk refusal only makes sense for a connection that asks again: never for a single request.
  const offerDeclineAll = unanswered && (fromSameSource > 1 || shown.earlierFromSource > 0);
  // The requests shown one after the other: this one (answered, if it waits after its answer), then the rest.
  const line = shown ? [shown, ...snapshot.pending.filter((entry) => entry.id !== shown.id)] : [];
  const inQueue = unanswered || snapshot.waiting.some((entry) => entry.id === shown?.id);
  const connection = useRemoteConnection(queue);
  const shownId = shown?.id;
  const draftSlot = useDraftSlot(queue, shownId);
  const dialogOpen = shown !== undefined && !inline;
  // What the host's policy answered; inline, the transcript shows each as its record instead.
  const policySaid = usePolicyNotice(inline ? NONE : (snapshot.answeredByPolicy ?? NONE));

  // "Done on example.com" is a confirmation, not a question: it goes by itself.
  const completed = !inline && shown?.state === 'completed' ? shown : undefined;
  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(() => store.dismiss(completed), COMPLETED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [completed, store]);
  return (
    <>
      {anchor}
      {inline ? (
        <InlineQueueContext.Provider value={queue}>{children}</InlineQueueContext.Provider>
      ) : (
        children
      )}
      <InheritedSettings
        locale={dialogProps.locale}
        messages={dialogProps.messages}
        dir={dialogProps.dir}
        unstyled={dialogProps.unstyled}
      >
        {/* Both always rendered (empty when there is nothing to say), so what appears in them is announced. */}
        {connection !== undefined && (
          <ConnectionNotice state={connection} theme={dialogProps.theme} page hidden={dialogOpen} />
        )}
        <DeclinedNotice
          queue={queue}
          declined={dialogOpen ? [] : snapshot.declined}
          theme={dialogProps.theme}
          page
        >
          {/* A modal hides the page from assistive technology: while one is open, its own status says it. */}
          {!dialogOpen && <PolicyNotice said={policySaid} />}
        </DeclinedNotice>
        <FocusRunScope showing={shown !== undefined}>
          {shown && !inline && (
            <EntryContexts entry={shown} draftSlot={draftSlot}>
              <EntryDialog
                key={shown.id}
                {...dialogProps}
                entry={shown}
                onOpenChange={(open) => {
                  if (!open) store.dismiss(shown);
                }}
                status={
                  <>
                    {connection !== undefined && <ConnectionNotice state={connection} />}
                    {inQueue && <QueueStatus shown={shown} pending={line} />}
                    <DeclinedNotice queue={queue} declined={snapshot.declined} />
                    <PolicyNoticeRegion said={policySaid} />
                  </>
                }
                onDeclineAll={offerDeclineAll ? () => queue.declineAll(shown.source) : undefined}
              />
            </EntryContexts>
          )}
        </FocusRunScope>
      </InheritedSettings>
    </>
  );
}

/** The dialog of a queue entry, through the entry's own flow. */
function EntryDialog({
  entry,
  onOpenChange,
  onDeclineAll,
  ...look
}: Partial<ElicitationDialogProps> & { entry: PendingElicitation }) {
  const flow = useFlowView(entry.flow, { onOpenChange, onDeclineAll, reservedNames: look.reservedNames });
  return <DialogView {...look} flow={flow} origin={entry.origin} />;
}

function QueueStatus({
  shown,
  pending,
}: {
  shown: PendingElicitation;
  pending: readonly PendingElicitation[];
}) {
  const cn = useClassNames();
  const { t } = useI18n();
  // Counted per connection: two servers that give the same name are still two.
  const waiting = new Map<ElicitationSource, { label: string; count: number }>();
  for (const entry of pending) {
    if (entry === shown) continue;
    const known = waiting.get(entry.source);
    const label = serverDisplayName(entry.server, t('dialog.unknownServer'));
    waiting.set(entry.source, { label, count: (known?.count ?? 0) + 1 });
  }
  // "1 of 3" already says how many wait: a count beside a server only when it asks more than once, which keeps
  // the line short enough for one row on a phone.
  const servers = [...waiting.values()]
    .map(({ label, count }) => (count > 1 ? t('queue.serverCount', { server: label, count }) : label))
    .join(', ');
  if (pending.length < 2) return null;
  return (
    <div className={cn('queue')}>
      <span className={cn('queue-position')}>
        {t('queue.position', { position: 1, total: pending.length })}
      </span>
      <span className={cn('queue-servers')}>{t('queue.waiting', { servers })}</span>
    </div>
  );
}

/**
 * "Declining requests from X · Undo", for each declined connection: on the page (a live region) when no
 * dialog is open, and in the dialog's header when one is, since the page behind a modal is out of reach. The page's
 * region also says what a host's policy answered (`children`): one status for the queue's news.
 */
function DeclinedNotice({
  queue,
  declined,
  theme,
  page = false,
  children,
}: {
  /** On the page: more of the queue's news in the same status (what a host's policy answered). */
  children?: ReactNode;
  queue: ElicitationQueue;
  declined: readonly DeclinedSource[];
  theme?: 'light' | 'dark';
  page?: boolean;
}) {
  const cn = useClassNames();
  const { t, dir, locale } = useI18n();
  if (!page && declined.length === 0) return null;
  const className = page
    ? [cn('root'), cn('declined')].filter(Boolean).join(' ') || undefined
    : cn('declined');
  return (
    <div
      className={className}
      dir={page ? dir : undefined}
      lang={page ? locale : undefined}
      data-theme={page ? theme : undefined}
      role={page ? 'status' : undefined}
    >
      {declined.map(({ source, server }) => {
        const name = serverDisplayName(server, t('dialog.unknownServer'));
        const sentence = t('queue.declining', { server: name });
        return (
          <p key={identityKey(source)} className={cn('declined-item')}>
            {quoteInMessage(t, 'queue.declining', { server: name }, cn)}
            <span aria-hidden="true"> · </span>
            <button
              type="button"
              className={cn('clear')}
              aria-label={`${t('queue.undo')}: ${sentence}`}
              onClick={() => queue.forget(source)}
            >
              {t('queue.undo')}
            </button>
          </p>
        );
      })}
      {children}
    </div>
  );
}
