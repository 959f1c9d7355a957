'use client';
import { Fragment, type ReactNode } from 'react';
import { IN_URL } from '../../core/url/encoded-invisible.js';
import type { UrlSecretParameter } from '../../core/url/secret-parameters.js';
import type { ClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { visibleText } from '../shared/visible-text.js';

export interface MaskedTextProps {
  /** A stretch of the `href` (its path, query and fragment). */
  text: string;
  /** Where `text` starts in the `href`: the secrets' positions are the `href`'s. */
  offset: number;
  /** The values to mask, in `href` order; none when the person asked to see them. */
  masked: readonly UrlSecretParameter[];
  cn: ClassNames;
}

/**
 * Part of an address with the value of each parameter that carries a credential or personal data replaced by
 * "•••• hidden" (the bullets are not read out, the word is), and invisible characters marked elsewhere. Only the
 * view changes: what is opened or copied is the `href` itself.
 */
export function MaskedText({ text, offset, masked, cn }: MaskedTextProps) {
  const { t } = useI18n();
  const nodes: ReactNode[] = [];
  let last = 0;
  const plain = (from: number, to: number) => (
    <Fragment key={`text-${from}`}>{visibleText(text.slice(from, to), cn, IN_URL)}</Fragment>
  );
  for (const secret of masked) {
    const start = secret.start - offset;
    const end = secret.end - offset;
    // Out of this stretch (or overlapping one already masked): shown as it is.
    if (start < last || end > text.length) continue;
    if (start > last) nodes.push(plain(last, start));
    nodes.push(
      <span key={`masked-${start}`} className={cn('url-masked')} data-masked={secret.kind}>
        <span aria-hidden="true">••••</span> {t('url.maskedValue')}
      </span>,
    );
    last = end;
  }
  if (last < text.length) nodes.push(plain(last, text.length));
  return <>{nodes}</>;
}
