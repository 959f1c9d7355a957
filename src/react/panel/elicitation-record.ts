import { type ElicitationEndReason, isEndReason } from '../../core/flow/settlement.js';
import { type ElicitationOrigin, readElicitationOrigin } from '../../core/request/origin.js';
import type { ElicitationRequest } from '../../core/request/parse-request.js';
import { type ServerIdentity, toServerIdentity } from '../../core/safety/server-identity.js';
import type { ElicitResult, ElicitValue } from '../../core/wire/protocol.js';
import type { I18n } from '../shared/i18n-settings.js';
import { shownValue } from '../steps/review.js';
import { isRecordedFile, type RecordedResult, recordedResult } from './recorded-file.js';

/**
 * How a request ended, as its record says: `sent` (form `accept`), `opened` (URL `accept`: the user opened the
 * link), `declined`, `dismissed` (`cancel`), `expired` (the server stopped waiting; nothing was sent), `failed`
 * (the answer could not be delivered).
 * @inline
 */
export type ElicitationOutcome = 'sent' | 'opened' | 'declined' | 'dismissed' | 'expired' | 'failed';

/** One field of a sent form as the user saw it in review: an item of {@link ElicitationRecord.fields}. */
export type RecordedField = NonNullable<ElicitationRecord['fields']>[number];

/**
 * What stays of a request once it ended: the answer and enough to show it again, e.g. after a reload, with
 * `<ElicitationPanel record={saved} />`. Plain JSON (`JSON.parse(JSON.stringify(record))` renders the same).
 *
 * What is in it: `result` is what the server received, so a form's `content` holds every value the user sent,
 * secrets included; you decide where (and whether) to store it. A file (SEP-2631) is the one exception: the record
 * keeps a `RecordedFile` (name, media type, size, SHA-256 of the bytes) in place of its `data:` URI, so a
 * stored record never holds a file's content. The summary (`fields`) leaves out the values of fields the secret
 * guard flagged. An `expired` record has no `result`.
 */
export interface ElicitationRecord {
  /** The shape's version, for a host that stores records. */
  readonly version: 1;
  readonly outcome: ElicitationOutcome;
  /**
   * What the server received (absent when nothing was: `expired`), each file as a `RecordedFile` in place of
   * its content. What was sent exactly, file content included, is the `sent` of the receipt `onRecord` gives.
   */
  readonly result?: RecordedResult;
  /** Who asked, as the server named itself. */
  readonly server: ServerIdentity;
  readonly mode: 'form' | 'url';
  /** The server's message. */
  readonly message: string;
  /** URL mode: the site the link goes to (its registrable domain, else its host). */
  readonly site?: string;
  /** Form mode, `sent`: the fields the user answered, in the form's order, as the user saw them in review. */
  readonly fields?: readonly {
    /** The field's label. */
    readonly label: string;
    /** The value as shown (option titles, Yes/No, dates in the user's locale); `undefined` when masked. */
    readonly value?: string;
    /** The secret guard flagged the field (a password, a token…): its value is left out of the summary. */
    readonly masked?: true;
  }[];
  /**
   * The client request the server asked during, as the person saw it ("why am I asked"): kept so the record
   * still tells which tool call it belonged to. Absent in records made without one (and in older records).
   */
  readonly origin?: ElicitationOrigin;
  /**
   * `expired`: why the server stopped waiting, when the queue said ("Answered in another tab.", "Expired —
   * nothing was sent.", the server cancelled it, the app shut down). Absent for a plain expiry.
   */
  readonly endedBy?: ElicitationEndReason;
  /**
   * The host's policy answered, not the person ("Declined by policy “…”"): the rule's name. Absent when the person
   * answered (and in older records).
   */
  readonly answeredBy?: { readonly policy: string };
  /** `Date.now()` when the request ended. */
  readonly at: number;
}

/**
 * The record of `request` ending with `outcome` (and `result`, when one was delivered or attempted), with the
 * `origin` it was answered under, why it expired, and the policy rule that answered it, if one did.
 *
 * @example
 * const record = createElicitationRecord(request, { name: 'weather' }, 'declined', i18n, declineResult());
 */
export function createElicitationRecord(
  request: ElicitationRequest | undefined,
  server: ServerIdentity,
  outcome: ElicitationOutcome,
  i18n: I18n,
  result?: ElicitResult,
  origin?: ElicitationOrigin,
  endedBy?: ElicitationEndReason,
  answeredBy?: { readonly policy: string },
): ElicitationRecord {
  // Checked and copied: a host may pass anything as an origin, and the record must stay plain JSON.
  const keptOrigin = origin === undefined ? undefined : readElicitationOrigin(origin);
  const base = {
    version: 1 as const,
    outcome,
    ...(result ? { result: recordedResult(request, result) } : {}),
    server: plainServer(server),
    ...(keptOrigin ? { origin: plainOrigin(keptOrigin) } : {}),
    ...(outcome === 'expired' && endedBy !== undefined ? { endedBy } : {}),
    ...(outcome !== 'expired' && answeredBy ? { answeredBy: { policy: answeredBy.policy } } : {}),
    mode: request?.mode ?? 'form',
    // A request that could not be shown is recorded as such, never with the params it refused.
    message: request ? request.message : i18n.t('rejected.body'),
    at: Date.now(),
  };
  if (!request) return base;
  if (request.mode === 'url') {
    return { ...base, site: request.url.registrableDomain ?? request.url.host };
  }
  const content = result?.action === 'accept' ? result.content : undefined;
  if (!content) return base;
  const fields = request.form.fields
    .filter((field) => Object.hasOwn(content, field.name))
    .map(
      (field): RecordedField =>
        field.sensitive
          ? { label: field.label, masked: true }
          : { label: field.label, value: shownValue(field, content[field.name] as ElicitValue, i18n) },
    );
  return { ...base, fields };
}

