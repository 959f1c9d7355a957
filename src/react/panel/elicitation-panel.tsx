'use client';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, type Ref, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DraftValues } from '../../core/answer/values.js';
import type { PendingElicitation } from '../../core/host/queue.js';
import type { UrlAcceptTiming } from '../../core/host/url-lifecycle.js';
import type { LocaleOptions } from '../../core/messages/index.js';
import type { ElicitationOrigin } from '../../core/request/origin.js';
import type { ServerIdentity } from '../../core/safety/server-identity.js';
import type { ElicitationError } from '../../core/wire/errors.js';
import type { ElicitResult } from '../../core/wire/protocol.js';
import { flowTitleKey } from '../flow/flow-title.js';
import { type ElicitationFlow, useElicitationFlow } from '../flow/use-elicitation-flow.js';
import type { ResultHandler } from '../flow/use-exactly-once.js';
import { type ElicitationRequestInput, useResolvedRequest } from '../flow/use-resolved-request.js';
import type { WidgetComponents } from '../form/widget-props.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { InheritedSettings } from '../shared/inherited-settings.js';
import { ServerBadge } from '../shared/server-identity.js';
import { useIsomorphicLayoutEffect } from '../shared/use-isomorphic-layout-effect.js';
import { quoteInMessage } from '../shared/visible-text.js';
import { FlowBody } from '../steps/flow-body.js';
import {
  createElicitationRecord,
  type ElicitationRecord,
  outcomeOf,
  toElicitationRecord,
} from './elicitation-record.js';
import { useNewestEntry } from './inline-queue.js';
import { RecordView } from './record-view.js';

/** What every panel takes, live or a record. */
export interface ElicitationPanelBaseProps extends LocaleOptions {
  /** Your app's own names: a server using one of them is shown as `Server “…”` (see `ElicitationDialog`). */
  reservedNames?: readonly string[];
  unstyled?: boolean;
  /** Forces the light or dark theme; by default it follows `prefers-color-scheme`. */
  theme?: 'light' | 'dark';
  /** Added to the panel's own class names (on its `<section>`, which `ref` points to). */
  className?: string;
}

/** What a live panel takes, with its request given directly or as a queue entry. */
export interface ElicitationPanelLiveProps extends ElicitationPanelBaseProps {
  /** Called once per request content when `request` is raw params the core refuses. */
  onError?: (error: ElicitationError) => void;
  /** Show a read-only review before sending (default `true`; confirmations never have one). */
  review?: boolean;
  components?: WidgetComponents;
  /** A draft to start from instead of the defaults. */
  initialDraft?: DraftValues;
  /**
   * Move focus into the panel when it appears (the first field, else its heading; never a button). Off by
   * default: a request arriving in a transcript must not take focus from what the user is typing.
   */
  autoFocus?: boolean;
  /** Called once, when the request ended, with its record: store it to show the panel again after a reload. */
  onRecord?: (record: ElicitationRecord) => void;
}

/** A panel for a request you hold yourself: the same props as `ElicitationDialog` where they apply. */
export interface ElicitationPanelRequestProps extends ElicitationPanelLiveProps {
  /** What the server asked: a parsed request or the raw `elicitation/create` params. */
  request: ElicitationRequestInput;
  /** Who is asking; always shown above the message. */
  server: ServerIdentity;
  /** Called exactly once per request with `accept`, `decline` or `cancel`; a promise is waited for. */
  onResult: ResultHandler;
  /** The request's lifetime: once aborted, the panel shows "Expired — nothing was sent" and reports nothing. */
  signal?: AbortSignal;
  /** URL mode: when `accept` is reported (see `ElicitationDialogProps.urlAccept`). */
  urlAccept?: UrlAcceptTiming;
  /** URL mode: the server asked again for the address the user just continued from. */
  notFinished?: boolean;
  /** URL mode: the server said the out-of-band step finished. */
  completed?: boolean;
  /** URL mode: called once when the user opens the link (before any `onResult`). */
  onOpenUrl?: () => void;
  /** The client request the server asks during: "why am I asked" (see `ElicitationDialogProps.origin`). */
  origin?: ElicitationOrigin;
  pending?: never;
  record?: never;
}

/** A panel for a queue entry (`usePendingElicitations`): request, server, signal and answers come from it. */
export interface ElicitationPanelPendingProps extends ElicitationPanelLiveProps {
  /**
   * The entry to show. Inside `<ElicitationProvider inline>` the panel follows the entry's newest state; an
   * answer given elsewhere (`declineAll`, `cancelAll`, an abort) turns it into the record of that answer.
   */
  pending: PendingElicitation;
  request?: never;
  record?: never;
}

