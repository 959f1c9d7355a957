import type { Ref } from 'react';
import type { DraftValues } from '../../core/answer/values.js';
import type { PendingElicitation } from '../../core/host/queue.js';
import type { UrlAcceptTiming } from '../../core/host/url-lifecycle.js';
import type { LocaleOptions } from '../../core/messages/index.js';
import type { ElicitationOrigin } from '../../core/request/origin.js';
import type { ServerIdentity } from '../../core/safety/server-identity.js';
import type { ElicitationError } from '../../core/wire/errors.js';
import type { ResultHandler } from '../flow/use-exactly-once.js';
import type { ElicitationRequestInput } from '../flow/use-resolved-request.js';
import type { WidgetComponents } from '../form/widget-props.js';
import type { ElicitationRecord } from './elicitation-record.js';

/**
 * Props of {@link ElicitationPanel}, one of three forms, told apart by which of `request`, `pending` and `record`
 * is given (the other two are absent):
 *
 * - `request`, with `server` and `onResult`: a request you hold yourself (the same props as `ElicitationDialog`
 *   where they apply);
 * - `pending`: an entry of {@link usePendingElicitations}, whose request, server, signal and answers come from it;
 * - `record`: a stored {@link ElicitationRecord}, shown read-only with no live request (e.g. after a reload).
 *
 * The first two are live and take the same options (`review`, `components`, `onRecord`, …); all three take the
 * presentation options (`locale`, `theme`, `className`, …). To name one form:
 * `Extract<ElicitationPanelProps, { request: unknown }>`.
 *
 * @example
 * <ElicitationPanel request={params} server={server} onResult={respond} onRecord={(record) => save(record)} />
 * <ElicitationPanel pending={entry} />
 * <ElicitationPanel record={JSON.parse(saved)} />
 */
export type ElicitationPanelProps = LocaleOptions & {
  /** Your app's own names: a server using one of them is shown as `Server “…”` (see `ElicitationDialog`). */
  reservedNames?: readonly string[];
  /** Drop the theme's class names. */
  unstyled?: boolean;
  /** Forces the light or dark theme; by default it follows `prefers-color-scheme`. */
  theme?: 'light' | 'dark';
  /** Added to the panel's own class names (on its `<section>`, which `ref` points to). */
  className?: string;
} & (
    | ({
        /** Called once per request content when `request` is raw params the core refuses. */
        onError?: (error: ElicitationError) => void;
        /** Show a read-only review before sending (default `true`; confirmations never have one). */
        review?: boolean;
        /** Widgets to use instead of the defaults, per field kind. */
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
      } & (
        | {
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
        | {
            /**
             * The entry to show. Inside `<ElicitationProvider inline>` the panel follows the entry's newest state; an
             * answer given elsewhere (`declineAll`, `cancelAll`, an abort) turns it into the record of that answer.
             */
            pending: PendingElicitation;
            request?: never;
            record?: never;
          }
      ))
    | {
        /** The stored record to show. */
        record: ElicitationRecord;
        request?: never;
        pending?: never;
      }
  );

/** The panel's form for a request the host holds (the library's own name for it). */
export type ElicitationPanelRequestProps = Extract<ElicitationPanelProps, { request: unknown }>;
/** The panel's form for a queue entry (the library's own name for it). */
export type ElicitationPanelPendingProps = Extract<ElicitationPanelProps, { pending: PendingElicitation }>;
/** The panel's form for a stored record (the library's own name for it). */
export type ElicitationPanelRecordProps = Extract<ElicitationPanelProps, { record: ElicitationRecord }>;

/** The element each of the panel's three forms renders into (the panel's forwarded ref). */
export type RootRef = { rootRef: Ref<HTMLElement> };
