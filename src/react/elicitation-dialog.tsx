'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ElicitationError } from '../core/errors.js';
import type { LocaleOptions } from '../core/messages/index.js';
import type { ElicitationOrigin } from '../core/origin.js';
import type { ElicitResult } from '../core/protocol.js';
import { acceptResult, cancelResult } from '../core/results.js';
import { toServerIdentity } from '../core/server-identity.js';
import { defaultUrlAccept, type UrlAcceptTiming } from '../core/url-lifecycle.js';
import type { DraftValues } from '../core/values.js';
import { useClassNames } from './class-names.js';
import { CloseOnly, FooterButton, InlineConfirm } from './dialog-parts.js';
import { FormSteps, isConfirmation, type Phase } from './dialog-steps.js';
import { useI18n } from './i18n.js';
import { InheritedSettings } from './inherited-settings.js';
import { RejectedRequest } from './rejected-request.js';
import { useReturnFocus } from './return-focus.js';
import { ServerBadge, type ServerIdentity, useShownServer } from './server-identity.js';
import { UrlSteps } from './url-steps.js';
import { type ResultHandler, useExactlyOnce } from './use-exactly-once.js';
import { useFooterClearance } from './use-footer-clearance.js';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';
import {
  type ElicitationRequestInput,
  type ResolvedRequest,
  useResolvedRequest,
} from './use-resolved-request.js';
import { useScrollLock } from './use-scroll-lock.js';
import { quoteInMessage } from './visible-text.js';
import { WhyAsked } from './why-asked.js';
import type { WidgetComponents } from './widget-props.js';

export interface ElicitationDialogProps extends LocaleOptions {
  /**
   * What the server asked: a request from `parseElicitRequest` (or the queue), or the raw
   * `elicitation/create` params as they arrived. Raw params are parsed here, once per content; a new but
   * equal object on every render keeps the same form and what the user typed. Params the core refuses
   * show "this request can't be shown" with every issue, and `onError` receives the `ElicitationError`.
   */
  request: ElicitationRequestInput;
  /** Who is asking; always shown above the message. Anything but text in it is ignored. */
  server: ServerIdentity;
  /**
   * Your app's own names (product, assistant): a server whose title or name is one of them, or a bare role such
   * as "Assistant" or "System", is shown as `Server “…”` with a note that a connected server chose the name.
   */
  reservedNames?: readonly string[];
  /**
   * Called exactly once per request with `accept` (+ content), `decline` or `cancel`. Return a
   * promise to have the dialog wait for delivery and tell the user if it fails.
   */
  onResult: ResultHandler;
  /**
   * Called once per request content when `request` is raw params the core refuses (the dialog then shows
   * why, and closing it reports `cancel`). A host usually logs it, or answers the server with `-32602`.
   */
  onError?: (error: ElicitationError) => void;
  /** Controlled open state. Closing an unanswered dialog this way reports `cancel`. */
  open?: boolean;
  /** Uncontrolled initial open state; `true` by default. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The request's lifetime: once aborted, the dialog locks, says nothing was sent, and reports nothing. */
  signal?: AbortSignal;
  /** Show a read-only review before sending (default `true`; confirmations never have one). */
  review?: boolean;
  components?: WidgetComponents;
  unstyled?: boolean;
  /** Forces the light or dark theme; by default it follows `prefers-color-scheme`. */
  theme?: 'light' | 'dark';
  /** Where the dialog is portalled; `document.body` by default. */
  container?: HTMLElement | null;
  /** A draft to start from instead of the defaults (e.g. restoring an interrupted answer). */
  initialDraft?: DraftValues;
  /** Shown under the server's name, e.g. the queue position from `<ElicitationProvider>`. */
  status?: ReactNode;
  /**
   * URL mode: when `accept` is reported. `on-continue` (the default without an `elicitationId`, 2026-07-28):
   * Open only opens the link and the dialog waits; Continue reports `accept` (the client retries with it),
   * Cancel request reports `cancel`. `on-open` (the default with one, 2025-11-25): Open reports `accept` at once
   * and the dialog waits, with Dismiss, until `completed`.
   */
  urlAccept?: UrlAcceptTiming;
  /**
   * URL mode: the server asked again for an address the user just continued from. The dialog opens waiting
   * ("not finished yet"), with Continue, Open again, Copy link and Cancel request, instead of a new consent.
   */
  notFinished?: boolean;
  /**
   * URL mode: the server said the out-of-band step finished (2025-11-25 `notifications/elicitation/complete`).
   * A waiting dialog says so (an `accept` still held for Continue is reported now); closing it is up to you.
   */
  completed?: boolean;
  /** URL mode: called once when the user opens the link (before any `onResult`). */
  onOpenUrl?: () => void;
  /**
   * The client request the server asks during, when you know it (the queue's `PendingElicitation.origin`):
   * shown under the message as "{server} asks while running {tool}", with the arguments on demand.
   */
  origin?: ElicitationOrigin;
}

