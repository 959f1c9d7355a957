'use client';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ReactNode, type Ref } from 'react';
import type { DraftValues } from '../../core/answer/values.js';
import type { ElicitationParser } from '../../core/host/queue.js';
import type { UrlAcceptTiming } from '../../core/host/url-lifecycle.js';
import type { LocaleOptions } from '../../core/messages/index.js';
import type { ElicitationOrigin } from '../../core/request/origin.js';
import { parseElicitRequest } from '../../core/request/parse-request.js';
import type { ElicitationError } from '../../core/wire/errors.js';
import { flowTitleKey } from '../flow/flow-title.js';
import { useFlowWith } from '../flow/use-elicitation-flow.js';
import type { ResultHandler } from '../flow/use-exactly-once.js';
import { type ElicitationRequestInput, useResolvedRequest } from '../flow/use-resolved-request.js';
import type { WidgetComponents } from '../form/widget-props.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { InheritedSettings } from '../shared/inherited-settings.js';
import { ServerBadge, type ServerIdentity } from '../shared/server-identity.js';
import { quoteInMessage } from '../shared/visible-text.js';
import { FlowBody } from '../steps/flow-body.js';
import { useReturnFocus } from './return-focus.js';
import { useFooterClearance } from './use-footer-clearance.js';
import { useScrollLock } from './use-scroll-lock.js';

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
  /** Called when the dialog opens or closes (controlled with `open`, or not). */
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
  /** Added to the dialog's own class names (on its content element, which `ref` points to). */
  className?: string;
}

/** What `<ElicitationProvider>` adds: "Decline all from …", offered with the other refusals. */
export interface DialogFrameProps extends ElicitationDialogProps {
  declineAll?: { onConfirm: () => void };
  /** How raw params are parsed; the provider passes none (the queue parsed its requests). */
  parse?: ElicitationParser;
}

/**
 * The consent dialog for one elicitation: who asks, the message, the form (or the URL), a review of
 * exactly what will be sent, and Decline / Cancel / Send with the spec's meaning. Escape, the close
 * button and a click outside all report `cancel`; once the user has changed something, the first of
 * them asks "Discard your answers?" instead. A request with no fields or a single checkbox is a
 * confirmation: one step, Send labelled "Confirm". A view of {@link useElicitationFlow}; `ref` is the
 * dialog's content element.
 *
 * @example
 * <ElicitationDialog request={params} server={{ name: 'weather', version: '1.0.0' }} onResult={respond} />
 */
// Pure: a bundle that uses only the provider's frame (the form-only path) drops it, and with it the parser it passes.
export const ElicitationDialog = /* @__PURE__ */ forwardRef<HTMLDivElement, ElicitationDialogProps>(
  function ElicitationDialog(props, ref) {
    return <ElicitationDialogFrame {...props} parse={parseElicitRequest} contentRef={ref} />;
  },
);

/** The dialog with the provider's extras; not exported from the package. */
export function ElicitationDialogFrame(props: DialogFrameProps & { contentRef?: Ref<HTMLDivElement> }) {
  const resolved = useResolvedRequest(props.request, props.parse);
  return (
    <InheritedSettings locale={props.locale} messages={props.messages} unstyled={props.unstyled}>
      {/* A request with different content is a different request: fresh state, its own single answer. */}
      <RequestDialog key={resolved.key} {...props} />
    </InheritedSettings>
  );
}

/** The overlay must take the clicks Radix turns off on the page behind, so an outside click cancels. */
const OVERLAY_STYLE = { pointerEvents: 'auto' } as const;
/** A click outside must not move focus out of the dialog, or "Keep editing" would have nowhere to return. */
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

function RequestDialog(props: DialogFrameProps & { contentRef?: Ref<HTMLDivElement> }) {
  const { theme, container } = props;
  const cn = useClassNames();
  const { t } = useI18n();
  const flow = useFlowWith(
    props.request,
    {
      server: props.server,
      reservedNames: props.reservedNames,
      onResult: props.onResult,
      onError: props.onError,
      signal: props.signal,
      open: props.open,
      defaultOpen: props.defaultOpen,
      onOpenChange: props.onOpenChange,
      urlAccept: props.urlAccept,
      notFinished: props.notFinished,
      completed: props.completed,
      onOpenUrl: props.onOpenUrl,
      onDeclineAll: props.declineAll?.onConfirm,
    },
    props.parse,
  );
  const { request, open, asking } = flow;
  const { ref: rootRef, ...rootProps } = flow.getRootProps();
  const contentRef = useComposedRefs(rootRef as Ref<HTMLDivElement>, props.contentRef);
  const { ref: titleRef, ...titleProps } = flow.getTitleProps();

  // Escape, the close button and a click outside all come here.
  const onOpenChange = (next: boolean) => {
    if (!next) flow.dismiss();
  };

  const onCloseAutoFocus = useReturnFocus(open);
  const bodyRef = useFooterClearance();
  useScrollLock(open);

  return (
    <>
      {flow.anchor}
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
            className={joinClasses(cn('dialog'), props.className)}
            data-theme={theme}
            data-mode={rootProps['data-mode']}
            aria-labelledby={rootProps['aria-labelledby']}
            aria-modal="true"
            onCloseAutoFocus={onCloseAutoFocus}
            onOpenAutoFocus={(event) => {
              // Never on a button: an early Enter must not decline, cancel or open anything.
              event.preventDefault();
              flow.focusStart();
            }}
            onEscapeKeyDown={(event) => {
              if (asking === undefined) return;
              // Escape answers the inline question the safe way.
              event.preventDefault();
              flow.keepGoing();
            }}
            onPointerDownOutside={(event) => {
              if (asking !== undefined) event.preventDefault();
            }}
          >
            <header className={cn('header')}>
              <ServerBadge server={flow.server} reservedNames={props.reservedNames} />
              {props.status}
              <Dialog.Title {...titleProps} ref={titleRef} className={cn('title')}>
                {quoteInMessage(t, flowTitleKey(flow), { server: flow.serverName }, cn)}
              </Dialog.Title>
              {/* Once only Close is left, the footer's button is the one way out: no second "Close". */}
              {!flow.closeOnly && (
                <Dialog.Close className={cn('close')} aria-label={t('dialog.close')} onMouseDown={keepFocus}>
                  <span aria-hidden="true">×</span>
                </Dialog.Close>
              )}
            </header>
            <div className={cn('body')} ref={bodyRef}>
              <Dialog.Description className={cn('message')}>
                {request ? request.message : t('rejected.body')}
              </Dialog.Description>
              <FlowBody
                flow={flow}
                review={props.review ?? true}
                components={props.components}
                initialDraft={props.initialDraft}
                notFinished={props.notFinished === true}
                origin={props.origin}
              />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
