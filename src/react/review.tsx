'use client';
import { forwardRef, useId, useState } from 'react';
import type { FieldModel, FormModel } from '../core/model.js';
import type { ElicitContent, ElicitValue } from '../core/protocol.js';
import { joinClasses, useClassNames } from './class-names.js';
import { type I18n, useI18n } from './i18n.js';
import { isolated, quoteInMessage } from './visible-text.js';

export interface ElicitationReviewProps {
  model: FormModel;
  /** Exactly what will be sent. */
  content: ElicitContent;
  /** Who will receive it, as shown in the dialog header. */
  serverName: string;
}

/**
 * The read-only summary shown before sending: every field with the value as the user sees it, or
 * "not answered", and the raw JSON on demand. What is listed is what is sent, nothing else.
 *
 * @example
 * <ElicitationReview model={model} content={{ name: 'Ada' }} serverName="Weather" />
 */
export const ElicitationReview = forwardRef<HTMLHeadingElement, ElicitationReviewProps>(
  function ElicitationReview({ model, content, serverName }, headingRef) {
    const cn = useClassNames();
    const i18n = useI18n();
    const { t } = i18n;
    const [showJson, setShowJson] = useState(false);
    const jsonId = useId();
    const answered = model.fields.filter((field) => Object.hasOwn(content, field.name));
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
              return (
                <div key={field.name} className={cn('review-item')}>
                  <dt className={cn('review-label')}>{isolated(field.label)}</dt>
                  <dd className={joinClasses(cn('review-value'), !sent && cn('review-empty'))}>
                    {sent
                      ? isolated(shownValue(field, content[field.name] as ElicitValue, i18n))
                      : t('review.notAnswered')}
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
        <pre id={jsonId} className={cn('raw-json')} hidden={!showJson}>
          {JSON.stringify(content, null, 2)}
        </pre>
      </section>
    );
  },
);

/** A value as the user knows it: option titles, Yes/No, numbers and dates in the locale's style. */
export function shownValue(field: FieldModel, value: ElicitValue, i18n: I18n): string {
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
      return typeof value === 'number' ? i18n.formatNumber(value) : String(value);
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
    default:
      return field.kind satisfies never;
  }
}