/** What `<ElicitationProvider>` adds: "Decline all from …", offered with the other refusals. */
export interface DialogFrameProps extends ElicitationDialogProps {
  declineAll?: { onConfirm: () => void };
}

/** The question the dialog is asking inline, if any. */
type Asking = 'discard' | 'decline-all' | 'stop-waiting' | undefined;

/**
 * The consent dialog for one elicitation: who asks, the message, the form (or the URL), a review of
 * exactly what will be sent, and Decline / Cancel / Send with the spec's meaning. Escape, the close
 * button and a click outside all report `cancel`; once the user has changed something, the first of
 * them asks "Discard your answers?" instead. A request with no fields or a single checkbox is a
 * confirmation: one step, Send labelled "Confirm".
 *
 * @example
 * <ElicitationDialog request={params} server={{ name: 'weather', version: '1.0.0' }} onResult={respond} />
 */
export function ElicitationDialog(props: ElicitationDialogProps) {
  return <ElicitationDialogFrame {...props} />;
}

/** The dialog with the provider's extras; not exported from the package. */
export function ElicitationDialogFrame(props: DialogFrameProps) {
  const resolved = useResolvedRequest(props.request);
  return (
    <InheritedSettings locale={props.locale} messages={props.messages} unstyled={props.unstyled}>
      {/* A request with different content is a different request: fresh state, its own single answer. */}
      <RequestDialog key={resolved.key} {...props} resolved={resolved} />
    </InheritedSettings>
  );
}

/** The overlay must take the clicks Radix turns off on the page behind, so an outside click cancels. */
const OVERLAY_STYLE = { pointerEvents: 'auto' } as const;
/** A click outside must not move focus out of the dialog, or "Keep editing" would have nowhere to return. */
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