/** The outcome a result stands for, unless the request expired first or its delivery failed. */
export function outcomeOf(
  request: ElicitationRequest | undefined,
  result: ElicitResult | undefined,
  failed: boolean,
): ElicitationOutcome {
  if (!result) return 'expired';
  if (failed) return 'failed';
  switch (result.action) {
    case 'accept':
      return request?.mode === 'url' ? 'opened' : 'sent';
    case 'decline':
      return 'declined';
    case 'cancel':
      return 'dismissed';
    default:
      return result.action satisfies never;
  }
}

function plainServer(server: ServerIdentity): ServerIdentity {
  return JSON.parse(JSON.stringify(server)) as ServerIdentity;
}

/** Unfrozen, so a host can store the record as it stores any JSON. */
function plainOrigin(origin: ElicitationOrigin): ElicitationOrigin {
  return JSON.parse(JSON.stringify(origin)) as ElicitationOrigin;
}

const OUTCOMES: readonly ElicitationOutcome[] = [
  'sent',
  'opened',
  'declined',
  'dismissed',
  'expired',
  'failed',
];
const ACTIONS: readonly string[] = ['accept', 'decline', 'cancel'];

/**
 * A record read back from storage, checked: the same record when `value` is one (as `JSON.parse` returns it),
 * `undefined` when it is not (another shape, another `version`, a damaged entry). `<ElicitationPanel record>`
 * uses it and says "This saved request can't be shown" rather than breaking the transcript.
 *
 * @example
 * const record = toElicitationRecord(JSON.parse(localStorage.getItem(key) ?? 'null'));
 * if (record) render(<ElicitationPanel record={record} />);
 */
export function toElicitationRecord(value: unknown): ElicitationRecord | undefined {
  if (!isObject(value) || value.version !== 1) return undefined;
  const { outcome, mode, message, at, site, fields, result, origin, endedBy, answeredBy } = value;
  if (endedBy !== undefined && !isEndReason(endedBy)) return undefined;
  if (answeredBy !== undefined && !(isObject(answeredBy) && typeof answeredBy.policy === 'string'))
    return undefined;
  if (!OUTCOMES.includes(outcome as ElicitationOutcome)) return undefined;
  if ((mode !== 'form' && mode !== 'url') || typeof message !== 'string' || typeof at !== 'number')
    return undefined;
  if (site !== undefined && typeof site !== 'string') return undefined;
  const shownFields = fields === undefined ? undefined : toFields(fields);
  if (fields !== undefined && !shownFields) return undefined;
  const shownResult = result === undefined ? undefined : toResult(result);
  if (result !== undefined && !shownResult) return undefined;
  // Records from before origins were kept have none; a damaged one makes the entry as unreadable as a bad field.
  const shownOrigin = origin === undefined ? undefined : readElicitationOrigin(origin);
  if (origin !== undefined && !shownOrigin) return undefined;
  return {
    version: 1,
    outcome: outcome as ElicitationOutcome,
    ...(shownResult ? { result: shownResult } : {}),
    server: toServerIdentity(value.server),
    ...(endedBy !== undefined ? { endedBy } : {}),
    ...(answeredBy !== undefined ? { answeredBy: { policy: answeredBy.policy as string } } : {}),
    mode,
    message,
    ...(site !== undefined ? { site } : {}),
    ...(shownFields ? { fields: shownFields } : {}),
    ...(shownOrigin ? { origin: plainOrigin(shownOrigin) } : {}),
    at,
  };
}

function toFields(value: unknown): RecordedField[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const fields: RecordedField[] = [];
  for (const field of value) {
    if (!isObject(field) || typeof field.label !== 'string') return undefined;
    if (field.masked === true) fields.push({ label: field.label, masked: true });
    else if (typeof field.value === 'string') fields.push({ label: field.label, value: field.value });
    else return undefined;
  }
  return fields;
}

/**
 * A stored result, checked: its `content` values as a record holds them (text, numbers, booleans, lists of text, or
 * a file's `RecordedFile`; a record stored before files were summarised keeps its `data:` URI, a string).
 */
function toResult(value: unknown): RecordedResult | undefined {
  if (!isObject(value) || !ACTIONS.includes(value.action as string)) return undefined;
  const { content, _meta } = value;
  if (_meta !== undefined && !isObject(_meta)) return undefined;
  if (content === undefined) return value as RecordedResult;
  if (!isObject(content) || !Object.values(content).every(isRecordedValue)) return undefined;
  return value as RecordedResult;
}

function isRecordedValue(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string');
  return isRecordedFile(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
