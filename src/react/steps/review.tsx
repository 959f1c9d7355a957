'use client';
import { Fragment, forwardRef, type ReactNode, useId, useMemo, useState } from 'react';
import { numeralSystemOf } from '../../core/answer/numerals.js';
import {
  type DraftValue,
  type DraftValues,
  initialValues,
  toElicitContent,
} from '../../core/answer/values.js';
import { cachedNumberFormat } from '../../core/messages/intl-cache.js';
import { fileDraftOf } from '../../core/schema/file-draft-link.js';
import type { FieldModel, FormModel } from '../../core/schema/model.js';
import type { ElicitContent, ElicitValue } from '../../core/wire/protocol.js';
import { fileLine, shownFile } from '../form/widgets/file-facts.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import type { I18n } from '../shared/i18n-settings.js';
import { useIsolation } from '../shared/server-language.js';
import { isolated, quoteInMessage } from '../shared/visible-text.js';

/**
 * Props of {@link ElicitationReview}.
 * @inline
 */
export interface ElicitationReviewProps {
  model: FormModel;
  /** Exactly what will be sent. */
  content: ElicitContent;
  /** Who will receive it, as shown in the dialog header. */
  serverName: string;
  /**
   * The draft the content came from, keyed by property name: a number typed in other digits (٣٦, ۳۶, ३६,
   * ３６) is reviewed in those digits. Without it, numbers read in the locale's own digits.
   */
  draft?: DraftValues;
}

/**
 * The read-only summary shown before sending: every field with the value as the user sees it, or
 * "not answered", and the raw JSON on demand. What is listed is what is sent, nothing else. A field the
 * server pre-filled also says who decided its value: "Server’s suggestion, unchanged" when what is sent is
 * the server's default, "Changed by you" otherwise (by value: a default changed and changed back is the
 * server's again; a host's `initialDraft` is not the server's suggestion).
 *
 * @example
 * <ElicitationReview model={model} content={{ name: 'Ada' }} serverName="Weather" />
 */