function RequestDialog(props: DialogFrameProps & { resolved: ResolvedRequest }) {
  const { resolved, signal, theme, container } = props;
  const { request } = resolved;
  const cn = useClassNames();
  const { t } = useI18n();
  const { report, answered, expire, anchor } = useExactlyOnce(props.onResult);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(props.defaultOpen ?? true);
  const open = props.open ?? uncontrolledOpen;
  const urlAccept = request?.mode === 'url' ? (props.urlAccept ?? defaultUrlAccept(request)) : undefined;
  // "Not finished yet" picks up where the user was: waiting, the accept still held for Continue.
  const [phase, setPhase] = useState<Phase>(() =>
    props.notFinished && urlAccept === 'on-continue' ? 'waiting' : 'form',
  );
  const [sending, setSending] = useState(false);
  const [expired, setExpired] = useState(() => signal?.aborted === true);
  const isDirty = useRef(() => false);
  const [asking, setAsking] = useState<Asking>(undefined);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const server = toServerIdentity(props.server);
  const serverName = useShownServer(server, props.reservedNames).inSentence;

  const latestOnError = useRef(props.onError);
  useIsomorphicLayoutEffect(() => {
    latestOnError.current = props.onError;
  });
  // Once per request content, StrictMode's second effect run included.
  const toldError = useRef<ElicitationError | undefined>(undefined);
  useEffect(() => {
    if (!resolved.error || toldError.current === resolved.error) return;
    toldError.current = resolved.error;
    latestOnError.current?.(resolved.error);
  }, [resolved.error]);

  const { open: controlledOpen, onOpenChange: notifyOpenChange } = props;
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlledOpen === undefined) setUncontrolledOpen(next);
      notifyOpenChange?.(next);
    },
    [controlledOpen, notifyOpenChange],
  );

  useEffect(() => {
    if (!signal) return;
    const onAbort = () => {
      expire();
      setExpired(true);
    };
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort);
    return () => signal.removeEventListener('abort', onAbort);
  }, [signal, expire]);

  // A host that closes the dialog itself before the user answered has dismissed it: `cancel`.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) void report(cancelResult());
    wasOpen.current = open;
  }, [open, report]);

  /** Reports `result`; when it was already given (or the request expired), a dismissal just closes. */
  const finish = useCallback(
    (result: ElicitResult, after: 'close' | 'waiting' = 'close') => {
      const delivery = report(result);
      if (delivery === false) {
        if (result.action === 'cancel') setOpen(false);
        return;
      }
      const settle = () => (after === 'waiting' ? setPhase('waiting') : setOpen(false));
      if (delivery instanceof Promise) {
        setSending(true);
        delivery.then(settle, () => setPhase('failed')).finally(() => setSending(false));
      } else {
        settle();
      }
    },
    [report, setOpen],
  );

  // The out-of-band step finished: an accept still held for Continue goes now, as Continue would send it.
  const completed = props.completed === true && phase === 'waiting';
  useEffect(() => {
    if (!completed) return;
    const delivery = urlAccept === 'on-continue' ? report(acceptResult()) : false;
    setPhase('completed');
    if (delivery instanceof Promise) delivery.catch(() => setPhase('failed'));
  }, [completed, urlAccept, report]);

  const locked = expired || sending || answered;
  // Nothing more can be answered: the request expired, its delivery failed, its out-of-band step is done, or it
  // cannot be shown.
  const closeOnly = expired || phase === 'failed' || phase === 'completed' || resolved.error !== undefined;

  // Where focus was when the dialog started asking, to go back there when the user keeps going.
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusAfterAsking = useRef(false);
  const ask = (question: Exclude<Asking, undefined>) => {
    const active = contentRef.current?.ownerDocument.activeElement;
    returnFocus.current =
      active instanceof HTMLElement && contentRef.current?.contains(active) ? active : null;
    setAsking(question);
  };
  const keepGoing = () => {
    focusAfterAsking.current = true;
    setAsking(undefined);
  };
  useLayoutEffect(() => {
    if (asking !== undefined || !focusAfterAsking.current) return;
    focusAfterAsking.current = false;
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
    else focusStart(contentRef.current, titleRef.current);
  }, [asking]);

  // Escape, the close button and a click outside all come here.
  const onOpenChange = (next: boolean) => {
    if (next) return setOpen(true);
    // While an answer is on its way the dialog stays, so a failed delivery can still be shown.
    if (sending || asking === 'discard') return;
    // A stray dismissal must not throw away what the user typed: ask first (once).
    if (!locked && !closeOnly && isDirty.current()) return ask('discard');
    // Nor what the user did on the site: coming back to the tab, the first click often lands outside.
    if (!locked && !closeOnly && phase === 'waiting' && urlAccept === 'on-continue')
      return ask('stop-waiting');
    finish(cancelResult());
  };

  const onCloseAutoFocus = useReturnFocus(open);
  const bodyRef = useFooterClearance();

  useScrollLock(open);
  const titleId = useId();
  const confirmation = request?.mode === 'form' && isConfirmation(request.form);
  const titleKey = !request
    ? 'dialog.title.rejected'
    : request.mode === 'url'
      ? 'dialog.title.url'
      : confirmation
        ? 'dialog.title.confirm'
        : 'dialog.title.form';

  const site = request?.mode === 'url' ? (request.url.registrableDomain ?? request.url.host) : '';
  const question =
    asking === 'stop-waiting' ? (
      <InlineConfirm
        question={t('url.stopWaiting.question')}
        detail={quoteInMessage(t, 'url.stopWaiting.detail', { server: serverName, site }, cn)}
        keepLabel={t('url.stopWaiting.keep')}
        onKeep={keepGoing}
        confirmLabel={t('action.cancelRequest')}
        onConfirm={() => finish(cancelResult())}
        disabled={locked}
      />
    ) : asking === 'discard' ? (
      <InlineConfirm
        question={t('dismiss.question')}
        detail={t('dismiss.detail')}
        keepLabel={t('dismiss.keep')}
        onKeep={keepGoing}
        confirmLabel={t('dismiss.discard')}
        onConfirm={() => finish(cancelResult())}
        disabled={locked}
      />
    ) : asking === 'decline-all' && props.declineAll ? (
      <InlineConfirm
        question={quoteInMessage(t, 'queue.declineAllQuestion', { server: serverName }, cn)}
        detail={t('queue.declineAllHint')}
        keepLabel={t('queue.declineAllKeep')}
        onKeep={keepGoing}
        confirmLabel={t('queue.declineAllConfirm')}
        onConfirm={props.declineAll.onConfirm}
        disabled={locked}
      />
    ) : undefined;
  const bulkRefusal = props.declineAll && (
    <FooterButton variant="secondary" disabled={locked} onClick={() => ask('decline-all')}>
      {quoteInMessage(t, 'queue.declineAll', { server: serverName }, cn)}
    </FooterButton>
  );
  const steps = { phase, locked, closeOnly, finish, asking: question, bulkRefusal };

  return (
    <>
      {anchor}
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal container={container}>
          {/* Not Dialog.Overlay: its scroll lock injects a <style> element, which a strict CSP refuses. */}
          <div
            className={cn('overlay')}
            data-theme={theme}
            data-state="open"
            aria-hidden="true"
            style={OVERLAY_STYLE}
            onMouseDown={keepFocus}
          />
          <Dialog.Content
            ref={contentRef}
            className={cn('dialog')}
            data-theme={theme}
            data-mode={request?.mode ?? 'rejected'}
            aria-labelledby={titleId}
            aria-modal="true"
            onCloseAutoFocus={onCloseAutoFocus}
            onOpenAutoFocus={(event) => {
              // Never on a button: an early Enter must not decline, cancel or open anything.
              event.preventDefault();
              focusStart(contentRef.current, titleRef.current);
            }}
            onEscapeKeyDown={(event) => {
              if (asking === undefined) return;
              // Escape answers the inline question the safe way.
              event.preventDefault();
              keepGoing();
            }}
            onPointerDownOutside={(event) => {
              if (asking !== undefined) event.preventDefault();
            }}
          >
            <header className={cn('header')}>
              <ServerBadge server={server} reservedNames={props.reservedNames} />
              {props.status}
              <Dialog.Title id={titleId} ref={titleRef} tabIndex={-1} className={cn('title')}>
                {quoteInMessage(t, titleKey, { server: serverName }, cn)}
              </Dialog.Title>
              {/* Once only Close is left, the footer's button is the one way out: no second "Close". */}
              {!closeOnly && (
                <Dialog.Close className={cn('close')} aria-label={t('dialog.close')} onMouseDown={keepFocus}>
                  <span aria-hidden="true">×</span>
                </Dialog.Close>
              )}
            </header>
            <div className={cn('body')} ref={bodyRef}>
              <Dialog.Description className={cn('message')}>
                {request ? request.message : t('rejected.body')}
              </Dialog.Description>
              {props.origin && <WhyAsked origin={props.origin} serverName={serverName} />}
              {expired && (
                <div className={cn('expired')} role="status">
                  <strong>{t('expired.title')}</strong> {t('expired.body')}
                </div>
              )}
              {phase === 'failed' && (
                <div className={cn('delivery-error')} role="alert">
                  {t('delivery.failed')}
                </div>
              )}
              {resolved.error ? (
                <>
                  <RejectedRequest error={resolved.error} />
                  {/* Closing it is the only answer there is: `cancel`, once. */}
                  <CloseOnly />
                </>
              ) : request?.mode === 'form' ? (
                <FormSteps
                  {...steps}
                  request={request}
                  serverName={serverName}
                  setPhase={setPhase}
                  review={props.review ?? true}
                  components={props.components}
                  initialDraft={props.initialDraft}
                  isDirty={isDirty}
                />
              ) : request ? (
                <UrlSteps
                  {...steps}
                  request={request}
                  serverName={serverName}
                  urlAccept={urlAccept ?? 'on-continue'}
                  notFinished={props.notFinished === true}
                  setPhase={setPhase}
                  onOpenUrl={props.onOpenUrl}
                />
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

/**
 * Where focus starts: a step's own start (the heading of a URL request that opens waiting), else the first
 * field, else the dialog's heading (no fields, URL consent, nothing left to answer). Never a button.
 */
function focusStart(content: HTMLElement | null, heading: HTMLElement | null): void {
  const start = content?.querySelector<HTMLElement>(
    '[data-focus-start], [data-kind] input:not([disabled]), [data-kind] select:not([disabled])',
  );
  (start ?? heading)?.focus();
}
