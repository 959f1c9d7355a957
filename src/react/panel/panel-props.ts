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

/** The element each of the panel's three forms renders into (the panel's forwarded ref). */
export type RootRef = { rootRef: Ref<HTMLElement> };
