'use client';

import {
  type ElicitationFlow,
  type ElicitationFlowOptions,
  type ElicitationOrigin,
  type ElicitationRequestInput,
  ElicitationReview,
  type ElicitContent,
  type PendingElicitation,
  SecretWarning,
  UrlAddress,
  useElicitationFlow,
  useI18n,
  WhyAsked,
} from 'mcp-elicitation-react';
import { useElicitationHookForm } from 'mcp-elicitation-react/react-hook-form';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';

import { ElicitationFields } from '@/components/elicitation/elicitation-fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * A request you hold (with the flow's options: who asks, where the answer goes, …), or a queue entry, shown through
 * its own flow (`usePendingElicitations(queue)` gives them).
 */
export type ElicitationDialogProps =
  | (ElicitationFlowOptions &
      DialogLook & {
        /** The `elicitation/create` params as they arrived, or a parsed request. */
        request: ElicitationRequestInput;
        /** The tool call (or other client request) it was asked during: "why am I asked". */
        origin?: ElicitationOrigin;
        pending?: never;
      })
  | (DialogLook & {
      /** A queue entry: its request, server, drafts and answer come from it and its queue. */
      pending: PendingElicitation;
      /** Your app's own names: a server using one of them is shown as `Server “…”`. */
      reservedNames?: readonly string[];
      request?: never;
    });

interface DialogLook {
  /** Show what will be sent before sending it (default `true`). */
  review?: boolean;
}

/** Our own small buttons inside the parts this item renders (raw JSON, the arguments): styled as outline buttons. */
const PART_BUTTONS =
  '[&_button]:inline-flex [&_button]:h-8 [&_button]:items-center [&_button]:rounded-md [&_button]:border [&_button]:bg-background [&_button]:px-3 [&_button]:text-sm [&_button]:font-medium [&_button]:shadow-xs [&_button:hover]:bg-accent [&_button]:focus-visible:ring-[3px] [&_button]:focus-visible:ring-ring/50 [&_button]:outline-none';

/**
 * An MCP elicitation in a shadcn/ui Dialog: the form on react-hook-form through mcp-elicitation-react's adapter,
 * the consent rules (review, exactly one answer, decline vs cancel, expiry, URL consent) from its headless flow.
 */
export function ElicitationDialog(props: ElicitationDialogProps) {
  return props.pending ? <EntryDialog {...props} /> : <RequestDialog {...props} />;
}

/** A request the host holds: its one flow, built here. */
function RequestDialog({
  request,
  review,
  origin,
  ...options
}: Extract<ElicitationDialogProps, { request: unknown }>) {
  const flow = useElicitationFlow(request, options);
  return <FlowDialog flow={flow} review={review} origin={origin} />;
}

/** A queue entry, through the flow it carries. */
function EntryDialog({
  pending,
  review,
  reservedNames,
}: Extract<ElicitationDialogProps, { pending: unknown }>) {
  const flow = useElicitationFlow(pending.flow, { reservedNames });
  return <FlowDialog flow={flow} review={review} origin={pending.origin} />;
}

