import * as Dialog from '@radix-ui/react-dialog';
import {
  type ButtonHTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { LocaleOptions } from '../core/messages/index.js';
import type {
  ElicitationRequest,
  FormElicitationRequest,
  UrlElicitationRequest,
} from '../core/parse-request.js';
import type { ElicitContent, ElicitResult } from '../core/protocol.js';
import { acceptResult, cancelResult, declineResult } from '../core/results.js';
import { findRequestSecrets } from '../core/sensitive.js';
import type { DraftValues } from '../core/values.js';
import { useClassNames } from './class-names.js';
import { ElicitationForm } from './elicitation-form.js';
import { useI18n } from './i18n.js';
import { InheritedSettings } from './inherited-settings.js';
import { openElicitationUrl } from './open-url.js';
import { useReturnFocus } from './return-focus.js';
import { ElicitationReview } from './review.js';
import { ServerBadge, type ServerIdentity, useShownServer } from './server-identity.js';
import { UrlConsent } from './url-consent.js';
import { useElicitationForm } from './use-elicitation-form.js';
import { type ResultHandler, useExactlyOnce } from './use-exactly-once.js';
import { useFooterClearance } from './use-footer-clearance.js';
import { useScrollLock } from './use-scroll-lock.js';
import { quoteInMessage } from './visible-text.js';
import type { WidgetComponents } from './widget-props.js';

export interface ElicitationDialogProps extends LocaleOptions {
  /** The checked request, from `parseElicitRequest`. */
  request: ElicitationRequest;
  /** Who is asking; always shown above the message. */
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
  /** Controlled open state. Closing an unanswered dialog this way reports `cancel`. */
  open?: boolean;
  /** Uncontrolled initial open state; `true` by default. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The request's lifetime: once aborted, the dialog locks, says nothing was sent, and reports nothing. */
  signal?: AbortSignal;
  /** Show a read-only review before sending (default `true`). */
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
}

type Phase = 'form' | 'review' | 'opened' | 'failed';

/**
 * The consent dialog for one elicitation: who asks, the message, the form (or the URL), a review of
 * exactly what will be sent, and Decline / Cancel / Send with the spec's meaning. Escape, the close
 * button and a click outside all report `cancel`.
 *
 * @example
 * const request = parseElicitRequest(params);
 * <ElicitationDialog request={request} server={{ name: 'weather', version: '1.0.0' }} onResult={respond} />
 */
export function ElicitationDialog(props: ElicitationDialogProps) {
  return (
    <InheritedSettings locale={props.locale} messages={props.messages} unstyled={props.unstyled}>
      <DialogFrame {...props} />
    </InheritedSettings>
  );
}

/** The overlay must take the clicks Radix turns off on the page behind, so an outside click cancels. */
const OVERLAY_STYLE = { pointerEvents: 'auto' } as const;

function DialogFrame(props: ElicitationDialogProps) {
  const { request, server, signal, theme, container } = props;
  const cn = useClassNames();
  const { t } = useI18n();
  const once = useExactlyOnce(props.onResult);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(props.defaultOpen ?? true);
  const open = props.open ?? uncontrolledOpen;
  const [phase, setPhase] = useState<Phase>('form');
  const [sending, setSending] = useState(false);
  const [expired, setExpired] = useState(() => signal?.aborted === true);
  const contentRef = useRef<HTMLDivElement>(null);
  const serverName = useShownServer(server, props.reservedNames).inSentence;

  const setOpen = useCallback(
    (next: boolean) => {
      if (props.open === undefined) setUncontrolledOpen(next);
      props.onOpenChange?.(next);
    },
    [props.open, props.onOpenChange],
  );

  useEffect(() => {
    if (!signal) return;
    const onAbort = () => {
      once.expire();
      setExpired(true);
    };
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort);
    return () => signal.removeEventListener('abort', onAbort);
  }, [signal, once]);

  // A host that closes the dialog itself before the user answered has dismissed it: `cancel`.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) void once.report(cancelResult());
    wasOpen.current = open;
  }, [open, once]);

  const finish = useCallback(
    (result: ElicitResult, after: 'close' | 'opened' = 'close') => {
      const delivery = once.report(result);
      if (delivery === false) return;
      const settle = () => (after === 'opened' ? setPhase('opened') : setOpen(false));
      if (delivery instanceof Promise) {
        setSending(true);
        delivery.then(settle, () => setPhase('failed')).finally(() => setSending(false));
      } else {
        settle();
      }
    },
    [once, setOpen],
  );

  const onOpenChange = (next: boolean) => {
    if (next) return setOpen(true);
    // While an answer is on its way the dialog stays, so a failed delivery can still be shown.
    if (sending) return;
    if (!once.answered()) finish(cancelResult());
    else setOpen(false);
  };

  const onCloseAutoFocus = useReturnFocus(open);
  const bodyRef = useFooterClearance();

  useScrollLock(open);
  const titleId = useId();
  const locked = expired || sending || once.answered();
  const closeOnly = expired || phase === 'failed';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        {/* Not Dialog.Overlay: its scroll lock injects a <style> element, which a strict CSP refuses. */}
        <div
          className={cn('overlay')}
          data-theme={theme}
          data-state="open"
          aria-hidden="true"
          style={OVERLAY_STYLE}
        />
        <Dialog.Content
          ref={contentRef}
          className={cn('dialog')}
          data-theme={theme}
          data-mode={request.mode}
          aria-labelledby={titleId}
          aria-modal="true"
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            // Start on the first field, not on the close button; URL mode keeps Radix's choice so an
            // early Enter cannot open the link.
            const first = contentRef.current?.querySelector<HTMLElement>(
              '[data-kind] input:not([disabled]), [data-kind] select:not([disabled])',
            );
            if (request.mode === 'form' && first) {
              event.preventDefault();
              first.focus();
            }
          }}
        >
          <header className={cn('header')}>
            <ServerBadge server={server} reservedNames={props.reservedNames} />
            {props.status}
            <Dialog.Title id={titleId} className={cn('title')}>
              {quoteInMessage(
                t,
                request.mode === 'url' ? 'dialog.title.url' : 'dialog.title.form',
                { server: serverName },
                cn,
              )}
            </Dialog.Title>
            {/* Once only Close is left, the footer's button is the one way out: no second "Close". */}
            {!closeOnly && (
              <Dialog.Close className={cn('close')} aria-label={t('dialog.close')}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </header>
          <div className={cn('body')} ref={bodyRef}>
            <Dialog.Description className={cn('message')}>{request.message}</Dialog.Description>
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
            {request.mode === 'form' ? (
              <FormSteps
                {...props}
                request={request}
                serverName={serverName}
                phase={phase}
                setPhase={setPhase}
                locked={locked}
                closeOnly={closeOnly}
                finish={finish}
              />
            ) : (
              <UrlSteps
                request={request}
                phase={phase}
                locked={locked}
                closeOnly={closeOnly}
                finish={finish}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Footer buttons do not take focus on mouse down: leaving a field can show its error, and the layout
 * shift it causes would move the button away before the click lands.
 */
function FooterButton({
  variant,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant: 'primary' | 'secondary' | 'danger';
  type?: 'button' | 'submit';
}) {
  const cn = useClassNames();
  return (
    <button
      {...rest}
      type={type}
      className={cn('button')}
      data-variant={variant}
      onMouseDown={(event) => event.preventDefault()}
    />
  );
}

interface StepProps {
  phase: Phase;
  /** Inputs and buttons are off: the request expired, an answer is on its way, or it was given. */
  locked: boolean;
  /** Nothing more can be answered: only Close remains. */
  closeOnly: boolean;
  finish: (result: ElicitResult, after?: 'close' | 'opened') => void;
}

/** Decline and Cancel, offered at every step until an answer is given. */
function RefuseButtons({ locked, finish }: Pick<StepProps, 'locked' | 'finish'>) {
  const { t } = useI18n();
  return (
    <>
      <FooterButton variant="danger" disabled={locked} onClick={() => finish(declineResult())}>
        {t('action.decline')}
      </FooterButton>
      <FooterButton variant="secondary" disabled={locked} onClick={() => finish(cancelResult())}>
        {t('action.cancel')}
      </FooterButton>
    </>
  );
}

function CloseOnly() {
  const cn = useClassNames();
  const { t } = useI18n();
  return (
    <div className={cn('footer')}>
      <Dialog.Close className={cn('button')} data-variant="primary">
        {t('dialog.close')}
      </Dialog.Close>
    </div>
  );
}

function FormSteps(
  props: ElicitationDialogProps &
    StepProps & { request: FormElicitationRequest; serverName: string; setPhase: (phase: Phase) => void },
) {
  const { request, serverName, phase, setPhase, locked, finish, review = true } = props;
  const cn = useClassNames();
  const { t } = useI18n();
  const formId = useId();
  const controller = useElicitationForm({
    model: request.form,
    locale: props.locale,
    messages: props.messages,
    initialDraft: props.initialDraft,
  });
  const [content, setContent] = useState<ElicitContent>({});
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const secrets = findRequestSecrets(request);

  useEffect(() => {
    if (phase === 'review') reviewHeading.current?.focus();
  }, [phase]);

  const onSubmit = (submitted: ElicitContent) => {
    if (locked) return;
    if (review) {
      setContent(submitted);
      setPhase('review');
    } else {
      finish(acceptResult(submitted));
    }
  };

  const backToForm = () => {
    setPhase('form');
    // Return to the first field once the form is visible again.
    requestAnimationFrame(() => {
      document.getElementById(formId)?.querySelector<HTMLElement>('input, select')?.focus();
    });
  };

  return (
    <div className={cn('step')} data-step={phase}>
      {secrets.fields.length > 0 && (
        <p className={cn('warning')} role="note">
          {quoteInMessage(t, 'sensitive.banner', { fields: secrets.fields }, cn)}
        </p>
      )}
      {/* The message alone may ask for the secret, above an innocent field called "value". */}
      {secrets.message !== undefined && (
        <p className={cn('warning')} role="note">
          {quoteInMessage(t, 'sensitive.message', { hint: secrets.message }, cn)}
        </p>
      )}
      <div hidden={phase !== 'form'}>
        <ElicitationForm
          id={formId}
          controller={controller}
          components={props.components}
          disabled={locked}
          onSubmit={onSubmit}
        >
          {null}
        </ElicitationForm>
      </div>
      {phase === 'review' && (
        <ElicitationReview
          ref={reviewHeading}
          model={request.form}
          content={content}
          serverName={serverName}
        />
      )}
      {props.closeOnly ? (
        <CloseOnly />
      ) : (
        <div className={cn('footer')}>
          <RefuseButtons locked={locked} finish={finish} />
          {phase === 'review' ? (
            <>
              <FooterButton variant="secondary" disabled={locked} onClick={backToForm}>
                {t('action.edit')}
              </FooterButton>
              <FooterButton variant="primary" disabled={locked} onClick={() => finish(acceptResult(content))}>
                {t('action.send')}
              </FooterButton>
            </>
          ) : (
            <FooterButton variant="primary" disabled={locked} type="submit" form={formId}>
              {review ? t('action.review') : t('action.send')}
            </FooterButton>
          )}
        </div>
      )}
    </div>
  );
}

function UrlSteps({
  request,
  phase,
  locked,
  closeOnly,
  finish,
}: StepProps & { request: UrlElicitationRequest }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const opened = phase === 'opened';
  return (
    <div className={cn('step')} data-step={phase === 'opened' ? 'opened' : 'form'}>
      <UrlConsent request={request} opened={opened} />
      {opened ? (
        <div className={cn('footer')}>
          <Dialog.Close className={cn('button')} data-variant="primary">
            {t('action.done')}
          </Dialog.Close>
        </div>
      ) : closeOnly ? (
        <CloseOnly />
      ) : (
        <div className={cn('footer')}>
          <RefuseButtons locked={locked} finish={finish} />
          {!request.url.blocked && (
            <FooterButton
              variant="primary"
              disabled={locked}
              onClick={() => {
                // Opened only here, on the user's click: never prefetched, never automatic.
                openElicitationUrl(request.url.href);
                finish(acceptResult(), 'opened');
              }}
            >
              {t('action.open')}
            </FooterButton>
          )}
        </div>
      )}
    </div>
  );
}