export const ElicitationReview = forwardRef<HTMLHeadingElement, ElicitationReviewProps>(
  function ElicitationReview({ model, content, serverName, draft }, headingRef) {
    const cn = useClassNames();
    const i18n = useI18n();
    // Titles in the server's language; values are the person's, isolated by their own first letter.
    const isolation = useIsolation();
    const { t } = i18n;
    const [showJson, setShowJson] = useState(false);
    const jsonId = useId();
    const answered = model.fields.filter((field) => Object.hasOwn(content, field.name));
    // What each default sends when left alone, converted as the form converts it (a date-time's offset).
    const suggested = useMemo(() => toElicitContent(model, initialValues(model)), [model]);
    return (
      <section className={cn('review')} aria-labelledby={`${jsonId}-heading`}>
        <h3 id={`${jsonId}-heading`} ref={headingRef} tabIndex={-1}>
          {t('review.heading')}
        </h3>
        <p className={cn('review-intro')}>{quoteInMessage(t, 'review.intro', { server: serverName }, cn)}</p>
        {answered.length === 0 && <p className={cn('review-empty')}>{t('review.nothing')}</p>}
        {model.fields.length > 0 && (
          <dl className={cn('review-list')}>
            {model.fields.map((field) => {
              const sent = Object.hasOwn(content, field.name);
              const decidedBy = provenance(field, content, suggested);
              return (
                <div key={field.name} className={cn('review-item')} data-provenance={decidedBy}>
                  <dt className={cn('review-label')}>{isolated(field.label, isolation)}</dt>
                  <dd className={joinClasses(cn('review-value'), !sent && cn('review-empty'))}>
                    {sent
                      ? reviewText(
                          field,
                          shownValue(field, content[field.name] as ElicitValue, i18n, draftOf(draft, field)),
                          isolation.always,
                        )
                      : t('review.notAnswered')}
                    {sent && zoneOf(field, content[field.name]) && (
                      <span className={cn('review-zone')}>
                        {' '}
                        {t('review.zone', { zone: zoneOf(field, content[field.name]) as string })}
                      </span>
                    )}
                    {decidedBy && (
                      <span className={cn('review-provenance')} data-provenance={decidedBy}>
                        {/* A space for screen readers and copied text when unstyled. */}{' '}
                        {t(decidedBy === 'server' ? 'review.fromServer' : 'review.fromYou')}
                      </span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
        <button
          type="button"
          className={cn('raw-json-toggle')}
          aria-expanded={showJson}
          aria-controls={jsonId}
          onClick={() => setShowJson((shown) => !shown)}
        >
          {showJson ? t('review.hideJson') : t('review.showJson')}
        </button>
        <pre id={jsonId} className={cn('raw-json')} dir="ltr" translate="no" hidden={!showJson}>
          {JSON.stringify(content, (key, value) => withoutFileContent(model, key, value), 2)}
        </pre>
      </section>
    );
  },
);

/**
 * A value as the review shows it. A multiline field's line breaks are the person's own: kept as breaks (a `<br>`,
 * so an unstyled host keeps them too), never marked as invisible characters; every other character as ever.
 */
function reviewText(field: FieldModel, shown: string, always: boolean | undefined): ReactNode {
  if (!field.multiline) return isolated(shown, { always });
  return shown.split('\n').map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text, in order
    <Fragment key={index}>
      {index > 0 && <br />}
      {isolated(line, { always })}
    </Fragment>
  ));
}

/**
 * Who decided a pre-filled field's value: `server` when what is sent is the server's default as the form would
 * send it untouched, `user` otherwise (cleared included). Fields the server did not pre-fill have none: only the
 * user can have filled them.
 */
function provenance(
  field: FieldModel,
  content: ElicitContent,
  suggested: ElicitContent,
): 'server' | 'user' | undefined {
  if (field.default === undefined || !Object.hasOwn(suggested, field.name)) return undefined;
  const sent = Object.hasOwn(content, field.name);
  return sent && sameValue(content[field.name], suggested[field.name]) ? 'server' : 'user';
}

function sameValue(a: ElicitValue | undefined, b: ElicitValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/**
 * The zone a date-time (or a time of day) is sent in, `UTC` or `UTC+08:00`: the review shows it in the person's
 * own time, and a server's pattern may have asked for UTC, so the person sees which one travels.
 */
function zoneOf(field: FieldModel, value: ElicitValue | undefined): string | undefined {
  if (field.kind !== 'date-time' && field.format !== 'time') return undefined;
  const offset = typeof value === 'string' ? /(?:[Zz]|[+-]\d{2}:\d{2})$/.exec(value)?.[0] : undefined;
  if (offset === undefined) return undefined;
  return offset.toUpperCase() === 'Z' ? 'UTC' : `UTC${offset}`;
}

/**
 * A file's `data:` URI in the raw JSON: its head (`data:image/png;base64,`) and an ellipsis, never the content.
 * `key` is a property name at the top of the content (the replacer also sees the root with key "").
 */
function withoutFileContent(model: FormModel, key: string, value: unknown): unknown {
  if (key === '' || typeof value !== 'string') return value;
  const field = model.fields.find((candidate) => candidate.name === key);
  return field?.kind === 'file' ? `${value.slice(0, value.indexOf(',') + 1)}…` : value;
}

/** The field's own draft, read only as an own property (a draft is untrusted host data). */
function draftOf(draft: DraftValues | undefined, field: FieldModel): DraftValue {
  return draft && Object.hasOwn(draft, field.name) ? draft[field.name] : undefined;
}

/**
 * A value as the user knows it: option titles, Yes/No, numbers and dates in the locale's style; a number
 * typed in other digits (the draft's) in those digits.
 */
export function shownValue(field: FieldModel, value: ElicitValue, i18n: I18n, draft?: DraftValue): string {
  const optionLabel = (entry: string | number) =>
    field.options?.find((option) => option.value === entry)?.label ?? String(entry);
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
      return String(value);
    case 'date':
      return typeof value === 'string' ? i18n.formatDate(value) : String(value);
    case 'date-time':
      return typeof value === 'string' ? i18n.formatDateTime(value) : String(value);
    case 'number':
    case 'integer':
      if (typeof value !== 'number') return String(value);
      if (typeof draft === 'string') {
        const system = numeralSystemOf(draft);
        if (system !== 'latn') return cachedNumberFormat(i18n.locale, system).format(value);
      }
      return i18n.formatNumber(value);
    case 'boolean':
      // A checkbox says "no" by being left unticked: the review says so plainly.
      return value === true
        ? i18n.t('field.yes')
        : value === false
          ? i18n.t('review.unticked')
          : String(value);
    case 'single-select':
      return typeof value === 'string' || typeof value === 'number' ? optionLabel(value) : String(value);
    case 'multi-select':
      return Array.isArray(value) ? value.map(optionLabel).join(', ') : String(value);
    case 'file': {
      // Name, type and size: never the content.
      const draft = fileDraftOf(field.file);
      const file = draft && shownFile(value, draft);
      // Not isolated here: the review isolates the whole line and marks every control character in it.
      return draft && file ? fileLine(file, i18n, draft, false) : '';
    }
    default:
      return field.kind satisfies never;
  }
}
