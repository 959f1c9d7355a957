'use client';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { useIsolation } from '../shared/server-language.js';
import { isolated } from '../shared/visible-text.js';
import type { RecordedField } from './elicitation-record.js';

/**
 * What a sent form carried, as the person saw it in review: label and shown value, a flagged secret as "hidden".
 *
 * @example
 * <RecordedFields fields={record.fields ?? []} />
 */
export function RecordedFields({ fields }: { fields: readonly RecordedField[] }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const isolation = useIsolation();
  return (
    <div>
      <p className={cn('record-sent')}>{t('record.sent')}</p>
      <dl className={cn('review-list')}>
        {fields.map((field, index) => (
          // Labels may repeat; the order is the form's and never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: a record is read-only, its list never reorders
          <div key={index} className={cn('review-item')}>
            <dt className={cn('review-label')}>{isolated(field.label, isolation)}</dt>
            <dd className={joinClasses(cn('review-value'), field.masked && cn('review-empty'))}>
              {field.masked ? t('record.hidden') : isolated(field.value ?? '', { always: isolation.always })}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
