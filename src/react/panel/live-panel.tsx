'use client';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { flowTitleKey } from '../../core/flow/flow-title.js';
import { consentReceipt } from '../../core/host/consent-receipt.js';
import type { ElicitationOrigin } from '../../core/request/origin.js';
import type { ElicitResult } from '../../core/wire/protocol.js';
import { requestKey } from '../flow/request-key.js';
import { useElicitationFlow } from '../flow/use-elicitation-flow.js';
import type { ElicitationFlow } from '../flow/use-flow-view.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { ServerBadge } from '../shared/server-identity.js';
import { serverTextProps } from '../shared/server-language.js';
import { useIsomorphicLayoutEffect } from '../shared/use-isomorphic-layout-effect.js';
import { quoteInMessage } from '../shared/visible-text.js';
import { FlowBody } from '../steps/flow-body.js';
import { createElicitationRecord, type ElicitationRecord, outcomeOf } from './elicitation-record.js';
import type { ElicitationPanelPendingProps, ElicitationPanelRequestProps, RootRef } from './panel-props.js';
import { RecordView } from './record-view.js';
import { withFileDigests } from './recorded-file.js';

/** What a live panel shows besides its flow, in either live form (`request`, `pending`). */
export type LivePanelProps = Omit<ElicitationPanelPendingProps, 'pending'> &
  RootRef & {
    /** The client request the server asks during: "why am I asked". */
    origin?: ElicitationOrigin | undefined;
    /** The request ended and its record is shown. */
    onEnd?: () => void;
  };

/** A request the host holds, in the panel: its one flow, built here, keyed by content. */
export function RequestPanelFrame(props: ElicitationPanelRequestProps & RootRef) {
  // A request with different content is a different request: fresh state, its own single answer.
  return <RequestPanel key={requestKey(props.request, props.experimental)} {...props} />;
}

function RequestPanel({ request, ...props }: ElicitationPanelRequestProps & RootRef) {
  const flow = useElicitationFlow(request, props);
  return <LivePanel flow={flow} {...props} />;
}

/** A live flow, in the panel: the flow while it is open, its record once it ended. */
export function LivePanel({ flow, ...props }: LivePanelProps & { flow: ElicitationFlow }) {
  const i18n = useI18n();
  const { request, server } = flow;
  // Whether focus was in the live panel when it ended: the record's heading then takes it.
  const hadFocus = useRef(false);
  const ended = useEndedRecord(flow, i18n, props.origin);
  const record = ended?.record;

  const latest = useRef(props);
  useIsomorphicLayoutEffect(() => {
    latest.current = props;
  });
  const told = useRef(false);
  useEffect(() => {
    if (!ended || told.current) return;
    told.current = true;
    latest.current.onEnd?.();
    const { onRecord } = latest.current;
    if (!onRecord) return;
    // The receipt is built only for a host that listens, and hashed only when it asks (consentDigest). It holds
    // the answer as sent (a file's content included); the record only each file's summary.
    const { answeredBy, endedBy } = ended.record;
    const receipt = request
      ? consentReceipt(request, server, ended.sent, latest.current.origin, { answeredBy, endedBy })
      : undefined;
    // A record with a file is given once its bytes are hashed (a few ms a megabyte); any other at once.
    const hashing = withFileDigests(ended.record, request, ended.sent);
    if (hashing) void hashing.then((hashed) => onRecord(hashed, receipt));
    else onRecord(ended.record, receipt);
  }, [ended, request, server]);

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

/** How a request ended: its record, and the answer exactly as it was sent (or attempted). */
interface Ended {
  record: ElicitationRecord;
  sent: ElicitResult | undefined;
}

/** The record, once the request ended: expired, or closed after its answer (the person's, or a bulk one). */
function useEndedRecord(
  flow: ElicitationFlow,
  i18n: ReturnType<typeof useI18n>,
  origin: ElicitationOrigin | undefined,
): Ended | undefined {
  const [record, setRecord] = useState<Ended | undefined>(undefined);
  const { request, server, expired, result, open, phase, endedBy, answeredBy } = flow;
  // The server stopped waiting before an answer: nothing was sent, whatever the queue settled with.
  const ended = expired && !result ? 'expired' : !open ? 'closed' : undefined;
  // Set while rendering (React re-renders at once, before committing), so the ended live view never reaches the
  // page: its disabled buttons would drop focus to <body> before the record could take it.
  if (!record && ended) {
    const answer = ended === 'expired' ? undefined : result;
    const made = createElicitationRecord(
      request,
      server,
      outcomeOf(request, answer, phase === 'failed'),
      i18n,
      answer,
      origin,
      ended === 'expired' ? endedBy : undefined,
      answeredBy,
    );
    const value = { record: made, sent: answer };
    setRecord(value);
    return value;
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
  props: LivePanelProps;
  hadFocus: { current: boolean };
  message: string;
}) {
  const cn = useClassNames();
  const { t, dir, locale } = useI18n();
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
      dir={dir}
      lang={locale}
      data-theme={props.theme}
    >
      <header className={cn('header')}>
        <ServerBadge server={flow.server} reservedNames={props.reservedNames} />
        <h2 {...titleProps} ref={titleRef} className={cn('title')}>
          {quoteInMessage(t, flowTitleKey(flow), { server: flow.serverName }, cn)}
        </h2>
      </header>
      <div className={cn('body')}>
        <p
          id={messageId}
          className={cn('message')}
          // The server's words in the server's language (SEP-2792), else laid out by their first letter.
          {...(flow.request ? serverTextProps(flow.request.language) : {})}
        >
          {message}
        </p>
        <FlowBody
          flow={flow}
          review={props.review ?? true}
          components={props.components}
          initialDraft={props.initialDraft}
          origin={props.origin}
        />
      </div>
    </section>
  );
}