function FlowDialog({
  flow,
  review = true,
  origin,
}: {
  flow: ElicitationFlow;
  review?: boolean | undefined;
  origin?: ElicitationOrigin | undefined;
}) {
  // The flow's request, parsed once there (with its drafts), and the flow's lock.
  const form = useElicitationHookForm(flow);
  const { t } = useI18n();
  const formId = useId();
  const [content, setContent] = useState<ElicitContent>({});
  const asked = flow.request;
  const reviewing = flow.phase === 'review';
  // The review's heading takes focus when it appears, so a keyboard user lands on what will be sent.
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reviewing) reviewHeading.current?.focus();
  }, [reviewing]);
  const title = !asked
    ? 'dialog.title.rejected'
    : asked.mode === 'url'
      ? 'dialog.title.url'
      : flow.confirmation
        ? 'dialog.title.confirm'
        : 'dialog.title.form';
  const site = asked?.mode === 'url' ? (asked.url.registrableDomain ?? asked.url.displayHost) : '';

  const onValid = (values: Parameters<typeof form.toContent>[0]) => {
    const answer = form.toContent(values);
    if (review && !flow.confirmation) {
      setContent(answer);
      flow.setPhase('review');
    } else {
      flow.accept(answer);
    }
  };

  let body: ReactNode = null;
  let actions: ReactNode = null;
  if (flow.expired || flow.phase === 'failed' || flow.error) {
    body = (
      <p role="status" className="text-sm">
        {flow.expired ? t('expired.body') : flow.error ? t('rejected.body') : t('delivery.failed')}
      </p>
    );
    actions = <Button onClick={flow.dismiss}>{t('dialog.close')}</Button>;
  } else if (asked?.mode === 'form') {
    body = (
      <>
        {/* Fields that look like secrets ("Password", "API key") are named here, as our own dialog does. */}
        <SecretWarning
          request={asked}
          className="rounded-md border border-destructive/40 p-3 text-sm text-destructive"
        />
        <form id={formId} noValidate hidden={reviewing} onSubmit={form.handleSubmit(onValid)}>
          <ElicitationFields form={form} />
        </form>
        {reviewing && (
          <div
            className={`grid gap-3 rounded-md border p-4 text-sm [&_dl]:grid [&_dl]:gap-2 [&_dt]:font-medium [&_h3]:font-semibold [&_h3]:outline-none [&_pre]:overflow-auto ${PART_BUTTONS}`}
          >
            <ElicitationReview
              ref={reviewHeading}
              model={asked.form}
              content={content}
              serverName={flow.serverName}
            />
          </div>
        )}
      </>
    );
    actions = reviewing ? (
      <>
        <Button variant="outline" disabled={flow.locked} onClick={() => flow.setPhase('form')}>
          {t('action.edit')}
        </Button>
        <Button disabled={flow.locked} onClick={() => flow.accept(content)}>
          {t('action.send')}
        </Button>
      </>
    ) : (
      <Button type="submit" form={formId} disabled={flow.locked}>
        {flow.confirmation ? t('action.confirm') : review ? t('action.review') : t('action.send')}
      </Button>
    );
  } else if (asked?.mode === 'url') {
    body =
      flow.phase === 'form' ? (
        <div className="grid gap-3 text-sm">
          {flow.checking ? (
            // Before its analysis is in: the whole address as plain text, nothing said to be safe, no Open.
            <>
              <p role="status">{t('url.checking')}</p>
              <p dir="ltr" translate="no" className="break-all font-mono">
                {asked.url.href}
              </p>
            </>
          ) : (
            <>
              {!asked.url.blocked && <p>{t('url.intro')}</p>}
              <UrlAddress analysis={asked.url} />
            </>
          )}
          {asked.url.warnings.length > 0 && (
            <ul className="list-disc pl-5 text-destructive">
              {asked.url.warnings.map((warning) => (
                <li key={warning.code}>
                  {t(`url.warning.${warning.code}`, { detail: warning.detail ?? '', domain: site })}
                </li>
              ))}
            </ul>
          )}
          {asked.url.blocked && !flow.checking && (
            <p role="alert">
              {t(asked.url.blockReason === 'unchecked' ? 'url.blocked.unchecked' : 'url.blocked.other')}
            </p>
          )}
        </div>
      ) : (
        <div className="grid gap-2 text-sm" role="status">
          <p className="font-medium">{t('url.waiting.title', { site })}</p>
          <p>{t('url.waiting.body')}</p>
        </div>
      );
    actions =
      flow.phase === 'form' ? (
        <Button disabled={flow.locked || asked.url.blocked} onClick={flow.openUrl}>
          {t('action.open')}
        </Button>
      ) : flow.urlAccept === 'on-continue' ? (
        <Button disabled={flow.locked} onClick={() => flow.accept()}>
          {t('action.continue')}
        </Button>
      ) : (
        <Button onClick={flow.dismiss}>{t('dialog.close')}</Button>
      );
  }

  const refusable = !flow.closeOnly && flow.phase !== 'waiting';
  const { ref: rootRef, ...rootProps } = flow.getRootProps();
  return (
    <>
      {flow.anchor}
      <Dialog open={flow.open} onOpenChange={(open) => (open ? undefined : flow.dismiss())}>
        <DialogContent
          {...rootProps}
          ref={rootRef as RefObject<HTMLDivElement | null>}
          // Held at the top, not centred: an error shown as a field is left must not move the close button
          // away from under the pointer between press and release.
          className="top-[5vh] max-h-[90vh] translate-y-0 overflow-y-auto"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            flow.focusStart();
          }}
        >
          <DialogHeader>
            <DialogTitle {...flow.getTitleProps()}>{t(title, { server: flow.serverName })}</DialogTitle>
            <DialogDescription className="whitespace-pre-wrap">{asked?.message ?? ''}</DialogDescription>
            {/* Why am I asked: the tool call this request belongs to, with its arguments on demand. */}
            {origin && (
              <div className={`grid justify-items-start gap-2 text-sm text-muted-foreground ${PART_BUTTONS}`}>
                <WhyAsked origin={origin} serverName={flow.serverName} />
              </div>
            )}
          </DialogHeader>
          {body}
          {flow.asking === 'discard' ? (
            <div
              role="alertdialog"
              aria-labelledby={`${formId}-discard`}
              className="grid gap-3 rounded-md border p-4"
            >
              <p id={`${formId}-discard`} className="text-sm font-medium">
                {t('dismiss.question')} {t('dismiss.detail')}
              </p>
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={flow.keepGoing}>
                  {t('dismiss.keep')}
                </Button>
                <Button variant="destructive" onClick={flow.confirm}>
                  {t('dismiss.discard')}
                </Button>
              </div>
            </div>
          ) : (
            <DialogFooter>
              {refusable && (
                <>
                  <Button variant="ghost" disabled={flow.locked} onClick={flow.cancel}>
                    {t('action.cancel')}
                  </Button>
                  <Button variant="outline" disabled={flow.locked} onClick={flow.decline}>
                    {t('action.decline')}
                  </Button>
                </>
              )}
              {actions}
            </DialogFooter>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
