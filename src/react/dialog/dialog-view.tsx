'use client';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, Ref } from 'react';
import type { DraftValues } from '../../core/answer/values.js';
import type { ElicitationFlowOptions } from '../../core/flow/flow-options.js';
import { flowTitleKey } from '../../core/flow/flow-title.js';
import type { ElicitationRequestInput } from '../../core/flow/resolve-request.js';
import type { ElicitationSource } from '../../core/host/queue.js';
import type { ElicitationOrigin } from '../../core/request/origin.js';
import type { ElicitationFlow } from '../flow/use-flow-view.js';
import type { WidgetComponents } from '../form/widget-props.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import type { DirectionOptions } from '../shared/i18n-settings.js';
import { ServerBadge } from '../shared/server-identity.js';
import { serverTextProps } from '../shared/server-language.js';
import { quoteInMessage } from '../shared/visible-text.js';
import { FlowBody } from '../steps/flow-body.js';
import { useReturnFocus } from './return-focus.js';
import { useFooterClearance } from './use-footer-clearance.js';
import { useScrollLock } from './use-scroll-lock.js';

export interface ElicitationDialogProps extends ElicitationFlowOptions, DirectionOptions {
  /**
   * What the server asked: a request from `parseElicitRequest`, or the raw `elicitation/create` params as they
   * arrived. Raw params are parsed here, once per content (with `parse`, default `parseElicitRequest`); a new but
   * equal object on every render keeps the same form and what the user typed. Params the core refuses show "this
   * request can't be shown" with every issue, and `onError` receives the `ElicitationError`. A queue's requests are
   * shown by `<ElicitationProvider>`, from each entry's own flow.
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
   * entries carry theirs). Only app-rendered elicitation (SEP-3118, `experimental: { sep3118: appElicitation() }`
   * from `mcp-elicitation-react/apps`) reads it: the server's app is read from, and its capabilities checked on, this
   * connection.
   *
   * @example
   * <ElicitationDialog request={params} source={client} server={{ name: 'accounts' }} onResult={respond}
   *   experimental={{ sep3118: appElicitation() }} />
   */
  source?: ElicitationSource;
}

/** The overlay must take the clicks Radix turns off on the page behind, so an outside click cancels. */
const OVERLAY_STYLE = { pointerEvents: 'auto' } as const;
/** A click outside must not move focus out of the dialog, or "Keep editing" would have nowhere to return. */
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * The modal view of one flow, whoever holds it: `ElicitationDialog`'s flow of its own, or a queue entry's in
 * `<ElicitationProvider>`. Escape, the close button and a click outside are the flow's `dismiss`.
 *
 * @example
 * <DialogView flow={useFlowView(entry.flow, {})} origin={entry.origin} />
 */
export function DialogView(
  props: Partial<ElicitationDialogProps> & { flow: ElicitationFlow; contentRef?: Ref<HTMLDivElement> },
) {
  const { theme, container, flow } = props;
  const cn = useClassNames();
  const { t, dir, locale } = useI18n();
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
                origin={props.origin}
              />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