/** A panel showing a stored record, with no live request (e.g. after a reload). */
export interface ElicitationPanelRecordProps extends ElicitationPanelBaseProps {
  record: ElicitationRecord;
  request?: never;
  pending?: never;
}

export type ElicitationPanelProps =
  | ElicitationPanelRequestProps
  | ElicitationPanelPendingProps
  | ElicitationPanelRecordProps;

/**
 * One elicitation inline, in the page's flow (a chat transcript at the tool call that caused it): who asks, the
 * message, the form or the URL consent, the review, and Decline / Cancel / Send, from the same flow as
 * `ElicitationDialog` (see {@link useElicitationFlow}). Not modal: no overlay, no focus trap, no scroll lock, and
 * it takes focus only with `autoFocus`. A `<section>` landmark named by its heading. Nothing here is dismissed by
 * Escape or a click elsewhere: Decline and Cancel are explicit choices, answered at once. When the request ends it
 * stays as a compact, read-only record ("You sent: …", "You declined", "Dismissed", "Expired — nothing was
 * sent", "Opened example.com"), passed to `onRecord`; `record={saved}` shows it again without a live request.
 *
 * @example
 * <ElicitationPanel request={params} server={{ name: 'weather' }} onResult={respond} onRecord={save} />
 * <ElicitationPanel pending={entry} />
 * <ElicitationPanel record={saved} />
 */
export const ElicitationPanel = forwardRef<HTMLElement, ElicitationPanelProps>(
  function ElicitationPanel(props, ref) {
    const body =
      props.record !== undefined ? (
        <StoredRecord
          ref={ref}
          record={props.record}
          reservedNames={props.reservedNames}
          theme={props.theme}
          className={props.className}
        />
      ) : props.pending !== undefined ? (
        <PendingPanel {...props} rootRef={ref} />
      ) : (
        <RequestPanelFrame {...props} rootRef={ref} />
      );
    return (
      <InheritedSettings locale={props.locale} messages={props.messages} unstyled={props.unstyled}>
        {body}
      </InheritedSettings>
    );
  },
);

type RootRef = { rootRef: Ref<HTMLElement> };

/** A record from the host's storage: checked first, since storage can hold anything. */
const StoredRecord = forwardRef<
  HTMLElement,
  Omit<ElicitationPanelRecordProps, 'locale' | 'messages' | 'unstyled'>
>(function StoredRecord({ record, ...rest }, ref) {
  const cn = useClassNames();
  const { t } = useI18n();
  const checked = useMemo(() => toElicitationRecord(record), [record]);
  if (checked) return <RecordView ref={ref} record={checked} {...rest} />;
  return (
    <section
      ref={ref}
      className={joinClasses(cn('root'), cn('panel'), rest.className)}
      data-theme={rest.theme}
      data-record="unreadable"
      aria-label={t('record.unreadable')}
    >
      <p className={cn('message')}>{t('record.unreadable')}</p>
    </section>
  );
});

function PendingPanel({ pending, rootRef, ...props }: ElicitationPanelPendingProps & RootRef) {
  // Stops following the queue once the request ended: a record subscribes to nothing.
  const [ended, setEnded] = useState(false);
  const entry = useNewestEntry(pending, !ended) ?? pending;
  // The user's own answer; any other settlement of `entry.answer` came from elsewhere.
  const answeredHere = useRef(false);
  const [elsewhere, setElsewhere] = useState<ElicitResult | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void pending.answer.then((result) => {
      if (current && !answeredHere.current) setElsewhere(result);
    });
    return () => {
      current = false;
    };
  }, [pending.answer]);

  return (
    <RequestPanelFrame
      {...props}
      rootRef={rootRef}
      request={entry.request}
      server={entry.server}
      signal={entry.signal}
      onResult={(result) => {
        answeredHere.current = true;
        entry.respond(result);
      }}
      urlAccept={entry.urlAccept}
      notFinished={entry.retryOf !== undefined}
      completed={entry.state === 'completed'}
      onOpenUrl={entry.open}
      origin={entry.origin}
      answeredElsewhere={elsewhere}
      onEnd={() => {
        setEnded(true);
        // A URL request waiting on screen after its answer leaves the queue now.
        entry.dismiss();
      }}
    />
  );
}

interface FrameExtras extends RootRef {
  /** The queue entry was answered by something else (`declineAll`, `cancelAll`). */
  answeredElsewhere?: ElicitResult;
  /** The request ended and its record is shown. */
  onEnd?: () => void;
}

function RequestPanelFrame(props: ElicitationPanelRequestProps & FrameExtras) {
  const resolved = useResolvedRequest(props.request);
  // A request with different content is a different request: fresh state, its own single answer.
  return <RequestPanel key={resolved.key} {...props} />;
}

