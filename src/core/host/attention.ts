import { formatMessage, type LocaleOptions, resolveMessages } from '../messages/index.js';
import { serverDisplayName } from '../safety/server-identity.js';
import type { ElicitationQueue, PendingElicitation } from './queue.js';

/** What {@link watchAttention} does besides the title count; the provider's `attention` option. */
export interface AttentionOptions {
  /**
   * Also show a system notification for each request that arrives while the tab is hidden, naming only the
   * server and the mode ("weather asks for information"), never the message or the fields. Only when the page
   * already has the permission (`Notification.permission === 'granted'`): we never ask for it, since a permission
   * prompt from a library, at a moment the host did not choose, is one the user learns to refuse. Default `false`.
   */
  notification?: boolean;
}

/**
 * The parts of `document` that {@link watchAttention} uses: a test seam.
 *
 * @internal
 */
export interface AttentionDocument {
  /** Where the count goes: "(2) My app". */
  title: string;
  /** `hidden` while the tab is in the background: a request that arrives then is counted. */
  readonly visibilityState: string;
  /** For the `<title>` element, watched so a title the host sets while we count keeps the count. */
  querySelector?(selector: 'title'): object | null;
}

/**
 * The parts of a system notification that {@link watchAttention} uses: a test seam.
 *
 * @internal
 */
export interface AttentionNotification {
  /** Called when its request is answered or gone, or when it is clicked. */
  close(): void;
  /** Set to bring the user back to the tab. */
  onclick: ((event: never) => unknown) | null;
}

/**
 * The parts of the `Notification` constructor that {@link watchAttention} uses: a test seam.
 *
 * @internal
 */
export interface AttentionNotificationConstructor {
  /** Only `granted` notifies; it is never requested. */
  readonly permission: string;
  /** Shows one: the title names the server and the mode, the body says to come back to the tab. */
  new (title: string, options?: { body?: string; tag?: string }): AttentionNotification;
}

/**
 * Options of {@link watchAttention}: the behaviour and the language (the page is read from globals).
 * @inline
 */
export interface WatchAttentionOptions extends AttentionOptions, LocaleOptions {
  /**
   * Default: `globalThis.document`; without one (on a server) nothing happens.
   *
   * @internal
   */
  document?: AttentionDocument;
  /**
   * Default: `globalThis.Notification`, when there is one.
   *
   * @internal
   */
  Notification?: AttentionNotificationConstructor;
  /** Called when a notification is clicked, after it closes. Default: `globalThis.focus()` (back to the tab). */
  onNotificationClick?: (entry: PendingElicitation) => void;
}

/**
 * Makes a request that arrives while the tab is hidden (Page Visibility) noticeable: the page title gets a count,
 * "(2) My app", of the requests that arrived unseen and are still unanswered, and, with `notification`, each gets
 * a system notification. Both are cleared when their request is answered or gone, not when the tab becomes
 * visible (the count says what still waits). The title is restored by taking our prefix off the title as it is
 * then: a title the host set in between is kept. Locale options are read at each use. Does nothing without a
 * `document`. Returns the function that stops watching and clears both.
 *
 * @example
 * const stop = watchAttention(queue, { notification: true, locale: 'en' });
 * // later: stop();
 */
export function watchAttention(queue: ElicitationQueue, options: WatchAttentionOptions = {}): () => void {
  const page = options.document ?? (globalThis as { document?: AttentionDocument }).document;
  if (!page) return () => undefined;
  const notifications = new Map<string, AttentionNotification | undefined>();
  const known = new Set<string>();
  // The title as the host has it, and the one we last wrote over it.
  let hostTitle = page.title;
  let written: string | undefined;

  const t = (key: Parameters<typeof formatMessage>[1], params?: Record<string, string | number>) =>
    formatMessage(resolveMessages(options), key, params, options.locale);

  const showTitle = () => {
    const current = page.title;
    if (current !== written) hostTitle = current;
    const count = notifications.size;
    if (count === 0) {
      if (written !== undefined && current === written) page.title = hostTitle;
      written = undefined;
      return;
    }
    page.title = t('attention.title', { count, title: hostTitle });
    // Read back: the browser trims and collapses white space in what it stores.
    written = page.title;
  };

  const notify = (entry: PendingElicitation): AttentionNotification | undefined => {
    if (!options.notification) return undefined;
    const System =
      options.Notification ??
      (globalThis as { Notification?: AttentionNotificationConstructor }).Notification;
    if (System?.permission !== 'granted') return undefined;
    const server = serverDisplayName(entry.server, t('dialog.unknownServer'));
    try {
      const shown = new System(
        t(entry.request.mode === 'url' ? 'attention.url' : 'attention.form', { server }),
        {
          body: t('attention.body'),
          tag: `mcp-elicitation-${entry.id}`,
        },
      );
      shown.onclick = () => {
        shown.close();
        if (options.onNotificationClick) options.onNotificationClick(entry);
        else (globalThis as { focus?: () => void }).focus?.();
      };
      return shown;
    } catch {
      // Some browsers allow notifications only from a service worker: the title count still says it.
      return undefined;
    }
  };

  const update = () => {
    const { pending } = queue.snapshot();
    const live = new Set(pending.map((entry) => entry.id));
    for (const [id, shown] of notifications) {
      if (live.has(id)) continue;
      shown?.close();
      notifications.delete(id);
    }
    for (const id of known) if (!live.has(id)) known.delete(id);
    for (const entry of pending) {
      if (known.has(entry.id)) continue;
      known.add(entry.id);
      if (page.visibilityState === 'hidden') notifications.set(entry.id, notify(entry));
    }
    showTitle();
  };

  // Requests already there when watching starts were seen (or not) before: they are not counted.
  for (const entry of queue.snapshot().pending) known.add(entry.id);
  const unsubscribe = queue.subscribe(update);
  const observer = watchTitle(page, () => {
    if (written !== undefined && page.title !== written) showTitle();
  });

  return () => {
    unsubscribe();
    observer?.disconnect();
    for (const shown of notifications.values()) shown?.close();
    notifications.clear();
    showTitle();
  };
}

/** `MutationObserver`, as far as it is used here (`src/core` assumes no DOM). */
type TitleObserver = new (
  callback: () => void,
) => { observe(target: object, options: object): void; disconnect(): void };

/** Calls `onChange` when the `<title>` element changes (the host set `document.title`), where that can be seen. */
function watchTitle(page: AttentionDocument, onChange: () => void): { disconnect(): void } | undefined {
  const Observer = (globalThis as { MutationObserver?: TitleObserver }).MutationObserver;
  const element = page.querySelector?.('title');
  if (!Observer || !element) return undefined;
  const observer = new Observer(onChange);
  observer.observe(element, { childList: true, characterData: true, subtree: true });
  return observer;
}
