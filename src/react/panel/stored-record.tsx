'use client';
import { forwardRef, useMemo } from 'react';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { toElicitationRecord } from './elicitation-record.js';
import type { ElicitationPanelRecordProps } from './panel-props.js';
import { RecordView } from './record-view.js';

/** A record from the host's storage: checked first, since storage can hold anything. */
export const StoredRecord = forwardRef<
  HTMLElement,
  Omit<ElicitationPanelRecordProps, 'locale' | 'messages' | 'unstyled'>
>(function StoredRecord({ record, ...rest }, ref) {
  const cn = useClassNames();
  const { t, dir, locale } = useI18n();
  const checked = useMemo(() => toElicitationRecord(record), [record]);
  if (checked) return <RecordView ref={ref} record={checked} {...rest} />;
  return (
    <section
      ref={ref}
      className={joinClasses(cn('root'), cn('panel'), rest.className)}
      dir={dir}
      lang={locale}
      data-theme={rest.theme}
      data-record="unreadable"
      aria-label={t('record.unreadable')}
    >
      <p className={cn('message')}>{t('record.unreadable')}</p>
    </section>
  );
});
