'use client';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ReactNode, type Ref } from 'react';
import type { DraftValues } from '../../core/answer/values.js';
import { flowTitleKey } from '../../core/flow/flow-title.js';
import type { ElicitationRequestInput } from '../../core/flow/resolve-request.js';
import type { ElicitationSource } from '../../core/host/queue.js';
import type { LocaleOptions } from '../../core/messages/index.js';
import type { ElicitationOrigin } from '../../core/request/origin.js';
import type { ElicitationParser } from '../../core/request/parse-request.js';
import { parseElicitRequest } from '../../core/request/parse-request.js';
import { pickFlowOptions } from '../flow/pick-flow-options.js';
import {
  type FlowHolder,
  type UseElicitationFlowOptions,
  useFlowWith,
} from '../flow/use-elicitation-flow.js';
import { useResolvedRequest } from '../flow/use-resolved-request.js';
import type { WidgetComponents } from '../form/widget-props.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import type { DirectionOptions } from '../shared/i18n-settings.js';
import { InheritedSettings } from '../shared/inherited-settings.js';
import { ServerBadge } from '../shared/server-identity.js';
import { serverTextProps } from '../shared/server-language.js';
import { quoteInMessage } from '../shared/visible-text.js';
import { RequestSourceContext } from '../steps/app-slot.js';
import { FlowBody } from '../steps/flow-body.js';
import { useReturnFocus } from './return-focus.js';
import { useFooterClearance } from './use-footer-clearance.js';
import { useScrollLock } from './use-scroll-lock.js';

export interface ElicitationDialogProps extends UseElicitationFlowOptions, LocaleOptions, DirectionOptions {
  /**
   * What the server asked: a request from `parseElicitRequest` (or the queue), or the raw
   * `elicitation/create` params as they arrived. Raw params are parsed here, once per content; a new but
   * equal object on every render keeps the same form and what the user typed. Params the core refuses
   * show "this request can't be shown" with every issue, and `onError` receives the `ElicitationError`.
   */
  request: ElicitationRequestInput;
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
   * The client request the server asks during, when you know it (the queue's `PendingElicitation.origin`):
   * shown under the message as "{server} asks while running {tool}", with the arguments on demand.
   */
  origin?: ElicitationOrigin;
  /** Added to the dialog's own class names (on its content element, which `ref` points to). */
  className?: string;
  /**
   * The connection the request came from (your MCP SDK `Client`), for a request you hold yourself (a queue's
   * entries carry theirs). Only app-rendered elicitation (SEP-3118, `<AppElicitationHost>` from
   * `mcp-elicitation-react/apps`) reads it: the server's app is read from, and its capabilities checked on, this
   * connection. Without it (and without the host's `connection`), our form renders the request.
   *
   * @example
   * <AppElicitationHost experimental={{ sep3118: true }}>
   *   <ElicitationDialog request={params} source={client} server={{ name: 'accounts' }} onResult={respond} />
   * </AppElicitationHost>
   */
  source?: ElicitationSource;
}

/** What `<ElicitationProvider>` adds: how raw params are parsed, and what the queue knows of the answer. */
export interface DialogFrameProps extends ElicitationDialogProps, FlowHolder {
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
    return (
      <RequestSourceContext.Provider value={props.source}>
        <ElicitationDialogFrame {...props} parse={parseElicitRequest} contentRef={ref} />
      </RequestSourceContext.Provider>
    );
  },
);

/** The dialog with the provider's extras; not exported from the package. */
export function ElicitationDialogFrame(props: DialogFrameProps & { contentRef?: Ref<HTMLDivElement> }) {
  const resolved = useResolvedRequest(props.request, props.parse, props.experimental);
  return (
    <InheritedSettings
      locale={props.locale}
      messages={props.messages}
      dir={props.dir}
      unstyled={props.unstyled}
    >
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
  const { t, dir, locale } = useI18n();
  const flow = useFlowWith(props.request, pickFlowOptions(props), props.parse, props);
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
            dir={dir}
            data-theme={theme}
            data-state="open"
            aria-hidden="true"
            style={OVERLAY_STYLE}
            onMouseDown={keepFocus}
          />
          <Dialog.Content
            ref={contentRef}
            className={joinClasses(cn('dialog'), props.className)}
            dir={dir}
            lang={locale}
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
              // Escape in an open combobox closes its list (the combobox handles it), not the dialog.
              const target = event.target as Element | null;
              if (
                target?.getAttribute?.('role') === 'combobox' &&
                target.getAttribute('aria-expanded') === 'true'
              ) {
                event.preventDefault();
                return;
              }
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
              <Dialog.Description
                className={cn('message')}
                // The server's words in the server's language (SEP-2792), else laid out by their first letter.
                {...(request ? serverTextProps(request.language) : {})}
              >
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
