'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';

type CopyState = 'idle' | 'copied' | 'manual';

/** Props of {@link CopyLinkButton}. */
export interface CopyLinkButtonProps {
  /** The address to copy: the analysed `href` of a URL-mode request. */
  href: string;
}

/**
 * A "Copy link" button for when the browser blocked the new tab. It writes `href` with the async Clipboard API
 * and announces "Link copied" politely; when that API is missing (insecure context, old browser) or refuses, it
 * shows the URL in a selected read-only field so the user can copy it by hand. It never throws.
 *
 * @example
 * <CopyLinkButton href={request.url.href} />
 */
export function CopyLinkButton({ href }: CopyLinkButtonProps) {
  const { t } = useI18n();
  const cn = useClassNames();
  const [state, setState] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (state !== 'manual') return;
    // Focused and selected, a single Ctrl/Cmd+C copies it, and screen readers land on it.
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [state]);

  const copy = async () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard || typeof clipboard.writeText !== 'function') {
      setState('manual');
      return;
    }
    try {
      await clipboard.writeText(href);
      setState('copied');
    } catch {
      // Permission denied, document not focused, …: the manual field always works.
      setState('manual');
    }
  };

  return (
    <div className={cn('copy')}>
      <button type="button" className={cn('copy-link')} onClick={() => void copy()}>
        {t('action.copy')}
      </button>
      <span aria-live="polite" className={cn('copy-status')}>
        {state === 'copied' ? t('action.copied') : ''}
      </span>
      {state === 'manual' && (
        <span className={cn('copy-manual')}>
          <label htmlFor={inputId}>{t('url.fullAddress')}</label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            readOnly
            dir="ltr"
            value={href}
            className={cn('copy-fallback')}
            onFocus={(event) => event.currentTarget.select()}
          />
        </span>
      )}
    </div>
  );
}
