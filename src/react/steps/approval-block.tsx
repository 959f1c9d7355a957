'use client';
import { useId } from 'react';
import { denialDraftOf } from '../../core/request/denial-link.js';
import type { AuthorizationDenial } from '../../core/wire/authorization-denial.js';
import type { DenialMessages } from '../../core/wire/denials-draft.js';
import { useClassNames } from '../shared/class-names.js';
import { useI18nFor } from '../shared/i18n-settings.js';
import { messageWithParts, visibleText } from '../shared/visible-text.js';

/** What the block is given: the denial and who refused, as {@link ApprovalRequired} is. */
interface ApprovalBlockProps {
  denial: AuthorizationDenial;
  serverName: string;
}

/**
 * The chunk {@link ApprovalRequired} loads when a request first carries a denial. SEP-2643's "approval required": what the server will not do until approved, each hint it gave that
 * this client knows (as text: nothing here is a link), the reference it named, and, when the host has no assurance
 * that the denial came from that server, that the page will not be opened from here. Its words are the draft's
 * (`authorizationDenials(…).messages`; a locale entry's win); nothing renders for a denial read without the draft.
 */
export default function ApprovalBlock({ denial, serverName }: ApprovalBlockProps) {
  const cn = useClassNames();
  const headingId = useId();
  const draft = denialDraftOf(denial);
  // The draft's words in the views' locale; rendered only where the draft read the denial.
  const { t } = useI18nFor(draft?.messages ?? NO_WORDS);
  if (!draft) return null;
  const server = {
    server: (
      <bdi translate="no" className={cn('url-server')}>
        {visibleText(serverName, cn)}
      </bdi>
    ),
  };
  return (
    <section className={cn('denial')} aria-labelledby={headingId} data-assured={denial.assured}>
      <h3 id={headingId} className={cn('denial-title')}>
        {t('denial.title')}
      </h3>
      <p className={cn('denial-intro')}>{messageWithParts(t, 'denial.intro', server)}</p>
      <ul className={cn('denial-hints')}>
        {denial.hints.map((hint, index) => (
          // The server's order; a hint type may repeat.
          // biome-ignore lint/suspicious/noArrayIndexKey: hints never reorder
          <li key={index} data-hint={hint.type}>
            {hint.type === 'url'
              ? t('denial.hint.url')
              : hint.type === 'task'
                ? t('denial.hint.task')
                : t('denial.hint.credential')}
            {hint.type === 'authorization-remediation' && (
              <ul>
                {hint.details.map((type, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown as sent
                  <li key={at}>
                    <bdi translate="no">{visibleText(type, cn)}</bdi>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {denial.authorizationContextId !== undefined && (
        <p className={cn('denial-reference')}>
          {messageWithParts(t, 'denial.reference', {
            id: (
              <bdi translate="no" dir="ltr">
                {visibleText(denial.authorizationContextId, cn)}
              </bdi>
            ),
          })}
        </p>
      )}
      {!denial.assured && (
        <p role="alert" className={cn('url-blocked')}>
          {messageWithParts(t, 'denial.unassured', server)}
        </p>
      )}
    </section>
  );
}

/** No words: the hook runs in the same order whether or not the draft read the denial. */
const NO_WORDS = { en: {}, 'zh-CN': {} } as unknown as DenialMessages;