function RequestPanel(props: ElicitationPanelRequestProps & FrameExtras) {
  const i18n = useI18n();
  const flow = useElicitationFlow(props.request, {
    server: props.server,
    reservedNames: props.reservedNames,
    onResult: props.onResult,
    onError: props.onError,
    signal: props.signal,
    urlAccept: props.urlAccept,
    notFinished: props.notFinished,
    completed: props.completed,
    onOpenUrl: props.onOpenUrl,
  });
  const { request } = flow;
  // Whether focus was in the live panel when it ended: the record's heading then takes it.
  const hadFocus = useRef(false);
  const record = useEndedRecord(flow, props.answeredElsewhere, i18n);

  const latest = useRef(props);
  useIsomorphicLayoutEffect(() => {
    latest.current = props;
  });
  const told = useRef(false);
  useEffect(() => {
    if (!record || told.current) return;
    told.current = true;
    latest.current.onEnd?.();
    latest.current.onRecord?.(record);
  }, [record]);

  return (
    <>
      {/* Outside both views, so switching to the record is not mistaken for an unmount. */}
      {flow.anchor}
      {record ? (
        <RecordView
          ref={props.rootRef}
          record={record}
          reservedNames={props.reservedNames}
          theme={props.theme}
          className={props.className}
          takeFocus={() => hadFocus.current}
        />
      ) : (
        <LivePanelView
          flow={flow}
          props={props}
          hadFocus={hadFocus}
          message={request ? request.message : i18n.t('rejected.body')}
        />
      )}
    </>
  );
}

/** The record, once the request ended: expired, answered elsewhere, or closed after the user's answer. */
function useEndedRecord(
  flow: ElicitationFlow,
  answeredElsewhere: ElicitResult | undefined,
  i18n: ReturnType<typeof useI18n>,
): ElicitationRecord | undefined {
  const [record, setRecord] = useState<ElicitationRecord | undefined>(undefined);
  const { request, server, expired, result, open, phase } = flow;
  // The server stopped waiting before an answer: nothing was sent, whatever the queue settled with.
  const ended =
    expired && !result
      ? 'expired'
      : answeredElsewhere && !result
        ? 'elsewhere'
        : !open
          ? 'closed'
          : undefined;
  // Set while rendering (React re-renders at once, before committing), so the ended live view never reaches the
  // page: its disabled buttons would drop focus to <body> before the record could take it.
  if (!record && ended) {
    const answer = ended === 'expired' ? undefined : ended === 'elsewhere' ? answeredElsewhere : result;
    const made = createElicitationRecord(
      request,
      server,
      outcomeOf(request, answer, phase === 'failed'),
      i18n,
      answer,
    );
    setRecord(made);
    return made;
  }
  return record;
}

function LivePanelView({
  flow,
  props,
  hadFocus,
  message,
}: {
  flow: ElicitationFlow;
  props: ElicitationPanelRequestProps & FrameExtras;
  hadFocus: { current: boolean };
  message: string;
}) {
  const cn = useClassNames();
  const { t } = useI18n();
  const { ref: flowRoot, ...rootProps } = flow.getRootProps();
  const rootRef = useComposedRefs(flowRoot, props.rootRef);
  const { ref: titleRef, ...titleProps } = flow.getTitleProps();
  const { focusStart } = flow;
  const messageId = useId();
  const autoFocus = props.autoFocus === true;
  useEffect(() => {
    // Asked for by the host only; never on a button, so an early Enter cannot decline or open anything.
    if (autoFocus) focusStart();
  }, [autoFocus, focusStart]);
  // Runs before React removes this view: is focus inside it?
  useLayoutEffect(() => {
    const root = flowRoot;
    return () => {
      const active = root.current?.ownerDocument.activeElement;
      hadFocus.current = active instanceof Node && root.current?.contains(active) === true;
    };
  }, [flowRoot, hadFocus]);

  return (
    <section
      ref={rootRef}
      {...rootProps}
      // Named by the heading and the message: panels from one server in one transcript stay distinguishable.
      aria-labelledby={`${rootProps['aria-labelledby']} ${messageId}`}
      className={joinClasses(cn('root'), cn('panel'), props.className)}
      data-theme={props.theme}
    >
      <header className={cn('header')}>
        <ServerBadge server={flow.server} reservedNames={props.reservedNames} />
        <h2 {...titleProps} ref={titleRef} className={cn('title')}>
          {quoteInMessage(t, flowTitleKey(flow), { server: flow.serverName }, cn)}
        </h2>
      </header>
      <div className={cn('body')}>
        <p id={messageId} className={cn('message')}>
          {message}
        </p>
        <FlowBody
          flow={flow}
          review={props.review ?? true}
          components={props.components}
          initialDraft={props.initialDraft}
          notFinished={props.notFinished === true}
          origin={props.origin}
        />
      </div>
    </section>
  );
}
