import type { Ref } from 'react';
import type { DraftValues } from '../../core/answer/values.js';
import type { ElicitationFlowOptions } from '../../core/flow/flow-options.js';
import type { ElicitationRequestInput } from '../../core/flow/resolve-request.js';
import type { ConsentReceipt } from '../../core/host/consent-receipt.js';
import type { ElicitationSource, PendingElicitation } from '../../core/host/queue.js';
import type { LocaleOptions } from '../../core/messages/index.js';
import type { ElicitationOrigin } from '../../core/request/origin.js';
import type { WidgetComponents } from '../form/widget-props.js';
import type { DirectionOptions } from '../shared/i18n-settings.js';
import type { ElicitationRecord } from './elicitation-record.js';

/**
 * Props of {@link ElicitationPanel}, one of three forms, told apart by which of `request`, `pending` and `record`
 * is given (the other two are absent):
 *
 * - `request`, with `server` and `onResult`: a request you hold yourself, with the flow's options
 *   (`ElicitationFlowOptions`, as `ElicitationDialog` takes them);
 * - `pending`: an entry of {@link usePendingElicitations}, shown through its own flow (`pending.flow`);
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
export type ElicitationPanelProps = LocaleOptions &
  DirectionOptions & {
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
        /**
         * Called once, when the request ended, with its record: store it to show the panel again after a reload.
         * A request that could be shown also gives its {@link ConsentReceipt}: exactly what was shown (server,
         * message, schema or address, origin) and sent; `consentDigest(receipt)` hashes it (SHA-256 over canonical
         * JSON) only when you ask, so an audit trail can keep the digest without keeping the answers.
         *
         * A file (SEP-2631) is in the record as its name, media type, size and SHA-256 only, never its `data:` URI;
         * the receipt's `sent` is the answer as sent, content included, so its digest covers the file's bytes. To
         * compare later, compute `consentDigest(receipt)` here and store it beside the record (not the receipt: it
         * holds the file); whoever holds what the server received (its `consentReceipt` of the same request and
         * answer) gets the same digest, and a file is the one sent when its bytes' SHA-256 is the record's `sha256`.
         * A record with a file is given once its bytes are hashed (Web Crypto, a few ms a megabyte); any other at
         * once.
         */
        onRecord?: (record: ElicitationRecord, receipt?: ConsentReceipt) => void;
      } & (
        | (ElicitationFlowOptions & {
            /** What the server asked: a parsed request or the raw `elicitation/create` params. */
            request: ElicitationRequestInput;
            /** The client request the server asks during: "why am I asked" (see `ElicitationDialogProps.origin`). */
            origin?: ElicitationOrigin;
            /**
             * The connection the request came from (your MCP SDK `Client`): where an app-rendered request's app is
             * read from (SEP-3118, see `ElicitationDialogProps.source`). A `pending` entry carries its own.
             *
             * @example
             * <ElicitationPanel request={params} source={client} server={{ name: 'accounts' }} onResult={respond}
             *   experimental={{ sep3118: appElicitation() }} />
             */
            source?: ElicitationSource;
            pending?: never;
            record?: never;
          })
        | {
            /**
             * The entry to show, through its own flow (`pending.flow`): its request, server, signal, drafts and
             * answer come from the entry and its queue. An answer given elsewhere (`declineAll`, `cancelAll`, an
             * abort) turns it into the record of that answer.
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
